import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccountEntity } from '@parley/persistence';
import { PortalSessions, type LiveSession } from '@parley/server-modules';
import { API_CONFIG, type ApiConfig } from '../../config/config';
import { SessionsRepository } from './sessions.repository';

export interface Session {
  token: string;
  /** Seconds until the token expires. */
  expiresIn: number;
  account: AccountEntity;
}

export type { LiveSession };

/**
 * Portal sessions: signed tokens (SESSION_SECRET, SESSION_TTL) sent as `Authorization: Bearer`,
 * each naming a row of account_sessions. A token is accepted while its signature holds and its row
 * is live: logging out, "log out everywhere" and a password change end sessions at once, on every
 * instance (the row is read on each request, with the account, in one query). The one place a
 * session is opened or verified, for the portal's account routes and the access guard alike.
 */
@Injectable()
export class SessionsService {
  /** The verification the webchat server's operator routes use too (libs/server-modules). */
  private readonly portalSessions: PortalSessions;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly jwt: JwtService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    this.portalSessions = new PortalSessions(sessions, config.SESSION_SECRET);
  }

  async open(account: AccountEntity): Promise<Session> {
    const row = await this.sessions.open(account.id, new Date(Date.now() + this.config.SESSION_TTL * 1000));
    return { token: await this.jwt.signAsync({ sub: account.id, sid: row.id }), expiresIn: this.config.SESSION_TTL, account };
  }

  /** The live session of a token, else null (bad signature, expired, ended, or signed before sessions had ids). */
  verify(token: string): Promise<LiveSession | null> {
    return this.portalSessions.verify(token);
  }

  /** Ends this session (logging out). */
  async end(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId);
  }

  /** Ends every session of the account, or every one but `keep`. */
  async endAll(accountId: string, keep?: string): Promise<number> {
    return this.sessions.revokeAllOf(accountId, keep);
  }
}

export { bearerToken } from '@parley/server-modules';
