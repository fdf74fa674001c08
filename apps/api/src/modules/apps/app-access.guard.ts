import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  HttpException,
  Inject,
  Injectable,
  mixin,
  NotFoundException,
  UnauthorizedException,
  type Type,
} from '@nestjs/common';
import { isUuid } from '@parley/contracts';
import type { FastifyReply } from 'fastify';
import { Limiter } from '@parley/redis';
import { API_CONFIG, rateLimitCaps, type ApiConfig } from '../../config/config';
import { verifySession } from '../accounts/session.guard';
import { bearerToken, SessionsService } from '../accounts/sessions.service';
import { hasRole, KEY_ROLE, type AppCaller, type AppContext, type AppRequest, type AppRole } from './app-context';
import { AppMembersRepository } from './app-members.repository';
import { AuthFailures } from './auth-failures';
import { CredentialsService } from './credentials.service';
import { REQUEST_COSTS, type RequestCost } from './request-cost';

/** Where a route finds its App: the `App-Id` header, or its `:id` path parameter (the portal's App routes). */
export type AppIdFrom = 'header' | 'param';

/**
 * The one door to an App (docs/api.md, "Authentication"). A request comes in either
 * - with `App-Id` and `App-Key` (a bot, a script): 401 without them, 403 when they do not match a
 *   live key; the caller is an editor (`KEY_ROLE`);
 * - or with a portal session (`Authorization: Bearer`) and the App's id: 401 without a valid
 *   session, 404 when no such App is among the account's (another account's App is never revealed);
 *   the caller has the account's role in the App (`AppMembersRepository`).
 * Both end in the same `AppCaller` on the request, within the App's rate limit (429 with
 * Retry-After past it; every answer carries X-RateLimit-Limit, -Remaining and -Reset), and a 403
 * when the route needs a higher role than the caller's. The portal's routes of an App's settings
 * and keys (`appIdFrom: 'param'`) take a session only and are outside the rate limit.
 *
 * The limit is one fixed window per App, sized so that `rateBurst` tokens fit in it and the
 * sustained rate is `rateLimit` per second (defaults: 200 in 2 s = 100/s with bursts of 200). A
 * request costs one token, or more on a route whose work grows with its text (`REQUEST_COSTS`:
 * a 2,000-character spell check costs 20), never more than `rateBurst`; X-RateLimit-Cost says it.
 * Its tokens are taken from the `Limiter` before the work (leased from Redis and spent here: most
 * requests cost no round trip, and concurrent ones never pass the limit together).
 * Values stored above the operator's caps (APP_RATE_LIMIT_MAX, APP_RATE_BURST_MAX: an App saved
 * before the cap was lowered) count as the caps.
 * One guard rather than @nestjs/throttler's: its per-request metadata lookups and awaits cost as
 * much as the whole check (bench/RESULTS.md, entity extraction over HTTP). For the same reason a
 * route's minimum role and cost are not metadata read per request: `appAccessGuard()` makes one
 * guard class per (role, App id source, cost), which knows them from birth. The App-Key path does
 * what it did before roles: read two headers, one cached verification, one take from the App's
 * budget, plus one Map lookup of the caller's address among those past their failed
 * authentications (`AuthFailures`).
 */
@Injectable()
export class AppAccessGuard implements CanActivate {
  /** The lowest role the route accepts. */
  protected readonly minRole: AppRole = 'viewer';
  protected readonly appIdFrom: AppIdFrom = 'header';
  /** Whether an App-Key may call the route at all (worked out once, not per request). */
  protected readonly keyAllowed: boolean = true;
  protected readonly cost: RequestCost = 'request';
  private readonly caps: { rateLimit: number; rateBurst: number };

  constructor(
    private readonly credentials: CredentialsService,
    private readonly members: AppMembersRepository,
    private readonly sessions: SessionsService,
    private readonly limiter: Limiter,
    private readonly failures: AuthFailures,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.caps = rateLimitCaps(config);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<AppRequest>();
    const appKey = header(req, 'app-key');
    // A session when the route takes only sessions, or the request carries one and no App-Key.
    if (this.appIdFrom === 'param' || (!appKey && bearerToken(req.headers))) return this.bySession(req, http.getResponse<FastifyReply>());
    const appId = header(req, 'app-id');
    if (!appId || !appKey) {
      const missing = [!appId && 'App-Id', !appKey && 'App-Key'].filter((h): h is string => !!h);
      throw new UnauthorizedException({
        message: `Missing ${missing.join(' and ')} header${missing.length > 1 ? 's' : ''}`,
        details: missing.map((h) => ({ field: h, problem: 'header is required' })),
      });
    }
    const address = req.ip ?? '';
    const wait = this.failures.retryAfter(address);
    if (wait) throw tooManyFailures(http.getResponse<FastifyReply>(), wait);
    const caller = isUuid(appId) ? await this.credentials.verify(appId.toLowerCase(), appKey) : null;
    if (!caller) {
      const blocked = await this.failures.failed(address);
      if (blocked) throw tooManyFailures(http.getResponse<FastifyReply>(), blocked);
      throw new ForbiddenException('Authentication failed, wrong App-Id or App-Key');
    }
    // Wrong keys sent with this one and counted meanwhile may have spent the address's failures.
    const late = this.failures.pending(address);
    if (late) {
      const after = await late;
      if (after) throw tooManyFailures(http.getResponse<FastifyReply>(), after);
    }
    req.parleyCaller = caller;
    await this.checkRate(caller.app, req, http.getResponse<FastifyReply>());
    if (!this.keyAllowed) throw this.roleTooLow(caller);
    return true;
  }

