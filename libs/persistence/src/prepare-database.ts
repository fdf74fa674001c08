import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface PreparedDatabase {
  url: string;
  /** True when this process started an embedded PostgreSQL. */
  embedded: boolean;
  /** Stops the embedded database (no-op on a server). */
  stop(): Promise<void>;
}

// Any fixed number: serialises migrations when several instances start at once.
const MIGRATION_LOCK = 7_345_001;

/**
 * Returns a migrated database: the server at `url`, or, without one, an embedded PostgreSQL
 * persisted under `<dataDir>/data`.
 */
export async function prepareDatabase(opts: { url?: string; dataDir: string; poolSize?: number; inMemory?: boolean }): Promise<PreparedDatabase> {
  let url = opts.url;
  let stop = async (): Promise<void> => undefined;
  if (!url) {
    const pg = await startEmbeddedPostgres({ dataDir: opts.inMemory ? undefined : join(resolve(opts.dataDir), 'data') });
    url = pg.url;
    stop = pg.stop;
  }
  await runMigrations(url);
  return { url, embedded: !opts.url, stop };
}

/** Runs pending migrations under an advisory lock. */
export async function runMigrations(url: string): Promise<string[]> {
  const ds = new DataSource(buildDataSourceOptions({ url, poolSize: 1 }));
  await ds.initialize();
  try {
    await ds.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const done = await ds.runMigrations({ transaction: 'each' });
    await ds.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    return done.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}
