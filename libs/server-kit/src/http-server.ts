import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { proxyTrust, type TrustProxy } from './client-address';

/** The HTTP settings both servers read (`serverEnvShape` in libs/config). */
export interface HttpServerSettings {
  TRUST_PROXY: TrustProxy;
  HTTP_HEADERS_TIMEOUT_MS: number;
  HTTP_REQUEST_TIMEOUT_MS: number;
  HTTP_CONNECTION_TIMEOUT_MS: number;
  HTTP_KEEP_ALIVE_TIMEOUT_MS: number;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Fastify's server options both servers start with: timeouts so a slow or silent client cannot
 * hold a connection forever (Fastify's own defaults are 0, none), and request ids.
 * - headers within HTTP_HEADERS_TIMEOUT_MS and the whole request within HTTP_REQUEST_TIMEOUT_MS,
 *   else Node answers 408 and closes; Node checks them every second here (its default is every
 *   30 s, which lets a slow client stay up to 30 s longer);
 * - a connection silent both ways for HTTP_CONNECTION_TIMEOUT_MS is closed (a WebSocket is not
 *   concerned: once upgraded its socket has no timeout, Socket.IO pings it);
 * - an idle kept-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_MS.
 * The request id is the client's `X-Request-Id` when it is a short plain token, else a UUID.
 * `request.ip` is the client's address under TRUST_PROXY (`proxyTrust`): the connection's unless
 * the setting says whose `X-Forwarded-For` to believe.
 */
export function httpServerOptions(t: HttpServerSettings) {
  const requestTimeout = Math.max(t.HTTP_REQUEST_TIMEOUT_MS, t.HTTP_HEADERS_TIMEOUT_MS);
  return {
    trustProxy: t.TRUST_PROXY === false ? false : proxyTrust(t.TRUST_PROXY),
    requestTimeout,
    connectionTimeout: t.HTTP_CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: t.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout,
      headersTimeout: t.HTTP_HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, t.HTTP_HEADERS_TIMEOUT_MS),
    },
    requestIdHeader: false as const,
    genReqId: (req: { headers: IncomingHttpHeaders }) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}
