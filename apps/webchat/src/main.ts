import 'reflect-metadata';
import { prepareDatabase } from '@parley/persistence';
import { loadWebchatEnv, resolveWebchatConfig } from './config/env';
import { createWebchatApp } from './create-webchat-app';

/** Runs the webchat server alone (Docker, scale-out). */
async function bootstrap(): Promise<void> {
  const env = loadWebchatEnv();
  const db = await prepareDatabase({ url: env.DATABASE_URL, dataDir: env.PARLEY_DATA_DIR, poolSize: env.DB_POOL_SIZE });
  const app = await createWebchatApp(resolveWebchatConfig(env, db.url));
  await app.listen({ port: env.WEBCHAT_PORT, host: env.HOST });
}

void bootstrap();
