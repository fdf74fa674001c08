import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Limiter } from '@parley/redis';
import { UnreadableBody } from '@parley/server-kit';
import type { FastifyReply } from 'fastify';
import { catchError, from, switchMap, throwError, type Observable } from 'rxjs';
import { InvalidBodyException } from '../../common/pipes/validation.pipe';
import type { AppRequest, RateTaken } from './app-context';

/**
 * A request refused for its body gives back what its App's rate limit took for it (docs/api.md,
 * "Rate limits"): the access guard checks the credentials and takes the tokens first, the body is
 * read and validated after, and a client's malformed requests must not starve its good ones. A
 * refused body is one the validation pipe refuses (400, or 413 for a sentence too long) or one
 * that could not be read (not JSON, empty, another media type: `RejectUnreadableBody`, which runs
 * inside this interceptor). The answer says so: `X-RateLimit-Cost: 0` and the tokens left as if
 * it had not come.
 *
 * Unless the App's client is abusive: its refused bodies are counted too, up to its burst in each
 * window of its limit; past that, a refused body keeps its cost, so a flood of them is slowed down
 * by the App's own limit like any other traffic. Failed authentications are never refunded (they
 * take nothing from the App, and are counted per address by `AuthFailures`).
 */
@Injectable()
export class RefusedBodyRefund implements NestInterceptor {
  constructor(private readonly limiter: Limiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((err: unknown) => {
        const http = context.switchToHttp();
        const req = http.getRequest<AppRequest & { body?: unknown }>();
        const taken = req.parleyRate;
        const refused = err instanceof InvalidBodyException || (req.body instanceof UnreadableBody && req.body.error === err);
        if (!taken || !refused) return throwError(() => err);
        req.parleyRate = undefined;
        return from(this.refund(taken, http.getResponse<FastifyReply>())).pipe(switchMap(() => throwError(() => err)));
      }),
    );
  }

  private async refund(taken: RateTaken, reply: FastifyReply): Promise<void> {
    const { allowance, cost } = taken;
    if (!(await this.limiter.refund(allowance, cost, `app-refused:${taken.appId}`))) return;
    void reply.header('x-ratelimit-cost', 0);
    void reply.header('x-ratelimit-remaining', Math.min(allowance.limit, taken.remaining + cost));
  }
}
