import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { AccountEntity } from '@parley/persistence';
import { Repository } from 'typeorm';
import { hashPassword, verifyPassword } from './passwords';

export interface Session {
  token: string;
  account: AccountEntity;
}

/** Sign-up, log-in and session tokens of portal accounts. */
@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly jwt: JwtService,
  ) {}

  async signUp(email: string, password: string, name: string): Promise<Session> {
    const normalized = email.trim().toLowerCase();
    if (await this.accounts.existsBy({ email: normalized })) {
      throw new ConflictException({ message: 'An account with this e-mail exists already', details: [{ field: 'email', problem: 'is taken' }] });
    }
    const account = await this.accounts.save(
      this.accounts.create({ email: normalized, name: name.trim(), passwordHash: await hashPassword(password) }),
    );
    return { token: await this.sign(account), account };
  }

  async logIn(email: string, password: string): Promise<Session> {
    const account = await this.accounts.findOneBy({ email: email.trim().toLowerCase() });
    // Same answer for an unknown e-mail and a wrong password.
    if (!account || !(await verifyPassword(password, account.passwordHash))) {
      throw new UnauthorizedException('Wrong e-mail or password');
    }
    return { token: await this.sign(account), account };
  }

  /** The account of a valid session token, else null. */
  async fromToken(token: string): Promise<AccountEntity | null> {
    try {
      const { sub } = await this.jwt.verifyAsync<{ sub: string }>(token);
      return await this.accounts.findOneBy({ id: sub });
    } catch {
      return null;
    }
  }

  private sign(account: AccountEntity): Promise<string> {
    return this.jwt.signAsync({ sub: account.id });
  }
}
