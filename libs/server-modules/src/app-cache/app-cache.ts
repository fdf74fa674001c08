import type { ChangeSignal } from '@parley/persistence';

/** What the cache hears of the change signal (ChangeSignal of libs/persistence). */
export type AppCacheSignal = Pick<ChangeSignal, 'up' | 'onChange' | 'onGap'>;

export interface AppCacheOptions<T> {
  /** Reads what is cached for a key (an App id, a token...); null: no App has it. */
  load: (key: string) => Promise<T | null>;
  /** The id of the App a loaded value belongs to: a change of that App drops every key that led to it. */
  appIdOf: (value: T) => string;
  signal: AppCacheSignal;
  /** How long a value is used while the change signal is down (ms). 0: nothing is cached, whatever the signal. */
  ttlMs: number;
  /**
   * How long a key that matched no App is remembered (ms), whatever the signal and `ttlMs`: set
   * where keys are random ids nobody knows before their App exists (a flood of made-up ones costs
   * no query). Unset: such a key is remembered like a value.
   */
  missTtlMs?: number;
  /** Values kept at most (the oldest go first). */
  maxEntries?: number;
  /** Keys that matched no App kept at most, apart from the values (made-up keys never push real Apps out). */
  maxMisses?: number;
  /** The clock (ms), for tests. */
  now?: () => number;
}

interface Entry<T> {
  value: T;
  /** When it was read (ms). */
  loadedAt: number;
}

/**
 * While the change signal is up every change is heard at once, so a value is read again only this
 * often, in case a notification went missing (a process that died between its commit and its notification).
 */
export const SIGNAL_UP_MAX_AGE_MS = 300_000;

/**
 * Apps (or what a server makes of them) cached in memory with invalidation, the one way both
 * servers cache them: the api's App-Id/App-Key credentials and the webchat's Apps by token and by id.
 *
 * - A change of an App (`app` changes of the change signal, or `forget` for a change made by this
 *   process) drops every key that led to it at once, in every instance.
 * - While the signal is down a value is used for `ttlMs` at most, which bounds how late a change is
 *   seen; when it is back (`onGap`) everything is dropped, as changes may have been missed. While it
 *   is up a value is read again every SIGNAL_UP_MAX_AGE_MS all the same. `ttlMs` 0 caches nothing.
 * - Past half its age limit a use reloads the value in the background while callers still get it
 *   (refresh ahead), so under steady traffic no caller waits for the database.
 * - Concurrent misses of a key share one load; a load that began before a change is answered to
 *   its callers but not cached, and no caller after the change joins it (no stale read after a change).
 */
export class AppCache<T> {
  private readonly values = new Map<string, Entry<T>>();
  /** Keys that matched no App: when they were read (ms). */
  private readonly misses = new Map<string, number>();
  private readonly loading = new Map<string, Promise<T | null>>();
  /** Counts the changes heard: a load that began before one may hold the old App. */
  private changes = 0;
  private readonly stops: (() => void)[] = [];
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly maxMisses: number;

  constructor(private readonly opts: AppCacheOptions<T>) {
    this.now = opts.now ?? Date.now;
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.maxMisses = opts.maxMisses ?? 10_000;
  }

  /** Starts following the change signal (a server's onModuleInit). */
  start(): this {
    if (this.stops.length) return this;
    this.stops.push(
      this.opts.signal.onChange((c) => {
        if (c.kind === 'app') this.forget(c.appId);
      }),
      this.opts.signal.onGap(() => this.clear()),
    );
    return this;
  }

  /** Stops following the change signal. */
  stop(): void {
    for (const s of this.stops.splice(0)) s();
  }

  /** The value of `key`: from memory when it may be used, else loaded (one load per key at a time). */
  get(key: string): Promise<T | null> {
    const now = this.now();
    const maxAge = this.maxAge();
    const hit = this.values.get(key);
    if (hit) {
      const age = now - hit.loadedAt;
      if (age < maxAge) {
        if (age >= maxAge / 2 && !this.loading.has(key)) this.load(key).catch(() => undefined);
        return Promise.resolve(hit.value);
      }
    } else if (this.misses.size) {
      const at = this.misses.get(key);
      if (at !== undefined) {
        if (now - at < (this.opts.missTtlMs ?? maxAge)) return Promise.resolve(null);
        this.misses.delete(key);
      }
    }
    return this.loading.get(key) ?? this.load(key);
  }

  /**
   * The value `key` last led to, if it is in memory, whatever its age (no load; dropped by a
   * change like any): for what cannot change, such as the id of the App of a token in a log line.
   */
  peek(key: string): T | undefined {
    return this.values.get(key)?.value;
  }

  /** The App changed or was deleted: every key that led to it is read again at its next use. */
  forget(appId: string): void {
    this.changes++;
    this.loading.clear();
    this.values.delete(appId);
    this.misses.delete(appId);
    for (const [key, hit] of this.values) if (this.opts.appIdOf(hit.value) === appId) this.values.delete(key);
  }

  /** Changes may have been missed: everything is read again. */
  clear(): void {
    this.changes++;
    this.loading.clear();
    this.values.clear();
    this.misses.clear();
  }

  /** Values and remembered misses held (metrics, tests). */
  get size(): { values: number; misses: number } {
    return { values: this.values.size, misses: this.misses.size };
  }

  /** How long a value may be used now (ms). */
  private maxAge(): number {
    const ttl = this.opts.ttlMs;
    return ttl > 0 && this.opts.signal.up ? SIGNAL_UP_MAX_AGE_MS : ttl;
  }

  private load(key: string): Promise<T | null> {
    const changes = this.changes;
    const p = this.opts
      .load(key)
      .then((value) => {
        // Heard a change meanwhile: this may be the old App, for this load's callers only.
        if (changes !== this.changes) return value;
        if (value === null) {
          this.values.delete(key);
          if (this.opts.missTtlMs ?? this.opts.ttlMs) remember(this.misses, key, this.now(), this.maxMisses);
        } else {
          this.misses.delete(key);
          // Kept even when it may not be used (`ttlMs` 0): `peek` still tells what the key led to.
          remember(this.values, key, { value, loadedAt: this.now() }, this.maxEntries);
        }
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === p) this.loading.delete(key);
      });
    this.loading.set(key, p);
    return p;
  }
}

/** Sets `key` as the newest of `map`, the oldest going when it is full. */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}
