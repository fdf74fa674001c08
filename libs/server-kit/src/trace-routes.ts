import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';

/**
 * With tracing on: names each incoming request's span by its route's pattern (`GET
 * /trainer/api/v0/qnas/:id`, attribute `http.route`), never the values. Fastify's own
 * instrumentation cannot do it here: it patches Fastify when it is `require`d, and NestJS's
 * Fastify adapter is an ES module, which imports Fastify without `require`.
 */
export function traceRoutes(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const span = trace.getActiveSpan();
    const route = request.routeOptions.url;
    if (span?.isRecording() && route) {
      span.setAttribute('http.route', route);
      span.updateName(`${request.method} ${route}`);
    }
    done();
  });
}
