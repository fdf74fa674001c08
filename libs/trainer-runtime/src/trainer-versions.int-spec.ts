import { buildDataSourceOptions } from '@parley/persistence';
import { createTestApp, testDatabaseUrl } from '@parley/testing';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrainerStore, type QnaFields } from './trainer.store';
import { TrainerVersions } from './trainer-versions';

const qna = (title: string): QnaFields => ({ title, utterances: [], resolvePrompt: '', answers: [] });

describe('TrainerVersions (the one cache of App versions)', () => {
  let ds: DataSource;
  let store: TrainerStore;
  /** Another process's store: its changes reach this one's cache only through the database. */
  let elsewhere: TrainerStore;
  let otherDs: DataSource;

  beforeAll(async () => {
    ds = await new DataSource(buildDataSourceOptions({ url: testDatabaseUrl(), poolSize: 2 })).initialize();
    otherDs = await new DataSource(buildDataSourceOptions({ url: testDatabaseUrl(), poolSize: 2 })).initialize();
    store = new TrainerStore(ds);
    elsewhere = new TrainerStore(otherDs);
  });
  afterAll(async () => {
    await ds.destroy();
    await otherDs.destroy();
  });

  it('reads an App once, then answers from memory; a change made here is known at once', async () => {
    const { appId } = await createTestApp(ds);
    const versions = new TrainerVersions(store, { pollMs: 0 });
    expect(await versions.current(appId)).toBe(0);
    const seen: [string, number][] = [];
    versions.onChange((app, v) => seen.push([app, v]));
    const { version } = await store.createQna(appId, qna('a'));
    versions.observe(appId, version);
    expect([await versions.current(appId), seen]).toEqual([1, [[appId, 1]]]);
    // An older version seen late (a snapshot read before the change) never goes back.
    versions.observe(appId, 0);
    expect(await versions.current(appId)).toBe(1);
  });

  it("learns another instance's change at the next poll, and tells its listeners", async () => {
    const { appId } = await createTestApp(ds);
    const versions = new TrainerVersions(store, { pollMs: 0 });
    await versions.current(appId);
    const seen: number[] = [];
    versions.onChange((app, v) => app === appId && seen.push(v));
    await elsewhere.createQna(appId, qna('a'));
    await elsewhere.createQna(appId, qna('b'));
    expect(await versions.current(appId)).toBe(0);
    await versions.poll();
    expect([await versions.current(appId), seen]).toEqual([2, [2]]);
    await versions.poll();
    expect(seen).toEqual([2]);
  });

  it('follows at most maxApps Apps, forgetting the least recently used', async () => {
    const apps = [await createTestApp(ds), await createTestApp(ds), await createTestApp(ds)].map((a) => a.appId);
    const versions = new TrainerVersions(store, { pollMs: 0, maxApps: 2 });
    for (const app of apps) await versions.current(app);
    expect(apps.map((a) => versions.peek(a))).toEqual([undefined, 0, 0]);
    versions.touch(apps[1]!);
    await versions.current(apps[0]!);
    expect(apps.map((a) => versions.peek(a))).toEqual([0, 0, undefined]);
  });
});
