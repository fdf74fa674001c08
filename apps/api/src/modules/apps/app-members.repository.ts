import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AppEntity } from '@parley/persistence';
import { Repository } from 'typeorm';
import type { AppRole } from './app-context';

/**
 * Which portal accounts may use which App, with which role. Today an App has one member, its
 * owner (`apps.account_id`); a members table with roles changes these two lookups and nothing
 * else: the access guard and the portal's list of Apps ask here.
 */
@Injectable()
export class AppMembersRepository {
  constructor(@InjectRepository(AppEntity) private readonly apps: Repository<AppEntity>) {}

  /** The account's role in the App, or null when the account may not use it (or no such App). */
  async roleOf(appId: string, accountId: string): Promise<AppRole | null> {
    return (await this.apps.existsBy({ id: appId, accountId })) ? 'owner' : null;
  }

  /** The Apps the account may use, oldest first. */
  appsOf(accountId: string): Promise<AppEntity[]> {
    return this.apps.find({ where: { accountId }, order: { createdAt: 'ASC' } });
  }
}
