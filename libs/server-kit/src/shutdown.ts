import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/** The part of a logger the shutdown writes to (Nest's Logger fits). */
export interface ShutdownLogger {
  log(message: string): void;
  error(message: string): void;
}

export interface GracefulStopOptions {
  /** The whole stop, after which the process exits anyway (default 9,500 ms: under a 10 s grace period). */
  deadlineMs?: number;
  /** How long in-flight work may take to finish before the app closes (default 4,000 ms). */
  drainMs?: number;
  /** Work in flight besides HTTP requests (the webchat's socket messages being stored). */
  busy?: () => number;
  /** Runs once nothing is in flight (or the drain time is up), before the app closes: close sockets with a hint. */
  beforeClose?: () => Promise<void> | void;
}

/**
 * Counts the HTTP requests in flight and, once `stopping()` is true, makes every answer close its
 * connection (`Connection: close`), so kept-alive clients go to another instance. Installed by
 * both servers at build time; `stopGracefully` reads it.
 */
export function trackRequests(fastify: FastifyInstance): { inFlight: () => number; stop: () => void; stopping: () => boolean } {
  let inFlight = 0;
  let stopping = false;
  fastify.addHook('onRequest', (request, reply, done) => {
    inFlight++;
    reply.raw.once('close', () => inFlight--);
    done();
  });
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) void reply.header('connection', 'close');
    return payload;
  });
  return { inFlight: () => inFlight, stop: () => (stopping = true), stopping: () => stopping };
}

const TRACKER = Symbol.for('parley.requestTracker');

/** The tracker of a built server (created on first use). */
export function requestTracker(fastify: FastifyInstance): ReturnType<typeof trackRequests> {
  const holder = fastify as unknown as Record<symbol, ReturnType<typeof trackRequests> | undefined>;
  return (holder[TRACKER] ??= trackRequests(fastify));
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight (and `busy` work)
 * finish for up to `drainMs`, run `beforeClose`, then close the app (Nest's hooks: writers drain,
 * deliveries finish or give back their lease, sockets and the database close) and exit 0; exit 1
 * if all of that is not done by `deadlineMs`. A second signal changes nothing.
 */
export function stopGracefully(app: INestApplication, logger: ShutdownLogger, options: GracefulStopOptions = {}): void {
  const { deadlineMs = 9500, drainMs = 4000, busy = () => 0, beforeClose } = options;
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const tracker = requestTracker(fastify);
  let started = false;
  const stop = async (signal: string) => {
    if (started) return;
    started = true;
    const t0 = Date.now();
    setTimeout(() => {
      logger.error(`${signal}: not stopped within ${deadlineMs} ms; exiting now`);
      process.exit(1);
    }, deadlineMs).unref();
    logger.log(`${signal}: stopping (no new connections; finishing ${tracker.inFlight()} requests in flight)`);
    tracker.stop();
    // No new connections; idle kept-alive ones close now, busy ones after their answer.
    fastify.server.close();
    fastify.server.closeIdleConnections?.();
    const until = Date.now() + drainMs;
    while ((tracker.inFlight() > 0 || busy() > 0) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    if (tracker.inFlight() > 0 || busy() > 0) logger.error(`${signal}: ${tracker.inFlight()} requests still in flight after ${drainMs} ms`);
    await beforeClose?.();
    await app.close();
    logger.log(`${signal}: stopped in ${Date.now() - t0} ms`);
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stop(signal).catch((err: unknown) => {
        logger.error(`${signal}: stopping failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      });
    });
  }
}
