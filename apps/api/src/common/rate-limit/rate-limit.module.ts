import { Global, Module } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { MemoryRateLimitStorage, RATE_LIMIT_STORAGE, RedisRateLimitStorage } from './rate-limit.storage';

/** The rate-limit counters: in Redis when REDIS_URL is set (shared by every instance), else in-process. */
@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORAGE,
      inject: [REDIS],
      useFactory: (redis: Redis | null) => (redis ? new RedisRateLimitStorage(redis) : new MemoryRateLimitStorage()),
    },
  ],
  exports: [RATE_LIMIT_STORAGE],
})
export class RateLimitModule {}
