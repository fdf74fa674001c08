import { isIP } from 'node:net';
import { z } from 'zod';

export { resolveSessionSecret } from './session-secret';

/** A boolean variable: `true`/`false`/`1`/`0`, as the NLP query booleans. */
export const envBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The proxy ranges proxy-addr knows by name, beside addresses and CIDR ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a named range: a problem, or null. */
function proxyEntryProblem(entry: string): string | null {
  if (NAMED_RANGES.has(entry)) return null;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return `"${entry}" is neither an address nor a CIDR range`;
  if (bits === undefined) return null;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max ? null : `"${entry}": the prefix length must be 0 to ${max}`;
}

/**
 * TRUST_PROXY: whose `X-Forwarded-For` gives the client's address (both servers' limits per address;
 * the webchat's Socket.IO handshakes too). `false` (default; also `0` or empty): nobody's, the
 * address is the connection's; `true` (or `1`): any peer's; a number above 1: that many proxies in
 * front; else a comma-separated list of proxy addresses and CIDR ranges. `proxyTrust` in
 * libs/server-kit turns it into the rule both servers apply.
 */
export const trustProxyEnv = z
  .string()
  .default('false')
  .transform((v, ctx): boolean | number | string[] => {
    const t = v.trim();
    if (t === 'true' || t === '1') return true;
    if (t === 'false' || t === '0' || t === '') return false;
    if (/^\d+$/.test(t)) return Number(t);
    const entries = t.split(',').map((e) => e.trim());
    for (const entry of entries) {
      const problem = proxyEntryProblem(entry);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: `${problem} (true, false, a hop count, or addresses and CIDR ranges separated by commas)`,
        });
    }
    return entries;
  });

/**
 * Variables every server process of Parley reads (the api and the webchat server), with the
 * same meaning and default in both: spread into each app's schema.
 */
export const serverEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Interface to listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server; unset: an embedded PostgreSQL (PGlite) under PARLEY_DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Where the embedded database, the demo credentials and generated secrets live. */
  PARLEY_DATA_DIR: z.string().default('.parley'),
  /**
   * Redis: state shared across instances (rate limits, credential changes, Socket.IO rooms).
   * Optional at run time: while it is unreachable each instance runs on its own.
   */
  REDIS_URL: z.string().url().optional(),
  /** A Redis command unanswered after this (ms) fails and the caller falls back to local state. */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(150),
  /**
   * PostgreSQL cancels a statement running longer than this (ms), and a query whose answer has not
   * come 1 s later is given up (a frozen server): either is a 503. 0: no limit.
   */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  /** Waiting for a database connection (a new one or a free one of the pool) beyond this (ms) is a 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2000),
  /** A client must send its request headers within this (ms), else 408 and the connection is closed. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** ...and the whole request, body included, within this (ms; at least the headers timeout). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** A connection with nothing sent either way for this long (ms) is closed. */
  HTTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** An idle kept-alive connection is closed after this (ms): above a load balancer's idle timeout (often 60 s). */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Let bots' webhooks be on loopback, private (RFC 1918, ULA) and shared (CGNAT) addresses: for a
   * bot running beside Parley on its own network. Off: public addresses only. Link-local, cloud
   * metadata, multicast and reserved addresses are refused either way. Read by the api (when a
   * webhook URL is saved) and the webchat server (before each delivery connects).
   */
  WEBHOOK_ALLOW_PRIVATE: envBool.default(false),
  /**
   * Bearer token that opens GET /metrics (Prometheus) on the server's own port; unset: no /metrics
   * there. At least 16 characters.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** A port of its own serving only GET /metrics (keep it off the public network); unset: none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Traces: OTLP/HTTP collector address (OpenTelemetry); unset: no tracing, nothing loaded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  TRUST_PROXY: trustProxyEnv,
  /** Public address of the webchat server (portal snippets, widget default serverUrl, demo page). */
  PUBLIC_WEBCHAT_URL: z.string().url().optional(),
  /**
   * Where the change signal LISTENs (PostgreSQL LISTEN/NOTIFY: App settings, keys, training data and
   * models changed by any instance). Unset: DATABASE_URL. Behind a pooler that cannot LISTEN
   * (PgBouncer in transaction mode), a direct address of the server; `off`: no signal, changes are
   * read every CHANGE_POLL_MS and App settings cached for their TTLs only.
   */
  CHANGE_SIGNAL_URL: z.union([z.literal('off'), z.string().url()]).optional(),
  /**
   * While the change signal is down (or off), the versions of the Apps in use are read this often
   * (ms), and App settings are cached for at most CREDENTIALS_CACHE_MS / APP_CACHE_TTL_MS.
   */
  CHANGE_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
};

