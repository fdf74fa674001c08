import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createAppWithKey, prepareDatabase } from '@parley/persistence';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '@parley/persistence';
import { loadApiEnv } from '../apps/api/src/config/config';
import { LANGUAGES, isLanguage, type Language } from '@parley/contracts';

/** `npm run app:create -- --name NAME [--lang en|fr|es] [--json]`: creates an App and prints its credentials. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { name: { type: 'string' }, lang: { type: 'string', default: 'en' }, json: { type: 'boolean', default: false } },
  });
  const problems: string[] = [];
  if (!values.name?.trim()) problems.push('--name is required');
  if (!isLanguage(values.lang)) problems.push(`--lang must be one of ${LANGUAGES.join(', ')}`);
  if (problems.length) {
    process.stderr.write(`${problems.join('\n')}\nusage: npm run app:create -- --name NAME [--lang ${LANGUAGES.join('|')}] [--json]\n`);
    process.exit(2);
  }
  const env = loadApiEnv();
  const db = await prepareDatabase({ url: env.DATABASE_URL, dataDir: env.PARLEY_DATA_DIR });
  const ds = await new DataSource(buildDataSourceOptions({ url: db.url, poolSize: 1 })).initialize();
  try {
    const { app, key } = await createAppWithKey(ds.manager, { name: values.name!.trim(), language: values.lang as Language });
    const out = { appId: app.id, appKey: key.key, appToken: app.token };
    process.stdout.write(values.json ? `${JSON.stringify(out)}\n` : `App "${app.name}" created\n  App-Id    ${out.appId}\n  App-Key   ${out.appKey}\n  App token ${out.appToken}\n`);
  } finally {
    await ds.destroy();
    await db.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`app:create failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
