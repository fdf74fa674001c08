import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountSessionEntity, type AccountEntity } from '@parley/persistence';
import { accountOfLiveSession } from '@parley/server-modules';
import { IsNull, Not, type DataSource, type Repository } from 'typeorm';

/** The account_sessions table: the sessions the server knows, live or ended. */
@Injectable()
export class SessionsRepository {
  private readonly sessions: Repository<AccountSessionEntity>;

  constructor(@InjectDataSource() private readonly ds: DataSource) {
    this.sessions = ds.getRepository(AccountSessionEntity);
  }

  open(accountId: string, expiresAt: Date): Promise<AccountSessionEntity> {
    return this.sessions.save(this.sessions.create({ accountId, expiresAt, revokedAt: null }));
  }

  /** The account of a live session (unrevoked, unexpired) of this account, in one query (shared with the webchat server); else null. */
  accountOfLive(sessionId: string, accountId: string): Promise<AccountEntity | null> {
    return accountOfLiveSession(this.ds, sessionId, accountId);
  }

  /** Ends one session; false when it was not live. */
  async revoke(sessionId: string): Promise<boolean> {
    const res = await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
    return !!res.affected;
  }

  /** Ends every live session of the account but `keep` (when given); how many were ended. */
  async revokeAllOf(accountId: string, keep?: string): Promise<number> {
    const res = await this.sessions.update(
      keep ? { accountId, revokedAt: IsNull(), id: Not(keep) } : { accountId, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    return res.affected ?? 0;
  }

  /** Forgets sessions ended or expired before `before` (the daily upkeep). */
  async purge(before: Date): Promise<void> {
    await this.sessions
      .createQueryBuilder()
      .delete()
      .where('expires_at < :before OR revoked_at < :before', { before })
      .execute();
  }
}
