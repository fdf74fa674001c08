import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerOptions } from '@nestjs/throttler';
import type { AppRequest } from '../../modules/apps/app-context';

function app(ctx: ExecutionContext) {
  return ctx.switchToHttp().getRequest<AppRequest>().parleyApp;
}

/**
 * One fixed window per App sized so that `rateBurst` requests fit in it and the sustained rate
 * is `rateLimit` per second (defaults: 200 in 2 s = 100/s with bursts of 200).
 */
export const APP_THROTTLER: ThrottlerOptions = {
  name: 'default',
  limit: (ctx) => app(ctx)?.rateBurst ?? 200,
  ttl: (ctx) => {
    const a = app(ctx);
    return a ? Math.max(1000, Math.round((a.rateBurst / a.rateLimit) * 1000)) : 2000;
  },
};
