import { Client } from 'pg';

export interface ScratchDatabase {
  /** URL of the new, empty database. */
  url: string;
  /** Drops it (connections still open are ended). */
  drop(): Promise<void>;
}

/**
 * A new empty database on the server of `baseUrl`, for a test run or a check, so that nothing
 * touches the data at `baseUrl` itself.
 */
export async function createScratchDatabase(baseUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const run = async (sql: string) => {
    const c = new Client({ connectionString: baseUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
