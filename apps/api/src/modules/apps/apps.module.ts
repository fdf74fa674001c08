import { Global, Module } from '@nestjs/common';
import { TRAINER_APP_SETTINGS } from '@parley/server-modules';
import { AccountsModule } from '../accounts/accounts.module';
import { AppDeletionRepository } from './app-deletion.repository';
import { AppMembersRepository } from './app-members.repository';
import { AppsRepository } from './apps.repository';
import { AppsService } from './apps.service';
import { AuthFailures } from './auth-failures';
import { CredentialsService } from './credentials.service';
import { MembersService } from './members.service';

/**
 * Apps, their keys, who may use them (members and invitations), and `@AppAccess()`, the one way into an App's routes (App-Key
 * or portal session). Global, and passes the accounts module on, because every feature module's
 * routes use the access guard.
 */
@Global()
@Module({
  imports: [AccountsModule],
  providers: [
    AppsRepository,
    AppDeletionRepository,
    AppsService,
    CredentialsService,
    AppMembersRepository,
    AuthFailures,
    MembersService,
    // What the trainer runtime asks of an App (libs/server-modules).
    {
      provide: TRAINER_APP_SETTINGS,
      inject: [AppsRepository],
      useFactory: (apps: AppsRepository) => ({ language: (id: string) => apps.language(id), decision: (id: string) => apps.decision(id) }),
    },
  ],
  exports: [
    AppsRepository,
    AppsService,
    CredentialsService,
    AppMembersRepository,
    AuthFailures,
    MembersService,
    AccountsModule,
    TRAINER_APP_SETTINGS,
  ],
})
export class AppsModule {}
