import { applyDecorators, CanActivate, ExecutionContext, Injectable, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AccountEntity } from '@parley/persistence';
import { AccountsService } from './accounts.service';

export interface PortalRequest {
  headers: Record<string, string | string[] | undefined>;
  account?: AccountEntity;
}

/** A portal session: `Authorization: Bearer <token>` from sign-up or log-in. */
@Injectable()
export class PortalAuthGuard implements CanActivate {
  constructor(private readonly accounts: AccountsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<PortalRequest>();
    const auth = req.headers.authorization;
    const token = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
    if (!token) throw new UnauthorizedException('Missing Authorization: Bearer <session token>');
    const account = await this.accounts.fromToken(token);
    if (!account) throw new UnauthorizedException('Session expired or invalid: log in again');
    req.account = account;
    return true;
  }
}

export function PortalAuth() {
  return applyDecorators(
    UseGuards(PortalAuthGuard),
    ApiBearerAuth('session'),
    ApiUnauthorizedResponse({ description: 'No valid session token' }),
  );
}
