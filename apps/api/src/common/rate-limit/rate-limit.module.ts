import { Global, Module } from '@nestjs/common';
import { RedisLink } from '@parley/redis';
import { MemoryRateLimitStorage, RATE_LIMIT_STORAGE, SharedRateLimitStorage } from './rate-limit.storage';

/**
 * The rate-limit counters: in Redis when REDIS_URL is set (shared by every instance, and counted
 * in this process while Redis is away), else in-process.
 */
@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORAGE,
      inject: [RedisLink],
      useFactory: (link: RedisLink) => (link.configured ? new SharedRateLimitStorage(link) : new MemoryRateLimitStorage()),
    },
  ],
  exports: [RATE_LIMIT_STORAGE],
})
export class RateLimitModule {}
