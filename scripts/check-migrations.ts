import 'reflect-metadata';
import { buildDataSourceOptions, prepareDatabase } from '@parley/persistence';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

/**
 * `npm run migration:check`: runs every migration on an empty database, then asks TypeORM what
 * it would generate from the entities. Anything means entities and migrations drifted apart.
 */
async function main(): Promise<void> {
  const base = process.env.DATABASE_URL;
  let url: string | undefined;
  let cleanup = async (): Promise<void> => undefined;
  if (base) {
    const name = `parley_migcheck_${Date.now().toString(36)}`;
    const admin = new Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    url = u.toString();
    cleanup = async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    };
  }
  const db = await prepareDatabase({ url, dataDir: '.parley', inMemory: true });
  const ds = await new DataSource(buildDataSourceOptions({ url: db.url, poolSize: 1 })).initialize();
  const pending = await ds.driver.createSchemaBuilder().log();
  await ds.destroy();
  await db.stop();
  await cleanup();
  if (pending.upQueries.length) {
    process.stderr.write(`Entities and migrations differ; run 'npm run migration:generate -- libs/persistence/src/migrations/<VerbNoun>'. Missing:\n`);
    for (const q of pending.upQueries) process.stderr.write(`  ${q.query}\n`);
    process.exit(1);
  }
  process.stdout.write(`migrations match the entities (${db.embedded ? 'embedded' : 'server'} database)\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`migration:check failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
