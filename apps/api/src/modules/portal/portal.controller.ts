import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import type { AccountEntity } from '@parley/persistence';
import { AccountsService } from '../accounts/accounts.service';
import type { Session } from '../accounts/sessions.service';
import { SessionAuth, type SessionRequest } from '../accounts/session.guard';
import { AppAccess } from '../apps/app-access.decorator';
import { AppMembersRepository } from '../apps/app-members.repository';
import { AppsService } from '../apps/apps.service';
import { AccountResponseDto, LogInDto, SessionResponseDto, SignUpDto } from './dto/account.dto';
import {
  AppResponseDto,
  CreateAppDto,
  CreatedAppResponseDto,
  IssuedKeyResponseDto,
  KeyResponseDto,
  toAppResponse,
  toKeyResponse,
  UpdateAppDto,
} from './dto/app.dto';
import { uuidParam as uuid } from './uuid-param';

function toAccount(a: AccountEntity): AccountResponseDto {
  return { id: a.id, email: a.email, name: a.name, createdAt: a.createdAt.toISOString() };
}

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
  ) {}

  /** Creates an account and opens a session. */
  @Post('accounts')
  @ApiConflictResponse({ description: 'E-mail taken' })
  async signUp(@Body() dto: SignUpDto): Promise<SessionResponseDto> {
    return toSession(await this.accounts.signUp(dto.email, dto.password, dto.name));
  }

  /** Opens a session. */
  @Post('sessions')
  @HttpCode(200)
  async logIn(@Body() dto: LogInDto): Promise<SessionResponseDto> {
    return toSession(await this.accounts.logIn(dto.email, dto.password));
  }

  @Get('me')
  @SessionAuth()
  me(@Req() req: SessionRequest): AccountResponseDto {
    return toAccount(req.account!);
  }

  /** The Apps this account may use. */
  @Get('apps')
  @SessionAuth()
  async listApps(@Req() req: SessionRequest): Promise<AppResponseDto[]> {
    return (await this.members.appsOf(req.account!.id)).map(toAppResponse);
  }

  /** Creates an App, owned by this account, and its first key (shown once). */
  @Post('apps')
  @SessionAuth()
  async createApp(@Req() req: SessionRequest, @Body() dto: CreateAppDto): Promise<CreatedAppResponseDto> {
    const { app, key } = await this.apps.create({ ...dto, accountId: req.account!.id });
    return { app: toAppResponse(app), key: { ...key, createdAt: key.createdAt.toISOString() } };
  }

  @Get('apps/:id')
  @AppAccess({ appIdFrom: 'param' })
  async getApp(@Param('id', uuid) id: string): Promise<AppResponseDto> {
    return toAppResponse(await this.apps.get(id));
  }

  @Patch('apps/:id')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  async updateApp(@Param('id', uuid) id: string, @Body() dto: UpdateAppDto): Promise<AppResponseDto> {
    return toAppResponse(await this.apps.update(id, dto));
  }

  /** Replaces the App's push secret; the old one stops working within seconds. */
  @Post('apps/:id/push-secret')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  async rotatePushSecret(@Param('id', uuid) id: string): Promise<AppResponseDto> {
    return toAppResponse(await this.apps.rotatePushSecret(id));
  }

  /** Replaces the App's identity secret (identity verification); hashes made with the old one stop working within seconds. */
  @Post('apps/:id/identity-secret')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  async rotateIdentitySecret(@Param('id', uuid) id: string): Promise<AppResponseDto> {
    return toAppResponse(await this.apps.rotateIdentitySecret(id));
  }

  @Get('apps/:id/keys')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  async listKeys(@Param('id', uuid) id: string): Promise<KeyResponseDto[]> {
    return (await this.apps.listKeys(id)).map(toKeyResponse);
  }

  /** Issues another key; the App then holds two live keys until one is revoked. */
  @Post('apps/:id/keys')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  async issueKey(@Param('id', uuid) id: string): Promise<IssuedKeyResponseDto> {
    const key = await this.apps.issueKey(id);
    return { ...key, createdAt: key.createdAt.toISOString() };
  }

  /** Revokes a key: refused by every instance within 5 s. */
  @Delete('apps/:id/keys/:keyId')
  @AppAccess({ appIdFrom: 'param', role: 'owner' })
  @HttpCode(204)
  async revokeKey(@Param('id', uuid) id: string, @Param('keyId', uuid) keyId: string): Promise<void> {
    await this.apps.revokeKey(id, keyId);
  }
}
