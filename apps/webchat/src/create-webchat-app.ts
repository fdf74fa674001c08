import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { withSchemaComponents } from '@parley/server-kit';
import { Logger } from 'nestjs-pino';
import { ShutdownState } from './common/shutdown-state';
import type { WebchatConfig } from './config/env';
import { RedisIoAdapter } from './gateway/redis-io.adapter';
import { WebchatModule } from './webchat.module';

/** Builds the webchat server (not listening): used by main.ts, the start script and the tests. */
export async function createWebchatApp(config: WebchatConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    WebchatModule.forRoot(config),
    new FastifyAdapter({ bodyLimit: 1024 * 1024, trustProxy: true, routerOptions: { maxParamLength: 500 } }),
    { bufferLogs: true, abortOnError: false },
  );
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.enableCors({ origin: true, allowedHeaders: ['Content-Type', 'Authorization'] });
  // Bots push JSON; a text/plain body is a 415, not a string that fails validation oddly.
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('text/plain');
  const shutdown = app.get(ShutdownState);
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (shutdown.stopping) void reply.header('connection', 'close');
    return payload;
  });
  if (config.REDIS_URL) {
    const adapter = new RedisIoAdapter(app, config.REDIS_URL);
    await adapter.connect();
    app.useWebSocketAdapter(adapter);
  } else {
    app.useWebSocketAdapter(new IoAdapter(app));
  }
  const doc = new DocumentBuilder()
    .setTitle('Parley webchat')
    .setDescription('Push endpoint for bots, widget script (/cdn) and the Socket.IO namespace /webchat used by the widget.')
    .setVersion('0.1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: "The App's push secret, when the App requires it" }, 'pushSecret')
    .build();
  SwaggerModule.setup('docs', app, () => withSchemaComponents(SwaggerModule.createDocument(app, doc)), { jsonDocumentUrl: 'docs-json' });
  return app;
}
