import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Response headers of both servers, worked out once at boot and set by one hook on every answer,
 * routes, static files and 404s alike (a route may still set its own: its value wins).
 *
 * - API answers (JSON, the widget script, metrics) carry the security headers the OWASP REST
 *   Security Cheat Sheet asks of an API: `Cache-Control: no-store`, a CSP that forbids everything
 *   (`default-src 'none'`, `frame-ancestors 'none'`), HSTS, `nosniff` and `X-Frame-Options: DENY`;
 *   and, when `cors` is given, CORS for any page (credentials travel in headers, never cookies).
 * - Pages get Helmet's full set with a CSP of their own (`PagePolicy`): nothing but the page's own
 *   origin, no inline script (a page that needs one names it by hash or nonce), no plugins, and no
 *   framing (`frame-ancestors 'none'`, `X-Frame-Options: DENY`): no page of ours is meant to be in
 *   another's frame. No `upgrade-insecure-requests`: every resource is the page's own origin, and a
 *   server reached over plain HTTP (a development machine, a LAN) must keep working.
 * - A CORS preflight (OPTIONS with Access-Control-Request-Method) is answered 204 at once (`cors`).
 *
 * Why not @fastify/cors and @fastify/helmet: with a fixed policy nothing depends on the request,
 * yet @fastify/helmet rebuilt its middleware on every request, and @fastify/cors (which Nest
 * then copies onto the raw response) cost ~6 µs per request: together a third of the CPU of a
 * small API request (see bench/RESULTS.md, entity extraction over HTTP). Every header value is
 * still produced by Helmet itself, run once against a recording response.
 */
export interface PagePolicy {
  /** Paths answered as pages: exact, or every path under a prefix when it ends with `*`. */
  paths: string[];
  /** CSP directives beyond the base (`default-src 'self'`...), replacing the base's of the same name. */
  csp?: Record<string, string[]>;
}

export interface ResponseHeaderOptions {
  pages: PagePolicy[];
  /** Paths under a page's that answer as API (`/portal/api/*`), in the same notation. */
  apiPaths?: string[];
  /** Fixed CORS for any origin (the api); absent: CORS is left to the server (the webchat's per-origin one). */
  cors?: { allowedHeaders: string[]; exposedHeaders: string[]; methods: string[]; maxAgeSeconds: number };
}

export interface ResponseHeaders {
  api: Record<string, string>;
  /** Each page policy's headers, in the order of `pages`. */
  pages: Record<string, string>[];
  preflight: Record<string, string>;
}

/** What every page allows unless its policy says otherwise. */
export const BASE_PAGE_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'script-src-attr': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
};

/** Helmet's headers for `options`, from one run against a recording response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const set: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete set[name.toLowerCase()],
    getHeader: () => undefined,
  };
  helmet(options)({} as never, res as never, () => undefined);
  return set;
}

/** Helmet's page headers with the base CSP and `csp` over it. */
export function pageHeaders(csp: Record<string, string[]> = {}): Record<string, string> {
  return helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { ...BASE_PAGE_CSP, ...csp } },
    frameguard: { action: 'deny' },
  });
}

export function responseHeaders(options: ResponseHeaderOptions): ResponseHeaders {
  const rest = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
    // The rest of Helmet's set concerns documents, not JSON.
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const { cors } = options;
  return {
    api: {
      ...(cors ? { 'access-control-allow-origin': '*', 'access-control-expose-headers': cors.exposedHeaders.join(', ') } : {}),
      'cache-control': 'no-store',
      ...rest,
    },
    pages: options.pages.map((p) => pageHeaders(p.csp)),
    preflight: cors
      ? {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': cors.methods.join(', '),
          'access-control-allow-headers': cors.allowedHeaders.join(', '),
          'access-control-max-age': String(cors.maxAgeSeconds),
          vary: 'Access-Control-Request-Headers',
          'content-length': '0',
        }
      : {},
  };
}

/** Whether `path` is one of `patterns` (exact, or under a prefix ending with `*`). */
export function matchesPath(path: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p));
}

/** Adds the headers to every reply of `app` and, with `cors`, answers CORS preflights. */
export function registerResponseHeaders(app: FastifyInstance, options: ResponseHeaderOptions): ResponseHeaders {
  const headers = responseHeaders(options);
  const { api, pages, preflight } = headers;
  const apiPaths = options.apiPaths ?? [];
  const headersOf = (url: string) => {
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (matchesPath(path, apiPaths)) return api;
    const page = options.pages.findIndex((p) => matchesPath(path, p.paths));
    return page < 0 ? api : pages[page]!;
  };
  app.addHook('onRequest', (req, reply, done) => {
    if (options.cors && req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      void reply.code(204).headers(preflight).send();
      return;
    }
    void reply.headers(headersOf(req.url));
    done();
  });
  return headers;
}
