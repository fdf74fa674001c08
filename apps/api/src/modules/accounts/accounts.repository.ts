import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountEntity } from '@parley/persistence';
import type { DataSource, Repository } from 'typeorm';

/** The accounts table (portal users): the only place its SQL is written. */
@Injectable()
export class AccountsRepository {
  private readonly accounts: Repository<AccountEntity>;

  constructor(@InjectDataSource() ds: DataSource) {
    this.accounts = ds.getRepository(AccountEntity);
  }

  existsWithEmail(email: string): Promise<boolean> {
    return this.accounts.existsBy({ email });
  }

  create(account: Pick<AccountEntity, 'email' | 'name' | 'passwordHash'>): Promise<AccountEntity> {
    return this.accounts.save(this.accounts.create(account));
  }

  findByEmail(email: string): Promise<AccountEntity | null> {
    return this.accounts.findOneBy({ email });
  }

  /** Sets the given profile fields; the account as it now is (null when it is gone). */
  async updateProfile(id: string, profile: Partial<Pick<AccountEntity, 'name' | 'avatarUrl'>>): Promise<AccountEntity | null> {
    if (Object.keys(profile).length) await this.accounts.update({ id }, profile);
    return this.findById(id);
  }

  findById(id: string): Promise<AccountEntity | null> {
    return this.accounts.findOneBy({ id });
  }
}
