import { randomUUID } from 'node:crypto';
import { buildDataSourceOptions } from '@parley/persistence';
import { testDatabaseUrl } from '@parley/testing';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('TrainingJobs (the queue of trainings)', () => {
  let ds: DataSource;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    ds = await new DataSource(buildDataSourceOptions({ url: testDatabaseUrl(), poolSize: 4 })).initialize();
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
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
});
