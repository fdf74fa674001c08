import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppEntity, BotmeterRecordEntity } from '@parley/persistence';
import { botmeterConfigProvider } from './botmeter.config';
import { BotmeterController } from './botmeter.controller';
import { BotmeterMaintenanceService } from './botmeter-maintenance.service';
import { BotmeterPartitionsRepository } from './botmeter-partitions.repository';
import { BotmeterPartitionsService } from './botmeter-partitions.service';
import { BotmeterRecordsRepository } from './botmeter-records.repository';
import { BotmeterService } from './botmeter.service';
import { BotmeterWriter } from './botmeter-writer.service';

/** Botmeter: durable, group-committed logging of bot exchanges, and analytics over them. */
@Module({
  imports: [TypeOrmModule.forFeature([BotmeterRecordEntity, AppEntity])],
  controllers: [BotmeterController],
  providers: [
    botmeterConfigProvider,
    BotmeterRecordsRepository,
    BotmeterPartitionsRepository,
    BotmeterPartitionsService,
    BotmeterWriter,
    BotmeterService,
    BotmeterMaintenanceService,
  ],
  exports: [BotmeterService],
})
export class BotmeterModule {}
