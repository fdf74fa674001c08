import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { buildDataSourceOptions } from '@parley/persistence';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ErrorFilter, HealthModule } from '@parley/server-kit';
import { ERROR_STATUS } from './common/errors/error-table';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { RedisModule } from './common/redis/redis.module';
import { API_CONFIG, type ApiConfig } from './config/config';
import type { AppRequest } from './modules/apps/app-context';
import { AppsModule } from './modules/apps/apps.module';
import { PortalModule } from './modules/portal/portal.module';
import { FEATURE_MODULES } from './feature-modules';

/** The api's root module, built from a resolved config (tests pass their own). */
@Module({})
export class ApiModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        { module: ConfigHolder, global: true, providers: [{ provide: API_CONFIG, useValue: config }], exports: [API_CONFIG] },
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            genReqId: (req: IncomingMessage) => (req.headers['x-request-id'] as string) || randomUUID(),
            // Never log credentials.
            redact: ['req.headers["app-key"]', 'req.headers.authorization', 'req.headers.cookie'],
            customProps: (req: IncomingMessage) => ({ appId: (req as unknown as AppRequest).parleyCaller?.app.id }),
            autoLogging: { ignore: (req: IncomingMessage) => req.url?.startsWith('/health') ?? false },
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url?.split('?')[0] }),
            },
          },
        }),
        TypeOrmModule.forRoot({
          ...buildDataSourceOptions({ url: config.DATABASE_URL, poolSize: config.DB_POOL_SIZE }),
          // The start script (or the test setup) ran the migrations.
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        RedisModule,
        RateLimitModule,
        ScheduleModule.forRoot(),
        AppsModule,
        HealthModule,
        PortalModule,
        ...FEATURE_MODULES,
      ],
      providers: [{ provide: APP_FILTER, useValue: new ErrorFilter(ERROR_STATUS) }],
    };
  }
}

@Module({})
class ConfigHolder {}
