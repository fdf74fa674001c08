import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AppEntity, AppInviteEntity, AppMemberEntity, announceChange, type AppMemberRole } from '@parley/persistence';
import { hasRole } from '@parley/contracts';
import { roleInApp } from '@parley/server-modules';
import type { DataSource, Repository } from 'typeorm';
import type { AppRole } from './app-context';

/** An App the account may use, with its role there. */
export interface AppOfAccount {
  app: AppEntity;
  role: AppRole;
}

/** A member of an App as its list shows: the owner first, then the others by arrival. */
export interface MemberRow {
  accountId: string;
  email: string;
  name: string;
  role: AppRole;
  since: Date;
}

/**
 * Which portal accounts may use which App, with which role: the owner is the App's `account_id`
 * (one per App; `npm run app:transfer` changes it), the others are rows of app_members (editor or
 * viewer), added by accepting an invitation (app_invites). The access guard and the portal's list
 * of Apps ask here.
 */
@Injectable()
export class AppMembersRepository {
  private readonly apps: Repository<AppEntity>;
  private readonly members: Repository<AppMemberEntity>;
  private readonly invites: Repository<AppInviteEntity>;

  constructor(@InjectDataSource() private readonly ds: DataSource) {
    this.apps = ds.getRepository(AppEntity);
    this.members = ds.getRepository(AppMemberEntity);
    this.invites = ds.getRepository(AppInviteEntity);
  }

  /**
   * Gives the App to another account (`npm run app:transfer`), in one transaction announced to
   * every instance: the new owner's member row goes (owner now, no member row besides); the other
   * members keep their roles. False when there is no such App.
   */
  transferOwnership(appId: string, accountId: string): Promise<boolean> {
    return this.apps.manager.transaction(async (tx) => {
      const res = await tx.getRepository(AppEntity).update({ id: appId }, { accountId });
      if (!res.affected) return false;
      await tx.getRepository(AppMemberEntity).delete({ appId, accountId });
      await announceChange(tx, { kind: 'app', appId });
      return true;
    });
  }

  /** The account's role in the App, or null when the account may not use it (or no such App). One query. */
  roleOf(appId: string, accountId: string): Promise<AppRole | null> {
    return roleInApp(this.ds, appId, accountId);
  }

  /** The Apps the account may use, with its role in each, oldest first. */
  async appsOf(accountId: string): Promise<AppOfAccount[]> {
    const apps = await this.apps
      .createQueryBuilder('app')
      .leftJoin(AppMemberEntity, 'm', 'm.app_id = app.id AND m.account_id = :accountId', { accountId })
      .addSelect('m.role', 'member_role')
      .where('app.account_id = :accountId OR m.account_id IS NOT NULL', { accountId })
      .orderBy('app.created_at', 'ASC')
      .getRawAndEntities();
    return apps.entities.map((app, i) => ({
      app,
      role: app.accountId === accountId ? 'owner' : ((apps.raw[i] as { member_role: AppMemberRole }).member_role ?? 'viewer'),
    }));
  }

  /** The App's owner and members. */
  async list(appId: string): Promise<MemberRow[]> {
    const owner = await this.apps.findOne({ where: { id: appId }, relations: { account: true } });
    if (!owner?.account) return [];
    const rows = await this.members.find({ where: { appId }, relations: { account: true }, order: { createdAt: 'ASC' } });
    return [
      { accountId: owner.accountId, email: owner.account.email, name: owner.account.name, role: 'owner', since: owner.createdAt },
      ...rows
        .filter((m) => m.accountId !== owner.accountId && m.account)
        .map((m) => ({ accountId: m.accountId, email: m.account!.email, name: m.account!.name, role: m.role, since: m.createdAt })),
    ];
  }

  /** Changes a member's role; false when the account is no member (the owner is none). */
  async setRole(appId: string, accountId: string, role: AppMemberRole): Promise<boolean> {
    const res = await this.members.update({ appId, accountId }, { role });
    return !!res.affected;
  }

  async remove(appId: string, accountId: string): Promise<boolean> {
    const res = await this.members.delete({ appId, accountId });
    return !!res.affected;
  }

  createInvite(appId: string, role: AppMemberRole, tokenHash: string, expiresAt: Date): Promise<AppInviteEntity> {
    return this.invites.save(this.invites.create({ appId, role, tokenHash, expiresAt, usedAt: null }));
  }

  /** The App's invitations not yet accepted nor withdrawn, and not expired. */
  pendingInvites(appId: string): Promise<AppInviteEntity[]> {
    return this.invites
      .createQueryBuilder('i')
      .where('i.app_id = :appId AND i.used_at IS NULL AND i.expires_at > now()', { appId })
      .orderBy('i.created_at', 'ASC')
      .getMany();
  }

  async withdrawInvite(appId: string, inviteId: string): Promise<boolean> {
    const res = await this.invites
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where('id = :inviteId AND app_id = :appId AND used_at IS NULL', { inviteId, appId })
      .execute();
    return !!res.affected;
  }

  /** A live invitation by the hash of its token, with its App; null when none. */
  liveInvite(tokenHash: string): Promise<AppInviteEntity | null> {
    return this.invites
      .createQueryBuilder('i')
      .innerJoinAndSelect('i.app', 'app')
      .where('i.token_hash = :tokenHash AND i.used_at IS NULL AND i.expires_at > now()', { tokenHash })
      .getOne();
  }

  /**
   * Accepts a live invitation for the account, once, in one transaction: the account becomes a
   * member with the invitation's role (the owner, or a member with a role as high, keeps theirs).
   * The invitation, or null when none is live under this hash.
   */
  accept(tokenHash: string, accountId: string): Promise<{ invite: AppInviteEntity; role: AppRole } | null> {
    return this.invites.manager.transaction(async (tx) => {
      const invites = tx.getRepository(AppInviteEntity);
      const invite = await invites
        .createQueryBuilder('i')
        .innerJoinAndSelect('i.app', 'app')
        .setLock('pessimistic_write', undefined, ['i'])
        .where('i.token_hash = :tokenHash AND i.used_at IS NULL AND i.expires_at > now()', { tokenHash })
        .getOne();
      if (!invite) return null;
      await invites.update({ id: invite.id }, { usedAt: new Date() });
      if (invite.app!.accountId === accountId) return { invite, role: 'owner' as const };
      const members = tx.getRepository(AppMemberEntity);
      const existing = await members.findOneBy({ appId: invite.appId, accountId });
      // A member keeps a role higher than the invitation's.
      if (existing && hasRole(existing.role, invite.role)) return { invite, role: existing.role };
      await members.upsert({ appId: invite.appId, accountId, role: invite.role }, ['appId', 'accountId']);
      return { invite, role: invite.role };
    });
  }
}
