import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { closeTelling, serverLogStream, traceShutdownHooks } from './server-logs';
import { testDatabaseUrl } from './test-database';
import { resolveWebchatConfig, webchatEnvSchema, type WebchatConfig } from '../../../apps/webchat/src/config/env';
import { createWebchatApp } from '../../../apps/webchat/src/create-webchat-app';

export interface TestingWebchat {
  app: NestFastifyApplication;
  dataSource: DataSource;
  config: WebchatConfig;
  /** `http://127.0.0.1:<port>` when listening (Socket.IO clients need a real port). */
  url: string;
  close(): Promise<void>;
}

/**
 * The whole webchat server on the run's test database, listening on a random loopback port by
 * default (`listen: false` for `app.inject()` only). Delivery backoff is fast unless overridden;
 * webhooks may be on loopback (WEBHOOK_ALLOW_PRIVATE) unless overridden.
 */
export async function createTestingWebchat(overrides: Partial<WebchatConfig> & { listen?: boolean } = {}): Promise<TestingWebchat> {
  const { listen = true, ...rest } = overrides;
  const env = webchatEnvSchema.parse({
    NODE_ENV: 'test',
    // Kept in memory and printed when a test fails (server-logs.ts); a test may pass its own.
    LOG_LEVEL: 'info',
    // No warm-up of the training thread as the server starts (a second of CPU for each of the
    // suite's servers); training-warm-up.e2e-spec.ts turns it on.
    TRAINING_WARM_UP: 'false',
    DB_POOL_SIZE: '4',
    // A busy machine running test files side by side may take seconds to hand out a connection; the
    // tests of the database's timeouts set their own.
    DB_CONNECT_TIMEOUT_MS: '10000',
    APP_CACHE_TTL_MS: '0',
    DELIVERY_BACKOFF_BASE_MS: '50',
    DELIVERY_BACKOFF_MAX_MS: '200',
    DELIVERY_POLL_MS: '50',
    WEBHOOK_TIMEOUT_MS: '2000',
    // Test bots listen on 127.0.0.1; the tests of the address policy turn this off.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // Test files send messages and pushes as fast as they are answered; the tests of these limits set their own.
    WEBCHAT_VISITOR_MESSAGES_PER_WINDOW: '0',
    WEBCHAT_VISITOR_EVENTS_PER_WINDOW: '0',
    WEBCHAT_APP_MESSAGES_PER_WINDOW: '0',
    WEBCHAT_APP_PUSHES_PER_WINDOW: '0',
    // ...and start many visitors from 127.0.0.1.
    WEBCHAT_NEW_VISITORS_PER_WINDOW: '0',
    // The testing api's: the operator inbox verifies its portal sessions.
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
  });
  const config: WebchatConfig = { ...resolveWebchatConfig(env, overrides.DATABASE_URL ?? testDatabaseUrl()), logStream: serverLogStream('webchat'), ...rest };
  const app = await createWebchatApp(config);
  let url = '';
  if (listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  } else {
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  }
  const pending = traceShutdownHooks(app);
  return { app, dataSource: app.get<DataSource>(getDataSourceToken()), config, url, close: () => closeTelling('the webchat server', () => app.close(), undefined, pending) };
}