  private async bySession(req: AppRequest, reply: FastifyReply): Promise<boolean> {
    const { account } = await verifySession(this.sessions, req.headers);
    const appId = this.appIdFrom === 'param' ? req.params?.id : header(req, 'app-id');
    if (!appId) {
      throw new UnauthorizedException({ message: 'Missing App-Id header', details: [{ field: 'App-Id', problem: 'header is required' }] });
    }
    const id = appId.toLowerCase();
    const role = isUuid(id) ? await this.members.roleOf(id, account.id) : null;
    const app = role && (await this.credentials.app(id));
    if (!role || !app) throw new NotFoundException(`No App ${appId} among this account's Apps`);
    const caller: AppCaller = { app, role, via: 'session', accountId: account.id };
    req.parleyCaller = caller;
    // The App's own routes count in its rate limit, whoever calls. Its settings and keys do not: an
    // owner revoking a leaked key, or raising the limit, must get through while the key floods the App.
    if (this.appIdFrom === 'header') await this.checkRate(app, req, reply);
    if (!hasRole(role, this.minRole)) throw this.roleTooLow(caller);
    return true;
  }

  private roleTooLow(caller: AppCaller): ForbiddenException {
    const who =
      caller.via === 'key'
        ? `an App-Key acts as ${KEY_ROLE}; use a portal session of the App's ${this.minRole}`
        : `this account is ${caller.role}`;
    return new ForbiddenException(`This needs the ${this.minRole} role on the App: ${who}`);
  }

  private async checkRate(app: AppContext, req: AppRequest, reply: FastifyReply): Promise<void> {
    const rateLimit = Math.min(app.rateLimit, this.caps.rateLimit);
    const rateBurst = Math.min(app.rateBurst, this.caps.rateBurst);
    const windowMs = Math.max(1000, Math.round((rateBurst / rateLimit) * 1000));
    // A request dearer than a whole window would never get through: it costs the whole window.
    const cost = Math.min(REQUEST_COSTS[this.cost](req), rateBurst);
    const allowance = { key: `app:${app.id}`, limit: rateBurst, windowMs };
    const verdict = await this.limiter.take([allowance], cost);
    const resetSeconds = Math.max(1, Math.ceil(verdict.resetMs / 1000));
    const remaining = Math.min(rateBurst, verdict.remaining);
    void reply.header('x-ratelimit-cost', cost);
    void reply.header('x-ratelimit-limit', rateBurst);
    void reply.header('x-ratelimit-remaining', remaining);
    void reply.header('x-ratelimit-reset', resetSeconds);
    if (!verdict.ok) {
      void reply.header('retry-after', resetSeconds);
      throw new HttpException('Too many requests for this App: slow down and retry after the time in Retry-After', 429);
    }
    // Given back if the body turns out to be refused (RefusedBodyRefund).
    req.parleyRate = { appId: app.id, allowance, cost, remaining };
  }
}

const guards = new Map<string, Type<CanActivate>>();

/** The access guard of routes needing `minRole`, their App named by `appIdFrom`, costing `cost` (one class per triple). */
export function appAccessGuard(
  minRole: AppRole = 'viewer',
  appIdFrom: AppIdFrom = 'header',
  cost: RequestCost = 'request',
): Type<CanActivate> {
  const name = `${minRole}:${appIdFrom}:${cost}`;
  let guard = guards.get(name);
  if (!guard) {
    class RouteAccessGuard extends AppAccessGuard {
      protected override readonly minRole = minRole;
      protected override readonly appIdFrom = appIdFrom;
      protected override readonly keyAllowed = appIdFrom === 'header' && hasRole(KEY_ROLE, minRole);
      protected override readonly cost = cost;
    }
    guard = mixin(RouteAccessGuard);
    guards.set(name, guard);
  }
  return guard;
}

function tooManyFailures(reply: FastifyReply, seconds: number): HttpException {
  void reply.header('retry-after', seconds);
  return new HttpException('Too many failed authentications from this address: retry after the time in Retry-After', 429);
}

function header(req: AppRequest, name: string): string | undefined {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s?.trim() || undefined;
}
