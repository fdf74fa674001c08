import { Body, Controller, Delete, HttpCode, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AccountsService } from '../accounts/accounts.service';
import { SessionAuth, type SessionRequest } from '../accounts/session.guard';
import { SessionsService } from '../accounts/sessions.service';
import {
  AccountResponseDto,
  ChangePasswordDto,
  EndedSessionsResponseDto,
  PasswordResetDto,
  PasswordResetRequestDto,
  toAccount,
  UpdateProfileDto,
} from './dto/account.dto';

/** The portal account's sessions and password. */
@ApiTags('portal')
@Controller('portal/api')
export class AccountController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
  ) {}

  /** Logs out: this session's token is refused from now on, on every instance. */
  @Delete('sessions/current')
  @SessionAuth()
  @HttpCode(204)
  async logOut(@Req() req: SessionRequest): Promise<void> {
    await this.sessions.end(req.sessionId!);
  }

  /** Logs out everywhere: every session of the account ends, this one included, and every reset link not used yet. */
  @Delete('sessions')
  @SessionAuth()
  async logOutEverywhere(@Req() req: SessionRequest): Promise<EndedSessionsResponseDto> {
    return { ended: await this.accounts.logOutEverywhere(req.account!.id) };
  }

  /**
   * Changes the profile: the display name and the picture that visitors see beside this account's
   * operator messages (400 naming `avatarUrl` and the problem unless it is an absolute https: URL of
   * at most 500 characters without credentials; `""` removes it). Fields left out stay as they are.
   */
  @Patch('me')
  @SessionAuth()
  async updateProfile(@Req() req: SessionRequest, @Body() dto: UpdateProfileDto): Promise<AccountResponseDto> {
    return toAccount(await this.accounts.updateProfile(req.account!.id, dto));
  }

  /**
   * Changes the password, given the current one (400 naming `currentPassword` when it is wrong, or
   * `newPassword` and the rule it breaks). Every other session of the account ends, and every
   * reset link not used yet; this one goes on.
   */
  @Put('me/password')
  @SessionAuth()
  @HttpCode(204)
  async changePassword(@Req() req: SessionRequest, @Body() dto: ChangePasswordDto): Promise<void> {
    await this.accounts.changePassword(req.account!.id, req.sessionId!, dto.currentPassword, dto.newPassword);
  }

  /**
   * Sends a one-time password reset link (valid one hour) to the e-mail if it has an account. The
   * answer is the same either way.
   */
  @Post('password-resets')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'A link was sent if the e-mail has an account' })
  @ApiTooManyRequestsResponse({ description: 'Too many links asked for this e-mail or from this address; see Retry-After' })
  async requestReset(@Req() req: FastifyRequest, @Body() dto: PasswordResetRequestDto): Promise<void> {
    await this.accounts.requestReset(dto.email, req.ip);
  }

  /** Sets a new password with the token of a reset link (once); every session of the account ends. */
  @Post('password-resets/use')
  @HttpCode(204)
  async resetPassword(@Body() dto: PasswordResetDto): Promise<void> {
    await this.accounts.resetPassword(dto.token, dto.password);
  }
}
