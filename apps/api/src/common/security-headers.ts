import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers, computed once. @fastify/helmet builds Helmet's middleware again on
 * every request (several percent of a small request's CPU); the headers never change, so they are
 * worked out at boot by running Helmet once against a recording response, then set per request.
 */
export function securityHeaders(options: HelmetOptions): { set: Record<string, string>; remove: string[] } {
  const set: Record<string, string> = {};
  const remove: string[] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => remove.push(name.toLowerCase()),
    getHeader: () => undefined,
  };
  helmet(options)({} as never, res as never, () => undefined);
  return { set, remove };
}

/** Adds the headers to every reply of `app`. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const { set, remove } = securityHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    void reply.headers(set);
    for (const h of remove) void reply.removeHeader(h);
    done();
  });
}
