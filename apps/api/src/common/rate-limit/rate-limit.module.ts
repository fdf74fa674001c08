import { Global, Module } from '@nestjs/common';
import { Limiter, RedisLink } from '@parley/redis';

/**
 * The limits' budgets (libs/redis `Limiter`): leased from Redis when REDIS_URL is set (shared by
 * every instance; this instance's share while Redis is away), else in this process.
 */
@Global()
@Module({
  providers: [{ provide: Limiter, inject: [RedisLink], useFactory: (link: RedisLink) => new Limiter(link) }],
  exports: [Limiter],
})
export class RateLimitModule {}
