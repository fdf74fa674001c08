import { Redis, type RedisOptions } from 'ioredis';

/**
 * - `off`: no REDIS_URL; the process runs alone by design.
 * - `connecting`: REDIS_URL is set and the first connection is not made yet.
 * - `up`: every connection is ready; state is shared across instances.
 * - `down`: Redis is unreachable, frozen or too slow; the process runs per instance until it returns.
 */
export type RedisState = 'off' | 'connecting' | 'up' | 'down';

/** What a health check or a metrics exporter reads about Redis (`RedisLink.status()`). */
export interface RedisStatus {
  state: RedisState;
  /** When the state last changed (ms since the epoch). */
  since: number;
  /** Times Redis was lost since the process started (up or connecting to down). */
  outages: number;
  /** The last connection or command error, for the logs and the health check. */
  lastError: string | null;
}

/** Where the link's transitions are logged: the server's logger (Nest's Logger fits). */
export interface RedisLinkLogger {
  log(message: string): void;
  warn(message: string): void;
}

export interface RedisLinkOptions {
  /** Unset: state `off`, no connection, every feature per instance. */
  url: string | undefined;
  /** A command that gets no answer within this fails, and its caller falls back to local state. */
  commandTimeoutMs: number;
  logger: RedisLinkLogger;
  /** Shown in Redis's CLIENT LIST (`parley-api`, `parley-webchat`). */
  name: string;
  /** How often a ping checks an idle link (ms): a frozen Redis is noticed without traffic. */
  heartbeatMs?: number;
}

/** What is said in the logs when Redis goes away, so an operator knows what changed. */
const DEGRADED = 'rate limits, credential changes and Socket.IO fan-out are per instance until it returns';

/**
 * The one place that knows whether Redis is there. Redis is optional at run time: every user of a
 * connection made here falls back to per-instance behaviour when it is not, and this object says
 * which it is (`status()`, `up`), logs each transition once, and tells listeners when Redis comes
 * back (`onUp`), because pub/sub messages sent meanwhile are lost.
 *
 * Connections never crash the process and never hang a request:
 * - command connections (`commands`, `publisher()`) have no offline queue (a command while Redis is
 *   away fails at once) and a command timeout (a frozen Redis fails within `commandTimeoutMs`);
 *   such a timeout makes the connection reconnect, so the link reads `down` and later commands
 *   skip Redis without waiting, until it answers again;
 * - subscriber connections queue their SUBSCRIBE until Redis answers (a server starts without
 *   Redis) and subscribe again after every reconnection;
 * - every connection retries forever, at most every 2 s.
 */
