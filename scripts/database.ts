import 'reflect-metadata';
import { openDataSource, prepareDatabase } from '@parley/persistence';
import type { DataSource } from 'typeorm';
import { loadApiEnv } from '../apps/api/src/config/config';

/**
 * Runs `fn` on the database the api uses (DATABASE_URL, else the embedded one under
 * PARLEY_DATA_DIR), migrated, then closes it: the command-line scripts' one way in. They change
 * what they change through the owners of the tables (the api's repositories, the libs' stores),
 * never with SQL of their own (the lint rule "SQL only in repositories and stores" covers scripts/).
 */
export async function withDatabase<T>(fn: (ds: DataSource, dataDir: string) => Promise<T>): Promise<T> {
  const env = loadApiEnv();
  const db = await prepareDatabase({ url: env.DATABASE_URL, dataDir: env.PARLEY_DATA_DIR });
  try {
    const ds = await openDataSource({ url: db.url, poolSize: 1 });
    try {
      return await fn(ds, env.PARLEY_DATA_DIR);
    } finally {
      await ds.destroy();
    }
  } finally {
    await db.stop();
  }
}
