import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountEntity } from '@parley/persistence';
import { API_CONFIG, type ApiConfig } from '../../config/config';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { SessionsService } from './sessions.service';

/**
 * Portal accounts: sign-up, log-in, passwords and sessions. No routes of its own (the portal
 * module serves them); the apps module uses its sessions to let an account's session into its Apps.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AccountEntity]),
    JwtModule.registerAsync({
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => ({
        secret: config.SESSION_SECRET,
        signOptions: { expiresIn: config.SESSION_TTL, issuer: 'parley-portal' },
        verifyOptions: { issuer: 'parley-portal' },
      }),
    }),
  ],
  providers: [AccountsRepository, AccountsService, SessionsService],
  exports: [AccountsService, SessionsService],
})
export class AccountsModule {}
