import { type BeforeApplicationShutdown, type DynamicModule, Injectable, Logger, Module } from '@nestjs/common';
import { BotmeterPartitions, BotmeterPartitionsRepository, BotmeterRecordsRepository, BotmeterWriter } from '@parley/botmeter';
import type { BotmeterEnv } from '@parley/config';
import { DatabaseOutage, Metrics } from '@parley/server-kit';
import { appDataOwner } from '../app-data/app-data.module';
import { storeProvider } from '../database/store-provider';

/** The BOTMETER_* settings the module was given (the api's upkeep reads BOTMETER_PARTITIONS_AHEAD). */
export const BOTMETER_SETTINGS = Symbol('BOTMETER_SETTINGS');

@Injectable()
class BotmeterWriterCloser implements BeforeApplicationShutdown {
  constructor(private readonly writer: BotmeterWriter) {}

  /**
   * Writes what was gathered before the database closes. It runs after the servers' own shutdown
   * hooks (a global module's run last), so a producer that retries refused records (the webchat's
   * BotmeterRecorder) makes its last attempts first; closing twice is harmless.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.writer.close();
  }
}

/**
 * Botmeter's storage (libs/botmeter), wired once for both servers: the repositories of
 * `botmeter_records` and its month partitions, and the one writer (group commit, limits, partitions
 * made on demand) behind the api's `POST /botmeter` and the webchat's FAQ bot, with the BOTMETER_*
 * settings. Batches failing while the database is down are counted in its outage, not logged one by
 * one. Global: the api's botmeter and App modules and the webchat's recorder use it.
 */
@Module({})
export class BotmeterStorageModule {
  static forRoot(config: BotmeterEnv): DynamicModule {
    return {
      module: BotmeterStorageModule,
      global: true,
      providers: [
        { provide: BOTMETER_SETTINGS, useValue: config },
        storeProvider(BotmeterRecordsRepository),
        // Deleting an App asks it to delete the App's records.
        appDataOwner(BotmeterRecordsRepository),
        storeProvider(BotmeterPartitionsRepository),
        {
          provide: BotmeterPartitions,
          inject: [BotmeterPartitionsRepository],
          useFactory: (repo: BotmeterPartitionsRepository) => new BotmeterPartitions(repo, new Logger('BotmeterPartitions')),
        },
        {
          provide: BotmeterWriter,
          inject: [BotmeterRecordsRepository, BotmeterPartitions, Metrics, DatabaseOutage],
          useFactory: (records: BotmeterRecordsRepository, partitions: BotmeterPartitions, metrics: Metrics, outage: DatabaseOutage) =>
            new BotmeterWriter(
              records,
              partitions,
              config,
              outage.logger('botmeter batches failed', new Logger('BotmeterWriter')),
              metrics.botmeterObserver(),
            ),
        },
        BotmeterWriterCloser,
      ],
      exports: [BOTMETER_SETTINGS, BotmeterRecordsRepository, BotmeterPartitions, BotmeterWriter],
    };
  }
}
