import { Logger, Module } from '@nestjs/common';
import { BotmeterPartitions, BotmeterPartitionsRepository } from '@parley/botmeter';
import { botmeterConfigProvider } from './botmeter.config';
import { BotmeterController } from './botmeter.controller';
import { BotmeterMaintenanceService } from './botmeter-maintenance.service';
import { botmeterRepositoryProviders } from './botmeter.repository';
import { BotmeterService } from './botmeter.service';
import { BotmeterWriterService } from './botmeter-writer.service';

/**
 * Botmeter: durable, group-committed logging of bot exchanges, and analytics over them. The
 * writing machinery (writer, limits, month partitions) is libs/botmeter's, shared with the
 * webchat's FAQ bot.
 */
@Module({
  controllers: [BotmeterController],
  providers: [
    botmeterConfigProvider,
    ...botmeterRepositoryProviders,
    {
      provide: BotmeterPartitions,
      inject: [BotmeterPartitionsRepository],
      useFactory: (repo: BotmeterPartitionsRepository) => new BotmeterPartitions(repo, new Logger('BotmeterPartitions')),
    },
    BotmeterWriterService,
    BotmeterService,
    BotmeterMaintenanceService,
  ],
  exports: [BotmeterService],
})
export class BotmeterModule {}
