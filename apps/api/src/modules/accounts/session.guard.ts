import { applyDecorators, CanActivate, ExecutionContext, Injectable, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AccountEntity } from '@parley/persistence';
import { bearerToken, SessionsService, type LiveSession } from './sessions.service';

export interface SessionRequest {
  headers: Record<string, string | string[] | undefined>;
  account?: AccountEntity;
  /** The id of the request's session (to end it). */
  sessionId?: string;
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
    const live = await verifySession(this.sessions, req.headers);
    req.account = live.account;
    req.sessionId = live.sessionId;
    return true;
  }
}

/** The live session of the request; 401 when it has none, or it expired or was ended. */
export async function verifySession(sessions: SessionsService, headers: SessionRequest['headers']): Promise<LiveSession> {
  const token = bearerToken(headers);
  if (!token) throw new UnauthorizedException('Missing Authorization: Bearer <session token>');
  const live = await sessions.verify(token);
  if (!live) throw new UnauthorizedException('Session expired, ended or invalid: log in again');
  return live;
}

/** Session authentication with its OpenAPI security. */
export function SessionAuth() {
  return applyDecorators(
    UseGuards(SessionGuard),
    ApiBearerAuth('session'),
    ApiUnauthorizedResponse({ description: 'No valid session token (expired or ended)' }),
  );
}
