import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Response headers, worked out once at boot and set by one hook.
 *
 * - API answers (JSON) carry CORS for any page, since credentials travel in headers and never in
 *   cookies, and the security headers the OWASP REST Security Cheat Sheet asks of an API:
 *   `Cache-Control: no-store`, a CSP that forbids everything (`default-src 'none'`,
 *   `frame-ancestors 'none'`), HSTS, `nosniff` and `X-Frame-Options: DENY`.
 * - Pages (Swagger UI under /docs, the portal UI under /portal) get Helmet's full set with their
 *   own CSP.
 * - A CORS preflight (OPTIONS with Access-Control-Request-Method) is answered 204 at once.
 *
 * Why not @fastify/cors and @fastify/helmet: with a fixed policy nothing depends on the request,
 * yet @fastify/helmet rebuilt its middleware on every request, and @fastify/cors (which Nest
 * then copies onto the raw response) cost ~6 µs per request: together a third of the CPU of a
 * small API request (see bench/RESULTS.md, entity extraction over HTTP). Every header value is
 * still produced by Helmet itself, run once against a recording response.
 */
export interface ResponseHeaderOptions {
  /** Helmet options for pages. */
  pages: HelmetOptions;
  /** Paths served as pages rather than API (prefix match); `/portal/api` stays API. */
  pagePrefixes: string[];
  apiPrefixesUnderPages: string[];
  cors: { allowedHeaders: string[]; exposedHeaders: string[]; methods: string[]; maxAgeSeconds: number };
}

export interface ResponseHeaders {
  api: Record<string, string>;
  page: Record<string, string>;
  preflight: Record<string, string>;
}

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
      'access-control-allow-origin': '*',
      'access-control-expose-headers': cors.exposedHeaders.join(', '),
      'cache-control': 'no-store',
      ...rest,
    },
    page: helmetHeaders(options.pages),
    preflight: {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': cors.methods.join(', '),
      'access-control-allow-headers': cors.allowedHeaders.join(', '),
      'access-control-max-age': String(cors.maxAgeSeconds),
      vary: 'Access-Control-Request-Headers',
      'content-length': '0',
    },
  };
}

/** Adds the headers to every reply of `app` and answers CORS preflights. */
export function registerResponseHeaders(app: FastifyInstance, options: ResponseHeaderOptions): ResponseHeaders {
  const headers = responseHeaders(options);
  const { api, page, preflight } = headers;
  const isPage = (url: string) =>
    options.pagePrefixes.some((p) => url.startsWith(p)) && !options.apiPrefixesUnderPages.some((p) => url.startsWith(p));
  app.addHook('onRequest', (req, reply, done) => {
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      void reply.code(204).headers(preflight).send();
      return;
    }
    void reply.headers(isPage(req.url) ? page : api);
    done();
  });
  return headers;
}
