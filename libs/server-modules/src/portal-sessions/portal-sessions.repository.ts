import type { AppRole } from '@parley/contracts';
import { AccountSessionEntity, AppEntity, AppMemberEntity, type AccountEntity, type AppMemberRole } from '@parley/persistence';
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

/**
 * An account's role in an App, or null when it may not use it (or there is no such App), in one
 * query: `owner` for the App's `account_id`, else its app_members row's role. The api's access guard
 * and the webchat's operator routes ask here.
 */
export async function roleInApp(ds: DataSource, appId: string, accountId: string): Promise<AppRole | null> {
  const row = await ds
    .getRepository(AppEntity)
    .createQueryBuilder('app')
    .leftJoin(AppMemberEntity, 'm', 'm.app_id = app.id AND m.account_id = :accountId', { accountId })
    .select('app.account_id', 'owner')
    .addSelect('m.role', 'role')
    .where('app.id = :appId', { appId })
    .getRawOne<{ owner: string; role: AppMemberRole | null }>();
  if (!row) return null;
  if (row.owner === accountId) return 'owner';
  return row.role ?? null;
}
