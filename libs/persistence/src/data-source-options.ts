import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { TimeoutSafeClient } from './timeout-safe-client';

export interface DatabaseSettings {
  url: string;
  /** Connections in the pool. */
  poolSize: number;
  /** Log SQL (development only). */
  logging?: boolean;
  /**
   * The servers' request path: PostgreSQL cancels a statement past this (ms), and the driver gives
   * up a query 1 s later (a frozen server never answers). Unset (migrations, scripts): no limit.
   */
  queryTimeoutMs?: number;
  /** Waiting for a connection, new or from the pool, beyond this (ms) fails. Default 10 s. */
  connectTimeoutMs?: number;
}

/** What the driver waits beyond PostgreSQL's own statement timeout, so the server cancels first. */
const CLIENT_TIMEOUT_MARGIN_MS = 1000;

/**
 * The one place DataSource options are built: used by ormconfig.ts (TypeORM CLI), the Nest
 * modules, the start script and the tests.
 */
export function buildDataSourceOptions(settings: DatabaseSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url: settings.url,
    entities: ENTITIES,
    // Classes, not a glob: the same list works compiled, under the test runner and in the CLI.
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // TypeORM's own log of a failed query is off: it wrote every failure twice, on two lines, its
    // parameters included (what users wrote), hundreds of times in a database outage. Whoever runs a
    // query decides: the error filter logs a 500, a database outage is summed up (DatabaseOutage).
    logging: settings.logging ? ['query', 'error'] : false,
    uuidExtension: 'pgcrypto',
    extra: {
      max: settings.poolSize,
      connectionTimeoutMillis: settings.connectTimeoutMs ?? 10_000,
      ...(settings.queryTimeoutMs
        ? {
            statement_timeout: settings.queryTimeoutMs,
            query_timeout: settings.queryTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
            // A connection whose query timed out is dropped, not reused behind the lost query.
            Client: TimeoutSafeClient,
          }
        : {}),
      // Keep idle connections: PGlite's socket server pays for each new one.
      idleTimeoutMillis: 60_000,
    },
  };
}

/**
 * A DataSource over `settings`, connected: the way in of the command-line scripts (the servers'
 * is DatabaseModule of libs/server-modules). They hand it to the owners of the tables (the stores
 * and repositories), which hold the SQL.
 */
export function openDataSource(settings: DatabaseSettings): Promise<DataSource> {
  return new DataSource(buildDataSourceOptions(settings)).initialize();
}
