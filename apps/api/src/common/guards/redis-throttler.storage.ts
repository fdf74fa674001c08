import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type Redis from 'ioredis';

// Atomic fixed-window counter: increments, sets the window on the first hit, blocks past the limit.
const SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}
`;

/** Throttler counters in Redis, so several api instances share each App's limit. */
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly redis: Redis) {}

  async increment(key: string, ttl: number, limit: number, _block: number, name: string): Promise<ThrottlerStorageRecord> {
    const [hits, pttl] = (await this.redis.eval(SCRIPT, 1, `parley:throttle:${name}:${key}`, ttl)) as [number, number];
    const seconds = Math.ceil(pttl / 1000);
    return { totalHits: hits, timeToExpire: seconds, isBlocked: hits > limit, timeToBlockExpire: hits > limit ? seconds : 0 };
  }
}
