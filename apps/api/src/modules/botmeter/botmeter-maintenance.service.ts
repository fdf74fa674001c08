import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { BotmeterPartitions, BotmeterRecordsRepository } from '@parley/botmeter';
import type { BotmeterEnv } from '@parley/config';
import { BOTMETER_SETTINGS } from '@parley/server-modules';
import { AppsRepository } from '../apps/apps.repository';

const DELETE_CHUNK = 10_000;
const DAY = 86_400_000;

/** Scheduled upkeep: month partitions ahead of time, and per-App retention. */
@Injectable()
export class BotmeterMaintenanceService implements OnApplicationBootstrap {
  private readonly logger = new Logger('BotmeterMaintenance');

  constructor(
    @Inject(BOTMETER_SETTINGS) private readonly config: BotmeterEnv,
    private readonly partitions: BotmeterPartitions,
    private readonly records: BotmeterRecordsRepository,
    private readonly apps: AppsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Not fatal: writes still land in the default partition, and the schedule retries.
    await this.createPartitionsAhead(new Date()).catch((err: Error) => this.logger.warn(`Partitions not prepared at boot: ${err.message}`));
  }

  // The cron handlers take no argument: the scheduler passes its own to the method it calls.
  @Cron(CronExpression.EVERY_DAY_AT_1AM, { name: 'botmeter-partitions', waitForCompletion: true })
  async onPartitionsSchedule(): Promise<void> {
    await this.createPartitionsAhead(new Date());
  }

  @Cron(CronExpression.EVERY_HOUR, { name: 'botmeter-retention', waitForCompletion: true })
  async onRetentionSchedule(): Promise<void> {
    await this.applyRetention(new Date());
  }

  async createPartitionsAhead(now: Date): Promise<void> {
    await this.partitions.ensureAhead(now, this.config.BOTMETER_PARTITIONS_AHEAD);
  }

  /**
   * Drops the month partitions whose rows are all past their App's retention (cheap), then
   * deletes each App's older rows in chunks (short transactions, no long lock).
   */
  async applyRetention(now: Date): Promise<{ droppedPartitions: string[]; deletedRecords: number }> {
    const retentions = await this.apps.retentions();
    if (retentions.length === 0) return { droppedPartitions: [], deletedRecords: 0 };
    const droppedPartitions = await this.partitions.dropExpired(now, Math.min(...retentions.map((r) => r.days)));
    let deletedRecords = 0;
    for (const { appId, days } of retentions) {
      const cutoff = new Date(now.getTime() - days * DAY);
      let n: number;
      do {
        n = await this.records.deleteOlderThan(appId, cutoff, DELETE_CHUNK);
        deletedRecords += n;
      } while (n === DELETE_CHUNK);
    }
    if (droppedPartitions.length || deletedRecords) {
      this.logger.log(`Retention: dropped ${droppedPartitions.length} partitions, deleted ${deletedRecords} records`);
    }
    return { droppedPartitions, deletedRecords };
  }
}
