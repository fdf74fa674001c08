import { codeOfStatus, ParleyError, type ParleyErrorDetail } from './errors.js';

/** Retries of a call answered 429 or 503 (and of a GET that got no answer). */
export interface RetryOptions {
  /** Retries after the first try; default 3. */
  retries?: number;
  /** The longest wait before one retry, in ms; a `Retry-After` past it is not waited for (the error is thrown); default 30,000. */
  maxDelayMs?: number;
  /** The first wait when the server names none, doubled each retry; default 500 ms. */
  baseDelayMs?: number;
  /** Called before each wait (to log it). */
  onRetry?: (info: { attempt: number; delayMs: number; error: ParleyError }) => void;
}

export interface HttpOptions {
  /** Each try's time limit in ms (default 30,000); a call past it throws `TIMEOUT`. */
  timeoutMs?: number;
  /** `false` turns retries off. */
  retry?: RetryOptions | false;
  /** A fetch of your own (a proxy, a test); default the global one. */
  fetch?: typeof globalThis.fetch;
  /** Sent with every request (e.g. `X-Request-Id`). */
  headers?: Record<string, string>;
  /** `User-Agent` of the calls; default `parley-client/<version>`. */
  userAgent?: string;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  retry?: RetryOptions | false;
  headers?: Record<string, string>;
}

export interface RawRequest {
  method: string;
  url: string;
  /** Shown in errors: `GET /trainer/api/v0/qnas`. */
  label: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export const VERSION = '0.1.0';

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** `Retry-After` in seconds (delta-seconds or an HTTP date). */
export function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - Date.now()) / 1000);
}

/** The error of a non-2xx answer, from the API's error shape `{statusCode, error, message, details}`. */
export async function errorOf(res: Response, label: string): Promise<ParleyError> {
  const text = await res.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: kept as text
  }
  const b = (body && typeof body === 'object' ? body : {}) as { message?: unknown; code?: unknown; details?: unknown };
  const details = Array.isArray(b.details) ? (b.details as ParleyErrorDetail[]) : [];
  const message = typeof b.message === 'string' ? b.message : typeof body === 'string' && body ? body.slice(0, 500) : res.statusText;
  return new ParleyError({
    message: `${label} answered ${res.status}: ${message}`,
    code: typeof b.code === 'string' ? b.code : codeOfStatus(res.status),
    status: res.status,
    request: label,
    details,
    retryAfter: parseRetryAfter(res.headers.get('retry-after')),
    body,
  });
}

const RETRIED = new Set([429, 503]);

/**
 * Sends one request: a time limit per try, retries on 429 and 503 (the server did nothing: each says
 * so) after `Retry-After` plus up to 20% of jitter, within the bounds given, and on a GET that got no
 * answer. Resolves with the 2xx answer; throws {@link ParleyError} otherwise.
 */
export async function send(req: RawRequest, base: HttpOptions, call: CallOptions = {}): Promise<Response> {
  const fetchImpl = base.fetch ?? globalThis.fetch;
  const retry = call.retry ?? base.retry;
  const retries = retry === false ? 0 : (retry?.retries ?? 3);
  const maxDelayMs = retry === false ? 0 : (retry?.maxDelayMs ?? 30_000);
  const baseDelayMs = retry === false ? 0 : (retry?.baseDelayMs ?? 500);
  const timeoutMs = call.timeoutMs ?? base.timeoutMs ?? 30_000;
  const headers = { 'user-agent': base.userAgent ?? `parley-client/${VERSION}`, ...base.headers, ...req.headers, ...call.headers };
  for (let attempt = 0; ; attempt++) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    let error: ParleyError;
    try {
      const res = await fetchImpl(req.url, { method: req.method, headers, body: req.body, signal, redirect: 'manual' });
      if (res.ok) return res;
      error = await errorOf(res, req.label);
      if (!RETRIED.has(res.status)) throw error;
    } catch (err) {
      if (err instanceof ParleyError) throw err;
      if (call.signal?.aborted)
        throw new ParleyError({ message: `${req.label} was aborted`, code: 'ABORTED', status: 0, request: req.label, cause: err });
      const timedOut = timeout.aborted;
      error = new ParleyError({
        message: timedOut ? `${req.label} got no answer within ${timeoutMs} ms` : `${req.label} failed: ${(err as Error).message}`,
        code: timedOut ? 'TIMEOUT' : 'NETWORK',
        status: 0,
        request: req.label,
        cause: err,
      });
      // Without an answer the server may have done the work: only reads are sent again.
      if (req.method !== 'GET' && req.method !== 'HEAD') throw error;
    }
    if (attempt >= retries) throw error;
    const wanted = error.retryAfter !== undefined ? error.retryAfter * 1000 : baseDelayMs * 2 ** attempt;
    if (wanted > maxDelayMs) throw error;
    const delayMs = Math.min(maxDelayMs, Math.round(wanted * (1 + Math.random() * 0.2)) + Math.round(Math.random() * 50));
    if (retry) retry.onRetry?.({ attempt: attempt + 1, delayMs, error });
    try {
      await sleep(delayMs, call.signal);
    } catch (err) {
      throw new ParleyError({ message: `${req.label} was aborted`, code: 'ABORTED', status: 0, request: req.label, cause: err });
    }
  }
}
