import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import type { WebchatConfig } from './config/env';
import { WebchatModule } from './webchat.module';

/** Builds the webchat server (not listening): used by main.ts, the start script and the tests. */
export async function createWebchatApp(config: WebchatConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    WebchatModule.forRoot(config),
    new FastifyAdapter({ bodyLimit: 1024 * 1024, trustProxy: true }),
    { bufferLogs: true, abortOnError: false },
  );
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.enableCors({ origin: true });
  const doc = new DocumentBuilder().setTitle('Parley webchat').setDescription('Push endpoint for bots').setVersion('0.1.0').build();
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, doc), { jsonDocumentUrl: 'docs-json' });
  return app;
}
