import { CanActivate, ExecutionContext, ForbiddenException, HttpException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AppContext, AppRequest } from '../../modules/apps/app-context';
import { CredentialsService } from '../../modules/apps/credentials.service';
import { RATE_LIMIT_STORAGE, type RateLimitStorage } from '../rate-limit/rate-limit.storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who is calling, and within their rate (docs/api.md, "Authentication"): 401 without App-Id/App-Key, 403
 * when they do not match a live key, 429 with Retry-After past the App's rate limit. Every answer
 * to an authenticated call carries X-RateLimit-Limit, -Remaining and -Reset.
 *
 * The limit is one fixed window per App, sized so that `rateBurst` requests fit in it and the
 * sustained rate is `rateLimit` per second (defaults: 200 in 2 s = 100/s with bursts of 200).
 * One guard rather than @nestjs/throttler's: its per-request metadata lookups and awaits cost as
 * much as the whole check (bench/RESULTS.md, entity extraction over HTTP).
 */
@Injectable()
export class AppAuthGuard implements CanActivate {
  constructor(
    private readonly credentials: CredentialsService,
    @Inject(RATE_LIMIT_STORAGE) private readonly rates: RateLimitStorage,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<AppRequest>();
    const appId = header(req, 'app-id');
    const appKey = header(req, 'app-key');
    if (!appId || !appKey) {
      const missing = [!appId && 'App-Id', !appKey && 'App-Key'].filter((h): h is string => !!h);
      throw new UnauthorizedException({
        message: `Missing ${missing.join(' and ')} header${missing.length > 1 ? 's' : ''}`,
        details: missing.map((h) => ({ field: h, problem: 'header is required' })),
      });
    }
    const app = UUID.test(appId) ? await this.credentials.verify(appId.toLowerCase(), appKey) : null;
    if (!app) throw new ForbiddenException('Authentication failed, wrong App-Id or App-Key');
    req.parleyApp = app;
    await this.checkRate(app, http.getResponse<FastifyReply>());
    return true;
  }

  private async checkRate(app: AppContext, reply: FastifyReply): Promise<void> {
    const windowMs = Math.max(1000, Math.round((app.rateBurst / app.rateLimit) * 1000));
    const { hits, resetSeconds } = await this.rates.hit(app.id, windowMs);
    void reply.header('x-ratelimit-limit', app.rateBurst);
    void reply.header('x-ratelimit-remaining', Math.max(0, app.rateBurst - hits));
    void reply.header('x-ratelimit-reset', resetSeconds);
    if (hits > app.rateBurst) {
      void reply.header('retry-after', resetSeconds);
      throw new HttpException('Too many requests for this App: slow down and retry after the time in Retry-After', 429);
    }
  }
}

function header(req: AppRequest, name: string): string | undefined {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s?.trim() || undefined;
}
