import { describe, expect, it } from 'vitest';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plans = require('pg-boss/src/plans') as Record<'completeJobs' | 'failJobsById' | 'insertJob', (schema: string) => string> & {
  fetchNextJob: (schema: string) => (options: { includeMetadata?: boolean; priority?: boolean }) => string;
};
import { JOBS_SCHEMA } from './training-jobs.store';
import { unawaitedSettled, workerTimerLifted } from './training-jobs';

describe("pg-boss's statements that its worker does not wait for", () => {
  const cut = { executeSql: () => Promise.reject(new Error('Connection terminated')) };

  it('a job marked completed or failed on a cut connection is told, not thrown (the job is tried again after its timeout)', async () => {
    const lost: string[] = [];
    const db = unawaitedSettled(cut, (err) => lost.push((err as Error).message));
    await expect(db.executeSql(plans.completeJobs(JOBS_SCHEMA), ['parley-training', ['id'], null])).resolves.toEqual({ rows: [{ count: '0' }] });
    await expect(db.executeSql(plans.failJobsById(JOBS_SCHEMA), ['parley-training', ['id'], {}])).resolves.toEqual({ rows: [{ count: '0' }] });
    expect(lost).toEqual(['Connection terminated', 'Connection terminated']);
  });

  it('every other statement fails as it did, and answers pass through', async () => {
    const db = unawaitedSettled(cut, () => undefined);
    await expect(db.executeSql(plans.insertJob(JOBS_SCHEMA), [])).rejects.toThrow('Connection terminated');
    const ok = unawaitedSettled({ executeSql: async () => ({ rows: [{ count: '1' }] }) }, () => undefined);
    await expect(ok.executeSql(plans.completeJobs(JOBS_SCHEMA), [])).resolves.toEqual({ rows: [{ count: '1' }] });
  });
});

describe("pg-boss's worker timer", () => {
  it("the jobs its worker's fetch answers are told a timeout its timer never reaches (the heartbeat keeps them); other answers pass through", async () => {
    const job = { id: 'id', name: 'parley-training', data: {}, expireInSeconds: '4' };
    const db = workerTimerLifted({ executeSql: async () => ({ rows: [job] }) });
    // What pg-boss's work() fetches with (its defaults: no metadata, by priority).
    const { rows } = await db.executeSql(plans.fetchNextJob(JOBS_SCHEMA)({ includeMetadata: false, priority: true }), ['parley-training', 1]);
    expect(rows).toEqual([{ ...job, expireInSeconds: Math.floor((2 ** 31 - 1) / 1000) }]);
    expect((await db.executeSql(plans.insertJob(JOBS_SCHEMA), [])).rows).toEqual([job]);
  });
});
