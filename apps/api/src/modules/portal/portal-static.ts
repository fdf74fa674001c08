import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * `apps/portal/dist` of the repository this module runs from: the compiled api runs from
 * `dist/apps/api/src/modules/portal`, the tests from `apps/api/src/modules/portal`, so walk up.
 */
export function findPortalDist(from: string = __dirname): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const dist = join(dir, 'apps', 'portal', 'dist');
    if (existsSync(join(dist, 'index.html'))) return dist;
    if (dirname(dir) === dir) return null;
  }
}

// Plain: the portal's CSP allows no inline style.
const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Parley portal not built</title></head>
<body>
<h1>The developer portal is not built</h1>
<p>Build it once, then restart the api:</p><pre>npm run build:portal</pre>
<p>The portal API itself is up under <code>/portal/api</code> (see <a href="/docs">/docs</a>).</p></body></html>`;

/**
 * Serves the portal UI at `/portal`: hashed assets with a long cache, `index.html` for every client
 * route (`/portal/apps/...`). `/portal/api/*` is never shadowed: an unknown API path stays a JSON 404.
 */
export async function servePortal(fastify: FastifyInstance, dist = findPortalDist()): Promise<void> {
  const index = dist ? readFileSync(join(dist, 'index.html'), 'utf8') : NOT_BUILT;
  if (dist) {
    await fastify.register(fastifyStatic, {
      root: dist,
      prefix: '/portal/',
      // One route per built file; the fallback below answers everything else.
      wildcard: false,
      index: false,
      // Swagger UI registers @fastify/static too: one reply.sendFile decorator is enough.
      decorateReply: false,
      // v10 passes the Fastify reply (typed as a ServerResponse).
      setHeaders: (reply: unknown, path: string) => {
        (reply as FastifyReply).header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
      // send's own Cache-Control (max-age=0) off: setHeaders decides.
      cacheControl: false,
    });
  }
  const page = (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0]!;
    // An unknown API route, or a missing asset, is a 404, not the app shell.
    if (path.startsWith('/portal/api/') || path === '/portal/api' || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    return reply.status(dist ? 200 : 503).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(index);
  };
  fastify.get('/portal', page);
  fastify.get('/portal/', page);
  fastify.get('/portal/*', page);
}
