import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AbuseLimits } from '../../common/abuse/abuse-limits';
import { LoginAttempts } from '../../common/abuse/login-attempts';
import { API_CONFIG, type ApiConfig } from '../../config/config';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { MailerService } from './mailer.service';
import { PasswordResetsRepository } from './password-resets.repository';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

/**
 * Portal accounts: sign-up, log-in, passwords (change, reset links by e-mail), sessions the server
 * can end, and the abuse limits of these open doors. No routes of its own (the portal
 * module serves them); the apps module uses its sessions to let an account's session into its Apps.
 */
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => ({
        secret: config.SESSION_SECRET,
        signOptions: { expiresIn: config.SESSION_TTL, issuer: 'parley-portal' },
        verifyOptions: { issuer: 'parley-portal' },
      }),
    }),
  ],
  providers: [AccountsRepository, AccountsService, SessionsService, SessionsRepository, PasswordResetsRepository, MailerService, LoginAttempts, AbuseLimits],
  exports: [AccountsService, SessionsService, AbuseLimits],
})
export class AccountsModule {}
