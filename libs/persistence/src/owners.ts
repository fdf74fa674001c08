import type { EntityManager } from 'typeorm';
import { AccountEntity } from './entities/account.entity';

/**
 * The account that holds the Apps made without naming one: `npm start`'s demo App, `npm run
 * app:create` without `--owner`, and every App made before each App had to have an owner (the
 * RequireAppOwner migration). `.localhost` is a reserved domain: no mail ever goes there.
 */
export const LOCAL_OWNER = { email: 'owner@parley.localhost', name: 'Local owner' } as const;

/**
 * The stored password hash of an account nobody can log in to yet: it is not a `scrypt$...` hash,
 * so no password verifies against it. `npm run account:password` sets a real one.
 */
export const NO_PASSWORD = 'none';

/** True for an account whose password was never set (see {@link NO_PASSWORD}). */
export function hasNoPassword(account: Pick<AccountEntity, 'passwordHash'>): boolean {
  return account.passwordHash === NO_PASSWORD;
}

/**
 * The account of `email`, created without a password when missing. Safe when several processes
 * ask at once (the e-mail is unique: the losers read the winner's row).
 */
export async function findOrCreateAccount(manager: EntityManager, email: string, name: string): Promise<AccountEntity> {
  const normalized = email.trim().toLowerCase();
  await manager
    .createQueryBuilder()
    .insert()
    .into(AccountEntity)
    .values({ email: normalized, name, passwordHash: NO_PASSWORD })
    .orIgnore()
    .execute();
  return manager.getRepository(AccountEntity).findOneByOrFail({ email: normalized });
}

/** The account of `email` (compared lower-cased), or null. */
export function findAccount(manager: EntityManager, email: string): Promise<AccountEntity | null> {
  return manager.getRepository(AccountEntity).findOneBy({ email: email.trim().toLowerCase() });
}
