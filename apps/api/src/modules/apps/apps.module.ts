import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppEntity, AppKeyEntity } from '@parley/persistence';
import { AppsService } from './apps.service';
import { CredentialsService } from './credentials.service';

/** Apps, their keys and the verification of credentials (used by the auth guard everywhere). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AppEntity, AppKeyEntity])],
  providers: [AppsService, CredentialsService],
  exports: [AppsService, CredentialsService],
})
export class AppsModule {}
