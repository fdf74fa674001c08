import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { buildDataSourceOptions } from '@parley/persistence';
import { DatabaseOutageModule, ErrorFilter, HealthModule, MetricsModule } from '@parley/server-kit';
import { ERROR_STATUS } from './common/errors/error-table';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { RedisModule } from './common/redis/redis.module';
import { API_CONFIG, type ApiConfig } from './config/config';
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
        TypeOrmModule.forRoot({
          ...buildDataSourceOptions({
            url: config.DATABASE_URL,
            poolSize: config.DB_POOL_SIZE,
            queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
            connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
          }),
          // The start script (or the test setup) ran the migrations.
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        RedisModule,
        RateLimitModule,
        ScheduleModule.forRoot(),
        AppsModule,
        HealthModule,
        DatabaseOutageModule,
        MetricsModule.forRoot('api'),
        PortalModule,
        ...FEATURE_MODULES,
      ],
      providers: [{ provide: APP_FILTER, useValue: new ErrorFilter(ERROR_STATUS) }],
    };
  }
}

@Module({})
class ConfigHolder {}
