import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { AccountEntity } from '@parley/persistence';
import { ConfigurableJwtTtl } from './session-ttl';
import { AccountsService } from './accounts.service';
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
import { PortalAppsService } from './portal-apps.service';
import { PortalAuth, type PortalRequest } from './portal-auth.guard';

const uuid = new ParseUUIDPipe({ version: '4', errorHttpStatusCode: 404 });

function toAccount(a: AccountEntity): AccountResponseDto {
  return { id: a.id, email: a.email, name: a.name, createdAt: a.createdAt.toISOString() };
}

/** The developer portal's API: accounts, Apps, keys. */
@ApiTags('portal')
@Controller('portal/api')
export class PortalController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly apps: PortalAppsService,
    private readonly ttl: ConfigurableJwtTtl,
  ) {}

  /** Creates an account and opens a session. */
  @Post('accounts')
  @ApiConflictResponse({ description: 'E-mail taken' })
  async signUp(@Body() dto: SignUpDto): Promise<SessionResponseDto> {
    const s = await this.accounts.signUp(dto.email, dto.password, dto.name);
    return { token: s.token, expiresIn: this.ttl.seconds, account: toAccount(s.account) };
  }

  /** Opens a session. */
  @Post('sessions')
  @HttpCode(200)
  async logIn(@Body() dto: LogInDto): Promise<SessionResponseDto> {
    const s = await this.accounts.logIn(dto.email, dto.password);
    return { token: s.token, expiresIn: this.ttl.seconds, account: toAccount(s.account) };
  }

  @Get('me')
  @PortalAuth()
  me(@Req() req: PortalRequest): AccountResponseDto {
    return toAccount(req.account!);
  }

  @Get('apps')
  @PortalAuth()
  async listApps(@Req() req: PortalRequest): Promise<AppResponseDto[]> {
    return (await this.apps.list(req.account!.id)).map(toAppResponse);
  }

  /** Creates an App and its first key (shown once). */
  @Post('apps')
  @PortalAuth()
  async createApp(@Req() req: PortalRequest, @Body() dto: CreateAppDto): Promise<CreatedAppResponseDto> {
    const { app, key } = await this.apps.create(req.account!.id, dto);
    return { app: toAppResponse(app), key: { ...key, createdAt: key.createdAt.toISOString() } };
  }

  @Get('apps/:id')
  @PortalAuth()
  @ApiNotFoundResponse()
  async getApp(@Req() req: PortalRequest, @Param('id', uuid) id: string): Promise<AppResponseDto> {
    return toAppResponse(await this.apps.get(req.account!.id, id));
  }

  @Patch('apps/:id')
  @PortalAuth()
  @ApiNotFoundResponse()
  async updateApp(@Req() req: PortalRequest, @Param('id', uuid) id: string, @Body() dto: UpdateAppDto): Promise<AppResponseDto> {
    return toAppResponse(await this.apps.update(req.account!.id, id, dto));
  }

  @Get('apps/:id/keys')
  @PortalAuth()
  async listKeys(@Req() req: PortalRequest, @Param('id', uuid) id: string): Promise<KeyResponseDto[]> {
    return (await this.apps.listKeys(req.account!.id, id)).map(toKeyResponse);
  }

  /** Issues another key; the App then holds two live keys until one is revoked. */
  @Post('apps/:id/keys')
  @PortalAuth()
  async issueKey(@Req() req: PortalRequest, @Param('id', uuid) id: string): Promise<IssuedKeyResponseDto> {
    const key = await this.apps.issueKey(req.account!.id, id);
    return { ...key, createdAt: key.createdAt.toISOString() };
  }

  /** Revokes a key: refused by every instance within 5 s. */
  @Delete('apps/:id/keys/:keyId')
  @PortalAuth()
  @HttpCode(204)
  async revokeKey(@Req() req: PortalRequest, @Param('id', uuid) id: string, @Param('keyId', uuid) keyId: string): Promise<void> {
    await this.apps.revokeKey(req.account!.id, id, keyId);
  }
}