export class RedisLink {
  /** The connection for commands (rate counters, PUBLISH, PING); null when REDIS_URL is unset. */
  readonly commands: Redis | null;
  /** Every connection made here, and whether it is failing (lost, or never reached Redis). */
  private readonly clients = new Map<Redis, { failing: boolean }>();
  private readonly upListeners: (() => void)[] = [];
  private current: RedisStatus;
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: RedisLinkOptions) {
    const now = Date.now();
    this.current = { state: options.url ? 'connecting' : 'off', since: now, outages: 0, lastError: null };
    if (!options.url) {
      this.commands = null;
      return;
    }
    this.commands = this.connection('commands', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs,
    });
    this.heartbeat = setInterval(() => this.ping(), options.heartbeatMs ?? 1000);
    this.heartbeat.unref();
  }

  /** Whether Redis is configured at all (REDIS_URL set). */
  get configured(): boolean {
    return this.commands !== null;
  }

  /** Whether shared state is available now: callers skip Redis at once when it is not. */
  get up(): boolean {
    return this.current.state === 'up';
  }

  status(): RedisStatus {
    return { ...this.current };
  }

  /** Called each time Redis becomes reachable (first connection and after an outage). */
  onUp(listener: () => void): void {
    this.upListeners.push(listener);
  }

  /** Another command connection (the Socket.IO adapter publishes through its own). */
  publisher(): Redis {
    return this.connection('publisher', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: this.options.commandTimeoutMs,
    });
  }

  /** A connection for SUBSCRIBE / PSUBSCRIBE: queued until Redis answers, renewed after each reconnection. */
  subscriber(): Redis {
    return this.connection('subscriber', { enableOfflineQueue: true, maxRetriesPerRequest: null, autoResubscribe: true });
  }

  /**
   * A command failed and its caller fell back to local state. A timeout means Redis is frozen or
   * overloaded: the connection is dropped and made again, so the link reads `down` until Redis
   * answers a fresh connection, instead of every request waiting out the timeout.
   */
  failed(err: unknown, client: Redis | null = this.commands): void {
    const message = err instanceof Error ? err.message : String(err);
    this.current.lastError = message;
    if (!client || this.closed || !/timed out/i.test(message) || client.status !== 'ready') return;
    // Down now, not when the socket has finished closing (a frozen peer makes that take seconds).
    this.update(this.clients.get(client)!, true);
    client.disconnect(true);
  }

  /** Closes every connection at once (QUIT would wait on a frozen Redis). */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const c of this.clients.keys()) c.disconnect(false);
  }

  private connection(role: string, extra: RedisOptions): Redis {
    const client = new Redis(this.options.url!, {
      connectionName: `${this.options.name}:${role}`,
      connectTimeout: 2000,
      // Back off quickly to 2 s and never give up: Redis coming back must be noticed.
      retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2000),
      ...extra,
    });
    const entry = { failing: false };
    this.clients.set(client, entry);
    // Each failed attempt emits an error and a close; the transition is logged once, in update().
    client.on('error', (err: Error) => {
      this.current.lastError = err.message;
    });
    client.on('ready', () => this.update(entry, false));
    for (const event of ['close', 'end', 'reconnecting']) client.on(event, () => this.update(entry, true));
    return client;
  }

  private ping(): void {
    const c = this.commands;
    if (!c || c.status !== 'ready') return;
    c.ping().catch((err: unknown) => this.failed(err, c));
  }

  private update(entry: { failing: boolean }, failing: boolean): void {
    entry.failing = failing;
    if (this.closed) return;
    const all = [...this.clients.values()];
    const before = this.current.state;
    // A connection still on its first attempt changes nothing: a new subscriber on a link that is
    // up leaves it up, and a link that has not reached Redis yet stays connecting.
    const next = all.some((c) => c.failing) ? 'down' : [...this.clients.keys()].every((c) => c.status === 'ready') ? 'up' : before;
    if (next === before) return;
    const now = Date.now();
    const where = redactUrl(this.options.url!);
    if (next === 'down') {
      this.current.outages++;
      const why = this.current.lastError ? ` (${this.current.lastError})` : '';
      this.options.logger.warn(`Redis ${before === 'connecting' ? 'unreachable' : 'lost'} at ${where}${why}: ${DEGRADED}`);
    } else if (before === 'down') {
      this.options.logger.warn(`Redis is back at ${where} after ${Math.round((now - this.current.since) / 1000)} s: state is shared again`);
    } else {
      this.options.logger.log(`Redis connected at ${where}: state is shared across instances`);
    }
    this.current = { ...this.current, state: next, since: now, lastError: next === 'up' ? null : this.current.lastError };
    if (next === 'up') for (const listener of this.upListeners) listener();
  }
}

/** The URL without its password, for the logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * Makes the given methods of a client resolve instead of reject (to `undefined`), reporting the
 * error to the link: for a library that calls them without handling their promise (the Socket.IO
 * Redis adapter publishes and subscribes so), where a rejection would end the process.
 */
export function withoutRejections(link: RedisLink, client: Redis, methods: readonly string[]): Redis {
  const target = client as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of methods) {
    const original = target[name]!.bind(client);
    target[name] = (...args: unknown[]) => {
      const result = original(...args);
      return result instanceof Promise ? result.catch((err: unknown) => link.failed(err, client)) : result;
    };
  }
  return client;
}
