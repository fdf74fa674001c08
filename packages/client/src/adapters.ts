import type { IncomingMessage, ServerResponse } from 'node:http';
import { WebhookVerificationError } from './errors.js';
import type { WebhookEvent } from './types.js';
import { createDedupe, verifyWebhook, type Dedupe, type HeadersLike, type VerifiedWebhook, type VerifyOptions } from './webhook.js';

export interface WebhookHandlerOptions extends VerifyOptions {
  /** The App's webhook secret (several while rotating); default `PARLEY_WEBHOOK_SECRET`. */
  secret?: string | readonly string[];
  /** Drops deliveries already handled; default an in-memory {@link createDedupe}; `false`: none. */
  dedupe?: Dedupe | false;
  /** Told of a refused delivery or a handler that threw; default `console.error`. */
  onError?: (error: unknown, event?: WebhookEvent) => void;
  /** The largest body read, in bytes; default 1 MiB (the webchat's own limit). */
  maxBodyBytes?: number;
}

/** Your bot: called once per delivery (duplicates dropped), after its signature is verified. */
export type WebhookHandler = (event: WebhookEvent, delivery: VerifiedWebhook) => unknown;

export interface WebhookOutcome {
  status: number;
  body: string;
}

/**
 * The framework-free core of the adapters: verifies, drops a duplicate, awaits the handler. 200 once
 * it resolves (keep it under the webchat's 10 s, or push later); 500 when it throws, and the id is
 * forgotten so that the webchat's retry is handled; 401 for a bad signature, 400 for a body that is
 * not JSON.
 */
export async function handleWebhook(
  rawBody: string | Uint8Array,
  headers: HeadersLike,
  handler: WebhookHandler,
  options: WebhookHandlerOptions & { dedupe: Dedupe | false },
): Promise<WebhookOutcome> {
  const secret = options.secret ?? (typeof process === 'undefined' ? undefined : process.env.PARLEY_WEBHOOK_SECRET);
  if (!secret || secret.length === 0) throw new TypeError('No webhook secret: give `secret`, or set PARLEY_WEBHOOK_SECRET');
  const onError = options.onError ?? ((e: unknown) => console.error('[parley webhook]', e instanceof Error ? e.message : e));
  let delivery: VerifiedWebhook;
  try {
    delivery = verifyWebhook(rawBody, headers, secret, options);
  } catch (err) {
    if (!(err instanceof WebhookVerificationError)) throw err;
    onError(err);
    return { status: err.reason === 'invalid_body' ? 400 : 401, body: err.reason };
  }
  if (options.dedupe && options.dedupe.seen(delivery.deliveryId)) return { status: 200, body: 'duplicate' };
  try {
    await handler(delivery.event, delivery);
    return { status: 200, body: 'OK' };
  } catch (err) {
    if (options.dedupe) options.dedupe.forget(delivery.deliveryId);
    onError(err, delivery.event);
    return { status: 500, body: 'handler failed' };
  }
}

const withDedupe = (options: WebhookHandlerOptions) => ({
  ...options,
  dedupe: options.dedupe === false ? (false as const) : (options.dedupe ?? createDedupe()),
});

function readBody(req: IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(size > max ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, outcome: WebhookOutcome): void {
  res.writeHead(outcome.status, { 'content-type': 'text/plain; charset=utf-8' }).end(outcome.body);
}

/** A `node:http` request listener: `createServer(createNodeHandler(async (event) => {...}, { secret }))`. */
export function createNodeHandler(
  handler: WebhookHandler,
  options: WebhookHandlerOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const opts = withDedupe(options);
  return (req, res) => {
    if (req.method !== 'POST') return reply(res, { status: 405, body: 'POST only' });
    readBody(req, options.maxBodyBytes ?? 1024 * 1024)
      .then(async (raw) => reply(res, raw ? await handleWebhook(raw, req.headers, handler, opts) : { status: 413, body: 'body too large' }))
      .catch((err: unknown) => {
        (opts.onError ?? console.error)(err);
        if (!res.headersSent) reply(res, { status: 500, body: 'error' });
      });
  };
}

/** What the Express adapter reads of a request (Express's own `Request` fits). */
export type ExpressLikeRequest = IncomingMessage & { body?: unknown };

/**
 * An Express middleware: `app.post('/webhook', expressWebhook(handler, { secret }))`. It reads the
 * raw body itself; mounted after `express.raw({ type: 'application/json' })` it takes that Buffer. A
 * body already parsed by `express.json()` cannot be verified (its bytes are gone): it says so.
 */
export function expressWebhook(handler: WebhookHandler, options: WebhookHandlerOptions = {}) {
  const opts = withDedupe(options);
  return (req: ExpressLikeRequest, res: ServerResponse, next: (err?: unknown) => void): void => {
    const given = req.body;
    let raw: Promise<Buffer | string | null>;
    if (Buffer.isBuffer(given) || typeof given === 'string') raw = Promise.resolve(given);
    else if (req.readableEnded) {
      next(
        new Error('expressWebhook needs the raw body: mount it before express.json(), or after express.raw({ type: "application/json" })'),
      );
      return;
    } else raw = readBody(req, options.maxBodyBytes ?? 1024 * 1024);
    raw
      .then(async (body) =>
        reply(res, body === null ? { status: 413, body: 'body too large' } : await handleWebhook(body, req.headers, handler, opts)),
      )
      .catch(next);
  };
}

/** What the Fastify adapter uses of a Fastify instance (Fastify's own `FastifyInstance` fits). */
export interface FastifyLikeInstance {
  removeContentTypeParser(type: string | string[]): unknown;
  addContentTypeParser(
    type: string,
    options: { parseAs: 'buffer'; bodyLimit?: number },
    parser: (req: unknown, body: Buffer, done: (err: Error | null, body?: unknown) => void) => void,
  ): unknown;
  post(
    path: string,
    handler: (
      request: { body: unknown; headers: Record<string, string | string[] | undefined> },
      reply: { code(n: number): { type(t: string): { send(b: string): unknown } } },
    ) => unknown,
  ): unknown;
}

/**
 * A Fastify plugin serving the webhook at `path` (default `/`): `app.register(fastifyWebhook(handler, { secret, path: '/webhook' }))`.
 * Within its own scope JSON bodies are kept as raw bytes, as the signature needs; the rest of the app is untouched.
 */
export function fastifyWebhook(handler: WebhookHandler, options: WebhookHandlerOptions & { path?: string } = {}) {
  const opts = withDedupe(options);
  return async function parleyWebhook(instance: FastifyLikeInstance): Promise<void> {
    instance.removeContentTypeParser(['application/json']);
    instance.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: options.maxBodyBytes ?? 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    instance.post(options.path ?? '/', async (request, res) => {
      const outcome = await handleWebhook(request.body as Buffer, request.headers, handler, opts);
      return res.code(outcome.status).type('text/plain; charset=utf-8').send(outcome.body);
    });
  };
}
