import { prepareDatabase } from '@parley/persistence';
import type { StopTracing } from '@parley/server-kit/tracing';
import { resolveWebchatConfig, type WebchatEnv } from './config/env';
import { createWebchatApp } from './create-webchat-app';

/** Prepares the database, builds the webchat server and listens (main.ts). */
export async function serve(env: WebchatEnv, stopTracing: StopTracing): Promise<void> {
  const db = await prepareDatabase({ url: env.DATABASE_URL, dataDir: env.PARLEY_DATA_DIR, poolSize: env.DB_POOL_SIZE });
  const app = await createWebchatApp(resolveWebchatConfig(env, db.url));
  app.getHttpAdapter().getInstance().addHook('onClose', async () => stopTracing());
  await app.listen({ port: env.WEBCHAT_PORT, host: env.HOST });
}
