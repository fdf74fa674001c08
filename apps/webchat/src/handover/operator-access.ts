import { ForbiddenException, Inject, Injectable, NotFoundException, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { hasRole, type AppRole, type OperatorIdentity } from '@parley/contracts';
import { bearerToken, PortalSessions } from '@parley/server-modules';
import { AppDirectory, type WebchatApp } from '../apps/app-directory.service';
import { WEBCHAT_CONFIG, type WebchatConfig } from '../config/env';
import { operatorOf } from './handover-status';
import { HandoverRepository } from './handover.repository';

/** A member of an App on the operator routes and namespace. */
export interface OperatorContext {
  app: WebchatApp;
  operator: OperatorIdentity;
  role: AppRole;
  /** Role `agent` or higher: takes, answers, returns and closes; below, reads only. */
  answers: boolean;
}

/**
 * Who calls the operator API: a portal session (verified as the api verifies it, libs/server-modules'
 * PortalSessions, against the shared sessions table) and the member's role in the App (the owner, or
 * an app_members row). Viewers read the inbox; `agent` and higher answer.
 */
@Injectable()
export class OperatorAccess {
  private readonly sessions: PortalSessions | null;

  constructor(
    @Inject(WEBCHAT_CONFIG) config: WebchatConfig,
    private readonly apps: AppDirectory,
    private readonly repo: HandoverRepository,
  ) {
    this.sessions = config.sessionSecret ? new PortalSessions(repo, config.sessionSecret) : null;
  }

  get enabled(): boolean {
    return this.sessions !== null;
  }

  /** From a request's headers; 401, 404 (not a member, or no such App), 403 (`answer` and below agent). */
  fromHeaders(headers: Record<string, string | string[] | undefined>, appId: string, answer: boolean): Promise<OperatorContext> {
    return this.check(bearerToken(headers), appId, answer);
  }

  async check(token: string, appId: string, answer: boolean): Promise<OperatorContext> {
    if (!this.sessions) throw new ServiceUnavailableException('The operator inbox is off: SESSION_SECRET is not set on the webchat server');
    if (!token) throw new UnauthorizedException('Missing Authorization: Bearer <session token>');
    const live = await this.sessions.verify(token);
    if (!live) throw new UnauthorizedException('Session expired, ended or invalid: log in again');
    const role = await this.repo.roleOf(appId, live.account.id);
    const app = role ? await this.apps.byAppId(appId) : null;
    if (!role || !app) throw new NotFoundException('Unknown App');
    const answers = hasRole(role, 'agent');
    if (answer && !answers) throw new ForbiddenException('Answering visitors takes the agent role or higher in this App');
    return { app, role, answers, operator: operatorOf(live.account.id, live.account.name, live.account.avatarUrl) };
  }
}
