import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { Observable } from 'rxjs';

/** Methods whose body is seldom meant: an empty one sent with a JSON Content-Type is no body. */
const BODY_OPTIONAL = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS']);

/**
 * Fastify's own JSON parser (prototype poisoning refused), but an empty body of a DELETE (or of a
 * method that never carries one) is taken as
 * no body rather than a 400 "The JSON body is empty": HTTP clients that send `Content-Type:
 * application/json` on every request then get the route's answer (its access check first), as
 * without the header. A POST, PUT or PATCH carries a body: an empty one is still named.
 * `deferErrors`: a body that is not JSON, or empty, becomes an `UnreadableBody`, answered after the
 * route's access check by `RejectUnreadableBody` (which the server then installs).
 */
export function registerJsonParser(fastify: FastifyInstance, options: { deferErrors?: boolean } = {}): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '' && BODY_OPTIONAL.has(req.method)) return done(null, undefined);
    if (!options.deferErrors) return void parse(req, body as string, done);
    void parse(req, body as string, (err, value) => done(null, err ? new UnreadableBody(err) : value));
  });
}

/**
 * A body that could not be read (not JSON, empty, of another media type than the route takes),
 * kept as the request's body instead of answered at once (`deferErrors`): `RejectUnreadableBody`
 * answers it after the route's access check, so a request without credentials is a 401 whatever
 * its body, and one with wrong credentials a 403. A body over the limit is still refused as it
 * arrives (413): it is never read.
 */
export class UnreadableBody {
  constructor(readonly error: Error) {}
}

const CHECKS_BODY_ITSELF = 'parley:checksUnreadableBody';

/**
 * The route authenticates its caller in its handler (no guard), then calls `readableBody`:
 * `RejectUnreadableBody` leaves its unreadable body to it, so that credentials are still checked first.
 */
export const ChecksUnreadableBody = (): MethodDecorator => SetMetadata(CHECKS_BODY_ITSELF, true);

/** The request's body, or its error when it could not be read (`deferErrors`): call it once the caller is known. */
export function readableBody(body: unknown): unknown {
  if (body instanceof UnreadableBody) throw body.error;
  return body;
}

/** Global interceptor (it runs after the guards): answers a request whose body was unreadable with that error. */
@Injectable()
export class RejectUnreadableBody implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const body = context.switchToHttp().getRequest<{ body?: unknown }>().body;
    if (body instanceof UnreadableBody && !Reflect.getMetadata(CHECKS_BODY_ITSELF, context.getHandler())) throw body.error;
    return next.handle();
  }
}
