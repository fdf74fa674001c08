import { MIGRATIONS, buildDataSourceOptions, createScratchDatabase, startEmbeddedPostgres } from '@parley/persistence';
import { DataSource } from 'typeorm';

export interface EmptyDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of the test's own, not migrated, for tests that need a database in a given state
 * (a migration's before and after, a fresh install): beside DATABASE_URL on its server (dropped
 * afterwards), else an in-memory embedded PostgreSQL.
 */
export async function createEmptyDatabase(prefix = 'parley_test_own'): Promise<EmptyDatabase> {
  const base = process.env.DATABASE_URL;
  if (base) return createScratchDatabase(base, prefix);
  const pg = await startEmbeddedPostgres();
  return { url: pg.url, drop: pg.stop };
}

/** Runs the migrations that come before `migration` (the state a database had before it landed). */
export async function migrateBefore(url: string, migration: (typeof MIGRATIONS)[number]): Promise<void> {
  const index = MIGRATIONS.indexOf(migration);
  if (index < 0) throw new Error(`${migration.name} is not a migration`);
  const ds = await new DataSource({
    ...buildDataSourceOptions({ url, poolSize: 1 }),
    migrations: MIGRATIONS.slice(0, index),
    logging: false,
  }).initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await ds.destroy();
  }
}
