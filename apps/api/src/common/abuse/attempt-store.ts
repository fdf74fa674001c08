import { Injectable } from '@nestjs/common';
import { RedisLink } from '@parley/redis';

/** A count in a window, and how long until the window ends. */
export interface Count {
  hits: number;
  /** Milliseconds until the count starts again from 0. */
  ttlMs: number;
}

// Counts one, starting the window on the first hit (the window does not slide with later hits).
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}
`;

/**
 * Counters and locks of the abuse limits (log-ins, sign-ups, App creation, reset links): in Redis
 * when it is up, so every api instance sees the same counts; in this process while Redis is away
 * or not configured (each instance then counts on its own: the limits hold per instance).
 */
@Injectable()
export class AttemptStore {
  private readonly counts = new Map<string, { hits: number; endsAt: number }>();
  private readonly locks = new Map<string, number>();
  private sweptAt = Date.now();

  constructor(private readonly link: RedisLink) {}

  /** Counts a hit of `key` in a window of `windowMs` started by its first hit. */
  async hit(key: string, windowMs: number): Promise<Count> {
    if (this.link.up) {
      try {
        const [hits, ttl] = (await this.link.commands!.eval(HIT, 1, `parley:abuse:${key}`, windowMs)) as [number, number];
        return { hits, ttlMs: ttl };
      } catch (err) {
        this.link.failed(err);
      }
    }
    const now = Date.now();
    this.sweep(now);
    let c = this.counts.get(key);
    if (!c || c.endsAt <= now) {
      c = { hits: 0, endsAt: now + windowMs };
      this.counts.set(key, c);
    }
    c.hits++;
    return { hits: c.hits, ttlMs: c.endsAt - now };
  }

  /** Forgets the count and the lock of `key` (a right password ends the backoff). */
  async reset(key: string): Promise<void> {
    this.counts.delete(key);
    this.locks.delete(key);
    if (this.link.up) {
      try {
        await this.link.commands!.del(`parley:abuse:${key}`, `parley:abuse:lock:${key}`);
      } catch (err) {
        this.link.failed(err);
      }
    }
  }

  /** Refuses `key` for `ms`. */
  async lock(key: string, ms: number): Promise<void> {
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

  /** Drops ended windows and locks once a minute (memory stays bounded by a minute of traffic). */
  private sweep(now: number): void {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [k, c] of this.counts) if (c.endsAt <= now) this.counts.delete(k);
    for (const [k, until] of this.locks) if (until <= now) this.locks.delete(k);
  }
}
