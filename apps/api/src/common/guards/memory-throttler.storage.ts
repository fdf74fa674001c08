import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';

interface Window {
  hits: number;
  expiresAt: number;
}

/**
 * In-process fixed-window counters (one instance, no Redis): O(1) per request, the same semantics
 * as RedisThrottlerStorage. The throttler's own storage keeps one timestamp per hit and scans them
 * on every request, which costs more as an App's limit grows.
 */
export class MemoryThrottlerStorage implements ThrottlerStorage {
  private readonly windows = new Map<string, Window>();
  private readonly sweep: NodeJS.Timeout;

  constructor() {
    this.sweep = setInterval(() => {
      const now = Date.now();
      for (const [k, w] of this.windows) if (w.expiresAt <= now) this.windows.delete(k);
    }, 60_000);
    this.sweep.unref();
  }

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.expiresAt <= now) {
      w = { hits: 0, expiresAt: now + ttl };
      this.windows.set(key, w);
    }
    w.hits++;
    const seconds = Math.ceil((w.expiresAt - now) / 1000);
    const blocked = w.hits > limit;
    return { totalHits: w.hits, timeToExpire: seconds, isBlocked: blocked, timeToBlockExpire: blocked ? seconds : 0 };
  }
}
