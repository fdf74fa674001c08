import PgBoss from 'pg-boss';
// pg-boss's own statements, to know the ones its worker sends without waiting for the answer.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const bossPlans = require('pg-boss/src/plans') as Partial<Record<'completeJobs' | 'failJobsById', (schema: string) => string>> & {
  fetchNextJob?: (schema: string) => (options: { includeMetadata?: boolean; priority?: boolean }) => string;
};
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
   * How soon (s) the job of a process that died is taken for lost, failed and tried again by any
   * instance. Not a bound on a job's length: a running job's heartbeat (every third of this, at
   * most every second) keeps it, however long it takes.
   */
  timeoutSeconds: number;
  /** How often an idle worker looks for jobs (s); a job sent here, or heard of, wakes it at once. */
  pollSeconds: number;
  logger?: { log(m: string): void; warn(m: string): void };
}

/** What a job's handler may add to its heartbeat, which beats while the handler runs. */
export interface JobHeartbeat {
  /** Seconds between beats. */
  readonly seconds: number;
  /**
   * Runs `beat` on each beat until the handler ends or the returned function is called; what it
   * throws is logged (a warning), never thrown.
   */
  onBeat(beat: () => Promise<void>): () => void;
}

type Handler = (job: TrainingJobData, heartbeat: JobHeartbeat) => Promise<void>;

/** PostgreSQL's errors of two processes creating the same things at once: worth another try. */
const TRANSIENT_START_ERRORS = new Set([
  '40P01', // deadlock_detected
  '40001', // serialization_failure
  '23505', // unique_violation
  '42P07', // duplicate_table
  '42710', // duplicate_object
]);
/** Tries of a start that meets them, each after a short random delay. */
const START_TRIES = 5;

/**
 * What pg-boss's worker is told of a job's timeout (s): its own timer fails a handler running
 * longer than the job's `expire_in`, which the heartbeat would not stop. The longest a timer may
 * wait (2^31 - 1 ms, about 24 days): in practice never.
 */
const WORKER_TIMER_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

/**
 * Training as jobs on PostgreSQL (pg-boss): whichever instance takes a job trains, once. The key of
 * a job is its App and language, and the queue's policy ("short") keeps one waiting job per key, so
 * the edits made while a job waits are trained together; the job reads the App's data when it
 * starts, so it always trains the latest version. A job that fails is tried again (3 times, 1 s
 * then longer apart); one whose process died is failed after `timeoutSeconds` by pg-boss's
 * supervision, which every instance runs, and tried again elsewhere. While its handler runs, a job
 * has a heartbeat (every third of `timeoutSeconds`, at most every second) that keeps it active
 * however long it takes; a process killed stops beating, and its job is taken over after
 * `timeoutSeconds`. Two or more processes starting at once on a fresh database all start: pg-boss
 * creating its schema twice at once fails one with a deadlock or a duplicate, tried again shortly.
 */
