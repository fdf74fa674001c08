import PgBoss from 'pg-boss';
// pg-boss's own statements, to know the ones its worker sends without waiting for the answer.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const bossPlans = require('pg-boss/src/plans') as Partial<Record<'completeJobs' | 'failJobsById', (schema: string) => string>>;
import { JOBS_SCHEMA, type JobState, type TrainingJobsStore } from './training-jobs.store';

/** The queue of trainings: one job trains one App's model of one language, at the App's latest version. */
export const TRAINING_QUEUE = 'parley-training';

export interface TrainingJobData {
  appId: string;
  language: string;
}

export interface TrainingJobsOptions {
  /** Take jobs in this process; false: only send them (another instance trains). */
  work: boolean;
  /**
   * A job running longer than this (s) is failed and tried again, by any instance: how soon the
   * training of a process that was killed is taken over.
   */
  timeoutSeconds: number;
  /** How often an idle worker looks for jobs (s); a job sent here, or heard of, wakes it at once. */
  pollSeconds: number;
  logger?: { log(m: string): void; warn(m: string): void };
}

type Handler = (job: TrainingJobData) => Promise<void>;

/**
 * Training as jobs on PostgreSQL (pg-boss): whichever instance takes a job trains, once. The key of
 * a job is its App and language, and the queue's policy ("short") keeps one waiting job per key, so
 * the edits made while a job waits are trained together; the job reads the App's data when it
 * starts, so it always trains the latest version. A job that fails is tried again (3 times, 1 s
 * then longer apart); one whose process died is failed after `timeoutSeconds` by pg-boss's
 * supervision, which every instance runs, and tried again elsewhere.
 */
export class TrainingJobs {
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private workerId: string | null = null;
  private handler: Handler | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: TrainingJobsStore,
    private readonly opts: TrainingJobsOptions,
  ) {}

  /**
   * Takes jobs with `handler` (when this process works): starts pg-boss now, and while it cannot
   * (the database away when the process starts), again 1 s later, then twice as long each time up
   * to 30 s (or sooner, with the first job sent from here). Until it has started this process takes
   * no job: one whose start failed must not wait for a training of its own to begin working, as the
   * jobs of the others would wait meanwhile if it were the only worker.
   */
  start(handler: Handler): void {
    this.handler = handler;
    this.startOrRetry(1000);
  }

  private startOrRetry(delayMs: number): void {
    void this.ready().catch((err: unknown) => {
      if (this.stopped) return;
      this.opts.logger?.warn(`Training jobs not started yet (${message(err)}): tried again in ${delayMs / 1000} s`);
      this.retry = setTimeout(() => {
        this.retry = null;
        this.startOrRetry(Math.min(delayMs * 2, 30_000));
      }, delayMs);
      this.retry.unref();
    });
  }

  /** Sends the training of an App's model of `language`; a job already waiting for it takes this one in. */
  async request(appId: string, language: string): Promise<void> {
    const boss = await this.ready();
    await boss.send(TRAINING_QUEUE, { appId, language } satisfies TrainingJobData, {
      singletonKey: jobKey(appId, language),
      retryLimit: 3,
      retryDelay: 1,
      retryBackoff: true,
      expireInSeconds: this.opts.timeoutSeconds,
    });
    this.kick();
  }

  /** Wakes this process's worker now (a job was sent, here or by another instance). */
  kick(): void {
    if (this.boss && this.workerId) this.boss.notifyWorker(this.workerId);
  }

  /** The latest jobs of an App's model of `language`, newest first. */
  latest(appId: string, language: string): Promise<JobState[]> {
    return this.store.latest(TRAINING_QUEUE, jobKey(appId, language));
  }

  /**
   * Stops taking jobs; waits up to `waitMs` for the one running (the caller ends the training first
   * when it cannot wait: the job then fails and another instance takes it at once).
   */
  async stop(waitMs = 5000): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const boss = this.boss ?? (await this.starting?.catch(() => null)) ?? null;
    this.boss = null;
    await boss?.stop({ graceful: true, wait: true, timeout: waitMs, close: false }).catch(() => undefined);
  }

  private ready(): Promise<PgBoss> {
    if (this.boss) return Promise.resolve(this.boss);
    if (this.stopped) return Promise.reject(new Error('training jobs stopped'));
    this.starting ??= this.boot().finally(() => (this.starting = null));
    return this.starting;
  }

  private async boot(): Promise<PgBoss> {
    const timeout = this.opts.timeoutSeconds;
    const boss = new PgBoss({
      db: unawaitedSettled(this.store.bossDb, (err) =>
        this.opts.logger?.warn(`Training jobs: a finished job could not be marked so (${message(err)}): it is taken for lost after ${timeout} s and tried again`),
      ),
      schema: JOBS_SCHEMA,
      // Finds the jobs of processes that died, and keeps the tables small.
      supervise: true,
      maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(timeout / 2))),
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 1,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (err) => this.opts.logger?.warn(`Training jobs: ${message(err)}`));
    await boss.start();
    try {
      await boss.createQueue(TRAINING_QUEUE, {
        name: TRAINING_QUEUE,
        policy: 'short',
        retryLimit: 3,
        retryDelay: 1,
        retryBackoff: true,
        expireInSeconds: timeout,
      });
      if (this.stopped) throw new Error('training jobs stopped');
      if (this.opts.work && this.handler) {
        const handler = this.handler;
        this.workerId = await boss.work<TrainingJobData>(
          TRAINING_QUEUE,
          { pollingIntervalSeconds: this.opts.pollSeconds, batchSize: 1 },
          async ([job]) => {
            if (job) await handler(job.data);
          },
        );
      }
    } catch (err) {
      // Started, not ready: stopped, so that the next try does not leave a second one running.
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      throw err;
    }
    this.boss = boss;
    return boss;
  }
}

type BossDb = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss's worker marks a job completed or failed without waiting for the answer: a statement that
 * then fails (the connection cut while the server stops, the database away) would be an unhandled
 * rejection, which ends the process. Those two statements' failures are told to `lost` and answered
 * as "no job changed": the job stays active, is failed by pg-boss's supervision after its timeout
 * and tried again. Every other statement fails as it did.
 */
export function unawaitedSettled(db: BossDb, lost: (err: unknown) => void): BossDb {
  const unawaited = new Set([bossPlans.completeJobs, bossPlans.failJobsById].flatMap((plan) => (typeof plan === 'function' ? [plan(JOBS_SCHEMA)] : [])));
  return {
    executeSql: (text, values) => {
      const answer = db.executeSql(text, values);
      if (!unawaited.has(text)) return answer;
      return answer.catch((err: unknown) => {
        lost(err);
        return { rows: [{ count: '0' }] };
      });
    },
  };
}

export function jobKey(appId: string, language: string): string {
  return `${appId}:${language}`;
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
