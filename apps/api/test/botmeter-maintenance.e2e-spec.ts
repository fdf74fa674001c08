import { SchedulerRegistry } from '@nestjs/schedule';
import { AppEntity } from '@parley/persistence';
import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotmeterMaintenanceService } from '../src/modules/botmeter/botmeter-maintenance.service';
import { addMonths, monthOf, partitionName } from '@parley/botmeter';

const DAY = 86_400_000;

describe('botmeter partitions and retention', () => {
  let api: TestingApi;
  let app: TestAppCredentials;

  beforeAll(async () => {
    api = await createTestingApi();
    app = await createTestApp(api.dataSource);
  });
  afterAll(() => api.close());

  const post = async (payload: object, creds = app) => {
    const res = await api.app.inject({ method: 'POST', url: '/botmeter/', headers: creds.headers, payload });
    expect(res.body).toBe('ok');
  };
  const partitions = async (): Promise<string[]> =>
    (
      await api.dataSource.query(
        `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'botmeter_records'::regclass`,
      )
    ).map((r: { name: string }) => r.name);
  /** Where each of an App's records is stored, by body. */
  const homes = async (appId: string): Promise<Record<string, string>> => {
    const rows: { body: string; home: string }[] = await api.dataSource.query(
      `SELECT body, tableoid::regclass::text AS home FROM botmeter_records WHERE app_id = $1`,
      [appId],
    );
    return Object.fromEntries(rows.map((r) => [r.body, r.home.replaceAll('"', '')]));
  };

  it('has the previous, current and next three months partitioned after boot, and a default partition', async () => {
    const now = monthOf(new Date());
    const names = await partitions();
    for (const n of [-1, 0, 1, 2, 3]) expect(names).toContain(partitionName(addMonths(now, n)));
    expect(names).toContain('botmeter_records_default');
  });

  it('schedules partition upkeep daily and retention hourly', async () => {
    const registry = api.app.get(SchedulerRegistry);
    expect(registry.getCronJob('botmeter-partitions').cronTime.source).toBe('0 01 * * *');
    expect(registry.getCronJob('botmeter-retention').cronTime.source).toBe('0 0-23/1 * * *');
    await api.app.get(BotmeterMaintenanceService).onRetentionSchedule();
  });

  it('creates the partition of a new month on demand, before writing its first record', async () => {
    expect(await partitions()).not.toContain('botmeter_records_y2031m05');
    await post({ body: 'may-2031', timestamp: Date.UTC(2031, 4, 10) });
    expect((await homes(app.appId))['may-2031']).toBe('botmeter_records_y2031m05');
  });

  it('moves the records the default partition holds for a month into that month when its partition is created', async () => {
    await api.dataSource.query(`INSERT INTO botmeter_records_default (app_id, "timestamp", body) VALUES ($1, $2, 'stray')`, [
      app.appId,
      new Date(Date.UTC(2032, 6, 3)),
    ]);
    expect((await homes(app.appId))['stray']).toBe('botmeter_records_default');
    await post({ body: 'july-2032', timestamp: Date.UTC(2032, 6, 20) });
    const h = await homes(app.appId);
    expect([h['stray'], h['july-2032']]).toEqual(['botmeter_records_y2032m07', 'botmeter_records_y2032m07']);
  });

  it("deletes an App's records past its retention, and keeps other Apps' records", async () => {
    const now = Date.now();
    const short = await createTestApp(api.dataSource);
    const keepAll = await createTestApp(api.dataSource);
    await api.dataSource.getRepository(AppEntity).update(short.appId, { retentionDays: 30 });
    await post({ body: 'old', timestamp: now - 40 * DAY }, short);
    await post({ body: 'recent', timestamp: now - 10 * DAY }, short);
    await post({ body: 'old-kept', timestamp: now - 40 * DAY }, keepAll);
    const result = await api.app.get(BotmeterMaintenanceService).applyRetention(new Date(now));
    expect(result.deletedRecords).toBeGreaterThanOrEqual(1);
    expect(Object.keys(await homes(short.appId))).toEqual(['recent']);
    expect(Object.keys(await homes(keepAll.appId))).toEqual(['old-kept']);
  });

  it('drops a whole month partition once every record in it is past its retention, and no other', async () => {
    const short = await createTestApp(api.dataSource);
    const keepAll = await createTestApp(api.dataSource);
    await api.dataSource.getRepository(AppEntity).update(short.appId, { retentionDays: 7 });
    await post({ body: 'feb-2003', timestamp: Date.UTC(2003, 1, 14) }, short);
    await post({ body: 'apr-2003-short', timestamp: Date.UTC(2003, 3, 14) }, short);
    await post({ body: 'apr-2003-kept', timestamp: Date.UTC(2003, 3, 15) }, keepAll);
    const { droppedPartitions } = await api.app.get(BotmeterMaintenanceService).applyRetention(new Date());
    expect(droppedPartitions).toContain('botmeter_records_y2003m02');
    expect(droppedPartitions).not.toContain('botmeter_records_y2003m04');
    const names = await partitions();
    expect(names).not.toContain('botmeter_records_y2003m02');
    expect(names).toContain('botmeter_records_y2003m04');
    expect(await homes(short.appId)).toEqual({});
    expect(await homes(keepAll.appId)).toEqual({ 'apr-2003-kept': 'botmeter_records_y2003m04' });
    // A late record of a dropped month gets its partition back.
    await post({ body: 'feb-2003-late', timestamp: Date.UTC(2003, 1, 20) }, keepAll);
    expect((await homes(keepAll.appId))['feb-2003-late']).toBe('botmeter_records_y2003m02');
  });
});
