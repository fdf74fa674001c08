import 'reflect-metadata';
import { startTracing } from '@parley/server-kit/tracing';
import { loadApiEnv } from './config/config';

/**
 * Runs the api alone (Docker, scale-out; `npm start` runs api and webchat this way too). Tracing
 * starts before the server's modules load (serve.ts, imported after), so that it can instrument them.
 */
async function bootstrap(): Promise<void> {
  const env = loadApiEnv();
  const stopTracing = await startTracing('parley-api', env.OTEL_EXPORTER_OTLP_ENDPOINT);
  const { serve } = await import('./serve.js');
  await serve(env, stopTracing);
}

void bootstrap();
