import { Global, Module } from '@nestjs/common';
import { RATE_LIMIT_STORAGE, RedisLink, rateLimitStorage } from '@parley/redis';

/**
 * The rate-limit counters (libs/redis): in Redis when REDIS_URL is set (shared by every instance,
 * and counted in this process while Redis is away), else in-process.
 */
@Global()
@Module({
  providers: [{ provide: RATE_LIMIT_STORAGE, inject: [RedisLink], useFactory: rateLimitStorage }],
  exports: [RATE_LIMIT_STORAGE],
})
export class RateLimitModule {}
