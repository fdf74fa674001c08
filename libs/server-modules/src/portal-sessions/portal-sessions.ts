import { JwtService } from '@nestjs/jwt';
import type { AccountEntity } from '@parley/persistence';

/** A verified portal session: its account, and its id (to end it). */
export interface LiveSession {
  account: AccountEntity;
  sessionId: string;
}

/**
 * Verifies portal session tokens (`Authorization: Bearer`, signed with SESSION_SECRET, each naming
 * a row of account_sessions): the one implementation the api (its portal routes and access guard)
 * and the webchat server (the operator inbox, docs/handover.md) share. A token holds while its
 * signature does and its row is live (unrevoked, unexpired): logging out, "log out everywhere" and
 * a password change end it at once on every instance of both servers (the row is read on each
 * verification, with the account, in one query).
 */
/** Where a server reads the sessions table (its repository: `accountOfLiveSession` of libs/server-modules). */
export interface SessionAccounts {
  accountOfLive(sessionId: string, accountId: string): Promise<AccountEntity | null>;
}

export class PortalSessions {
  private readonly jwt: JwtService;

  constructor(
    private readonly accounts: SessionAccounts,
    secret: string,
  ) {
    this.jwt = new JwtService({ secret });
  }

  /** The live session of a token, else null (bad signature, expired, ended, or signed before sessions had ids). */
  async verify(token: string): Promise<LiveSession | null> {
    if (!token) return null;
    let claims: { sub?: unknown; sid?: unknown };
    try {
      claims = await this.jwt.verifyAsync<{ sub: string; sid?: string }>(token);
    } catch {
      return null;
    }
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
    const account = await this.accounts.accountOfLive(claims.sid, claims.sub);
    return account ? { account, sessionId: claims.sid } : null;
  }
}

/** The token of `Authorization: Bearer <token>`, or '' when the request carries none. */
export function bearerToken(headers: Record<string, string | string[] | undefined>): string {
  const auth = headers.authorization;
  return typeof auth === 'string' && /^bearer /i.test(auth) ? auth.slice(7).trim() : '';
}
