import { randomUUID } from 'node:crypto';
import { createAppWithKey, findOrCreateAccount } from '@parley/persistence';
import type { Language } from '@parley/contracts';
import type { DataSource } from 'typeorm';

export interface TestAppCredentials {
  appId: string;
  appKey: string;
  appToken: string;
  /** The bot's credential on the webchat push endpoint. */
  pushSecret: string;
  /** The account owning the App (it has no password unless the test gave its own account). */
  accountId: string;
  headers: { 'app-id': string; 'app-key': string };
}

let n = 0;

/** Push secrets of the Apps this process made, by App token (the webchat tests' push helpers send them). */
const pushSecrets = new Map<string, string>();

/** The push secret of an App made by {@link createTestApp} in this process. */
export function pushSecretOf(appToken: string): string | undefined {
  return pushSecrets.get(appToken);
}

/**
 * A fresh App (tenant) with one key: each test file owns its data through its own Apps. Every App
 * has an owner: `accountId` when given, else a new account of its own that cannot log in.
 */
export async function createTestApp(
  ds: DataSource,
  opts: { name?: string; language?: Language; webhookUrl?: string | null; accountId?: string } = {},
): Promise<TestAppCredentials> {
  const accountId =
    opts.accountId ?? (await findOrCreateAccount(ds.manager, `owner-${randomUUID()}@test.parley.localhost`, 'Test owner')).id;
  const { app, key } = await createAppWithKey(ds.manager, {
    name: opts.name ?? `test-app-${process.pid}-${++n}`,
    language: opts.language ?? 'en',
    webhookUrl: opts.webhookUrl ?? null,
    accountId,
  });
  pushSecrets.set(app.token, app.pushSecret);
  return { appId: app.id, appKey: key.key, appToken: app.token, pushSecret: app.pushSecret, accountId, headers: { 'app-id': app.id, 'app-key': key.key } };
}
