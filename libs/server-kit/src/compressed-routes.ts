import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { matchesPath } from './response-headers';

export interface CompressedRoutesOptions {
  /** Routes whose answers are compressed for a client that accepts it: their paths as registered, in `matchesPath`'s notation. */
  paths: string[];
  /** ...but these (an API under a page's path: `/portal/api/*`). */
  except?: string[];
  /** Cache-Control of the routes registered exactly as these paths (`/docs/*`: Swagger UI's own files). */
  cache?: { routes: string[]; cacheControl: string };
}

/**
 * Compresses the answers of the pages' routes (brotli or gzip, as the client accepts; `Vary:
 * Accept-Encoding`): Swagger UI is 1.6 MB of script and a document of a few hundred kilobytes,
 * ~0.6 MB of 2.2 MB once compressed, and the portal's script 94 kB, 30 kB. Only these routes: an API answer
 * is small, and its CPU is counted (bench/RESULTS.md). The compression runs in zlib's threads
 * (`syncThreshold: 0`), never on the event loop. A request body is never decompressed.
 * Call it before the routes are registered (before SwaggerModule.setup).
 */
export async function compressRoutes(fastify: FastifyInstance, options: CompressedRoutesOptions): Promise<void> {
  const cache = options.cache;
  const setCache: onSendHookHandler = (_request, reply, payload, done) => {
    if (reply.statusCode === 200 || reply.statusCode === 304) void reply.header('cache-control', cache!.cacheControl);
    done(null, payload);
  };
  // Before @fastify/compress's own onRoute hook, which reads `compress` from the route.
  fastify.addHook('onRoute', (route) => {
    if (!matchesPath(route.url, options.paths) || matchesPath(route.url, options.except ?? [])) return;
    // The route's own options are merged over the plugin's after defaults of their own, which on
    // Node 22.15+ put zstd first: name the encodings here too (brotli, then gzip, on every Node).
    route.compress = { encodings: ['br', 'gzip'] };
    if (cache?.routes.includes(route.url)) route.onSend = [...(route.onSend ? [route.onSend].flat() : []), setCache];
  });
  await fastify.register(fastifyCompress, { global: false, globalDecompression: false, encodings: ['br', 'gzip'], syncThreshold: 0 });
}

/**
 * Swagger UI's own files (swagger-ui-dist, served by @fastify/static at the wildcard route under
 * /docs): they change only with a package upgrade, so a browser keeps them a day, then revalidates
 * them by ETag. The page and its init script (the OpenAPI document) are checked every time.
 */
export const SWAGGER_UI_CACHE = { routes: ['/docs/*'], cacheControl: 'public, max-age=86400' };
