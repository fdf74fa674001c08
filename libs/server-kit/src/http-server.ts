import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingHttpHeaders } from 'node:http';
import type { Duplex } from 'node:stream';
import { proxyTrust, type TrustProxy } from './client-address';
import type { ErrorBody } from './errors';

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
 * The most a request line and its headers may take, in bytes (Node's default is 16 KiB). The
 * longest sentence a GET route takes (2,000 characters, each up to 12 bytes once percent-encoded:
 * 24,000) must reach the route, whose length rule then answers; 64 KiB leaves room for the other
 * parameters and headers, and lets a sentence well over the length still get the rule's clear 413.
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/**
 * Fastify's server options both servers start with: timeouts so a slow or silent client cannot
 * hold a connection forever (Fastify's own defaults are 0, none), and request ids.
 * - headers within HTTP_HEADERS_TIMEOUT_MS and the whole request within HTTP_REQUEST_TIMEOUT_MS,
 *   else Node answers 408 and closes; Node checks them every second here (its default is every
 *   30 s, which lets a slow client stay up to 30 s longer);
 * - a connection silent both ways for HTTP_CONNECTION_TIMEOUT_MS is closed (a WebSocket is not
 *   concerned: once upgraded its socket has no timeout, Socket.IO pings it);
 * - an idle kept-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_MS.
 * Request line and headers together at most MAX_HEADER_BYTES, else a 431 naming the limit. Node's
 * own refusals (408, 431, a malformed request) are answered in the error shape of every answer.
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
      maxHeaderSize: MAX_HEADER_BYTES,
    },
    clientErrorHandler,
    requestIdHeader: false as const,
    genReqId: (req: { headers: IncomingHttpHeaders }) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}

/**
 * What the server answers a request Node refused before any route saw it, in the error shape of
 * every answer (Fastify's own says less: no limit named). The connection is then closed.
 */
export function clientErrorBody(code: string | undefined): ErrorBody {
  const body = (statusCode: number, message: string, details?: ErrorBody['details']): ErrorBody => ({
    statusCode,
    error: STATUS_CODES[statusCode]!,
    message,
    ...(details ? { details } : {}),
  });
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return body(408, 'The request did not arrive in time');
  if (code === 'HPE_HEADER_OVERFLOW') {
    const limit = `${MAX_HEADER_BYTES / 1024} KiB`;
    return body(431, `The request line and headers are larger than ${limit}: shorten the URL (a sentence is at most 2,000 characters) or the headers`, [
      { field: 'headers', problem: `the request line and headers must be at most ${MAX_HEADER_BYTES.toLocaleString('en')} bytes (${limit}) in all` },
    ]);
  }
  return body(400, 'Malformed HTTP request');
}

function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const answer = clientErrorBody(err.code);
    const body = JSON.stringify(answer);
    const { statusCode, error } = answer;
    socket.write(
      `HTTP/1.1 ${statusCode} ${error}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
