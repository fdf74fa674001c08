import 'reflect-metadata';
import { startTracing } from '@parley/server-kit/tracing';
import { loadWebchatEnv } from './config/env';

/**
 * Runs the webchat server alone (Docker, scale-out; `npm start` too). Tracing starts before the
 * server's modules load (serve.ts, imported after), so that it can instrument them.
 */
async function bootstrap(): Promise<void> {
  const env = loadWebchatEnv();
  const stopTracing = await startTracing('parley-webchat', env.OTEL_EXPORTER_OTLP_ENDPOINT);
  const { serve } = await import('./serve.js');
  await serve(env, stopTracing);
}

void bootstrap();
