import { Logger } from '@nestjs/common';
import { AppEntity, ChangeSignal, announceChange, buildDataSourceOptions, type Change } from '@parley/persistence';
import { createTestApp, testDatabaseUrl } from '@parley/testing';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppCache } from './app-cache';

/**
 * The App cache over a real change signal: a change committed by another process (its own
 * connection, its own transaction with its notification) drops the App here, a rolled-back one does
 * not, and the next read sees the App as committed.
 */
describe('AppCache with the change signal of PostgreSQL', () => {
  let ds: DataSource;
  /** Another process: its changes reach this one through the database only. */
  let elsewhere: DataSource;
  let signal: ChangeSignal;
  let cache: AppCache<{ id: string; name: string }>;
  const loads: string[] = [];

  /** Resolves when the signal has delivered an app change of `appId` (after the cache, which listens first). */
  const heard = (appId: string) =>
    new Promise<void>((resolve) => {
      const stop = signal.onChange((c: Change) => {
        if (c.kind === 'app' && c.appId === appId) {
          stop();
          resolve();
        }
      });
    });

  beforeAll(async () => {
    ds = await new DataSource(buildDataSourceOptions({ url: testDatabaseUrl(), poolSize: 2 })).initialize();
    elsewhere = await new DataSource(buildDataSourceOptions({ url: testDatabaseUrl(), poolSize: 2 })).initialize();
    signal = new ChangeSignal({ url: testDatabaseUrl(), pollMs: 60_000, logger: new Logger('ChangeSignal') });
    const up = new Promise<void>((resolve) => signal.onGap(resolve));
    cache = new AppCache({
      load: async (id) => {
        loads.push(id);
        const app = await ds.getRepository(AppEntity).findOneBy({ id });
        return app && { id: app.id, name: app.name };
      },
      appIdOf: (app) => app.id,
      signal,
      ttlMs: 5000,
    }).start();
    signal.start();
    await up;
  });
  afterAll(async () => {
    cache?.stop();
    await signal?.close();
    await ds?.destroy();
    await elsewhere?.destroy();
  });

  it("drops an App when another process's change commits, and reads it as committed", async () => {
    const { appId } = await createTestApp(ds, { name: 'before' });
    expect(await cache.get(appId)).toEqual({ id: appId, name: 'before' });
    expect(await cache.get(appId)).toEqual({ id: appId, name: 'before' });
    const news = heard(appId);
    await elsewhere.transaction(async (tx) => {
      await tx.getRepository(AppEntity).update({ id: appId }, { name: 'after' });
      await announceChange(tx, { kind: 'app', appId });
    });
    await news;
    expect(await cache.get(appId)).toEqual({ id: appId, name: 'after' });
    expect(loads.filter((id) => id === appId)).toHaveLength(2);
  });

  it('keeps an App whose change rolled back (no notification leaves), and forgets a deleted one', async () => {
    const { appId } = await createTestApp(ds, { name: 'kept' });
    const other = await createTestApp(ds, { name: 'other' });
    await cache.get(appId);
    await elsewhere
      .transaction(async (tx) => {
        await tx.getRepository(AppEntity).update({ id: appId }, { name: 'never' });
        await announceChange(tx, { kind: 'app', appId });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // Notifications arrive in commit order: once the other App's is heard, this one's would have been.
    const news = heard(other.appId);
    await elsewhere.transaction((tx) => announceChange(tx, { kind: 'app', appId: other.appId }));
    await news;
    expect(await cache.get(appId)).toEqual({ id: appId, name: 'kept' });
    expect(loads.filter((id) => id === appId)).toHaveLength(1);

    const gone = heard(appId);
    await elsewhere.transaction(async (tx) => {
      await tx.getRepository(AppEntity).delete({ id: appId });
      await announceChange(tx, { kind: 'app', appId });
    });
    await gone;
    expect(await cache.get(appId)).toBeNull();
  });
});
