import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { RedisLink } from '@parley/redis';
import {
  answerWrongMethod,
  compressRoutes,
  SWAGGER_UI_CACHE,
  createLogger,
  httpServerOptions,
  installMetrics,
  logRequests,
  PinoNestLogger,
  registerJsonParser,
  RejectUnreadableBody,
  UnreadableBody,
  registerResponseHeaders,
  traceRoutes,
  withErrorResponses,
  withSchemaComponents,
} from '@parley/server-kit';
import { AppDirectory } from './apps/app-directory.service';
import { INDEX_PAGE_CSP } from './cdn/index-page';
import { ShutdownState } from './common/shutdown-state';
import type { WebchatConfig } from './config/env';
import { RedisIoAdapter } from './gateway/redis-io.adapter';
import { WebchatModule } from './webchat.module';

/** The largest request body (a push, an operator's message): past it, a 413. */
const BODY_LIMIT = 1024 * 1024;

/** Builds the webchat server (not listening): used by main.ts, the start script and the tests. */
export async function createWebchatApp(config: WebchatConfig): Promise<NestFastifyApplication> {
  const logger = createLogger(config.LOG_LEVEL, config.logStream);
  const app = await NestFactory.create<NestFastifyApplication>(
    WebchatModule.forRoot(config),
    new FastifyAdapter({ ...httpServerOptions(config), bodyLimit: BODY_LIMIT, routerOptions: { maxParamLength: 500 } }),
    // JSON only: Nest would also parse form bodies; without its parsers every other type is a 415.
    { bufferLogs: true, abortOnError: false, bodyParser: false },
  );
  app.useLogger(new PinoNestLogger(logger));
  // Any site may push and load the widget; the operator routes carry a portal session, so only the
  // portal's pages (served from PUBLIC_API_URL) may call them from a browser.
  const portalOrigin = new URL(config.PUBLIC_API_URL).origin;
  app.enableCors({ origin: true, allowedHeaders: ['Content-Type', 'Authorization'] });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && origin !== portalOrigin && request.url.startsWith('/operator/')) {
      await reply
        .code(403)
        .type('application/json; charset=utf-8')
        .send({ statusCode: 403, error: 'Forbidden', message: 'The operator API answers the portal only' });
    }
  });
  // The security headers of every answer (CORS is enableCors'): API ones, and pages' with their CSP.
  registerResponseHeaders(fastify, {
    pages: [
      { paths: ['/'], csp: INDEX_PAGE_CSP },
      // Its CSP names each answer's nonce: set by the route; this one refuses everything meanwhile.
      { paths: ['/demo'], csp: { 'default-src': ["'none'"] } },
      // Swagger UI's page has an inline <style> and style attributes (its scripts are files).
      { paths: ['/docs', '/docs/*'], csp: { 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:', 'https:'] } },
    ],
  });
  // Bots push JSON; a text/plain body is a 415, not a string that fails validation oddly. A body
  // that is not JSON (or empty, or of another type) is answered after the caller's credentials: by
  // the route once it knows the caller (the pushes, an operator's message), else by
  // RejectUnreadableBody after the guards. Its bytes are never read.
  fastify.removeContentTypeParser('text/plain');
  registerJsonParser(fastify, { deferErrors: true });
  fastify.addContentTypeParser('*', (_req, _payload, done) =>
    done(
      null,
      new UnreadableBody(
        Object.assign(new Error('Content-Type must be application/json'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }),
      ),
    ),
  );
  app.useGlobalInterceptors(new RejectUnreadableBody());
  // A known route with another method: 405 with Allow, not a 404.
  answerWrongMethod(fastify);
  const apps = app.get(AppDirectory);
  await compressRoutes(fastify, { paths: ['/docs', '/docs/*', '/docs-json'], cache: SWAGGER_UI_CACHE });
  await installMetrics(app, config);
  // Traced (OTEL_EXPORTER_OTLP_ENDPOINT): each request's span is named by its route.
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) traceRoutes(fastify);
  logRequests(fastify, logger, {
    skip: (url) => url.startsWith('/health') || url.startsWith('/cdn') || url === '/metrics',
    appIdOf: (request) => {
      const token = (request.params as { appToken?: string } | undefined)?.appToken;
      return token ? apps.cachedId(token) : undefined;
    },
  });
  const shutdown = app.get(ShutdownState);
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (shutdown.stopping) void reply.header('connection', 'close');
    return payload;
  });
  // Redis is optional at run time: the server starts without it and shares sockets once it answers.
  const link = app.get(RedisLink);
  app.useWebSocketAdapter(link.configured ? new RedisIoAdapter(app, link) : new IoAdapter(app));
  const doc = new DocumentBuilder()
    .setTitle('Parley webchat')
    .setDescription('Push endpoint for bots, widget script (/cdn) and the Socket.IO namespace /webchat used by the widget.')
    .setVersion('0.1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: "The App's push secret" }, 'pushSecret')
    .addBasicAuth(
      { type: 'http', scheme: 'basic', description: "The App's push secret as the password (or as the user name, with no password)" },
      'pushSecretBasic',
    )
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Parley-Push-Secret', description: "The App's push secret" }, 'pushSecretHeader')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'A portal session token (the operator inbox)' }, 'portalSession')
    .build();
  // Every error answer's body (ErrorBody) and the statuses the parsers answer (400, 413, 415), as the api's.
  const build = () => withErrorResponses(withSchemaComponents(SwaggerModule.createDocument(app, doc)), { bodyLimit: () => BODY_LIMIT });
  SwaggerModule.setup('docs', app, build, { jsonDocumentUrl: 'docs-json' });
  return app;
}
