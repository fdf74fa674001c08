import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AccountsRepository } from './accounts.repository';
import { hashPassword, verifyPassword } from './passwords';
import { SessionsService, type Session } from './sessions.service';

/** Sign-up and log-in of portal accounts; both open a session. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: SessionsService,
  ) {}

  async signUp(email: string, password: string, name: string): Promise<Session> {
    const normalized = email.trim().toLowerCase();
    if (await this.accounts.existsWithEmail(normalized)) {
      throw new ConflictException({ message: 'An account with this e-mail exists already', details: [{ field: 'email', problem: 'is taken' }] });
    }
    const account = await this.accounts.create({ email: normalized, name: name.trim(), passwordHash: await hashPassword(password) });
    return this.sessions.open(account);
  }

  async logIn(email: string, password: string): Promise<Session> {
    const account = await this.accounts.findByEmail(email.trim().toLowerCase());
    // Same answer for an unknown e-mail and a wrong password.
    if (!account || !(await verifyPassword(password, account.passwordHash))) {
      throw new UnauthorizedException('Wrong e-mail or password');
    }
    return this.sessions.open(account);
  }
}
