import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { Limiter } from '@parley/redis';
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
  registerResponseHeaders,
  traceRoutes,
  withErrorResponses,
  withSchemaComponents,
} from '@parley/server-kit';
import { ApiModule } from './app.module';
import { RefusedBodyRefund } from './modules/apps/refused-body-refund';
import { createValidationPipe } from './common/pipes/validation.pipe';
import { registerRawUploads } from './common/raw-upload';
import type { ApiConfig } from './config/config';
import type { AppRequest } from './modules/apps/app-context';
import { servePortal } from './modules/portal/portal-static';
import { ENTITY_TYPE_BODY_ROUTES } from './modules/trainer/entity-types.controller';
import { IMPORT_BODY_LIMIT, TRAINING_DATA_UPLOAD_ROUTES } from './modules/trainer/training-data.controller';

export const BODY_LIMIT = 1024 * 1024;

/** Builds the api (not listening): used by main.ts, the start script, the tests and `npm run openapi`. */
export async function createApiApp(config: ApiConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    ...httpServerOptions(config),
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 500 },
  });
  const logger = createLogger(config.LOG_LEVEL, config.logStream);
  const app = await NestFactory.create<NestFastifyApplication>(ApiModule.forRoot(config), adapter, {
    bufferLogs: true,
    abortOnError: false,
    // JSON only: Nest would also parse application/x-www-form-urlencoded bodies (into an object
    // with no field of the DTO: POST /botmeter stored an empty record). Fastify keeps its JSON
    // parser; every other media type meets the 415 parser below.
    bodyParser: false,
  });
  app.useLogger(new PinoNestLogger(logger));
  app.useGlobalPipes(createValidationPipe());
  // A body that is not JSON (or empty, or of another type) is answered after the route's access
  // check: credentials first (docs/api.md, "Errors"). A request refused for its body gets back the
  // tokens the check took from its App's rate limit (outside, so it sees both kinds of refusal).
  app.useGlobalInterceptors(new RefusedBodyRefund(app.get(Limiter)), new RejectUnreadableBody());
  registerResponseHeaders(app.getHttpAdapter().getInstance(), {
    cors: {
      allowedHeaders: ['Content-Type', 'App-Id', 'App-Key', 'Botfuel-Bot-Locale', 'Authorization', 'X-Request-Id'],
      exposedHeaders: [
        'Retry-After',
        'X-Request-Id',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
        'X-RateLimit-Cost',
        'Parley-Model-Version',
      ],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAgeSeconds: 600,
    },
    apiPaths: ['/portal/api', '/portal/api/*'],
    pages: [
      // The portal's page and assets: its own scripts and styles only, no inline ones. Pictures from
      // any https address: the portal shows bots' messages (try-it, transcripts) as the widget does,
      // with the pictures and cards' images bots send, which live on the bot's own servers.
      // Its Inbox talks to the webchat server (operator routes and their Socket.IO namespace), which
      // usually has an origin of its own.
      {
        paths: ['/portal', '/portal/*'],
        csp: { 'img-src': ["'self'", 'data:', 'https:'], 'connect-src': ["'self'", ...webchatOrigins(config.PUBLIC_WEBCHAT_URL)] },
      },
      // Swagger UI's page has an inline <style> and style attributes (its scripts are files).
      { paths: ['/docs', '/docs/*'], csp: { 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:', 'https:'] } },
    ],
  });
  // A body of any type but JSON (text/plain, a form, ...) is a 415, not a crash or an empty record;
  // the training data upload routes take any file, raw, up to their own limit.
  const fastify = app.getHttpAdapter().getInstance();
  registerJsonParser(fastify, { deferErrors: true });
  // A known route with another method: 405 with Allow, not a 404.
  answerWrongMethod(fastify);
  // An entity type's values come as one JSON list, up to 100,000 of them: these routes take 10 MiB.
  fastify.addHook('onRoute', (route) => {
    if (ENTITY_TYPE_BODY_ROUTES.includes(route.url)) route.bodyLimit = IMPORT_BODY_LIMIT;
  });
  registerRawUploads(fastify, TRAINING_DATA_UPLOAD_ROUTES, IMPORT_BODY_LIMIT);
  await compressRoutes(fastify, {
    paths: ['/docs', '/docs/*', '/docs-json', '/portal', '/portal/*'],
    except: ['/portal/api', '/portal/api/*'],
    cache: SWAGGER_UI_CACHE,
  });
  await installMetrics(app, config);
  // Traced (OTEL_EXPORTER_OTLP_ENDPOINT): each request's span is named by its route.
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) traceRoutes(fastify);
  logRequests(fastify, logger, {
    skip: (url) => url.startsWith('/health') || url === '/metrics',
    appIdOf: (request) => (request as AppRequest).parleyCaller?.app.id,
  });
  // The developer portal UI (apps/portal/dist) at /portal, beside its API at /portal/api.
  await servePortal(fastify);
  if (config.DOCS_ENABLED) {
    SwaggerModule.setup('docs', app, () => buildOpenApi(app), { jsonDocumentUrl: 'docs-json' });
  }
  return app;
}

/** The OpenAPI document, generated from controllers and DTOs. */
export function buildOpenApi(app: NestFastifyApplication): OpenAPIObject {
  const doc = new DocumentBuilder()
    .setTitle('Parley API')
    .setDescription(
      'Entity extraction, spell checking, trainer (QnAs, Intents, classification) and botmeter. ' +
        'Every call outside /portal, /health and /docs carries the App-Id and App-Key headers of an App.',
    )
    .setVersion('0.1.0')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'App-Id' }, 'App-Id')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'App-Key' }, 'App-Key')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Portal session token' }, 'session')
    .build();
  const entityTypeBodies = new Set(ENTITY_TYPE_BODY_ROUTES.map((route) => route.replace(/:(\w+)/g, '{$1}')));
  return withErrorResponses(withSchemaComponents(SwaggerModule.createDocument(app, doc)), {
    bodyLimit: (path) => (entityTypeBodies.has(path) ? IMPORT_BODY_LIMIT : BODY_LIMIT),
  });
}

/** The webchat server's origin as a page connects to it: over HTTP(S) and over WebSocket. */
function webchatOrigins(publicWebchatUrl: string): string[] {
  const { origin, protocol } = new URL(publicWebchatUrl);
  return [origin, origin.replace(protocol, protocol === 'https:' ? 'wss:' : 'ws:')];
}
