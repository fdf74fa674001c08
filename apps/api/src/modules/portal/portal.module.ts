import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountEntity, AppEntity } from '@parley/persistence';
import { API_CONFIG, type ApiConfig } from '../../config/config';
import { AccountsService } from './accounts.service';
import { PortalAppsService } from './portal-apps.service';
import { PortalAuthGuard } from './portal-auth.guard';
import { BotmeterModule } from '../botmeter/botmeter.module';
import { TrainerModule } from '../trainer/trainer.module';
import { PortalAnalyticsController } from './portal-analytics.controller';
import { PortalConfigController } from './portal-config.controller';
import { PortalController } from './portal.controller';
import { PortalTrainerController } from './portal-trainer.controller';
import { ConfigurableJwtTtl } from './session-ttl';

@Module({
  imports: [
    TypeOrmModule.forFeature([AccountEntity, AppEntity]),
    TrainerModule,
    BotmeterModule,
    JwtModule.registerAsync({
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => ({
        secret: config.SESSION_SECRET,
        signOptions: { expiresIn: config.SESSION_TTL, issuer: 'parley-portal' },
        verifyOptions: { issuer: 'parley-portal' },
      }),
    }),
  ],
  controllers: [PortalController, PortalConfigController, PortalTrainerController, PortalAnalyticsController],
  providers: [
    AccountsService,
    PortalAppsService,
    PortalAuthGuard,
    { provide: ConfigurableJwtTtl, inject: [API_CONFIG], useFactory: (c: ApiConfig) => new ConfigurableJwtTtl(c.SESSION_TTL) },
  ],
  exports: [AccountsService],
})
export class PortalModule {}
