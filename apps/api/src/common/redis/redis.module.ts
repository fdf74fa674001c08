import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { API_CONFIG, type ApiConfig } from '../../config/config';

export const REDIS = Symbol('REDIS');

/** Publishes and subscribes on Redis channels when REDIS_URL is set; in-process otherwise. */
@Injectable()
export class PubSub implements OnApplicationShutdown {
  private sub: Redis | null = null;
  private readonly handlers = new Map<string, ((message: string) => void)[]>();

  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async publish(channel: string, message: string): Promise<void> {
    if (this.redis) await this.redis.publish(channel, message);
    else for (const h of this.handlers.get(channel) ?? []) h(message);
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<void> {
    const list = this.handlers.get(channel) ?? [];
    list.push(handler);
    this.handlers.set(channel, list);
    if (!this.redis) return;
    if (!this.sub) {
      this.sub = this.redis.duplicate();
      this.sub.on('message', (ch: string, msg: string) => {
        for (const h of this.handlers.get(ch) ?? []) h(msg);
      });
    }
    await this.sub.subscribe(channel);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sub?.quit().catch(() => undefined);
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) =>
        config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null,
    },
    PubSub,
  ],
  exports: [REDIS, PubSub],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
