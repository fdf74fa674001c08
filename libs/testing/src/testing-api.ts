import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { closeTelling, serverLogStream, traceShutdownHooks } from './server-logs';
import { testDatabaseUrl } from './test-database';
import { resolveApiConfig, type ApiConfig } from '../../../apps/api/src/config/config';
import { apiEnvSchema } from '../../../apps/api/src/config/env';
import { createApiApp } from '../../../apps/api/src/create-api-app';

export interface TestingApi {
  app: NestFastifyApplication;
  dataSource: DataSource;
  config: ApiConfig;
  close(): Promise<void>;
}

/**
 * The whole api on the run's test database, ready for `app.inject()` (no socket) or, with
 * `listen: true`, on a random loopback port.
 */
export async function createTestingApi(overrides: Partial<ApiConfig> & { listen?: boolean } = {}): Promise<TestingApi> {
  const { listen, ...rest } = overrides;
  const env = apiEnvSchema.parse({
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
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
    // Test bots listen on 127.0.0.1; the tests of the address policy turn this off.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // Test files sign up and create many Apps from one address; the tests of these limits set their own.
    SIGNUPS_PER_HOUR: '0',
    APPS_PER_HOUR: '0',
  });
  const config: ApiConfig = { ...resolveApiConfig(env, overrides.DATABASE_URL ?? testDatabaseUrl()), logStream: serverLogStream('api'), ...rest };
  const app = await createApiApp(config);
  if (listen) await app.listen({ port: 0, host: '127.0.0.1' });
  else {
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  }
  const pending = traceShutdownHooks(app);
  return { app, dataSource: app.get<DataSource>(getDataSourceToken()), config, close: () => closeTelling('the api', () => app.close(), undefined, pending) };
}

/**
 * Polls `GET /trainer/api/v0/status` until the App's model covers its data and no job is left, as
 * a script would after an edit (what `@parley/client`'s `waitForTraining()` does): the status after
 * it. Until then an instance that served the App answers from its previous model, by design.
 */
export async function waitForTraining(
  api: TestingApi,
  headers: Record<string, string>,
  maxMs = 30_000,
  // The status as `res.json()` gives it (what the tests read of it they check).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<any> {
  const t0 = Date.now();
  for (;;) {
    const res = await api.app.inject({ method: 'GET', url: '/trainer/api/v0/status', headers });
    if (res.statusCode !== 200) throw new Error(`GET /trainer/api/v0/status: ${res.statusCode} ${res.body}`);
    const s = res.json();
    if (s.state === 'idle' && s.modelVersion === s.dataVersion) return s;
    if (Date.now() - t0 > maxMs) throw new Error(`not trained after ${maxMs} ms: ${res.body}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
