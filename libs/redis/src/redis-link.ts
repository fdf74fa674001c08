import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Redis, type Command, type RedisOptions } from 'ioredis';
import { LoopStalls } from './loop-stalls';

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
  /**
   * A command that gets no answer within this fails, and its caller falls back to local state. Time
   * our own event loop was stalled does not count: Redis may have answered long before we could read it.
   */
  commandTimeoutMs: number;
  logger: RedisLinkLogger;
  /** Shown in Redis's CLIENT LIST (`parley-api`, `parley-webchat`). */
  name: string;
  /**
   * How often a heartbeat checks an idle link (ms): a frozen Redis is noticed without traffic, and
   * this instance is counted among the live instances of its `name` (`instances`).
   */
  heartbeatMs?: number;
}

/** An instance that has not beaten for this many heartbeats (at least 5 s) is no longer counted. */
const INSTANCE_EXPIRY_BEATS = 5;

// Marks this instance alive (by Redis's clock, the same for every instance), forgets the silent ones,
// and counts the live ones.
const HEARTBEAT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return redis.call('ZCARD', KEYS[1])
`;

/**
 * A connection whose commands time out by the time they waited for Redis, not by the clock: time
 * this process's loop was stalled is taken off (`LoopStalls`), and a command past its time gets one
 * more turn of the loop, in which a reply already received is read. A busy process is then never
 * taken for a lost Redis (ioredis's own `commandTimeout` fires as soon as a stalled loop resumes,
 * before the socket holding the reply is read).
 */
class JudgedRedis extends Redis {
  constructor(
    url: string,
    options: RedisOptions,
    private readonly timeoutMs: number,
    private readonly stalls: LoopStalls,
  ) {
    super(url, options);
  }

  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    const result = super.sendCommand(command, stream);
    this.judge(command);
    return result;
  }

  private judge(command: Command): void {
    let settled = false;
    const start = performance.now();
    const stalledBefore = this.stalls.stalledMs();
    const check = () => {
      if (settled) return;
      const waited = performance.now() - start - (this.stalls.stalledMs() - stalledBefore);
      if (waited < this.timeoutMs) {
        timer = setTimeout(check, this.timeoutMs - waited);
        return;
      }
      setImmediate(() => {
        if (!settled) command.reject(new Error(`Command timed out (no answer in ${this.timeoutMs} ms)`));
      });
    };
    let timer = setTimeout(check, this.timeoutMs);
    const done = () => {
      settled = true;
      clearTimeout(timer);
    };
    command.promise.then(done, done);
  }
}

/** What is said in the logs when Redis goes away, so an operator knows what changed. */
const DEGRADED = 'credential changes and Socket.IO fan-out are per instance, and each limit grants this instance its share of the budget, until it returns';

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
 *   skip Redis without waiting, until it answers again. The timeout counts the time the command
 *   waited for Redis, not the time this process's loop was stalled (`JudgedRedis`): a busy or
 *   stopped process is not a Redis outage, and the stall is logged as what it is;
 * - subscriber connections queue their SUBSCRIBE until Redis answers (a server starts without
 *   Redis) and subscribe again after every reconnection;
 * - every connection retries forever, at most every 2 s.
 */
export class RedisLink {
  /** The connection for commands (limits, PUBLISH, the heartbeat); null when REDIS_URL is unset. */
  readonly commands: Redis | null;
  /** Every connection made here, and whether it is failing (lost, or never reached Redis). */
  private readonly clients = new Map<Redis, { failing: boolean }>();
  private readonly upListeners: (() => void)[] = [];
  private current: RedisStatus;
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly stalls: LoopStalls | null = null;
  /** Live instances of this server counted by the last heartbeats that reached Redis. */
  private counts: number[] = [];
  /** This instance in the heartbeat's set. */
  private readonly instanceId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private lastStallLog = 0;

  constructor(private readonly options: RedisLinkOptions) {
    const now = Date.now();
    this.current = { state: options.url ? 'connecting' : 'off', since: now, outages: 0, lastError: null };
    if (!options.url) {
      this.commands = null;
      return;
    }
    this.stalls = new LoopStalls((ms) => this.stalled(ms));
    this.commands = this.connection('commands', { enableOfflineQueue: false, maxRetriesPerRequest: 0 }, true);
    this.commands.on('ready', () => this.beat());
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  private get heartbeatMs(): number {
    return this.options.heartbeatMs ?? 1000;
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

  /**
   * How many instances of this server (the link's `name`) beat in Redis, this one included: the most
   * counted by the last few heartbeats that reached it (a Redis that restarted empty counts the
   * instances again one by one; one that stopped is forgotten a few seconds later), kept while Redis
   * is away; 1 before any (or without Redis). The limits grant each instance this share of a budget
   * while Redis is away.
   */
  get instances(): number {
    return Math.max(1, ...this.counts);
  }

  /** Called each time Redis becomes reachable (first connection and after an outage). */
  onUp(listener: () => void): void {
    this.upListeners.push(listener);
  }

  /** Another command connection (the Socket.IO adapter publishes through its own). */
  publisher(): Redis {
    return this.connection('publisher', { enableOfflineQueue: false, maxRetriesPerRequest: 0 }, true);
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

  /**
   * Closes every connection at once (QUIT would wait on a frozen Redis); this instance leaves the
   * count of live instances when Redis answers within the command timeout, else by expiry.
   */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    this.stalls?.stop();
    const c = this.commands;
    if (c && this.up) {
      const timer = setTimeout(() => c.disconnect(false), this.options.commandTimeoutMs);
      timer.unref();
      void c
        .zrem(this.instancesKey, this.instanceId)
        .catch(() => 0)
        .finally(() => {
          clearTimeout(timer);
          c.disconnect(false);
        });
    }
    for (const client of this.clients.keys()) if (client !== c || !this.up) client.disconnect(false);
  }

  private get instancesKey(): string {
    return `parley:instances:${this.options.name}`;
  }

  private connection(role: string, extra: RedisOptions, judged = false): Redis {
    const options: RedisOptions = {
      connectionName: `${this.options.name}:${role}`,
      connectTimeout: 2000,
      // Back off quickly to 2 s and never give up: Redis coming back must be noticed.
      retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2000),
      ...extra,
    };
    const client = judged ? new JudgedRedis(this.options.url!, options, this.options.commandTimeoutMs, this.stalls!) : new Redis(this.options.url!, options);
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

  /** The heartbeat: proves Redis answers, and counts the live instances. */
  private beat(): void {
    const c = this.commands;
    if (!c || c.status !== 'ready' || this.closed) return;
    const expiry = Math.max(5000, INSTANCE_EXPIRY_BEATS * this.heartbeatMs);
    (c.eval(HEARTBEAT, 1, this.instancesKey, this.instanceId, expiry) as Promise<number>).then(
      (n) => {
        this.counts.push(Number(n));
        if (this.counts.length > INSTANCE_EXPIRY_BEATS) this.counts.shift();
      },
      (err: unknown) => this.failed(err, c),
    );
  }

  /** A stall long enough to matter is logged for what it is (at most once a minute). */
  private stalled(ms: number): void {
    const now = Date.now();
    if (now - this.lastStallLog < 60_000) return;
    this.lastStallLog = now;
    this.options.logger.warn(
      `The event loop of this process was blocked for ${(ms / 1000).toFixed(1)} s (synchronous work, a long GC pause, or the process stopped): Redis commands waiting meanwhile were given their time again, not counted as Redis failures`,
    );
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
