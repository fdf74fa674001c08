import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-body';

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * A request to a route that exists with another method (PATCH of a QnA, which takes GET, PUT and
 * DELETE) is a 405 naming the methods it takes, with `Allow`, not a 404 that says the thing is not
 * there. Routes are recorded as they are registered (call it before the server's routes); a path
 * that no route of any method matches stays a 404, as do wildcard routes (static pages), which
 * would claim every path under them. Costs nothing on a request that has a route.
 */
export function answerWrongMethod(fastify: FastifyInstance): void {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  const byUrl = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  fastify.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    let entry = byUrl.get(route.url);
    if (!entry) {
      const source = route.url
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      entry = { pattern: new RegExp(`^${source}/?$`), methods: new Set() };
      byUrl.set(route.url, entry);
      routes.push(entry);
    }
    for (const m of [route.method].flat()) entry.methods.add(m.toUpperCase());
  });
  fastify.addHook('onRequest', (req, reply, done) => {
    // A preflight is answered by the CORS hook; only requests without a route are looked at.
    if (!req.is404 || req.method === 'OPTIONS') return done();
    const path = req.url.split('?')[0];
    const allowed = new Set<string>();
    for (const r of routes) if (r.pattern.test(path)) for (const m of r.methods) allowed.add(m);
    allowed.delete('OPTIONS');
    if (!allowed.size || allowed.has(req.method)) return done();
    const methods = ORDER.filter((m) => allowed.has(m));
    void reply
      .code(405)
      .header('allow', methods.join(', '))
      .send(errorBody(405, `${req.method} is not allowed on this route; it takes ${methods.filter((m) => m !== 'HEAD').join(', ')}`));
  });
}
