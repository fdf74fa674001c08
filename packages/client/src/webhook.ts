import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookVerificationError } from './errors.js';
import type { WebhookEvent } from './types.js';

/** Headers as `fetch`'s `Headers`, Node's `req.headers` (lower-case keys) or any record. */
export type HeadersLike = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** The widest gap between the signature's time and this clock, in seconds; default 300. */
  toleranceSeconds?: number;
  /** This clock, in unix seconds (tests); default now. */
  now?: number;
}

export interface VerifiedWebhook {
  /** The delivery's id (the `Parley-Delivery-Id` header, or the body's `deliveryId`): the same on every attempt. */
  deliveryId: string;
  /** When this attempt was signed (unix seconds). */
  timestamp: number;
  /** The body, parsed. */
  event: WebhookEvent;
}

export const SIGNATURE_HEADER = 'parley-signature';
export const DELIVERY_ID_HEADER = 'parley-delivery-id';

export function headerOf(headers: HeadersLike, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

const bytesOf = (raw: string | Uint8Array) =>
  typeof raw === 'string' ? Buffer.from(raw, 'utf8') : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);

/** `Parley-Signature` of a body (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`), as the webchat server signs it: for tests of your bot. */
export function signWebhook(rawBody: string | Uint8Array, secret: string, unixSeconds = Date.now() / 1000): string {
  const t = Math.floor(unixSeconds);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.`).update(bytesOf(rawBody)).digest('hex')}`;
}

/**
 * Verifies a webhook delivery: its `Parley-Signature` over the exact bytes received (the raw body,
 * before any JSON parsing) with the App's webhook secret (or any of several, while rotating), and its
 * time within `toleranceSeconds` of this clock (a captured call replayed later fails). Returns the
 * delivery id and the parsed body; throws {@link WebhookVerificationError} otherwise (answer 401).
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: HeadersLike,
  secret: string | readonly string[],
  options: VerifyOptions = {},
): VerifiedWebhook {
  const tolerance = options.toleranceSeconds ?? 300;
  const now = options.now ?? Date.now() / 1000;
  const header = headerOf(headers, SIGNATURE_HEADER);
  if (!header) throw new WebhookVerificationError('missing_signature', 'No Parley-Signature header');
  let t: number | undefined;
  const given: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const [key, value] = [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
    if (key === 't' && /^\d+$/.test(value)) t = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) given.push(value);
  }
  if (t === undefined || given.length === 0)
    throw new WebhookVerificationError('malformed_signature', 'Parley-Signature is not t=<seconds>,v1=<hex>');
  if (Math.abs(now - t) > tolerance) {
    throw new WebhookVerificationError(
      'timestamp_out_of_range',
      `The signature's time is ${Math.round(now - t)} s away from this clock (at most ${tolerance} s)`,
    );
  }
  const body = bytesOf(rawBody);
  const secrets = typeof secret === 'string' ? [secret] : secret;
  if (secrets.length === 0 || secrets.some((s) => !s)) throw new TypeError('verifyWebhook: no webhook secret');
  const ok = secrets.some((s) => {
    const expected = Buffer.from(createHmac('sha256', s).update(`${t}.`).update(body).digest('hex'));
    return given.some((g) => timingSafeEqual(Buffer.from(g), expected));
  });
  if (!ok) throw new WebhookVerificationError('signature_mismatch', 'The signature does not match the body and the webhook secret');
  let event: WebhookEvent;
  try {
    event = JSON.parse(body.toString('utf8')) as WebhookEvent;
  } catch {
    throw new WebhookVerificationError('invalid_body', 'The body is not JSON');
  }
  if (!event || typeof event !== 'object') throw new WebhookVerificationError('invalid_body', 'The body is not a JSON object');
  const deliveryId = headerOf(headers, DELIVERY_ID_HEADER) ?? event.deliveryId;
  return { deliveryId, timestamp: t, event };
}

export interface Dedupe {
  /**
   * True when the id was seen within the time kept (a duplicate: drop it); false the first time, which
   * remembers it.
   */
  seen(id: string): boolean;
  /** Forgets an id (its handling failed: the retry is to be handled). */
  forget(id: string): void;
  readonly size: number;
}

/**
 * Remembers delivery ids for `ttlMs` (default a day: deliveries are retried for 15 minutes), at most
 * `max` of them (default 100,000, the oldest forgotten first). In memory: a bot of several processes
 * checks ids in a store they share (Redis `SET NX EX`, a unique key in its database).
 */
export function createDedupe(options: { ttlMs?: number; max?: number; now?: () => number } = {}): Dedupe {
  const ttl = options.ttlMs ?? 24 * 3600_000;
  const max = options.max ?? 100_000;
  const clock = options.now ?? Date.now;
  const ids = new Map<string, number>();
  const sweep = (now: number) => {
    for (const [id, until] of ids) {
      if (until > now && ids.size <= max) break;
      ids.delete(id);
    }
  };
  return {
    seen(id) {
      const now = clock();
      sweep(now);
      const until = ids.get(id);
      if (until !== undefined && until > now) return true;
      ids.delete(id);
      ids.set(id, now + ttl);
      sweep(now);
      return false;
    },
    forget(id) {
      ids.delete(id);
    },
    get size() {
      return ids.size;
    },
  };
}
