import 'reflect-metadata';
import { prepareDatabase } from '@parley/persistence';
import { loadApiEnv, resolveApiConfig } from './config/config';
import { createApiApp } from './create-api-app';

/** Runs the api alone (Docker, scale-out). `npm start` runs api and webchat together instead. */
async function bootstrap(): Promise<void> {
  const env = loadApiEnv();
  const db = await prepareDatabase({ url: env.DATABASE_URL, dataDir: env.PARLEY_DATA_DIR, poolSize: env.DB_POOL_SIZE });
  const app = await createApiApp(resolveApiConfig(env, db.url));
  await app.listen({ port: env.PORT, host: env.HOST });
}

void bootstrap();
