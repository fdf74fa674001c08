import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { AppInviteEntity, AppMemberRole } from '@parley/persistence';
import { API_CONFIG, type ApiConfig } from '../../config/config';
import { hashToken } from '../accounts/accounts.service';
import type { AppCaller, AppRole } from './app-context';
import { AppMembersRepository, type MemberRow } from './app-members.repository';

/** How long an invitation link works. */
export const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

export interface IssuedInvite {
  invite: AppInviteEntity;
  /** The token of the link, returned once (only its hash is kept). */
  token: string;
  url: string;
}

/** The members of an App: invitations by link, roles, removal. Who may do so is the access guard's business. */
@Injectable()
export class MembersService {
  constructor(
    private readonly members: AppMembersRepository,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  list(appId: string): Promise<MemberRow[]> {
    return this.members.list(appId);
  }

  async invite(appId: string, role: AppMemberRole): Promise<IssuedInvite> {
    const token = randomBytes(32).toString('base64url');
    const invite = await this.members.createInvite(appId, role, hashToken(token), new Date(Date.now() + INVITE_TTL_MS));
    return { invite, token, url: `${this.config.PUBLIC_API_URL.replace(/\/$/, '')}/portal/invite#token=${token}` };
  }

  pendingInvites(appId: string): Promise<AppInviteEntity[]> {
    return this.members.pendingInvites(appId);
  }

  async withdrawInvite(appId: string, inviteId: string): Promise<void> {
    if (!(await this.members.withdrawInvite(appId, inviteId))) throw new NotFoundException(`No pending invitation ${inviteId} in this App`);
  }

  /** What a live invitation offers (the App's name and the role), for the page that accepts it. */
  async lookUp(token: string): Promise<AppInviteEntity> {
    const invite = await this.members.liveInvite(hashToken(token));
    if (!invite) throw notLive();
    return invite;
  }

  async accept(token: string, accountId: string): Promise<{ invite: AppInviteEntity; role: AppRole }> {
    const accepted = await this.members.accept(hashToken(token), accountId);
    if (!accepted) throw notLive();
    return accepted;
  }

  async setRole(appId: string, accountId: string, role: AppMemberRole, callerId: string | null): Promise<void> {
    if (accountId === callerId) throw new BadRequestException("The owner's role is owner: give the App to another account to change it (npm run app:transfer)");
    if (!(await this.members.setRole(appId, accountId, role))) throw new NotFoundException(`No member ${accountId} in this App`);
  }

  /** The caller leaves the App (a member; the owner cannot). */
  async leave(appId: string, caller: AppCaller): Promise<void> {
    if (caller.role === 'owner') {
      throw new BadRequestException('The owner cannot leave the App: give it to another account first (npm run app:transfer), or delete it');
    }
    await this.members.remove(appId, caller.accountId!);
  }

  async remove(appId: string, accountId: string, callerId: string | null): Promise<void> {
    if (accountId === callerId) throw new BadRequestException('The owner cannot be removed from the App');
    if (!(await this.members.remove(appId, accountId))) throw new NotFoundException(`No member ${accountId} in this App`);
  }
}

function notLive(): NotFoundException {
  return new NotFoundException('This invitation link is not valid: it expired, was used or withdrawn');
}
