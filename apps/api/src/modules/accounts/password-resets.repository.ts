import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountEntity, PasswordResetEntity } from '@parley/persistence';
import { IsNull, type DataSource, type Repository } from 'typeorm';

/**
 * The password_resets table, and the password changes that end its links. A link stops working
 * (`used_at` set) when it is used, and when the account's password changes or it logs out
 * everywhere: whoever secures an account that way also cuts the links asked for before.
 */
@Injectable()
export class PasswordResetsRepository {
  private readonly resets: Repository<PasswordResetEntity>;

  constructor(@InjectDataSource() ds: DataSource) {
    this.resets = ds.getRepository(PasswordResetEntity);
  }

  create(accountId: string, tokenHash: string, expiresAt: Date): Promise<PasswordResetEntity> {
    return this.resets.save(this.resets.create({ accountId, tokenHash, expiresAt, usedAt: null }));
  }

  /** Sets the account's password and ends its live links, in one transaction. */
  setPassword(accountId: string, passwordHash: string): Promise<void> {
    return this.resets.manager.transaction(async (tx) => {
      await tx.getRepository(PasswordResetEntity).update({ accountId, usedAt: IsNull() }, { usedAt: new Date() });
      await tx.getRepository(AccountEntity).update({ id: accountId }, { passwordHash });
    });
  }

  /** Ends the account's live links (logging out everywhere). */
  async endAll(accountId: string): Promise<void> {
    await this.resets.update({ accountId, usedAt: IsNull() }, { usedAt: new Date() });
  }

  /**
   * Uses a live link once: marks it used, sets the account's password and ends the account's other
   * links, in one transaction. The account id, or null when no live link has this hash.
   */
  use(tokenHash: string, passwordHash: string): Promise<string | null> {
    return this.resets.manager.transaction(async (tx) => {
      const resets = tx.getRepository(PasswordResetEntity);
      const link = await resets
        .createQueryBuilder('r')
        .setLock('pessimistic_write')
        .where('r.token_hash = :tokenHash AND r.used_at IS NULL AND r.expires_at > now()', { tokenHash })
        .getOne();
      if (!link) return null;
      await resets.update({ accountId: link.accountId, usedAt: IsNull() }, { usedAt: new Date() });
      await tx.getRepository(AccountEntity).update({ id: link.accountId }, { passwordHash });
      return link.accountId;
    });
  }
}
