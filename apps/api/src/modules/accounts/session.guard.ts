import { applyDecorators, CanActivate, ExecutionContext, Injectable, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AccountEntity } from '@parley/persistence';
import { bearerToken, SessionsService } from './sessions.service';

export interface SessionRequest {
  headers: Record<string, string | string[] | undefined>;
  account?: AccountEntity;
}

/**
 * A portal session, for the routes of the account itself (its profile, its list of Apps, a new
 * App). Routes of one App use `@AppAccess()` of the apps module, which takes a session too.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SessionRequest>();
    req.account = await verifySession(this.sessions, req.headers);
    return true;
  }
}

/** The account of the request's session; 401 when it has none or it expired. */
export async function verifySession(sessions: SessionsService, headers: SessionRequest['headers']): Promise<AccountEntity> {
  const token = bearerToken(headers);
  if (!token) throw new UnauthorizedException('Missing Authorization: Bearer <session token>');
  const account = await sessions.verify(token);
  if (!account) throw new UnauthorizedException('Session expired or invalid: log in again');
  return account;
}

/** Session authentication with its OpenAPI security. */
export function SessionAuth() {
  return applyDecorators(
    UseGuards(SessionGuard),
    ApiBearerAuth('session'),
    ApiUnauthorizedResponse({ description: 'No valid session token' }),
  );
}
