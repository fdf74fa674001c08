import { AccountSessionEntity, type AccountEntity } from '@parley/persistence';
import type { DataSource } from 'typeorm';

/** The account of a live session (unrevoked, unexpired) of this account, in one query; else null. */
export async function accountOfLiveSession(ds: DataSource, sessionId: string, accountId: string): Promise<AccountEntity | null> {
  const row = await ds
    .getRepository(AccountSessionEntity)
    .createQueryBuilder('s')
    .innerJoinAndSelect('s.account', 'a')
    .where('s.id = :sessionId AND s.account_id = :accountId', { sessionId, accountId })
    .andWhere('s.revoked_at IS NULL AND s.expires_at > now()')
    .getOne();
  return row?.account ?? null;
}

