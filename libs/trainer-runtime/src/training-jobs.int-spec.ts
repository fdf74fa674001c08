import { randomUUID } from 'node:crypto';
import { buildDataSourceOptions, createScratchDatabase } from '@parley/persistence';
import { testDatabaseUrl } from '@parley/testing';
import { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TrainingJobs, type TrainingJobData } from './training-jobs';
import { TrainingJobsStore } from './training-jobs.store';

/** pg-boss's way to the database refusing every statement while `down` (the database away). */
class FlakyStore extends TrainingJobsStore {
  down = true;
  refused = 0;
  private readonly real: TrainingJobsStore;

  constructor(ds: DataSource) {
    super(ds);
    this.real = new TrainingJobsStore(ds);
  }

  override readonly bossDb = {
    executeSql: (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
      if (!this.down) return this.real.bossDb.executeSql(text, values);
      this.refused++;
      return Promise.reject(new Error('connect ECONNREFUSED (the database is away)'));
    },
  };
}

/** A store whose heartbeat never gets through (the database away for it), as if the process were killed. */
class NoHeartbeatStore extends TrainingJobsStore {
  override keepActive(): Promise<boolean> {
    return Promise.reject(new Error('connect ECONNREFUSED (the database is away)'));
  }
}

/**
 * pg-boss's way to the database, whose next fetch of jobs can be held: at the door until `letIn`,
 * then its answer (the jobs it took, active in the table) until `answer` — a fetch on its way when
 * the process stops.
 */
class HeldFetchStore extends TrainingJobsStore {
  private armed = false;
  private readonly real: TrainingJobsStore;
  private readonly arrived = deferred<void>();
  private readonly door = deferred<void>();
  private readonly taken = deferred<unknown[]>();
  private readonly answered = deferred<void>();

  constructor(ds: DataSource) {
    super(ds);
    this.real = new TrainingJobsStore(ds);
  }

  /** Holds the next fetch; resolves when it waits at the door. */
  holdNextFetch(): Promise<void> {
    this.armed = true;
    return this.arrived.promise;
  }

  /** Lets the held fetch run; resolves with the jobs it took (its answer still held). */
  letIn(): Promise<unknown[]> {
    this.door.resolve();
    return this.taken.promise;
  }

  /** Gives pg-boss the held fetch's answer. */
  answer(): void {
    this.answered.resolve();
  }

