import { Module } from '@nestjs/common';
import { BotmeterController } from './botmeter.controller';
import { BotmeterMaintenanceService } from './botmeter-maintenance.service';
import { BotmeterService } from './botmeter.service';

/**
 * Botmeter: durable, group-committed logging of bot exchanges, and analytics over them. The
 * storage (repositories, month partitions, the writer) is `BotmeterStorageModule` of
 * libs/server-modules, which the webchat's FAQ bot writes through too.
 */
@Module({
  controllers: [BotmeterController],
  providers: [BotmeterService, BotmeterMaintenanceService],
  exports: [BotmeterService],
})
export class BotmeterModule {}