/**
 * Botmeter's writer, shared by both servers: the api's `POST /botmeter` and the webchat's FAQ bot
 * write through the same group-commit writer (libs/botmeter), so they read the same variables.
 */
export const botmeterEnvShape = {
  /** Gather concurrent records into one INSERT per batch; false: one INSERT per record (benchmarks). */
  BOTMETER_GROUP_COMMIT: envBool.default(true),
  /** A batch is written once it holds this many records... */
  BOTMETER_BATCH_MAX_SIZE: z.coerce.number().int().min(1).max(2000).default(500),
  /** ...or once its first record has waited this long (milliseconds). */
  BOTMETER_BATCH_MAX_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(4),
  /** Batches written at the same time (each holds a database connection). */
  BOTMETER_BATCH_IN_FLIGHT: z.coerce.number().int().min(1).max(32).default(2),
  /** Records waiting beyond this are refused at once (backpressure: a 503 for POST /botmeter). */
  BOTMETER_MAX_PENDING: z.coerce.number().int().min(1).default(20_000),
  /** Month partitions created ahead of the current month (by the api's daily upkeep). */
  BOTMETER_PARTITIONS_AHEAD: z.coerce.number().int().min(0).max(24).default(3),
};

export type BotmeterEnv = z.infer<z.ZodObject<typeof botmeterEnvShape>>;

/**
 * Training and the models, shared by both servers (the api's classify and the webchat's FAQ bot
 * serve the same stored models, and either may run the training jobs).
 */
export const trainerEnvShape = {
  /** Run training jobs in this process (false: it only serves models; another instance trains). */
  TRAINING_WORKER: envBool.default(true),
  /**
   * How late (seconds) the training job of a process that died is taken for lost and tried again by
   * any instance. Not a limit on a training's length: a running job's heartbeat (every third of it)
   * keeps it however long it takes.
   */
  TRAINING_JOB_TIMEOUT_S: z.coerce.number().int().min(2).max(3600).default(120),
  /**
   * How long (seconds) the training thread may go without finishing a job before it is taken for
   * hung (a training that loops), stopped, and its jobs tried again in a new thread. Longer than the
   * longest training and cross-validation of an App on the slowest machine.
   */
  TRAINING_MAX_JOB_S: z.coerce.number().int().min(10).max(86_400).default(1200),
  /**
   * With TRAINING_WORKER: build the training thread's indexes of each language (the background's,
   * the frequent words'; about a second of CPU in all) as the process starts, while it has no job,
   * not on the first training after a start.
   */
  TRAINING_WARM_UP: envBool.default(true),
  /** Memory the loaded models may hold together (MB); the least recently used ones beyond it are dropped. */
  MODEL_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(256),
  /** Memory the compiled App entity types may hold together (MB); the least recently used beyond it are dropped. */
  ENTITY_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(128),
  /** How long a request waits for an App's first model (ms) before a 503 with Retry-After. */
  MODEL_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
};

export type TrainerEnv = z.infer<z.ZodObject<typeof trainerEnvShape>>;

/**
 * E-mail, the same way out for both servers (MailModule of libs/server-modules): what each sends
 * through it is its own (the api's password reset links, the webchat's replies to away visitors).
 */
export const mailEnvShape = {
  /** SMTP server (`smtp://user:pass@host:587`, `smtps://...`); unset: nothing is e-mailed. */
  SMTP_URL: z.string().url().optional(),
  /** Sender of the e-mails. */
  MAIL_FROM: z.string().default('Parley <no-reply@parley.localhost>'),
};

export type MailEnv = z.infer<z.ZodObject<typeof mailEnvShape>>;

/**
 * Parses the environment against an app's schema. Throws one error naming every bad variable and
 * what is wrong with it, so a misconfigured process stops at boot with all its problems at once.
 */
export function parseEnv<T extends z.ZodTypeAny>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return result.data;
}
