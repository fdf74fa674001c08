import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { hashKeyBytes, sameHash } from '@parley/persistence';
import { PubSub } from '../../common/redis/redis.module';
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
  expires: number;
  /**
   * The last key that matched one of `keyHashes`, for the life of the entry: a client sends the
   * same key on every call, and comparing it with this costs far less than a SHA-256 (about 13 µs
   * of the api's CPU per request on this machine kind, a tenth of a small request).
   */
  lastKey?: string;
}

const REVOKED_CHANNEL = 'parley:credentials:revoked';
const MAX_ENTRIES = 10_000;

/**
 * Verifies App-Id/App-Key, and knows each App's context. Verified Apps (and unknown ids) are cached in memory for at most
 * CREDENTIALS_CACHE_MS, so a valid call costs no database round trip; a revocation is published
 * to every instance (Redis) and the TTL bounds it anyway.
 */
@Injectable()
export class CredentialsService implements OnModuleInit {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly apps: AppsRepository,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly pubsub: PubSub,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.pubsub.subscribe(REVOKED_CHANNEL, (appId) => this.cache.delete(appId));
  }

  /** The App's key caller when the key is one of its live keys, else null. */
  async verify(appId: string, key: string): Promise<AppCaller | null> {
    const entry = await this.entry(appId);
    if (!entry.keyCaller) return null;
    if (entry.lastKey !== undefined && sameText(entry.lastKey, key)) return entry.keyCaller;
    const h = hashKeyBytes(key);
    let ok = false;
    // Compare against every key (no early exit) so timing does not tell which one matched.
    for (const k of entry.keyHashes) ok = sameHash(k, h) || ok;
    if (!ok) return null;
    entry.lastKey = key;
    return entry.keyCaller;
  }

  /** The App (from the same cache), for a caller whose right to it was checked otherwise. */
  async app(appId: string): Promise<AppContext | null> {
    return (await this.entry(appId)).app;
  }

  invalidate(appId: string): void {
    this.cache.delete(appId);
  }

  async revoke(appId: string): Promise<void> {
    this.cache.delete(appId);
    await this.pubsub.publish(REVOKED_CHANNEL, appId);
  }

  private async entry(appId: string): Promise<CacheEntry> {
    const now = Date.now();
    const hit = this.cache.get(appId);
    if (hit && hit.expires > now) return hit;
    const app = await this.apps.findWithLiveKeys(appId);
    const context = app ? toAppContext(app) : null;
    const entry: CacheEntry = {
      app: context,
      keyCaller: context && { app: context, role: KEY_ROLE, via: 'key', accountId: null },
      keyHashes: app?.keys?.map((k) => Buffer.from(k.keyHash, 'hex')) ?? [],
      expires: now + this.config.CREDENTIALS_CACHE_MS,
    };
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
