import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppEntity, AppKeyEntity } from '@parley/persistence';
import { AccountsModule } from '../accounts/accounts.module';
import { AppMembersRepository } from './app-members.repository';
import { AppsRepository } from './apps.repository';
import { AppsService } from './apps.service';
import { AuthFailures } from './auth-failures';
import { CredentialsService } from './credentials.service';

/**
 * Apps, their keys, who may use them, and `@AppAccess()`, the one way into an App's routes (App-Key
 * or portal session). Global, and passes the accounts module on, because every feature module's
 * routes use the access guard.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AppEntity, AppKeyEntity]), AccountsModule],
  providers: [AppsRepository, AppsService, CredentialsService, AppMembersRepository, AuthFailures],
  exports: [AppsRepository, AppsService, CredentialsService, AppMembersRepository, AuthFailures, AccountsModule],
})
export class AppsModule {}
