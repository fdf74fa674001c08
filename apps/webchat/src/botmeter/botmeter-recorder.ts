import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { BotmeterInvalidRecordError, BotmeterUnavailableError, BotmeterWriter, fitRecord, type NewBotmeterRecord } from '@parley/botmeter';
import { DatabaseOutage } from '@parley/server-kit';
import { WEBCHAT_CONFIG, type WebchatConfig } from '../config/env';
import { backoffDelay } from '../delivery/backoff';

/** A refused record is tried again after 0.5 s, 1 s, 2 s... up to 30 s apart, at most this many times (about 2 minutes in all). */
export const RECORD_ATTEMPTS = 8;
const RETRY = { baseMs: 500, maxMs: 30_000 };

/**
 * Botmeter records of the webchat's own exchanges (the FAQ bot's), written through libs/botmeter's
 * writer with the api's BOTMETER_* settings: the same group commit, partitions and limits as
 * `POST /botmeter`. A record is first made to fit the limits (long texts cut), since nobody can be
 * answered a 400 here. The user's answer never waits for it: `record` returns at once. A record the
 * writer refuses (backpressure, a failed batch) is retried with backoff; one given up on is logged
 * with its App, user, conversation and time, never dropped silently. At shutdown, records waiting
 * for a retry get a last attempt and the writer writes what it gathered before the database closes.
 */
@Injectable()
export class BotmeterRecorder implements BeforeApplicationShutdown {
  private readonly logger = new Logger('BotmeterRecorder');
  /** Records waiting for their next attempt, with its timer. */
  private readonly waiting = new Map<NewBotmeterRecord, NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly maxWaiting: number;
  private closing = false;

  constructor(
    private readonly writer: BotmeterWriter,
    @Inject(WEBCHAT_CONFIG) config: WebchatConfig,
    private readonly outage: DatabaseOutage,
  ) {
    this.maxWaiting = config.BOTMETER_MAX_PENDING;
  }

  /** Stores the record in the background; never throws. */
  record(record: NewBotmeterRecord): void {
    this.attempt(fitRecord(record), 1);
  }

  /** Records not stored yet: gathered by the writer or waiting for a retry here. */
  get pendingCount(): number {
    return this.writer.pendingCount + this.waiting.size;
  }

  async beforeApplicationShutdown(): Promise<void> {
    // From here a refusal is logged as a loss: there is no later to retry at.
    this.closing = true;
    const retries = [...this.waiting.keys()];
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
    // What the writer gathered is written first, which makes room for the last attempts...
    await this.writer.drain();
    for (const record of retries) this.attempt(record, RECORD_ATTEMPTS);
    // ...which close() writes, with anything gathered meanwhile, before the database closes.
    const closed = this.writer.close();
    await Promise.allSettled([...this.inFlight]);
    await closed;
  }

  private attempt(record: NewBotmeterRecord, n: number): void {
    const p: Promise<void> = this.writer
      .write(record)
      .catch((err: unknown) => this.refused(record, n, err))
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  private refused(record: NewBotmeterRecord, n: number, err: unknown): void {
    const why = err instanceof BotmeterUnavailableError ? err.reason : err instanceof Error ? err.message : String(err);
    const permanent = err instanceof BotmeterInvalidRecordError;
    if (permanent || this.closing || n >= RECORD_ATTEMPTS || this.waiting.size >= this.maxWaiting) {
      this.logger.error(`Botmeter record lost after ${n} attempt(s) (${why}): ${describe(record)}`);
      return;
    }
    const delay = backoffDelay(n, RETRY);
    // While the database is down the retries are counted in its outage, not logged one by one.
    this.outage.failed('FAQ bot records to retry', err, () =>
      this.logger.warn(`Botmeter record refused (${why}), attempt ${n + 1} in ${delay} ms: ${describe(record)}`),
    );
    const timer = setTimeout(() => {
      this.waiting.delete(record);
      this.attempt(record, n + 1);
    }, delay);
    timer.unref();
    this.waiting.set(record, timer);
  }
}

/** Enough to find the exchange again, without the user's words. */
function describe(r: NewBotmeterRecord): string {
  return `App ${r.appId}, user ${r.userId}, conversation ${r.conversationId}, at ${r.timestamp.toISOString()}`;
}
