import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMigrations, startEmbeddedPostgres } from '@parley/persistence';
import { createTestApp, createTestingApi } from '@parley/testing';
import { describe, expect, it } from 'vitest';

const EXTRACT = '/nlp/entity-extraction/v0?sentence=hi';

describe('restarting the api keeps its data', () => {
  it('on the server database', async () => {
    const first = await createTestingApi();
    const creds = await createTestApp(first.dataSource);
    const email = `restart-${Date.now()}@example.com`;
    await first.app.inject({ method: 'POST', url: '/portal/api/accounts', payload: { email, password: 'a long enough password', name: 'R' } });
    await first.close();
    const second = await createTestingApi();
    expect((await second.app.inject({ method: 'GET', url: EXTRACT, headers: creds.headers })).statusCode).toBe(200);
    const login = await second.app.inject({ method: 'POST', url: '/portal/api/sessions', payload: { email, password: 'a long enough password' } });
    expect(login.statusCode).toBe(200);
    await second.close();
  });

  it('on the embedded database kept on disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-restart-'));
    try {
      let pg = await startEmbeddedPostgres({ dataDir: dir });
      await runMigrations(pg.url);
      let api = await createTestingApi({ DATABASE_URL: pg.url, DB_POOL_SIZE: 2 });
      const creds = await createTestApp(api.dataSource);
      await api.close();
      await pg.stop();

      pg = await startEmbeddedPostgres({ dataDir: dir });
      await runMigrations(pg.url);
      api = await createTestingApi({ DATABASE_URL: pg.url, DB_POOL_SIZE: 2 });
      expect((await api.app.inject({ method: 'GET', url: EXTRACT, headers: creds.headers })).statusCode).toBe(200);
      await api.close();
      await pg.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
