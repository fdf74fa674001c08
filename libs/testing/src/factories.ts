import type { Language } from '@parley/contracts';
import { createAppWithKey } from '@parley/persistence';
import type { DataSource } from 'typeorm';

export interface TestAppCredentials {
  appId: string;
  appKey: string;
  appToken: string;
  headers: { 'app-id': string; 'app-key': string };
}

let n = 0;

/** A fresh App (tenant) with one key: each test file owns its data through its own Apps. */
export async function createTestApp(ds: DataSource, opts: { name?: string; language?: Language; webhookUrl?: string | null } = {}): Promise<TestAppCredentials> {
  const { app, key } = await createAppWithKey(ds.manager, {
    name: opts.name ?? `test-app-${process.pid}-${++n}`,
    language: opts.language ?? 'en',
    webhookUrl: opts.webhookUrl ?? null,
  });
  return { appId: app.id, appKey: key.key, appToken: app.token, headers: { 'app-id': app.id, 'app-key': key.key } };
}
