import { randomUUID } from 'node:crypto';
import { buildDataSourceOptions } from '@parley/persistence';
import { createTestApp, testDatabaseUrl } from '@parley/testing';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelStore } from './model.store';

describe('ModelStore: the training lease', () => {
  let ds: DataSource;
  let models: ModelStore;

  beforeAll(async () => {
    ds = await new DataSource(buildDataSourceOptions({ url: testDatabaseUrl(), poolSize: 2 })).initialize();
    models = new ModelStore(ds);
  });
  afterAll(() => ds.destroy());

  const until = async (appId: string): Promise<number> => {
    const [row]: { left: number }[] = await ds.query(
      "SELECT extract(epoch FROM until - now())::float AS left FROM training_leases WHERE app_id = $1 AND language = 'en'",
      [appId],
    );
    return row?.left ?? Number.NaN;
  };

  it('its holder renews it (the heartbeat), even past its end while nobody took it; another holder cannot, and a released lease is not taken again', async () => {
    const { appId } = await createTestApp(ds);
    const [a, b] = [randomUUID(), randomUUID()];
    expect(await models.lease(appId, 'en', a, 2)).toBe(true);
    expect(await models.lease(appId, 'en', b, 2)).toBe(false);
    expect(await models.renew(appId, 'en', a, 60)).toBe(true);
    expect(await until(appId)).toBeGreaterThan(50);
    expect(await models.renew(appId, 'en', b, 60)).toBe(false);

    // Past its end, not taken: its holder still renews it.
    await ds.query("UPDATE training_leases SET until = now() - interval '1 second' WHERE app_id = $1", [appId]);
    expect(await models.renew(appId, 'en', a, 60)).toBe(true);
    // Past its end and taken by another: lost.
    await ds.query("UPDATE training_leases SET until = now() - interval '1 second' WHERE app_id = $1", [appId]);
    expect(await models.lease(appId, 'en', b, 60)).toBe(true);
    expect(await models.renew(appId, 'en', a, 60)).toBe(false);

    // Released: a late beat does not take it again (the next training would wait for nobody).
    await models.release(appId, 'en', b);
    expect(await models.renew(appId, 'en', b, 60)).toBe(false);
    expect(await models.lease(appId, 'en', a, 2)).toBe(true);
  });
});
