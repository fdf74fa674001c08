import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { buildDataSourceOptions } from '@parley/persistence';

/** What the database connection is made of (both servers' variables of the same names). */
export interface DatabaseConfig {
  DATABASE_URL: string;
  DB_POOL_SIZE: number;
  DB_QUERY_TIMEOUT_MS: number;
  DB_CONNECT_TIMEOUT_MS: number;
}

/**
 * The server's DataSource (TypeORM), from the one options builder of libs/persistence. The start
 * script (or the test setup) runs the migrations; a database still starting is waited for (3 tries).
 */
@Module({})
export class DatabaseModule {
  static forRoot(config: DatabaseConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...buildDataSourceOptions({
            url: config.DATABASE_URL,
            poolSize: config.DB_POOL_SIZE,
            queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
            connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
          }),
          retryAttempts: 3,
          retryDelay: 1000,
        }),
      ],
    };
  }
}
