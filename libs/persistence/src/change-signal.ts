import { Client, type Notification } from 'pg';

/** The PostgreSQL channel every change of an App is announced on. */
export const CHANGE_CHANNEL = 'parley_changes';

/**
 * What changed, as every instance hears it:
 * - `app`: the App's settings, keys, secrets or members, or its deletion (caches of the App drop it);
 * - `data`: its QnAs or Intents, now at `version` (trainer_states.version);
 * - `model`: a model of `language` trained on `version` is stored (instances serving an older one load it);
 * - `entities`: its entity types, now at `version` (trainer_states.entities_version).
 */
export type Change =
  | { kind: 'app'; appId: string }
  | { kind: 'data'; appId: string; version: number }
  | { kind: 'model'; appId: string; language: string; version: number }
  | { kind: 'entities'; appId: string; version: number };

/** The notification's payload: short text, `kind:appId[:language]:version`. */
export function changePayload(change: Change): string {
  switch (change.kind) {
    case 'app':
      return `app:${change.appId}`;
    case 'data':
      return `data:${change.appId}:${change.version}`;
    case 'model':
      return `model:${change.appId}:${change.language}:${change.version}`;
    case 'entities':
      return `entities:${change.appId}:${change.version}`;
  }
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PAYLOAD = new RegExp(`^(?:app:(${UUID})|data:(${UUID}):(\\d+)|model:(${UUID}):([a-z]{2}):(\\d+)|entities:(${UUID}):(\\d+))$`);

/** The change a payload announces; null for anything else (never thrown: the channel is open to any client). */
export function parseChange(payload: string | undefined): Change | null {
  const m = PAYLOAD.exec(payload ?? '');
  if (!m) return null;
  if (m[1]) return { kind: 'app', appId: m[1] };
  if (m[2]) return { kind: 'data', appId: m[2], version: Number(m[3]) };
  if (m[7]) return { kind: 'entities', appId: m[7], version: Number(m[8]) };
  return { kind: 'model', appId: m[4]!, language: m[5]!, version: Number(m[6]) };
}

/** What can run a statement: a DataSource, an EntityManager (a transaction), a pg client. */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Announces a change to every instance. Run inside the transaction that makes the change, the
 * notification leaves when it commits and never when it rolls back.
 */
export async function announceChange(db: Queryable, change: Change): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, changePayload(change)]);
}

export type SignalState = 'off' | 'connecting' | 'up' | 'down' | 'closed';

export interface ChangeSignalOptions {
  /** Where to LISTEN; null: nowhere (the signal is off, the listeners' poll always runs). */
  url: string | null;
  /** How often the listeners' poll runs while the signal is down (ms). */
  pollMs: number;
  /** How often the listening connection is checked (a frozen server sends no error). */
  pingMs?: number;
  /** Connecting, and each check, give up after this (ms). */
  timeoutMs?: number;
  logger?: { log(m: string): void; warn(m: string): void };
}

type Listener = (change: Change) => void;

/**
 * The process's one ear on changes made by any instance: a connection of its own that LISTENs on
 * CHANGE_CHANNEL (PostgreSQL's LISTEN/NOTIFY: a notification leaves with the commit of the change
 * it announces, so none is sent for a change that did not happen, and none is missed while the
 * connection is up). While it is down (the database away, a pooler that cannot LISTEN) the
 * listeners' `onPoll` runs every `pollMs` to read what changed; when it is back, `onGap` runs once,
 * as changes may have been missed meanwhile. It reconnects for ever, at most 2 s apart.
 */
export class ChangeSignal {
  private client: Client | null = null;
  private current: SignalState = 'connecting';
  private since = new Date();
  private outages = 0;
  private readonly listeners = new Set<Listener>();
  private readonly gapListeners = new Set<() => void>();
  private readonly pollers = new Set<() => Promise<void> | void>();
  private pollTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private polling = false;

  constructor(private readonly opts: ChangeSignalOptions) {}

  /** Starts listening in the background (a server starts while its database is away). */
  start(): this {
    this.schedulePoll();
    if (this.opts.url === null) this.set('off');
    else void this.connect();
    return this;
  }

  get up(): boolean {
    return this.current === 'up';
  }

  status(): { state: SignalState; since: Date; outages: number } {
    return { state: this.current, since: this.since, outages: this.outages };
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs when the signal is back after an outage: read again what may have changed meanwhile. */
  onGap(listener: () => void): () => void {
    this.gapListeners.add(listener);
    return () => this.gapListeners.delete(listener);
  }

  /** Runs every `pollMs` while the signal is down: read what changed (one query for everything followed). */
  onPoll(poll: () => Promise<void> | void): () => void {
    this.pollers.add(poll);
    return () => this.pollers.delete(poll);
  }

  /** Tells this process's listeners at once (a change made here; its notification follows). */
  deliver(change: Change): void {
    for (const l of this.listeners) l(change);
  }

  /** Runs every poller now (tests, and a caller that needs the latest state while the signal is down). */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      await Promise.all([...this.pollers].map(async (p) => p()));
    } finally {
      this.polling = false;
    }
  }

  async close(): Promise<void> {
    this.set('closed');
    for (const t of [this.pollTimer, this.pingTimer, this.retryTimer]) if (t) clearTimeout(t);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.current === 'closed' || this.opts.url === null) return;
    const client = new Client({
      connectionString: this.opts.url,
      connectionTimeoutMillis: this.opts.timeoutMs ?? 5000,
      query_timeout: this.opts.timeoutMs ?? 5000,
      keepAlive: true,
      application_name: 'parley-change-signal',
    });
    this.client = client;
    client.on('notification', (n: Notification) => {
      if (n.channel !== CHANGE_CHANNEL) return;
      const change = parseChange(n.payload);
      if (change) this.deliver(change);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.client !== client) return;
    this.attempt = 0;
    this.set('up');
    this.schedulePing(client);
    // Changes made while nobody listened here (before this connection, its first one too) are read again.
    for (const l of this.gapListeners) l();
  }

  private lost(client: Client, err: unknown): void {
    if (this.client !== client || this.current === 'closed') return;
    this.client = null;
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.current === 'up') {
      this.outages++;
      this.opts.logger?.warn(
        `Change signal lost (${err instanceof Error ? err.message : String(err)}): reading changes every ${this.opts.pollMs} ms until it is back`,
      );
    }
    if (this.current !== 'down') this.set('down');
    const delay = Math.min(2000, 100 * 2 ** this.attempt++);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }

  private schedulePing(client: Client): void {
    const every = this.opts.pingMs ?? 5000;
    this.pingTimer = setTimeout(() => {
      if (this.client !== client) return;
      client.query('SELECT 1').then(
        () => this.schedulePing(client),
        (err: unknown) => this.lost(client, err),
      );
    }, every);
    this.pingTimer.unref();
  }

  private schedulePoll(): void {
    this.pollTimer = setTimeout(() => {
      if (this.current === 'closed') return;
      const run = this.current === 'up' ? Promise.resolve() : this.poll().catch(() => undefined);
      void run.finally(() => this.schedulePoll());
    }, this.opts.pollMs);
    this.pollTimer.unref();
  }

  private set(state: SignalState): void {
    if (state === 'up' && this.current !== 'up' && this.outages > 0)
      this.opts.logger?.log('Change signal back: changes are heard at once again');
    this.current = state;
    this.since = new Date();
  }
}
