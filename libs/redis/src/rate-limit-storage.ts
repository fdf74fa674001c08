import type { RedisLink } from './redis-link';

/** One fixed window of a counter after a hit. */
export interface RateWindow {
  /** Tokens taken in the window, this hit's included. */
  hits: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

/**
 * Counts hits per key in fixed windows: the api's App rate limits and abuse limits, the webchat
 * server's message and push limits. Each caller prefixes its keys with what it counts.
 */
export interface RateLimitStorage {
  /** Takes `cost` tokens (default 1: one hit) in the window of `key`. */
  hit(key: string, windowMs: number, cost?: number): Promise<RateWindow>;
  /** Ends the window of `key`: its next hit starts a new one. */
  reset(key: string): Promise<void>;
}

export const RATE_LIMIT_STORAGE = Symbol('RATE_LIMIT_STORAGE');

/** In-process fixed windows (one instance, no Redis): O(1) per request. */
export class MemoryRateLimitStorage implements RateLimitStorage {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();
  private readonly sweep: NodeJS.Timeout;

  constructor() {
    this.sweep = setInterval(() => {
      const now = Date.now();
      for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
    }, 60_000);
    this.sweep.unref();
  }

  async hit(key: string, windowMs: number, cost = 1): Promise<RateWindow> {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.endsAt <= now) {
      w = { hits: 0, endsAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.hits += cost;
    return { hits: w.hits, resetSeconds: Math.ceil((w.endsAt - now) / 1000) };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
}

// Atomic fixed-window counter: adds the cost, and starts the window on its first hit.
const SCRIPT = `
local hits = redis.call('INCRBY', KEYS[1], ARGV[2])
if hits == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}
`;

/**
 * Windows in Redis, so several instances share each limit. While Redis is away (down,
 * frozen, not yet connected) the windows are counted in this process instead: each instance then
 * grants the whole limit on its own, for the length of the outage, and no request fails or waits
 * on Redis beyond the link's command timeout.
 */
export class SharedRateLimitStorage implements RateLimitStorage {
  private readonly local = new MemoryRateLimitStorage();

  constructor(private readonly link: RedisLink) {}

  async hit(key: string, windowMs: number, cost = 1): Promise<RateWindow> {
    if (this.link.up) {
      try {
        const [hits, pttl] = (await this.link.commands!.eval(SCRIPT, 1, `parley:rate:${key}`, windowMs, cost)) as [number, number];
        return { hits, resetSeconds: Math.ceil(pttl / 1000) };
      } catch (err) {
        this.link.failed(err);
      }
    }
    return this.local.hit(key, windowMs, cost);
  }

  async reset(key: string): Promise<void> {
    await this.local.reset(key);
    if (this.link.up) {
      try {
        await this.link.commands!.del(`parley:rate:${key}`);
      } catch (err) {
        this.link.failed(err);
      }
    }
  }
}

/** The counter of a server: shared through Redis when REDIS_URL is set, else in this process. */
export function rateLimitStorage(link: RedisLink): RateLimitStorage {
  return link.configured ? new SharedRateLimitStorage(link) : new MemoryRateLimitStorage();
}
