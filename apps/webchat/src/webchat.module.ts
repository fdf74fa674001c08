import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { Limiter, RedisLink } from '@parley/redis';
import {
  AppDataModule,
  BotmeterStorageModule,
  ChangeSignalModule,
  DatabaseModule,
  MailModule,
  RedisModule,
  TrainerRuntimeModule,
} from '@parley/server-modules';
import { AppChanges } from './apps/app-changes';
import { AppsModule } from './apps/apps.module';
import { BotmeterRecorder } from './botmeter/botmeter-recorder';
import { CdnController } from './cdn/cdn.controller';
import { DatabaseOutageModule, ErrorFilter, HealthModule, MetricsModule } from '@parley/server-kit';
import { ERROR_STATUS } from './common/error-table';
import { ShutdownState } from './common/shutdown-state';
import { WebchatLimits } from './common/webchat-limits';
import { WebchatMetrics } from './common/webchat-metrics';
import { WEBCHAT_CONFIG, type WebchatConfig } from './config/env';
import { MessagingService } from './messaging/messaging.service';
import { DeliverySignal } from './messaging/delivery-signal';
import { MessageRepository } from './messaging/message.repository';
import { MessageWriter } from './messaging/message-writer';
import { Publisher } from './messaging/publisher';
import { DeliveryWorker } from './delivery/delivery.worker';
import { OutboxRepository } from './delivery/outbox.repository';
import { FaqBot } from './faq/faq-bot.service';
import { FaqClassifier } from './faq/faq-classifier';
import { TrainerClassifier } from './faq/trainer-classifier';
import { HandshakeAuth } from './gateway/handshake-auth.service';
import { WebchatGateway } from './gateway/webchat.gateway';
import { PushController } from './push/push.controller';
import { PushService } from './push/push.service';
import { HandoverMailer } from './handover/handover-mailer';
import { HandoverRepository } from './handover/handover.repository';
import { HandoverService } from './handover/handover.service';
import { OperatorAccess } from './handover/operator-access';
import { OperatorHub } from './handover/operator-hub';
import { OperatorPresence } from './handover/operator-presence';
import { OperatorsController } from './handover/operators.controller';
import { OperatorsGateway } from './handover/operators.gateway';

/** The webchat server's root module, built from a resolved config. */
@Module({})
export class WebchatModule {
  static forRoot(config: WebchatConfig): DynamicModule {
    return {
      module: WebchatModule,
      imports: [
        { module: ConfigHolder, global: true, providers: [{ provide: WEBCHAT_CONFIG, useValue: config }], exports: [WEBCHAT_CONFIG] },
        DatabaseModule.forRoot(config),
        // Global: the health module's readiness reads it too.
        RedisModule.forRoot(config, 'parley-webchat'),
        ChangeSignalModule.forRoot(config),
        // The owners of an App's rows register with it (deleting an App asks each).
        AppDataModule,
        AppsModule,
        // The FAQ bot's models: the same stored models as the api's (libs/server-modules).
        TrainerRuntimeModule.forRoot({ server: 'webchat', config, imports: [AppsModule] }),
        // The FAQ bot's exchanges go through botmeter's writer, as POST /botmeter's do (libs/server-modules).
        BotmeterStorageModule.forRoot(config),
        // SMTP_URL, MAIL_FROM: operators' replies e-mailed to away visitors (handover/handover-mailer.ts).
        MailModule.forRoot(config),
        HealthModule,
        DatabaseOutageModule,
        MetricsModule.forRoot('webchat'),
      ],
      controllers: [PushController, CdnController, OperatorsController],
      providers: [
        { provide: APP_FILTER, useValue: new ErrorFilter(ERROR_STATUS) },
        ShutdownState,
        WebchatMetrics,
        // The abuse limits' budgets: leased from Redis when REDIS_URL is set, this instance's share while it is away.
        { provide: Limiter, inject: [RedisLink], useFactory: (link: RedisLink) => new Limiter(link) },
        WebchatLimits,
        // Changes made in the api drop the App from the cache at once (the change signal).
        AppChanges,
        MessageRepository,
        MessageWriter,
        Publisher,
        DeliverySignal,
        MessagingService,
        HandshakeAuth,
        WebchatGateway,
        PushService,
        OutboxRepository,
        DeliveryWorker,
        FaqBot,
        { provide: FaqClassifier, useClass: TrainerClassifier },
        BotmeterRecorder,
        // Human handover (docs/handover.md).
        HandoverRepository,
        OperatorPresence,
        OperatorHub,
        HandoverMailer,
        HandoverService,
        OperatorAccess,
        OperatorsGateway,
      ],
    };
  }
}

@Module({})
class ConfigHolder {}
