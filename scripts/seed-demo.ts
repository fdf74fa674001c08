import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { AppEntity, AppKeyEntity, buildDataSourceOptions, createAppWithKey, hashKey } from '@parley/persistence';
import { TrainerStore } from '@parley/trainer-runtime';
import { DataSource, IsNull } from 'typeorm';
import { DEMO_QNAS } from './demo-qnas';

export interface DemoCredentials {
  appId: string;
  appKey: string;
  appToken: string;
}

/**
 * The demo App of `npm start`: created on first start, its credentials kept in
 * `<dataDir>/demo-app.json` (the key is stored hashed in the database, so this file is the only
 * copy) and reused while they still work against this database.
 */
export async function seedDemoApp(databaseUrl: string, dataDir: string): Promise<DemoCredentials> {
  const file = join(resolve(dataDir), 'demo-app.json');
  const ds = await new DataSource(buildDataSourceOptions({ url: databaseUrl, poolSize: 1 })).initialize();
  try {
    if (existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials;
      const live = await ds.getRepository(AppKeyEntity).findOneBy({ appId: saved.appId, keyHash: hashKey(saved.appKey), revokedAt: IsNull() });
      const app = live && (await ds.getRepository(AppEntity).findOneBy({ id: saved.appId }));
      if (app) {
        await seedDemoQnas(ds, app.id);
        return { ...saved, appToken: app.token };
      }
    }
    const { app, key } = await createAppWithKey(ds.manager, { name: 'Demo', language: 'en' });
    await seedDemoQnas(ds, app.id);
    const creds: DemoCredentials = { appId: app.id, appKey: key.key, appToken: app.token };
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(creds, null, 2), { mode: 0o600 });
    return creds;
  } finally {
    await ds.destroy();
  }
}

/** Sample QnAs so the demo page's FAQ bot answers; only into a demo App that has none (edits are kept). */
async function seedDemoQnas(ds: DataSource, appId: string): Promise<void> {
  const store = new TrainerStore(ds);
  const [, count] = await store.listQnas(appId, 0, 1);
  if (count > 0) return;
  await store.createQnas(
    appId,
    DEMO_QNAS.map((q) => ({
      title: q.title,
      resolvePrompt: q.resolvePrompt,
      utterances: q.utterances.map((value) => ({ value })),
      answers: q.answers.map((alt) => alt.map((value) => ({ type: 'text', payload: { value } }))),
    })),
  );
}
