import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AbuseLimits } from '../../common/abuse/abuse-limits';
import type { AppCaller } from '../apps/app-context';
import { CurrentCaller } from '../apps/current-app.decorator';
import { AccountsService } from '../accounts/accounts.service';
import type { Session } from '../accounts/sessions.service';
import { SessionAuth, type SessionRequest } from '../accounts/session.guard';
import { AppAccess } from '../apps/app-access.decorator';
import { AppMembersRepository } from '../apps/app-members.repository';
import { AppsService } from '../apps/apps.service';
import { AccountResponseDto, LogInDto, SessionResponseDto, SignUpDto, toAccount } from './dto/account.dto';
import {
  AppResponseDto,
  CreateAppDto,
  CreatedAppResponseDto,
  IssuedKeyResponseDto,
  IssueKeyDto,
  KeyResponseDto,
  RenameKeyDto,
  toAppResponse,
  toKeyResponse,
  UpdateAppDto,
} from './dto/app.dto';
import { appIdParam, keyIdParam, liveKeyIdParam } from './id-params';
import { SettingsProblemsInterceptor } from './settings-problems.interceptor';

function toSession(s: Session): SessionResponseDto {
  return { token: s.token, expiresIn: s.expiresIn, account: toAccount(s.account) };
}

/**
 * The developer portal's API: accounts, and the settings and keys of Apps. An App's trainer,
 * classification and botmeter are its own routes, which take the portal's session with `App-Id`.
 */
@ApiTags('portal')
@Controller('portal/api')
export class PortalController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly members: AppMembersRepository,
    private readonly apps: AppsService,
    private readonly limits: AbuseLimits,
  ) {}

  /** Creates an account and opens a session. */
  @Post('accounts')
  @ApiConflictResponse({ description: 'E-mail taken' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-ups from this address; see Retry-After' })
  async signUp(@Req() req: FastifyRequest, @Body() dto: SignUpDto): Promise<SessionResponseDto> {
    return toSession(await this.accounts.signUp(dto.email, dto.password, dto.name, req.ip));
  }

  /** Opens a session. */
  @Post('sessions')
  @ApiUnauthorizedResponse({ description: 'Wrong e-mail or password' })
  @HttpCode(200)
  @ApiTooManyRequestsResponse({ description: 'Too many failed log-ins for this e-mail or from this address; see Retry-After' })
  async logIn(@Req() req: FastifyRequest, @Body() dto: LogInDto): Promise<SessionResponseDto> {
    return toSession(await this.accounts.logIn(dto.email, dto.password, req.ip));
  }

  /** The session's account. */
  @Get('me')
  @SessionAuth()
  me(@Req() req: SessionRequest): AccountResponseDto {
    return toAccount(req.account!);
  }

  /** The Apps this account may use (its own and those it is a member of), with its role in each. */
  @Get('apps')
  @SessionAuth()
  async listApps(@Req() req: SessionRequest): Promise<AppResponseDto[]> {
    return (await this.members.appsOf(req.account!.id)).map(({ app, role }) => toAppResponse(app, role));
  }

  /** Creates an App, owned by this account, and its first key (shown once). */
  @Post('apps')
  @SessionAuth()
  @ApiTooManyRequestsResponse({ description: 'Too many Apps created by this account or from this address; see Retry-After' })
  @UseInterceptors(SettingsProblemsInterceptor)
  async createApp(@Req() req: SessionRequest & FastifyRequest, @Body() dto: CreateAppDto): Promise<CreatedAppResponseDto> {
    await this.limits.createApp(req.account!.id, req.ip);
    const { app, key } = await this.apps.create({ ...dto, accountId: req.account!.id });
    return { app: toAppResponse(app, 'owner'), key: { ...key, createdAt: key.createdAt.toISOString() } };
  }

  /** The App, as the caller's role may see it (a viewer gets no secrets). */
  @Get('apps/:id')
  @AppAccess({ appIdFrom: 'param' })
  async getApp(@Param('id', appIdParam) id: string, @CurrentCaller() caller: AppCaller): Promise<AppResponseDto> {
    return toAppResponse(await this.apps.get(id), caller.role);
  }

  /** Changes the App's settings: the fields given, the others stay as they are. */
  @Patch('apps/:id')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  @UseInterceptors(SettingsProblemsInterceptor)
  async updateApp(@Param('id', appIdParam) id: string, @Body() dto: UpdateAppDto): Promise<AppResponseDto> {
    return toAppResponse(await this.apps.update(id, dto), 'owner');
  }

  /** Replaces the App's push secret; the old one stops working within seconds. */
  @Post('apps/:id/push-secret')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  async rotatePushSecret(@Param('id', appIdParam) id: string): Promise<AppResponseDto> {
    return toAppResponse(await this.apps.rotatePushSecret(id), 'owner');
  }

  /** Replaces the App's identity secret (identity verification); hashes made with the old one stop working within seconds. */
  @Post('apps/:id/identity-secret')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  async rotateIdentitySecret(@Param('id', appIdParam) id: string): Promise<AppResponseDto> {
    return toAppResponse(await this.apps.rotateIdentitySecret(id), 'owner');
  }

  /**
   * Deletes the App and all its data: QnAs, Intents, botmeter records, webchat conversations,
   * keys, members. Its keys are refused at once. Cannot be undone.
   */
  @Delete('apps/:id')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  @HttpCode(204)
  async deleteApp(@Param('id', appIdParam) id: string): Promise<void> {
    await this.apps.delete(id);
  }

  /** The App's keys, live and revoked, with their names and last use. */
  @Get('apps/:id/keys')
  @AppAccess({ appIdFrom: 'param', role: 'editor' })
  async listKeys(@Param('id', appIdParam) id: string): Promise<KeyResponseDto[]> {
    return (await this.apps.listKeys(id)).map(toKeyResponse);
  }

  /** Issues another key (an App holds at most `maxLiveKeys` live keys, GET /portal/api/config: 409 past them). */
  @Post('apps/:id/keys')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  @ApiConflictResponse({ description: 'The App holds 5 live keys already' })
  async issueKey(@Param('id', appIdParam) id: string, @Body() dto: IssueKeyDto): Promise<IssuedKeyResponseDto> {
    const key = await this.apps.issueKey(id, dto.name?.trim() ?? '');
    return { ...key, createdAt: key.createdAt.toISOString() };
  }

  /** Renames a key. */
  @Patch('apps/:id/keys/:keyId')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  @ApiNotFoundResponse({ description: 'No such key in the App' })
  @HttpCode(204)
  async renameKey(
    @Param('id', appIdParam) id: string,
    @Param('keyId', keyIdParam) keyId: string,
    @Body() dto: RenameKeyDto,
  ): Promise<void> {
    await this.apps.renameKey(id, keyId, dto.name.trim());
  }

  /** Revokes a key: refused by every instance within 5 s. */
  @Delete('apps/:id/keys/:keyId')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  @ApiNotFoundResponse({ description: 'No such live key in the App (unknown or revoked already)' })
  @HttpCode(204)
  async revokeKey(@Param('id', appIdParam) id: string, @Param('keyId', liveKeyIdParam) keyId: string): Promise<void> {
    await this.apps.revokeKey(id, keyId);
  }
}
