import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export interface DatabaseSettings {
  url: string;
  /** Connections in the pool. */
  poolSize: number;
  /** Log SQL (development only). */
  logging?: boolean;
}

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
    logging: settings.logging ? ['query', 'error'] : ['error'],
    uuidExtension: 'pgcrypto',
    extra: {
      max: settings.poolSize,
      connectionTimeoutMillis: 10_000,
      // Keep idle connections: PGlite's socket server pays for each new one.
      idleTimeoutMillis: 60_000,
    },
  };
}
