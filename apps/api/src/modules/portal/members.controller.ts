import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { AppInviteEntity } from '@parley/persistence';
import { SessionAuth, type SessionRequest } from '../accounts/session.guard';
import { AppAccess } from '../apps/app-access.decorator';
import type { AppCaller } from '../apps/app-context';
import { CurrentCaller } from '../apps/current-app.decorator';
import { MembersService } from '../apps/members.service';
import {
  AcceptedInviteResponseDto,
  ChangeRoleDto,
  CreateInviteDto,
  InviteOfferResponseDto,
  InviteResponseDto,
  InviteTokenDto,
  IssuedInviteResponseDto,
  MemberResponseDto,
} from './dto/member.dto';
import { appIdParam, inviteIdParam, memberIdParam } from './id-params';

function toInvite(i: AppInviteEntity): InviteResponseDto {
  return { id: i.id, role: i.role, createdAt: i.createdAt.toISOString(), expiresAt: i.expiresAt.toISOString() };
}

/**
 * The members of an App (docs/api.md, "Roles"): every member sees who else is; the owner invites
 * by link, changes roles and removes members. Accepting an invitation takes a session only.
 */
@ApiTags('portal')
@Controller('portal/api')
export class MembersController {
  constructor(private readonly members: MembersService) {}

  /** The App's owner and members. */
  @Get('apps/:id/members')
  @AppAccess({ appIdFrom: 'param' })
  async list(@Param('id', appIdParam) id: string): Promise<MemberResponseDto[]> {
    return (await this.members.list(id)).map((m) => ({ ...m, since: m.since.toISOString() }));
  }

  /**
   * Leaves the App: the session's account is no longer a member and no longer sees it. The owner
   * cannot leave (400): it gives the App to another account first, or deletes it.
   */
  @Delete('apps/:id/members/me')
  @AppAccess({ appIdFrom: 'param' })
  @HttpCode(204)
  @ApiBadRequestResponse({ description: 'The caller is the owner of the App' })
  async leave(@Param('id', appIdParam) id: string, @CurrentCaller() caller: AppCaller): Promise<void> {
    await this.members.leave(id, caller);
  }

  /** Changes a member's role (`editor`, `agent` or `viewer`). */
  @Patch('apps/:id/members/:accountId')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  @ApiNotFoundResponse({ description: 'No such member in the App' })
  @HttpCode(204)
  async setRole(
    @Param('id', appIdParam) id: string,
    @Param('accountId', memberIdParam) accountId: string,
    @Body() dto: ChangeRoleDto,
    @CurrentCaller() caller: AppCaller,
  ): Promise<void> {
    await this.members.setRole(id, accountId, dto.role, caller.accountId);
  }

  /** Removes a member: the account no longer sees the App. */
  @Delete('apps/:id/members/:accountId')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  @ApiNotFoundResponse({ description: 'No such member in the App' })
  @HttpCode(204)
  async remove(
    @Param('id', appIdParam) id: string,
    @Param('accountId', memberIdParam) accountId: string,
    @CurrentCaller() caller: AppCaller,
  ): Promise<void> {
    await this.members.remove(id, accountId, caller.accountId);
  }

  /** Invitations not yet accepted (their links are not shown again). */
  @Get('apps/:id/invites')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  async invites(@Param('id', appIdParam) id: string): Promise<InviteResponseDto[]> {
    return (await this.members.pendingInvites(id)).map(toInvite);
  }

  /** Makes an invitation link (valid 7 days, for one account) with a role; the link is shown once. */
  @Post('apps/:id/invites')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  async invite(@Param('id', appIdParam) id: string, @Body() dto: CreateInviteDto): Promise<IssuedInviteResponseDto> {
    const { invite, token, url } = await this.members.invite(id, dto.role);
    return { ...toInvite(invite), url, token };
  }

  /** Withdraws an invitation: its link no longer works. */
  @Delete('apps/:id/invites/:inviteId')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  @ApiNotFoundResponse({ description: 'No such pending invitation in the App (unknown, accepted or withdrawn already)' })
  @HttpCode(204)
  async withdraw(@Param('id', appIdParam) id: string, @Param('inviteId', inviteIdParam) inviteId: string): Promise<void> {
    await this.members.withdrawInvite(id, inviteId);
  }

  /** What an invitation link offers (404 when it is not valid any more). */
  @Post('invites/look-up')
  @SessionAuth()
  @ApiNotFoundResponse({ description: 'The link is not valid: it expired, was used or withdrawn' })
  @HttpCode(200)
  async lookUp(@Body() dto: InviteTokenDto): Promise<InviteOfferResponseDto> {
    const invite = await this.members.lookUp(dto.token);
    return { appId: invite.appId, appName: invite.app!.name, role: invite.role, expiresAt: invite.expiresAt.toISOString() };
  }

  /** Accepts an invitation: the session's account becomes a member of the App (once per link). */
  @Post('invites/accept')
  @SessionAuth()
  @ApiNotFoundResponse({ description: 'The link is not valid: it expired, was used or withdrawn' })
  @HttpCode(200)
  async accept(@Req() req: SessionRequest, @Body() dto: InviteTokenDto): Promise<AcceptedInviteResponseDto> {
    const { invite, role } = await this.members.accept(dto.token, req.account!.id);
    return { appId: invite.appId, appName: invite.app!.name, role };
  }
}
