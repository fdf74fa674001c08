import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ChangeSignal, hashKeyBytes, sameHash } from '@parley/persistence';
import { API_CONFIG, type ApiConfig } from '../../config/config';
import { KEY_ROLE, type AppCaller, type AppContext } from './app-context';
import { toAppContext } from './app-context.mapper';
import { AppsRepository } from './apps.repository';

interface CacheEntry {
  app: AppContext | null;
  /** What a request with one of the App's keys is: made once per entry, not per request. */
  keyCaller: AppCaller | null;
  /** SHA-256 of each live key, as bytes. */
  keyHashes: Buffer[];
  /** The id of each key of `keyHashes`, in the same order. */
  keyIds: string[];
  /** When it was read (ms): it is used for CREDENTIALS_CACHE_MS while the change signal is down, SIGNAL_UP_MAX_AGE_MS while it is up. */
  loadedAt: number;
  /**
   * The last key that matched one of `keyHashes`, for the life of the entry: a client sends the
   * same key on every call, and comparing it with this costs far less than a SHA-256 (about 13 µs
   * of the api's CPU per request on this machine kind, a tenth of a small request).
   */
  lastKey?: string;
  lastKeyId?: string;
}

const MAX_ENTRIES = 10_000;
/**
 * How long an App-Id that matches no App is remembered: such ids cost no database query while they
 * are, whatever the credentials TTL. Ids are random UUIDs nobody knows before their App exists, so
 * remembering one longer refuses nothing that should get in; a change to an App (keys, settings)
 * drops the entry everywhere anyway.
 */
const UNKNOWN_TTL_MS = 60_000;
const MAX_UNKNOWN = 50_000;

/** What a request with an unknown App-Id gets. */
const NO_APP: CacheEntry = { app: null, keyCaller: null, keyHashes: [], keyIds: [], loadedAt: Infinity };

/**
 * While the change signal is up every change is heard at once, so a cached App is read again only
 * this often, in case a notification went missing (a process that died between its commit and its
 * notification).
 */
const SIGNAL_UP_MAX_AGE_MS = 300_000;

/** A key's "last used" is written at most this often by each instance. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * Verifies App-Id/App-Key, and knows each App's context. Verified Apps are cached in memory, so a
 * valid call costs no database round trip, and unknown App-Ids for a minute apart from them (a flood
 * of made-up ids neither queries the database nor pushes real Apps out of the cache). A change to
 * an App's keys or settings is announced by the transaction that makes it (the change signal,
 * PostgreSQL LISTEN/NOTIFY): every instance drops the App at once, so a new key works everywhere and
 * a revoked one stops at once. While the signal is down an App is cached for CREDENTIALS_CACHE_MS at
 * most, which bounds how late a change is seen; when it is back, the whole cache is dropped, as
 * changes may have been missed.
 */
@Injectable()
export class CredentialsService implements OnModuleInit, OnModuleDestroy {
  private readonly cache = new Map<string, CacheEntry>();
  /** App-Ids that match no App, until when. */
  private readonly unknown = new Map<string, number>();
  /** Lookups in flight: concurrent requests for an App that is not cached share one query. */
  private readonly loading = new Map<string, Promise<CacheEntry>>();
  /** When this instance last wrote each key's "last used" (ms). */
  private readonly usedWritten = new Map<string, number>();
  /** Counts the changes heard: a lookup that began before one is answered but not cached (it may hold old keys). */
  private changes = 0;
  private readonly stop: (() => void)[] = [];

  constructor(
    private readonly apps: AppsRepository,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly signal: ChangeSignal,
  ) {}

  onModuleInit(): void {
    this.stop.push(
      this.signal.onChange((c) => {
        if (c.kind === 'app') this.forget(c.appId);
      }),
      this.signal.onGap(() => {
        this.changes++;
        this.cache.clear();
        this.unknown.clear();
      }),
    );
  }

  onModuleDestroy(): void {
    for (const s of this.stop.splice(0)) s();
  }

  /** The App's key caller when the key is one of its live keys, else null. */
  async verify(appId: string, key: string): Promise<AppCaller | null> {
    const entry = await this.entry(appId);
    if (!entry.keyCaller) return null;
    if (entry.lastKey !== undefined && sameText(entry.lastKey, key)) {
      this.used(entry.lastKeyId!);
      return entry.keyCaller;
    }
    const h = hashKeyBytes(key);
    let matched = -1;
    // Compare against every key (no early exit) so timing does not tell which one matched.
    entry.keyHashes.forEach((k, i) => {
      if (sameHash(k, h)) matched = i;
    });
    if (matched < 0) return null;
    entry.lastKey = key;
    entry.lastKeyId = entry.keyIds[matched];
    this.used(entry.lastKeyId!);
    return entry.keyCaller;
  }

  /**
   * Records a key's use, at most once a minute per key and instance, in the background: a request
   * pays one Map lookup, and the database one small UPDATE per key and minute.
   */
  private used(keyId: string): void {
    const now = Date.now();
    const last = this.usedWritten.get(keyId);
    if (last !== undefined && now - last < LAST_USED_EVERY_MS) return;
    if (this.usedWritten.size >= MAX_ENTRIES) this.usedWritten.clear();
    this.usedWritten.set(keyId, now);
    this.apps.keyUsed(keyId).catch(() => undefined);
  }

  /** The App (from the same cache), for a caller whose right to it was checked otherwise. */
  async app(appId: string): Promise<AppContext | null> {
    return (await this.entry(appId)).app;
  }

  /**
   * The App's keys or settings changed in the database (committed, and announced by the change's
   * transaction to every instance): dropped here at once, before the notification comes back.
   */
  changed(appId: string): void {
    this.forget(appId);
  }

  private forget(appId: string): void {
    this.changes++;
    this.cache.delete(appId);
    this.unknown.delete(appId);
  }

  private async entry(appId: string): Promise<CacheEntry> {
    const now = Date.now();
    const hit = this.cache.get(appId);
    // 0 caches nothing, whatever the signal.
    const ttl = this.config.CREDENTIALS_CACHE_MS;
    if (hit && now - hit.loadedAt < (ttl > 0 && this.signal.up ? SIGNAL_UP_MAX_AGE_MS : ttl)) return hit;
    if (this.unknown.size) {
      const until = this.unknown.get(appId);
      if (until !== undefined) {
        if (until > now) return NO_APP;
        this.unknown.delete(appId);
      }
    }
    let load = this.loading.get(appId);
    if (!load) {
      load = this.load(appId).finally(() => this.loading.delete(appId));
      this.loading.set(appId, load);
    }
    return load;
  }

  private async load(appId: string): Promise<CacheEntry> {
    const changes = this.changes;
    const app = await this.apps.findWithLiveKeys(appId);
    const cacheable = changes === this.changes;
    if (!app) {
      if (!cacheable) return NO_APP;
      if (this.unknown.size >= MAX_UNKNOWN) this.unknown.delete(this.unknown.keys().next().value!);
      this.unknown.set(appId, Date.now() + UNKNOWN_TTL_MS);
      return NO_APP;
    }
    const context = toAppContext(app);
    const entry: CacheEntry = {
      app: context,
      keyCaller: { app: context, role: KEY_ROLE, via: 'key', accountId: null },
      keyHashes: app.keys?.map((k) => Buffer.from(k.keyHash, 'hex')) ?? [],
      keyIds: app.keys?.map((k) => k.id) ?? [],
      loadedAt: Date.now(),
    };
    if (!cacheable) return entry;
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(appId, entry);
    return entry;
  }
}

/** Equal strings, in a time that depends on their length only (keys all have the same length). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
