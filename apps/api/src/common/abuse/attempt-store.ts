import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMIT_STORAGE, RedisLink, type RateLimitStorage } from '@parley/redis';

/** A count in a window, and how long until the window ends. */
export interface Count {
  hits: number;
  /** Milliseconds until the count starts again from 0. */
  ttlMs: number;
}

/**
 * Counters and locks of the abuse limits (log-ins, sign-ups, App creation, reset links). The counts
 * are the rate limits' fixed windows; the locks are kept beside them, in Redis when it is up, so every
 * api instance sees the same ones, and in this process while Redis is away or not configured (each
 * instance then holds them on its own).
 */
@Injectable()
export class AttemptStore {
  private readonly locks = new Map<string, number>();
  private sweptAt = Date.now();

  constructor(
    private readonly link: RedisLink,
    @Inject(RATE_LIMIT_STORAGE) private readonly counts: RateLimitStorage,
  ) {}

  /** Counts a hit of `key` in a window of `windowMs` started by its first hit. */
  async hit(key: string, windowMs: number): Promise<Count> {
    const { hits, resetSeconds } = await this.counts.hit(`abuse:${key}`, windowMs);
    return { hits, ttlMs: resetSeconds * 1000 };
  }

  /** Forgets the count and the lock of `key` (a right password ends the backoff). */
  async reset(key: string): Promise<void> {
    await this.counts.reset(`abuse:${key}`);
    this.locks.delete(key);
    if (this.link.up) {
      try {
        await this.link.commands!.del(`parley:abuse:lock:${key}`);
      } catch (err) {
        this.link.failed(err);
      }
    }
  }

  /** Refuses `key` for `ms`. */
  async lock(key: string, ms: number): Promise<void> {
    this.sweep(Date.now());
    this.locks.set(key, Date.now() + ms);
    if (this.link.up) {
      try {
        await this.link.commands!.set(`parley:abuse:lock:${key}`, '1', 'PX', ms);
      } catch (err) {
        this.link.failed(err);
      }
    }
  }

  /** Milliseconds `key` is still refused for; 0 when it is not. */
  async lockedFor(key: string): Promise<number> {
    const local = (this.locks.get(key) ?? 0) - Date.now();
    if (this.link.up) {
      try {
        const ttl = await this.link.commands!.pttl(`parley:abuse:lock:${key}`);
        return Math.max(ttl, local, 0);
      } catch (err) {
        this.link.failed(err);
      }
    }
    return Math.max(local, 0);
  }

  /** Drops ended locks once a minute (memory stays bounded by the locks in force). */
  private sweep(now: number): void {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [k, until] of this.locks) if (until <= now) this.locks.delete(k);
  }
}
