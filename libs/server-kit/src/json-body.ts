import type { FastifyInstance } from 'fastify';

/** Methods whose body is seldom meant: an empty one sent with a JSON Content-Type is no body. */
const BODY_OPTIONAL = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS']);

/**
 * Fastify's own JSON parser (prototype poisoning refused), but an empty body of a DELETE (or of a
 * method that never carries one) is taken as
 * no body rather than a 400 "The JSON body is empty": HTTP clients that send `Content-Type:
 * application/json` on every request then get the route's answer (its access check first), as
 * without the header. A POST, PUT or PATCH carries a body: an empty one is still named.
 */
export function registerJsonParser(fastify: FastifyInstance): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '' && BODY_OPTIONAL.has(req.method)) return done(null, undefined);
    void parse(req, body as string, done);
  });
}