  override readonly bossDb = {
    executeSql: async (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
      if (!this.armed || !/FOR UPDATE SKIP LOCKED/.test(text)) return this.real.bossDb.executeSql(text, values);
      this.armed = false;
      this.arrived.resolve();
      await this.door.promise;
      const result = await this.real.bossDb.executeSql(text, values);
      this.taken.resolve(result.rows);
      await this.answered.promise;
      return result;
    },
  };
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('TrainingJobs (the queue of trainings)', () => {
  let ds: DataSource;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    ds = await new DataSource(buildDataSourceOptions({ url: testDatabaseUrl(), poolSize: 4 })).initialize();
  });
  // Each test's workers stop with it: a worker left running would take the next test's jobs.
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });
  afterAll(async () => {
    await ds.destroy();
  });

  it('a worker whose start failed (the database away) takes the jobs sent by others once the database is back, sending none itself', async () => {
    const store = new TrainingJobsStore(ds);
    const flaky = new FlakyStore(ds);
    const warnings: string[] = [];
    const worker = new TrainingJobs(flaky, { work: true, timeoutSeconds: 10, pollSeconds: 1, logger: { log: () => undefined, warn: (m) => warnings.push(m) } });
    let taken!: (job: TrainingJobData) => void;
    const took = new Promise<TrainingJobData>((resolve) => (taken = resolve));
    worker.start(async (job) => taken(job));
    stops.push(() => worker.stop(1000));

    // Another process (it only sends) sends a training while the worker could not start.
    const sender = new TrainingJobs(store, { work: false, timeoutSeconds: 10, pollSeconds: 1 });
    stops.push(() => sender.stop(1000));
    const appId = randomUUID();
    await sender.request(appId, 'en');
    await expect.poll(() => flaky.refused).toBeGreaterThan(0);
    expect(warnings.join('\n')).toMatch(/Training jobs not started yet \(connect ECONNREFUSED .*\): tried again in 1 s/);

    // The database is back: the worker starts by itself and takes the waiting job.
    flaky.down = false;
    expect(await took).toEqual({ appId, language: 'en' });
    await expect.poll(async () => (await sender.latest(appId, 'en'))[0]?.state, { timeout: 10_000 }).toBe('completed');
  });

  // The heartbeat moves the job's `started_on` in pg-boss's table, relying on pg-boss 10's expiry
  // rule (an active job is failed once `started_on + expire_in < now()`) and on the worker's own
  // timer being told a timeout it never reaches: if an upgrade changes either, this job is failed
  // after 3 s and taken again.
  it('a process stopping while its job ends marks the job completed before its database closes (it was left taken until its timeout)', async () => {
    // The database of this worker's process alone: closed right after its stop, as a server closes it.
    const own = await new DataSource(buildDataSourceOptions({ url: testDatabaseUrl(), poolSize: 2 })).initialize();
    const warnings: string[] = [];
    const w = new TrainingJobs(new TrainingJobsStore(own), { work: true, timeoutSeconds: 10, pollSeconds: 1, logger: { log: () => undefined, warn: (m) => warnings.push(m) } });
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    let finish!: () => void;
    const finished = new Promise<void>((r) => (finish = r));
    w.start(async () => {
      started();
      await finished;
    });
    const appId = randomUUID();
    await w.request(appId, 'en');
    await running;
    // The stop begins while the job runs; the job ends; the database closes as soon as the stop resolves.
    const stopping = w.stop(3000);
    finish();
    await stopping;
    await own.destroy();
    const reader = new TrainingJobs(new TrainingJobsStore(ds), { work: false, timeoutSeconds: 10, pollSeconds: 1 });
    stops.push(() => reader.stop(1000));
    expect((await reader.latest(appId, 'en'))[0]?.state).toBe('completed');
    expect(warnings).toEqual([]);
  });

  it('a job its worker fetches while the process stops is not run: it goes back to the queue before the database closes, and another worker takes it', async () => {
    // The database of the stopping worker's process alone, closed right after its stop as a server
    // closes it. Its next fetch is held until the stop has begun: the fetch on its way when a server
    // stops (it then answers with a job, which the process took).
    const own = await new DataSource(buildDataSourceOptions({ url: testDatabaseUrl(), poolSize: 2 })).initialize();
    const gated = new HeldFetchStore(own);
    const warnings: string[] = [];
    const handled: TrainingJobData[] = [];
    const w = new TrainingJobs(gated, { work: true, timeoutSeconds: 10, pollSeconds: 1, logger: { log: () => undefined, warn: (m) => warnings.push(m) } });
    w.start(async (job) => void handled.push(job));
    const held = gated.holdNextFetch();
    await held;
    const sender = new TrainingJobs(new TrainingJobsStore(ds), { work: false, timeoutSeconds: 10, pollSeconds: 1 });
    stops.push(() => sender.stop(1000));
    const appId = randomUUID();
    await sender.request(appId, 'en');
    expect(await gated.letIn()).toHaveLength(1);
    const stopping = w.stop(3000);
    gated.answer();
    await stopping;
    await own.destroy();
    expect(handled).toEqual([]);
    const [job] = await sender.latest(appId, 'en');
    expect(job?.state).toBe('retry');
    expect(job?.error).toMatch(/stopping/);
    expect(warnings).toEqual([]);
    // Another process's worker takes it.
    const other = new TrainingJobs(new TrainingJobsStore(ds), { work: true, timeoutSeconds: 10, pollSeconds: 1 });
    const took: TrainingJobData[] = [];
    other.start(async (j) => void took.push(j));
    stops.push(() => other.stop(1000));
    await expect.poll(async () => (await sender.latest(appId, 'en'))[0]?.state, { timeout: 15_000, interval: 200 }).toBe('completed');
    expect(took).toEqual([{ appId, language: 'en' }]);
  }, 30_000);

  it("a job whose handler runs three times its timeout is kept by its heartbeat: not taken again, completed once, its handler's beats run", async () => {
    const store = new TrainingJobsStore(ds);
    const warnings: string[] = [];
    const logger = { log: () => undefined, warn: (m: string) => warnings.push(m) };
    const runs: string[] = [];
    let beats = 0;
    const workers = ['a', 'b'].map((name) => {
      const w = new TrainingJobs(store, { work: true, timeoutSeconds: 3, pollSeconds: 1, logger });
      w.start(async (_job, heartbeat) => {
        runs.push(name);
        expect(heartbeat.seconds).toBe(1);
        // Runs until its ninth beat (about 9 s, three times the timeout), however slow the machine.
        await new Promise<void>((done) =>
          heartbeat.onBeat(async () => {
            if (++beats >= 9) done();
          }),
        );
      });
      stops.push(() => w.stop(1000));
      return w;
    });
    const appId = randomUUID();
    await workers[0]!.request(appId, 'en');
    await expect.poll(async () => (await workers[0]!.latest(appId, 'en'))[0]?.state, { timeout: 30_000, interval: 200 }).toBe('completed');
    const [job] = await workers[0]!.latest(appId, 'en');
    expect(job).toMatchObject({ state: 'completed', retries: 0 });
    expect(runs).toHaveLength(1);
    expect(beats).toBeGreaterThanOrEqual(3);
    expect(warnings).toEqual([]);
    // Ended with the handler: no beat after it, for two of its intervals (a beat there would be a bug, never the machine's speed).
    const after = beats;
    await sleep(2000);
    expect(beats).toBe(after);
  }, 60_000);

  it('a job whose heartbeat cannot get through (its process killed, the database away for it) is taken over by another after its timeout, with a warning', async () => {
    const warnings: string[] = [];
    const logger = { log: () => undefined, warn: (m: string) => warnings.push(m) };
    const appId = randomUUID();
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let tookA!: () => void;
    const tookByA = new Promise<void>((r) => (tookA = r));
    const a = new TrainingJobs(new NoHeartbeatStore(ds), { work: true, timeoutSeconds: 3, pollSeconds: 1, logger });
    a.start(async () => {
      tookA();
      await released;
    });
    stops.push(async () => {
      release();
      await a.stop(1000);
    });
    await a.request(appId, 'en');
    await tookByA;

    const tookByB: TrainingJobData[] = [];
    const b = new TrainingJobs(new TrainingJobsStore(ds), { work: true, timeoutSeconds: 3, pollSeconds: 1, logger });
    b.start(async (job) => void tookByB.push(job));
    stops.push(() => b.stop(1000));
    await expect.poll(() => tookByB.length, { timeout: 30_000, interval: 200 }).toBe(1);
    await expect.poll(async () => (await b.latest(appId, 'en'))[0]?.state, { timeout: 10_000, interval: 200 }).toBe('completed');
    expect((await b.latest(appId, 'en'))[0]!.retries).toBeGreaterThanOrEqual(1);
    expect(warnings.join('\n')).toMatch(/heartbeat failed, the job is taken for lost after 3 s without one \(connect ECONNREFUSED/);
  }, 60_000);

  // pg-boss creates its schema and the queue when it starts: processes starting together on a fresh
  // database meet (a deadlock, a duplicate), and each start that met another's is tried again.
  it.skipIf(!process.env.DATABASE_URL)('four processes starting at once on a fresh database all start, and each job is trained once', async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'parley_jobs_boot');
    const sources: DataSource[] = [];
    try {
      for (let i = 0; i < 4; i++) sources.push(await new DataSource(buildDataSourceOptions({ url: scratch.url, poolSize: 4 })).initialize());
      const warnings: string[] = [];
      const runs = new Map<string, number>();
      const logger = { log: () => undefined, warn: (m: string) => warnings.push(m) };
      const jobs = sources.map((s) => new TrainingJobs(new TrainingJobsStore(s), { work: true, timeoutSeconds: 10, pollSeconds: 1, logger }));
      for (const j of jobs) {
        j.start(async ({ appId }) => void runs.set(appId, (runs.get(appId) ?? 0) + 1));
        stops.push(() => j.stop(1000));
      }
      // Each sends one (sending waits for its start, and fails if it failed).
      const appIds = jobs.map(() => randomUUID());
      await Promise.all(jobs.map((j, i) => j.request(appIds[i]!, 'en')));
      for (const appId of appIds) {
        await expect.poll(async () => (await jobs[0]!.latest(appId, 'en'))[0]?.state, { timeout: 20_000, interval: 200 }).toBe('completed');
      }
      expect(appIds.map((id) => runs.get(id))).toEqual([1, 1, 1, 1]);
      expect(warnings.filter((w) => /not started yet/.test(w))).toEqual([]);
    } finally {
      for (const stop of stops.splice(0)) await stop();
      for (const s of sources) await s.destroy();
      await scratch.drop();
    }
  }, 60_000);
});
