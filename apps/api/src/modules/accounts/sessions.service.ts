import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccountEntity } from '@parley/persistence';
import { API_CONFIG, type ApiConfig } from '../../config/config';
import { AccountsRepository } from './accounts.repository';

export interface Session {
  token: string;
  /** Seconds until the token expires. */
  expiresIn: number;
  account: AccountEntity;
}

/**
 * Portal sessions: signed tokens (SESSION_SECRET, SESSION_TTL) sent as `Authorization: Bearer`.
 * The one place a session is opened or verified, for the portal's account routes and for the
 * apps module's access guard alike.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly jwt: JwtService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async open(account: AccountEntity): Promise<Session> {
    return { token: await this.jwt.signAsync({ sub: account.id }), expiresIn: this.config.SESSION_TTL, account };
  }

  /** The account of a valid, unexpired session token, else null. */
  async verify(token: string): Promise<AccountEntity | null> {
    try {
      const { sub } = await this.jwt.verifyAsync<{ sub: string }>(token);
      return await this.accounts.findById(sub);
    } catch {
      return null;
    }
  }
}

/** The token of `Authorization: Bearer <token>`, or '' when the request carries none. */
export function bearerToken(headers: Record<string, string | string[] | undefined>): string {
  const auth = headers.authorization;
  return typeof auth === 'string' && /^bearer /i.test(auth) ? auth.slice(7).trim() : '';
}
