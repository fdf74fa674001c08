import type { BotmeterEnv } from '@parley/config';
import { GroupCommitError, GroupCommitWriter, isDatabaseTimeout } from '@parley/persistence';
import type { BotmeterPartitions } from './botmeter-partitions';
import type { BotmeterRecordsRepository, NewBotmeterRecord } from './botmeter-records.repository';
import { recordProblems, type RecordProblem } from './limits';
import type { BotmeterLogger } from './logger';

/** The writer's settings: the BOTMETER_* variables both servers read. */
export type BotmeterWriterSettings = Pick<
  BotmeterEnv,
  'BOTMETER_GROUP_COMMIT' | 'BOTMETER_BATCH_MAX_SIZE' | 'BOTMETER_BATCH_MAX_DELAY_MS' | 'BOTMETER_BATCH_IN_FLIGHT' | 'BOTMETER_MAX_PENDING'
>;

/**
 * A record that was not stored: `overloaded` (more than BOTMETER_MAX_PENDING waiting), `failed`
 * (its batch could not be written) or `closed` (the writer is shutting down). The api answers it
 * with 503 and Retry-After (its code); other producers retry it later.
 */
export class BotmeterUnavailableError extends Error {
  readonly code = 'DB.UNAVAILABLE';
  constructor(
    message: string,
    readonly reason: 'overloaded' | 'failed' | 'closed',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BotmeterUnavailableError';
  }
}

/** Told of every batch written and every record refused (the servers' metrics). */
export interface BotmeterObserver {
  batch(size: number, ms: number, ok: boolean): void;
  refused(reason: BotmeterUnavailableError['reason']): void;
}

/** A record beyond the limits (see BOTMETER_LIMITS), refused before it joins a batch. */
export class BotmeterInvalidRecordError extends Error {
  readonly code = 'BOTMETER.INVALID_RECORD';
  constructor(readonly details: RecordProblem[]) {
    super(`The record is beyond botmeter's limits: ${details.map((d) => `${d.field} ${d.problem}`).join('; ')}`);
    this.name = 'BotmeterInvalidRecordError';
  }
}

/**
 * Stores botmeter records durably, for every producer (the api's `POST /botmeter`, the webchat's
 * FAQ bot): through a GroupCommitWriter (default), or one INSERT per record when
 * BOTMETER_GROUP_COMMIT=false (the benchmark's baseline). Each batch first makes sure its months
 * have their partition. `write` resolves only after commit; a record beyond the limits is refused
 * on its own, so it can never fail the batch of others.
 */
export class BotmeterWriter {
  private readonly group: GroupCommitWriter<NewBotmeterRecord> | undefined;

  constructor(
    private readonly records: BotmeterRecordsRepository,
    private readonly partitions: BotmeterPartitions,
    settings: BotmeterWriterSettings,
    private readonly logger: BotmeterLogger,
    private readonly observer?: BotmeterObserver,
  ) {
    if (settings.BOTMETER_GROUP_COMMIT) {
      this.group = new GroupCommitWriter({
        flush: (rows) => this.flush(rows),
        maxBatch: settings.BOTMETER_BATCH_MAX_SIZE,
        maxDelayMs: settings.BOTMETER_BATCH_MAX_DELAY_MS,
        maxInFlight: settings.BOTMETER_BATCH_IN_FLIGHT,
        maxPending: settings.BOTMETER_MAX_PENDING,
        failWaiting: isDatabaseTimeout,
      });
    }
  }

  /** Resolves once the record is committed; rejects with BotmeterInvalidRecordError or BotmeterUnavailableError. */
  async write(record: NewBotmeterRecord): Promise<void> {
    const problems = recordProblems(record);
    if (problems.length) throw new BotmeterInvalidRecordError(problems);
    try {
      await (this.group ? this.group.write(record) : this.flush([record]));
    } catch (err) {
      this.observer?.refused(err instanceof GroupCommitError && err.reason !== 'failed' ? err.reason : 'failed');
      if (err instanceof GroupCommitError && err.reason === 'overloaded') {
        throw new BotmeterUnavailableError('Too many records are waiting to be stored; retry later', 'overloaded', { cause: err });
      }
      if (err instanceof GroupCommitError && err.reason === 'closed') {
        throw new BotmeterUnavailableError('Botmeter is shutting down; retry later', 'closed', { cause: err });
      }
      throw new BotmeterUnavailableError('The record could not be stored; retry later', 'failed', { cause: err });
    }
  }

  /** Records gathered and not yet handed to a batch. */
  get pendingCount(): number {
    return this.group?.pendingCount ?? 0;
  }

  /** Writes what was gathered now (no waiting for the batch delay); resolves when nothing is pending. */
  async drain(): Promise<void> {
    await this.group?.drain();
  }

  /** Refuses new records and writes what was gathered: call it before the database closes. */
  async close(): Promise<void> {
    await this.group?.close();
  }

  private async flush(rows: NewBotmeterRecord[]): Promise<void> {
    const t0 = performance.now();
    try {
      await this.partitions.ensureFor(rows.map((r) => r.timestamp));
      await this.records.insertMany(rows);
      this.observer?.batch(rows.length, performance.now() - t0, true);
    } catch (err) {
      this.observer?.batch(rows.length, performance.now() - t0, false);
      const message = `A batch of ${rows.length} botmeter records failed: ${(err as Error).message}`;
      if (this.logger.failed) this.logger.failed(message, err);
      else this.logger.error(message);
      throw err;
    }
  }
}