export class TrainingJobs {
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private workerId: string | null = null;
  private handler: Handler | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  /**
   * pg-boss's statements on their way to the database and the handler's runs (see `settled`): a
   * run ends in a statement (its job marked completed or failed).
   */
  private readonly inFlight = new Set<Promise<unknown>>();

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
    const deadline = Date.now() + waitMs;
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const boss = this.boss ?? (await this.starting?.catch(() => null)) ?? null;
    this.boss = null;
    await boss?.stop({ graceful: true, wait: true, timeout: waitMs, close: false }).catch(() => undefined);
    // pg-boss's stop resolves with statements still on their way: the mark of a finished job (sent
    // without waiting for its answer), and a fetch of jobs sent before the stop, whose job is then
    // this process's (its handler does not run: it fails at once, below). Waited for, so that the
    // caller may close the database after this: a statement cut there left its job taken, and the
    // App's next training behind it, until the job's timeout.
    await this.settled(Math.max(0, deadline - Date.now()));
  }

  /**
   * Resolves when no statement of pg-boss's nor handler run is on its way (after `waitMs` at most):
   * for a caller that ended a running training after `stop` (its job's failure is then marked).
   */
  async settled(waitMs: number): Promise<void> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      // What settles a run or a fetch sends its statement within the same turn: looked for once more.
      if (!this.inFlight.size) await new Promise((r) => setImmediate(r));
      if (!this.inFlight.size) return;
      const left = deadline - Date.now();
      if (left <= 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...this.inFlight]), new Promise((r) => (timer = setTimeout(r, left)))]);
      clearTimeout(timer);
    }
  }

  /** `p`, counted in flight until it settles. */
  private track<T>(p: Promise<T>): Promise<T> {
    const settled = p.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
    return p;
  }

  private ready(): Promise<PgBoss> {
    if (this.boss) return Promise.resolve(this.boss);
    if (this.stopped) return Promise.reject(new Error('training jobs stopped'));
    this.starting ??= this.boot().finally(() => (this.starting = null));
    return this.starting;
  }

  /**
   * Starts pg-boss; a start that meets another process's (its schema or the queue created by both
   * at once on a fresh database: a deadlock, a duplicate) is tried again after a short random delay,
   * up to `START_TRIES` times, so that processes started together all come up at once.
   */
  private async boot(): Promise<PgBoss> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.bootOnce();
      } catch (err) {
        if (this.stopped || attempt >= START_TRIES || !TRANSIENT_START_ERRORS.has(sqlState(err) ?? '')) throw err;
        const delayMs = Math.round((50 + Math.random() * 200) * attempt);
        this.opts.logger?.log(`Training jobs: start met another process's (${message(err)}): tried again in ${delayMs} ms`);
        await new Promise((r) => setTimeout(r, delayMs));
      }
    }
  }

  private async bootOnce(): Promise<PgBoss> {
    const timeout = this.opts.timeoutSeconds;
    const boss = new PgBoss({
      db: tracked(
        workerTimerLifted(
          unawaitedSettled(this.store.bossDb, (err) =>
            this.opts.logger?.warn(`Training jobs: a finished job could not be marked so (${message(err)}): it is taken for lost after ${timeout} s and tried again`),
          ),
        ),
        (p) => this.track(p),
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
    try {
      await boss.start();
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
            if (!job) return;
            // Fetched while this process stops (the fetch was on its way): failed at once, so that the
            // queue tries it again (another instance, a second later), rather than trained against a
            // database and a training thread that are closing.
            if (this.stopped) throw new Error('the process was stopping when it took the job');
            await this.track(this.withHeartbeat(job.id, (heartbeat) => handler(job.data, heartbeat)));
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

  /**
   * Runs a job's handler with its heartbeat: every third of the timeout (at most every second) the
   * job counts as started again, so pg-boss's supervision does not fail it, and the handler's own
   * beats run (the model's training lease renewed). It stops when the handler ends, whatever the
   * outcome. A beat that fails (the database away) is a warning: beats go on, and if none gets
   * through for `timeoutSeconds` the job is failed and tried again, as if this process had died.
   */
  private async withHeartbeat(jobId: string, run: (heartbeat: JobHeartbeat) => Promise<void>): Promise<void> {
    const seconds = Math.max(1, this.opts.timeoutSeconds / 3);
    const beats = new Set<() => Promise<void>>();
    let timer: NodeJS.Timeout | null = null;
    let ended = false;
    const warn = (what: string, err: unknown) => this.opts.logger?.warn(`Training jobs: job ${jobId}: ${what} (${message(err)})`);
    // A beat's statements go out together, and the next beat is due `seconds` after this one
    // started (or when it ends, if later): a slow database or a busy event loop delays the beats
    // as little as it can.
    const beat = async () => {
      if (ended) return;
      timer = setTimeout(() => void beat(), seconds * 1000);
      timer.unref();
      if (inFlight) return void (due = true);
      inFlight = true;
      await Promise.all([
        this.store
          .keepActive(TRAINING_QUEUE, jobId)
          .catch((err: unknown) => warn(`heartbeat failed, the job is taken for lost after ${this.opts.timeoutSeconds} s without one`, err)),
        ...[...beats].map((b) => b().catch((err: unknown) => warn('heartbeat failed', err))),
      ]);
      inFlight = false;
      if (due) {
        due = false;
        if (timer) clearTimeout(timer);
        void beat();
      }
    };
    let inFlight = false;
    let due = false;
    timer = setTimeout(() => void beat(), seconds * 1000);
    timer.unref();
    try {
      await run({
        seconds,
        onBeat: (b) => {
          beats.add(b);
          return () => beats.delete(b);
        },
      });
    } finally {
      ended = true;
      beats.clear();
      if (timer) clearTimeout(timer);
      timer = null;
    }
  }
}

/**
 * pg-boss's worker fails a job whose handler runs longer than the job's `expire_in` on a timer of
 * its own, which the heartbeat cannot move: the jobs its fetch answers are told a timeout it never
 * reaches (`WORKER_TIMER_SECONDS`). The job row keeps its `expire_in`, so the supervision still
 * fails the job of a process that stopped beating after `timeoutSeconds`.
 */
export function workerTimerLifted(db: BossDb): BossDb {
  const fetches = new Set(
    typeof bossPlans.fetchNextJob === 'function'
      ? [false, true].map((includeMetadata) => bossPlans.fetchNextJob!(JOBS_SCHEMA)({ includeMetadata, priority: true }))
      : [],
  );
  return {
    executeSql: async (text, values) => {
      const answer = await db.executeSql(text, values);
      if (!fetches.has(text)) return answer;
      return { ...answer, rows: answer.rows.map((row) => ({ ...(row as object), expireInSeconds: WORKER_TIMER_SECONDS })) };
    },
  };
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

/** Every statement of `db` handed to `track` as it is sent. */
function tracked(db: BossDb, track: <T>(p: Promise<T>) => Promise<T>): BossDb {
  return { executeSql: (text, values) => track(db.executeSql(text, values)) };
}

export function jobKey(appId: string, language: string): string {
  return `${appId}:${language}`;
}

/** The SQLSTATE of a PostgreSQL error (pg's, or TypeORM's wrapping of it). */
function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.code ?? e?.driverError?.code;
  return typeof code === 'string' ? code : undefined;
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
