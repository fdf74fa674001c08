import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { BOTMETER_CONFIG, type BotmeterConfig } from './botmeter.config';
import { BotmeterPartitionsService } from './botmeter-partitions.service';
import { BotmeterRecordsRepository, type NewBotmeterRecord } from './botmeter-records.repository';
import { GroupCommitError, GroupCommitWriter } from '@parley/persistence';

/** A record that was not stored: answered 503 with Retry-After by the global filter. */
export class BotmeterUnavailableError extends Error {
  readonly code = 'DB.UNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * Stores records durably: through a GroupCommitWriter (default), or one INSERT per record when
 * BOTMETER_GROUP_COMMIT=false (the benchmark's baseline). `write` resolves only after commit.
 */
@Injectable()
export class BotmeterWriter implements BeforeApplicationShutdown {
  private readonly logger = new Logger('BotmeterWriter');
  private readonly group: GroupCommitWriter<NewBotmeterRecord> | undefined;

  constructor(
    @Inject(BOTMETER_CONFIG) config: BotmeterConfig,
    private readonly records: BotmeterRecordsRepository,
    private readonly partitions: BotmeterPartitionsService,
  ) {
    if (config.BOTMETER_GROUP_COMMIT) {
      this.group = new GroupCommitWriter({
        flush: (rows) => this.flush(rows),
        maxBatch: config.BOTMETER_BATCH_MAX_SIZE,
        maxDelayMs: config.BOTMETER_BATCH_MAX_DELAY_MS,
        maxInFlight: config.BOTMETER_BATCH_IN_FLIGHT,
        maxPending: config.BOTMETER_MAX_PENDING,
      });
    }
  }

  async write(record: NewBotmeterRecord): Promise<void> {
    try {
      await (this.group ? this.group.write(record) : this.flush([record]));
    } catch (err) {
      if (err instanceof GroupCommitError && err.reason === 'overloaded')
        throw new BotmeterUnavailableError('Too many records are waiting to be stored; retry later', { cause: err });
      throw new BotmeterUnavailableError('The record could not be stored; retry later', { cause: err });
    }
  }

  /** Writes what was gathered before the database connections close. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.group?.close();
  }

  private async flush(rows: NewBotmeterRecord[]): Promise<void> {
    try {
      await this.partitions.ensureFor(rows.map((r) => r.timestamp));
      await this.records.insertMany(rows);
    } catch (err) {
      this.logger.error(`A batch of ${rows.length} botmeter records failed: ${(err as Error).message}`);
      throw err;
    }
  }
}
