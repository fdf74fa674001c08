import { type DynamicModule, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import { buildDataSourceOptions } from '@parley/persistence';
import { LoggerModule } from 'nestjs-pino';
import { WEBCHAT_CONFIG, type WebchatConfig } from './config/env';
import { HealthController } from './health/health.controller';

/** The webchat server's root module. */
@Module({})
export class WebchatModule {
  static forRoot(config: WebchatConfig): DynamicModule {
    return {
      module: WebchatModule,
      imports: [
        { module: ConfigHolder, global: true, providers: [{ provide: WEBCHAT_CONFIG, useValue: config }], exports: [WEBCHAT_CONFIG] },
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            autoLogging: { ignore: (req) => req.url?.startsWith('/health') ?? false },
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
        }),
        TypeOrmModule.forRoot({ ...buildDataSourceOptions({ url: config.DATABASE_URL, poolSize: config.DB_POOL_SIZE }) }),
        TerminusModule.forRoot({ logger: false }),
      ],
      controllers: [HealthController],
    };
  }
}

@Module({})
class ConfigHolder {}
