import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options';
import { startEmbeddedPostgres } from './embedded-postgres';
import { MIGRATIONS } from './migrations';

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
 * persisted under `<dataDir>/data` (on `port` when given). `onStep` is told when each step ends: the
 * embedded database started (`database`), then the migrations applied (`migrated`) or found up to
 * date (`up-to-date`).
 */
export async function prepareDatabase(opts: {
  url?: string;
  dataDir: string;
  poolSize?: number;
  inMemory?: boolean;
  port?: number;
  onStep?: (step: 'database' | 'migrated' | 'up-to-date') => void;
}): Promise<PreparedDatabase> {
  let url = opts.url;
  let stop = async (): Promise<void> => undefined;
  if (!url) {
    const pg = await startEmbeddedPostgres({ dataDir: opts.inMemory ? undefined : join(resolve(opts.dataDir), 'data'), port: opts.port });
    url = pg.url;
    stop = pg.stop;
    opts.onStep?.('database');
  }
  try {
    const applied = await runMigrations(url);
    opts.onStep?.(applied.length ? 'migrated' : 'up-to-date');
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, embedded: !opts.url, stop };
}

/** The migrations this code knows, by the name TypeORM records for each. */
const KNOWN_MIGRATIONS = MIGRATIONS.map((m) => (new m() as { name?: string }).name ?? m.name);

/**
 * Runs pending migrations under an advisory lock. A database already up to date (every later start)
 * costs one query on a plain connection; TypeORM (its entities' metadata, its checks) is set up only
 * when something is missing. A database that refuses connections (starting, as the embedded one
 * `npm start` starts beside the servers) is waited for up to {@link DATABASE_WAIT_MS}.
 */
export async function runMigrations(url: string): Promise<string[]> {
  if (await migrationsApplied(url)) return [];
  const ds = await initializeWhenUp(() => new DataSource(buildDataSourceOptions({ url, poolSize: 1 })));
  try {
    await ds.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const done = await ds.runMigrations({ transaction: 'each' });
    await ds.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    return done.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}

/**
 * A data source initialised once the database accepts its connection: a database still starting
 * may refuse a connection again after it answered the check (the embedded one takes one client at
 * a time while it starts), so a refusal is tried again like the check's.
 */
async function initializeWhenUp(make: () => DataSource): Promise<DataSource> {
  const deadline = Date.now() + DATABASE_WAIT_MS;
  for (;;) {
    try {
      return await make().initialize();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if ((code !== 'ECONNREFUSED' && code !== '57P03') || Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * How long a process starting waits for its database to accept connections: the embedded one, which
 * `npm start` starts beside the servers, took over 14 s to accept its first on a busy machine.
 */
export const DATABASE_WAIT_MS = 60_000;

/** A connection, once the database accepts them (refused, or "starting up": tried again every 100 ms). */
async function connectWhenUp(url: string): Promise<Client> {
  const deadline = Date.now() + DATABASE_WAIT_MS;
  for (;;) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    // A connection lost mid-check fails its query; without a listener it would end the process.
    client.on('error', () => undefined);
    try {
      await client.connect();
      return client;
    } catch (err) {
      await client.end().catch(() => undefined);
      const code = (err as { code?: string }).code;
      // 57P03: cannot_connect_now (the server is starting up).
      if ((code !== 'ECONNREFUSED' && code !== '57P03') || Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** True when the migrations table lists every known migration (false: no table yet, or some missing). */
async function migrationsApplied(url: string): Promise<boolean> {
  const client = await connectWhenUp(url);
  try {
    const { rows } = await client.query<{ name: string }>('SELECT name FROM migrations');
    const applied = new Set(rows.map((r) => r.name));
    return KNOWN_MIGRATIONS.every((name) => applied.has(name));
  } catch (err) {
    // undefined_table: a new database.
    if ((err as { code?: string }).code === '42P01') return false;
    throw err;
  } finally {
    await client.end();
  }
}
