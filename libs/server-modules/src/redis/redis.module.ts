import { type DynamicModule, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { RedisLink } from '@parley/redis';

export interface RedisConfig {
  REDIS_URL?: string;
  REDIS_COMMAND_TIMEOUT_MS: number;
}

/** Closes the Redis link last, after what uses it (Socket.IO, the limits) has closed. */
@Injectable()
class RedisLinkCloser implements OnApplicationShutdown {
  constructor(private readonly link: RedisLink) {}

  onApplicationShutdown(): void {
    this.link.close();
  }
}

/**
 * The server's link to Redis (optional at run time: see libs/redis), global: the rate limits, the
 * Socket.IO adapter, the health and the metrics read it.
 */
@Module({})
export class RedisModule {
  static forRoot(config: RedisConfig, name: 'parley-api' | 'parley-webchat'): DynamicModule {
    return {
      module: RedisModule,
      global: true,
      providers: [
        {
          provide: RedisLink,
          useFactory: () =>
            new RedisLink({ url: config.REDIS_URL, commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS, name, logger: new Logger('Redis') }),
        },
        RedisLinkCloser,
      ],
      exports: [RedisLink],
    };
  }
}
