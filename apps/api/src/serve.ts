import { Logger } from '@nestjs/common';
import { prepareDatabase } from '@parley/persistence';
import { stopGracefully } from '@parley/server-kit';
import type { StopTracing } from '@parley/server-kit/tracing';
import { resolveApiConfig, type ApiConfig } from './config/config';
import type { ApiEnv } from './config/env';
import { createApiApp } from './create-api-app';
import { NlpEngines } from './modules/nlp/nlp-engines';

/** Prepares the database, builds the api, listens, then loads the spell checker's dictionaries in the background (main.ts). */
export async function serve(env: ApiEnv, stopTracing: StopTracing): Promise<void> {
  const db = await prepareDatabase({ url: env.DATABASE_URL, dataDir: env.PARLEY_DATA_DIR, poolSize: env.DB_POOL_SIZE });
  const config: ApiConfig = resolveApiConfig(env, db.url);
  const app = await createApiApp(config);
  app.getHttpAdapter().getInstance().addHook('onClose', async () => stopTracing());
  // SIGTERM: no new connections, requests in flight (botmeter records waiting for their batch
  // included) finish, then the app closes: at most 10 s.
  stopGracefully(app, new Logger('Shutdown'));
  await app.listen({ port: env.PORT, host: env.HOST });
  // The dictionaries load once the server listens (a spell check in a language not loaded yet loads its own).
  app.get(NlpEngines).warmUp();
}
