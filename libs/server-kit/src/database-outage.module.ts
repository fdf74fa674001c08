import { Global, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DatabaseOutage } from './database-outage';

/** The process's DatabaseOutage, global: what fails while the database is down reports to it. */
@Global()
@Module({
  providers: [
    {
      provide: DatabaseOutage,
      inject: [DataSource],
      useFactory: (ds: DataSource) => new DatabaseOutage(new Logger('Database'), { ping: () => ds.query('SELECT 1') }),
    },
  ],
  exports: [DatabaseOutage],
})
export class DatabaseOutageModule implements OnApplicationShutdown {
  constructor(private readonly outage: DatabaseOutage) {}

  onApplicationShutdown(): void {
    this.outage.close();
  }
}
