import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ChangeSignal, hashKeyBytes, sameHash } from '@parley/persistence';
import { AppCache } from '@parley/server-modules';
import { API_CONFIG, type ApiConfig } from '../../config/config';
import { KEY_ROLE, type AppCaller, type AppContext } from './app-context';
import { toAppContext } from './app-context.mapper';
import { AppsRepository } from './apps.repository';

interface CacheEntry {
  app: AppContext;
  /** What a request with one of the App's keys is: made once per entry, not per request. */
  keyCaller: AppCaller;
  /** SHA-256 of each live key, as bytes. */
  keyHashes: Buffer[];
  /** The id of each key of `keyHashes`, in the same order. */
  keyIds: string[];
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

/** A key's "last used" is written at most this often by each instance. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * Verifies App-Id/App-Key, and knows each App's context. Verified Apps are cached in memory (the
 * shared AppCache of libs/server-modules), so a valid call costs no database round trip, and unknown
 * App-Ids for a minute apart from them (a flood of made-up ids neither queries the database nor
 * pushes real Apps out of the cache). A change to an App's keys or settings is announced by the
 * transaction that makes it (the change signal, PostgreSQL LISTEN/NOTIFY): every instance drops the
 * App at once, so a new key works everywhere and a revoked one stops at once. While the signal is
 * down an App is cached for CREDENTIALS_CACHE_MS at most, which bounds how late a change is seen;
 * when it is back, the whole cache is dropped, as changes may have been missed.
 */
@Injectable()
export class CredentialsService implements OnModuleInit, OnModuleDestroy {
  private readonly cache: AppCache<CacheEntry>;
  /** When this instance last wrote each key's "last used" (ms). */
  private readonly usedWritten = new Map<string, number>();

  constructor(
    private readonly apps: AppsRepository,
    @Inject(API_CONFIG) config: ApiConfig,
    signal: ChangeSignal,
  ) {
    this.cache = new AppCache({
      load: (appId) => this.load(appId),
      appIdOf: (entry) => entry.app.id,
      signal,
      ttlMs: config.CREDENTIALS_CACHE_MS,
      missTtlMs: UNKNOWN_TTL_MS,
      maxEntries: MAX_ENTRIES,
      maxMisses: MAX_UNKNOWN,
    });
  }

  onModuleInit(): void {
    this.cache.start();
  }

  onModuleDestroy(): void {
    this.cache.stop();
  }

  /** The App's key caller when the key is one of its live keys, else null. */
  async verify(appId: string, key: string): Promise<AppCaller | null> {
    const entry = await this.cache.get(appId);
    if (!entry) return null;
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
    return (await this.cache.get(appId))?.app ?? null;
  }

  /**
   * The App's keys or settings changed in the database (committed, and announced by the change's
   * transaction to every instance): dropped here at once, before the notification comes back.
   */
  changed(appId: string): void {
    this.cache.forget(appId);
  }

  private async load(appId: string): Promise<CacheEntry | null> {
    const app = await this.apps.findWithLiveKeys(appId);
    if (!app) return null;
    const context = toAppContext(app);
    return {
      app: context,
      keyCaller: { app: context, role: KEY_ROLE, via: 'key', accountId: null },
      keyHashes: app.keys?.map((k) => Buffer.from(k.keyHash, 'hex')) ?? [],
      keyIds: app.keys?.map((k) => k.id) ?? [],
    };
  }
}

/** Equal strings, in a time that depends on their length only (keys all have the same length). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
