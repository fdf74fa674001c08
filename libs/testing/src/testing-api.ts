import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
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
    LOG_LEVEL: 'silent',
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
  const config: ApiConfig = { ...resolveApiConfig(env, overrides.DATABASE_URL ?? testDatabaseUrl()), ...rest };
  const app = await createApiApp(config);
  if (listen) await app.listen({ port: 0, host: '127.0.0.1' });
  else {
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  }
  return { app, dataSource: app.get<DataSource>(getDataSourceToken()), config, close: () => app.close() };
}
