import { DB_DOWN_CODES, DB_DOWN_MESSAGES } from './error-codes';

/** Where the outage's lines go (Nest's Logger fits). */
export interface OutageLogger {
  error(message: string): void;
  warn(message: string): void;
}

export interface DatabaseOutageOptions {
  /** Answers when the database does (`SELECT 1`); asked while it is down, to learn it is back. */
  ping: () => Promise<unknown>;
  /** How often it is asked. */
  pingEveryMs?: number;
  /** A line every so often while it lasts, with the counts so far. */
  remindEveryMs?: number;
  now?: () => number;
}

/**
 * Whether `err`, or an error it was caused by, says the database cannot be reached, is going away,
 * gave no connection in time or cancelled a statement past its time limit (what answers 503).
 */
export function isDatabaseDown(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; driverError?: { code?: unknown }; cause?: unknown } | null | undefined, depth = 0;
    e && depth < 8;
    e = e.cause as typeof e, depth++
  ) {
    const code = e.driverError?.code ?? e.code;
    if (typeof code === 'string' && DB_DOWN_CODES.has(code)) return true;
    if (typeof e.message === 'string' && DB_DOWN_MESSAGES.some((m) => (e!.message as string).includes(m))) return true;
  }
  return false;
}

/**
 * The log of a database outage, one per process: a 10 s outage under load made every refused
 * message, failed batch and outbox poll write its own line (hundreds, each with its stack). Now
 * the first failure writes one line (`error`), the others are counted by kind, a line reminds
 * every minute while it lasts, and one line sums it up when the database answers again (`warn`),
 * which a ping learns within a second:
 *
 *   PostgreSQL unavailable (connect ECONNREFUSED 127.0.0.1:5432); failures are counted until it answers again (first: user messages refused)
 *   PostgreSQL answers again, 10.2 s after the first failure; meanwhile 1,092 user messages refused, 29 botmeter batches failed, 10 outbox polls failed
 *
 * Errors that are not the database being down are logged as before, by the caller (`otherwise`).
 */
export class DatabaseOutage {
  private since: number | null = null;
  private readonly counts = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private lastReminder = 0;
  private readonly now: () => number;

  constructor(
    private readonly log: OutageLogger,
    private readonly options: DatabaseOutageOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Whether an outage is on (a failure was reported and the database has not answered since). */
  get down(): boolean {
    return this.since !== null;
  }

  /**
   * Something of `kind` ("user messages refused") failed with `err`: counted when the database is
   * down (the first failure of an outage logs it), else handed to `otherwise`, which logs it.
   */
  failed(kind: string, err: unknown, otherwise: () => void): void {
    if (!isDatabaseDown(err)) return otherwise();
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    if (this.since !== null) return this.remind();
    this.since = this.now();
    this.lastReminder = this.since;
    this.log.error(`PostgreSQL unavailable (${messageOf(err)}); failures are counted until it answers again (first: ${kind})`);
    this.watch();
  }

  /** A logger whose `failed(message, err)` reports to this outage as `kind`, and logs `message` when it is not one. */
  logger<L extends OutageLogger>(kind: string, base: L): L & { failed(message: string, err: unknown): void } {
    return Object.assign(Object.create(base) as L, {
      failed: (message: string, err: unknown) => this.failed(kind, err, () => base.error(message)),
    });
  }

  /** Stops pinging (the server stops). */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private remind(): void {
    const every = this.options.remindEveryMs ?? 60_000;
    if (this.now() - this.lastReminder < every) return;
    this.lastReminder = this.now();
    this.log.error(`PostgreSQL still unavailable, ${this.seconds()} s after the first failure; so far ${this.summary()}`);
  }

  /** Pings until the database answers, then sums the outage up. */
  private watch(): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.options.ping().then(
        () => {
          if (this.since === null) return;
          this.log.warn(`PostgreSQL answers again, ${this.seconds()} s after the first failure; meanwhile ${this.summary()}`);
          this.since = null;
          this.counts.clear();
        },
        () => {
          this.remind();
          if (this.since !== null) this.watch();
        },
      );
    }, this.options.pingEveryMs ?? 1000);
    this.timer.unref();
  }

  private seconds(): string {
    return ((this.now() - (this.since ?? this.now())) / 1000).toFixed(1);
  }

  private summary(): string {
    return [...this.counts].map(([kind, n]) => `${n.toLocaleString('en-US')} ${kind}`).join(', ');
  }
}

function messageOf(err: unknown): string {
  let e = err as { message?: unknown; cause?: unknown } | null | undefined;
  // The innermost cause names what happened (the driver's error), not the layers above it.
  while (e && (e.cause as { message?: unknown } | undefined)?.message !== undefined) e = e.cause as typeof e;
  return typeof e?.message === 'string' ? e.message : String(err);
}
