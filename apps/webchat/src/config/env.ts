import { botmeterEnvShape, envBool, mailEnvShape, parseEnv, resolveSessionSecret, serverEnvShape, trainerEnvShape } from '@parley/config';
import type { DestinationStream } from 'pino';
import { z } from 'zod';

/** Every environment variable the webchat server reads, with its default. Validated at boot. */
export const webchatEnvSchema = z.object({
  ...serverEnvShape,
  /** The FAQ bot records its exchanges through botmeter's writer, with the api's settings. */
  ...botmeterEnvShape,
  ...trainerEnvShape,
  WEBCHAT_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** Built widget (`npm run build:widget`), served under /cdn; relative to the working directory. */
  WIDGET_DIST_DIR: z.string().default('apps/widget/dist'),
  /** How long an App looked up by token is trusted (ms) before it is read again. */
  APP_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  /** One webhook call may take this long (ms) before it counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Delivery retries: first delay, doubling up to the max, for the whole window (then failed, kept). */
  DELIVERY_BACKOFF_BASE_MS: z.coerce.number().int().min(1).default(1000),
  DELIVERY_BACKOFF_MAX_MS: z.coerce.number().int().min(1).default(60_000),
  DELIVERY_RETRY_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(15 * 60_000),
  /** Outbox poll period (ms): wake-ups on insert are immediate; the poll catches retries and other instances' rows. */
  DELIVERY_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /** Deliveries in flight at once per instance (each to a different conversation). */
  DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(32),
  /**
   * ...of which one App may hold at most this many: a slow webhook holds its own App's slots, never
   * the others'. Slots are handed round the Apps (each App's oldest message before any App's second).
   */
  DELIVERY_APP_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(4),
  /**
   * ...and the Apps of one account together at most this many: an account with many slow bots
   * holds its own share, never the other accounts'. Handed round the accounts first, then their Apps.
   */
  DELIVERY_ACCOUNT_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(8),
  /** A webhook that timed out this many times in a row gets no delivery for a while (its circuit opens)... */
  DELIVERY_BREAKER_TIMEOUTS: z.coerce.number().int().min(1).default(3),
  /** ...for this long (ms); then one delivery probes it (half-open): an answer closes the circuit, a timeout opens it again. */
  DELIVERY_BREAKER_OPEN_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * Group commit of messages: a batch is written after its first message waited this long (ms);
   * 0: at the end of the event-loop turn it arrived in. Messages arriving while a batch is being
   * written gather anyway, so batches grow with the load without a fixed wait on every push...
   */
  MESSAGE_BATCH_MAX_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** ...or as soon as it holds this many messages. */
  MESSAGE_BATCH_MAX_SIZE: z.coerce.number().int().min(1).max(5000).default(200),
  /**
   * Writers working at once, each owning a share of the conversations (one batch in flight each,
   * keeping their order). Fewer writers make bigger batches: less PostgreSQL CPU per message. One
   * is the default: at 1,000 pushes/s it used a third less PostgreSQL CPU per push than two, with
   * the same latency (bench/RESULTS.md); raise it when one batch's commit is slower than the
   * arrival of the next (a remote database).
   */
  MESSAGE_WRITERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Messages waiting to be written beyond this are refused at once (503), per writer. */
  MESSAGE_MAX_PENDING: z.coerce.number().int().min(1).default(5000),
  /** Run the delivery worker in this instance (off for a push-only instance). */
  DELIVERY_WORKER: envBool.default(true),
  /**
   * Abuse limits, counted in fixed windows of this length (ms), shared by the instances through
   * Redis (per instance while it is away): past one, a socket message is refused with
   * `webchat_error` WEBCHAT.RATE_LIMITED and a push with 429 and Retry-After, until the window ends.
   */
  WEBCHAT_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(3_600_000).default(10_000),
  /** Messages one visitor may send in a window (2/s sustained, a burst of 20). 0: no limit. */
  WEBCHAT_VISITOR_MESSAGES_PER_WINDOW: z.coerce.number().int().min(0).default(20),
  /**
   * Other socket events one visitor may send in a window: typing (relayed to the visitor's other
   * tabs) and "retry now" on a delivery (a database update). Past it they are dropped. 0: no limit.
   */
  WEBCHAT_VISITOR_EVENTS_PER_WINDOW: z.coerce.number().int().min(0).default(100),
  /** Messages all the visitors of one App may send in a window (500/s). 0: no limit. */
  WEBCHAT_APP_MESSAGES_PER_WINDOW: z.coerce.number().int().min(0).default(5000),
  /** Pushes (messages and typing) to one App's users in a window (1,000/s). 0: no limit. */
  WEBCHAT_APP_PUSHES_PER_WINDOW: z.coerce.number().int().min(0).default(10_000),
  /**
   * Handshakes that start a new visitor (a new conversation), per client address (TRUST_PROXY) and
   * window of WEBCHAT_NEW_VISITORS_WINDOW_MS, all Apps together; a visitor coming back with its
   * token is not counted. Past it the handshake is refused (`connect_error` WEBCHAT.RATE_LIMITED
   * with retryAfterSeconds). 30 a minute lets a whole office behind one address in. 0: no limit.
   */
  WEBCHAT_NEW_VISITORS_PER_WINDOW: z.coerce.number().int().min(0).default(30),
  WEBCHAT_NEW_VISITORS_WINDOW_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /**
   * The api's SESSION_SECRET: the operator inbox (docs/handover.md) verifies portal sessions with it.
   * Unset in development: the one generated in PARLEY_DATA_DIR (shared with an api using the same
   * directory); unset in production: the operator routes and namespace are off (503).
   */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Where the portal is served (the api's public address): the only origin the operator routes and namespace take. */
  PUBLIC_API_URL: z.string().url().optional(),
  /** SMTP_URL: SMTP server for operators' replies to visitors who left an address and are away (unset: none e-mailed); MAIL_FROM: their sender. */
  ...mailEnvShape,
});

export type WebchatEnv = z.infer<typeof webchatEnvSchema>;

export interface WebchatConfig extends WebchatEnv {
  DATABASE_URL: string;
  PUBLIC_WEBCHAT_URL: string;
  PUBLIC_API_URL: string;
  /** Null: no SESSION_SECRET in production, the operator inbox is off. */
  sessionSecret: string | null;
  /** Where the logs go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

export const WEBCHAT_CONFIG = Symbol('WEBCHAT_CONFIG');

/** Reads the environment (the only place the webchat server reads process.env). */
export function loadWebchatEnv(env: NodeJS.ProcessEnv = process.env): WebchatEnv {
  return parseEnv(webchatEnvSchema, env);
}

export function resolveWebchatConfig(env: WebchatEnv, databaseUrl: string): WebchatConfig {
  return {
    ...env,
    DATABASE_URL: databaseUrl,
    PUBLIC_WEBCHAT_URL: env.PUBLIC_WEBCHAT_URL ?? `http://localhost:${env.WEBCHAT_PORT}`,
    PUBLIC_API_URL: env.PUBLIC_API_URL ?? 'http://localhost:3000',
    sessionSecret: resolveSessionSecret(env),
  };
}
