import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { BotmeterPartitions, BotmeterRecordsRepository, BotmeterWriter } from '@parley/botmeter';
import { DatabaseOutage, Metrics } from '@parley/server-kit';
import { BOTMETER_CONFIG, type BotmeterConfig } from './botmeter.config';

/**
 * The api's botmeter writer: libs/botmeter's, the one the webchat's FAQ bot writes through too,
 * with the BOTMETER_* settings. It writes what was gathered before the database connections close.
 * Batches failing while the database is down are counted in its outage, not logged one by one.
 */
@Injectable()
export class BotmeterWriterService extends BotmeterWriter implements BeforeApplicationShutdown {
  constructor(
    @Inject(BOTMETER_CONFIG) config: BotmeterConfig,
    records: BotmeterRecordsRepository,
    partitions: BotmeterPartitions,
    metrics: Metrics,
    outage: DatabaseOutage,
  ) {
    super(records, partitions, config, outage.logger('botmeter batches failed', new Logger('BotmeterWriter')), metrics.botmeterObserver());
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
