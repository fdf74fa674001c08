import { BotmeterPartitionsRepository, BotmeterRecordsRepository } from '@parley/botmeter';
import { DataSource } from 'typeorm';

/** botmeter_records (rows and month partitions): libs/botmeter's repositories over the webchat's DataSource. */
export const botmeterRepositoryProviders = [
  { provide: BotmeterRecordsRepository, inject: [DataSource], useFactory: (ds: DataSource) => new BotmeterRecordsRepository(ds) },
  { provide: BotmeterPartitionsRepository, inject: [DataSource], useFactory: (ds: DataSource) => new BotmeterPartitionsRepository(ds) },
];
