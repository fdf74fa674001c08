import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { DatabaseOutageModule, ErrorFilter, HealthModule, MetricsModule } from '@parley/server-kit';
import {
  AppDataModule,
  BotmeterStorageModule,
  ChangeSignalModule,
  DatabaseModule,
  MailModule,
  RedisModule,
  TrainerRuntimeModule,
} from '@parley/server-modules';
import { ERROR_STATUS } from './common/errors/error-table';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { API_CONFIG, type ApiConfig } from './config/config';
import { AppsModule } from './modules/apps/apps.module';
import { NlpEngines } from './modules/nlp/nlp-engines';
import { NlpModule } from './modules/nlp/nlp.module';
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
        DatabaseModule.forRoot(config),
        RedisModule.forRoot(config, 'parley-api'),
        ChangeSignalModule.forRoot(config),
        // The owners of an App's rows register with it (deleting an App asks each).
        AppDataModule,
        RateLimitModule,
        ScheduleModule.forRoot(),
        AppsModule,
        // Readiness waits for the spell checker's dictionaries after a start (modules/nlp/nlp-engines.ts).
        HealthModule.forRoot({ imports: [NlpModule], checks: [NlpEngines] }),
        DatabaseOutageModule,
        MetricsModule.forRoot('api'),
        // The App's language and decision rule come from the apps module.
        TrainerRuntimeModule.forRoot({ server: 'api', config, imports: [AppsModule] }),
        // botmeter_records and the writer of POST /botmeter (the webchat's FAQ bot writes through the same).
        BotmeterStorageModule.forRoot(config),
        // SMTP_URL, MAIL_FROM: the password reset e-mails (modules/accounts/mailer.service.ts).
        MailModule.forRoot(config),
        PortalModule,
        ...FEATURE_MODULES,
      ],
      providers: [{ provide: APP_FILTER, useValue: new ErrorFilter(ERROR_STATUS) }],
    };
  }
}

@Module({})
class ConfigHolder {}
