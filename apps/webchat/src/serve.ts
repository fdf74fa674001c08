import { Logger } from '@nestjs/common';
import { prepareDatabase } from '@parley/persistence';
import { stopGracefully } from '@parley/server-kit';
import type { StopTracing } from '@parley/server-kit/tracing';
import { resolveWebchatConfig, type WebchatEnv } from './config/env';
import { createWebchatApp } from './create-webchat-app';
import { WebchatGateway } from './gateway/webchat.gateway';

/** Prepares the database, builds the webchat server and listens (main.ts). */
export async function serve(env: WebchatEnv, stopTracing: StopTracing): Promise<void> {
  const db = await prepareDatabase({ url: env.DATABASE_URL, dataDir: env.PARLEY_DATA_DIR, poolSize: env.DB_POOL_SIZE });
  const app = await createWebchatApp(resolveWebchatConfig(env, db.url));
  app.getHttpAdapter().getInstance().addHook('onClose', async () => stopTracing());
  // SIGTERM: no new connections; pushes and socket messages in flight are stored and acknowledged;
  // then each widget is told to reconnect elsewhere, deliveries finish or give their lease back, and
  // the app closes: at most 10 s.
  const gateway = app.get(WebchatGateway);
  stopGracefully(app, new Logger('Shutdown'), {
    busy: () => gateway.messagesInFlight,
    beforeClose: () => {
      gateway.closeSockets();
    },
  });
  await app.listen({ port: env.WEBCHAT_PORT, host: env.HOST });
}
