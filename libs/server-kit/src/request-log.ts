import { pino, type DestinationStream, type Logger } from 'pino';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The part of a pino logger the request log uses. */
export interface RequestLogger {
  isLevelEnabled(level: string): boolean;
  info(fields: object, message: string): void;
}

export interface RequestLogOptions {
  /** Requests not worth a line (health probes, static files), by URL. */
  skip?: (url: string) => boolean;
  /** The App the request was for, once the server knows it. */
  appIdOf?: (request: FastifyRequest) => string | undefined;
}

/**
 * One `info` line per answered request: request id, App id (when known), method, route (the
 * pattern, as `/bots/:appToken/users/:userId/...`, never the values, which may name a user), status
 * and latency in ms. Nothing from headers or bodies, so keys, session tokens and push secrets never
 * reach the logs. A Fastify hook rather than pino-http's middleware: the hook sees the route and
 * what the guards left on the request, and costs nothing when `info` is off.
 */
export function logRequests(fastify: FastifyInstance, logger: RequestLogger, options: RequestLogOptions = {}): void {
  if (!logger.isLevelEnabled('info')) return;
  const { skip, appIdOf } = options;
  fastify.addHook('onResponse', (request, reply, done) => {
    if (!skip?.(request.url)) {
      logger.info(
        {
          reqId: request.id,
          appId: appIdOf?.(request),
          method: request.method,
          route: request.routeOptions.url ?? null,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    }
    done();
  });
}

/**
 * The server's pino logger: `level` from LOG_LEVEL, to stdout or `stream` (tests). Nest's own logs
 * go through it too (PinoNestLogger), so every line of a process has one format.
 */
export function createLogger(level: string, stream?: DestinationStream): Logger {
  return stream ? pino({ level }, stream) : pino({ level });
}
