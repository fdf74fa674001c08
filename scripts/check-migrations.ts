import 'reflect-metadata';
import { createScratchDatabase, openDataSource, prepareDatabase } from '@parley/persistence';

/**
 * `npm run migration:check`: runs every migration on an empty database, then asks TypeORM what
 * it would generate from the entities. Anything means entities and migrations drifted apart.
 */
async function main(): Promise<void> {
  const base = process.env.DATABASE_URL;
  let url: string | undefined;
  let cleanup = async (): Promise<void> => undefined;
  if (base) {
    const scratch = await createScratchDatabase(base, 'parley_migcheck');
    url = scratch.url;
    cleanup = scratch.drop;
  }
  const db = await prepareDatabase({ url, dataDir: '.parley', inMemory: true });
  const ds = await openDataSource({ url: db.url, poolSize: 1 });
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
