import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { RedisLink } from '@parley/redis';
import type { Redis } from 'ioredis';
import { API_CONFIG, type ApiConfig } from '../../config/config';

/**
 * Messages to every api instance (credential changes): through Redis when it is up, and always
 * to this instance's own handlers at once. Best effort: a message sent while Redis is away
 * reaches no other instance, so callers keep a bound on staleness (the credentials cache TTL),
 * and handlers registered with `onGap` run when Redis comes back, as messages may have been lost.
 */
@Injectable()
export class PubSub implements OnApplicationShutdown {
  private sub: Redis | null = null;
  private readonly handlers = new Map<string, ((message: string) => void)[]>();
  private readonly logger = new Logger('PubSub');

  constructor(private readonly link: RedisLink) {}

  /** Delivers here at once; resolves false when other instances may not have it (Redis away). */
  async publish(channel: string, message: string): Promise<boolean> {
    this.deliver(channel, message);
    const redis = this.link.commands;
    if (!redis) return true;
    if (!this.link.up) return false;
    try {
      await redis.publish(channel, message);
      return true;
    } catch (err) {
      this.link.failed(err);
      this.logger.warn(`Not published to other instances (${(err as Error).message}): they see the change within the cache TTL`);
      return false;
    }
  }

  /** Registers a handler; the Redis subscription is made in the background (a server starts without Redis). */
  subscribe(channel: string, handler: (message: string) => void): void {
    const list = this.handlers.get(channel) ?? [];
    list.push(handler);
    this.handlers.set(channel, list);
    if (!this.link.configured) return;
    if (!this.sub) {
      this.sub = this.link.subscriber();
      // Its own messages come back too: handlers are idempotent (a cache entry dropped twice).
      this.sub.on('message', (ch: string, msg: string) => this.deliver(ch, msg));
    }
    this.sub.subscribe(channel).catch((err: Error) => this.logger.warn(`Subscription to ${channel} failed: ${err.message}`));
  }

  /** Runs after an outage of Redis, when messages from other instances may have been missed. */
  onGap(handler: () => void): void {
    this.link.onUp(handler);
  }

  onApplicationShutdown(): void {
    this.sub = null;
  }

  private deliver(channel: string, message: string): void {
    for (const h of this.handlers.get(channel) ?? []) h(message);
  }
}

/** The api's Redis link (optional at run time: see libs/redis) and its pub/sub. */
@Global()
@Module({
  providers: [
    {
      provide: RedisLink,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) =>
        new RedisLink({
          url: config.REDIS_URL,
          commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
          name: 'parley-api',
          logger: new Logger('Redis'),
        }),
    },
    PubSub,
  ],
  exports: [RedisLink, PubSub],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(RedisLink) private readonly link: RedisLink) {}

  onApplicationShutdown(): void {
    this.link.close();
  }
}
