import { buildDataSourceOptions } from '@parley/persistence';
import { createTestApp, testDatabaseUrl } from '@parley/testing';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BotmeterPartitions } from './botmeter-partitions';
import { BotmeterPartitionsRepository } from './botmeter-partitions.repository';
import { BotmeterRecordsRepository, type NewBotmeterRecord } from './botmeter-records.repository';
import { BotmeterInvalidRecordError, BotmeterWriter, type BotmeterWriterSettings } from './botmeter-writer';

const SETTINGS: BotmeterWriterSettings = {
  BOTMETER_GROUP_COMMIT: true,
  BOTMETER_BATCH_MAX_SIZE: 500,
  BOTMETER_BATCH_MAX_DELAY_MS: 4,
  BOTMETER_BATCH_IN_FLIGHT: 2,
  BOTMETER_MAX_PENDING: 20_000,
};

describe('BotmeterWriter (shared by POST /botmeter and the FAQ bot)', () => {
  let ds: DataSource;
  let appId: string;
  const logged: string[] = [];
  const logger = { warn: (m: string) => logged.push(m), error: (m: string) => logged.push(m) };
  const writer = (settings: Partial<BotmeterWriterSettings> = {}, records = new BotmeterRecordsRepository(ds)) =>
    new BotmeterWriter(
      records,
      new BotmeterPartitions(new BotmeterPartitionsRepository(ds), logger),
      { ...SETTINGS, ...settings },
      logger,
    );
  const record = (body: string, timestamp = new Date()): NewBotmeterRecord => ({
    appId,
    timestamp,
    botVersion: null,
    channel: 'test',
    userId: 'u',
    user: null,
    conversationId: null,
    body,
    bodyType: 'text',
    responses: [],
    stateIn: null,
    stateOut: null,
    intentName: null,
    intentScore: null,
    tags: [],
  });
  /** Where each of the App's records is stored, by body. */
  const homes = async (): Promise<Record<string, string>> => {
    const rows: { body: string; home: string }[] = await ds.query(`SELECT body, tableoid::regclass::text AS home FROM botmeter_records WHERE app_id = $1`, [appId]);
    return Object.fromEntries(rows.map((r) => [r.body, r.home.replaceAll('"', '')]));
  };

  beforeAll(async () => {
    ds = await new DataSource(buildDataSourceOptions({ url: testDatabaseUrl(), poolSize: 4 })).initialize();
    appId = (await createTestApp(ds)).appId;
  });
  afterAll(() => ds.destroy());

  it('stores concurrent records in one batch and resolves each once it is committed', async () => {
    const records = new BotmeterRecordsRepository(ds);
    const inserts = vi.spyOn(records, 'insertMany');
    const w = writer({}, records);
    await Promise.all(['b1', 'b2', 'b3'].map((b) => w.write(record(b))));
    expect(inserts.mock.calls.map(([rows]) => rows.map((r) => r.body))).toEqual([['b1', 'b2', 'b3']]);
    const h = await homes();
    expect(['b1', 'b2', 'b3'].map((b) => h[b] !== undefined)).toEqual([true, true, true]);
    await w.close();
  });

  it('creates the partition of a month that has none before writing its first record', async () => {
    const w = writer();
    await w.write(record('sept-2034', new Date(Date.UTC(2034, 8, 12))));
    expect((await homes())['sept-2034']).toBe('botmeter_records_y2034m09');
    await w.close();
  });

  it('refuses a record beyond the limits on its own, naming the field, and stores the rest of its batch', async () => {
    const w = writer();
    const [bad, good] = await Promise.allSettled([w.write({ ...record('too long'), intentName: 'x'.repeat(300) }), w.write(record('fine'))]);
    expect(bad).toMatchObject({ status: 'rejected', reason: expect.any(BotmeterInvalidRecordError) });
    expect((bad as PromiseRejectedResult).reason.details).toEqual([{ field: 'intent.name', problem: 'must be at most 200 characters (got 300)' }]);
    expect(good.status).toBe('fulfilled');
    const h = await homes();
    expect([h['fine'] !== undefined, h['too long']]).toEqual([true, undefined]);
    await w.close();
  });

  it('refuses records beyond BOTMETER_MAX_PENDING at once (backpressure), and writes what it gathered when drained', async () => {
    const w = writer({ BOTMETER_MAX_PENDING: 1, BOTMETER_BATCH_MAX_DELAY_MS: 1000 });
    const first = w.write(record('gathered'));
    await expect(w.write(record('refused'))).rejects.toMatchObject({ code: 'DB.UNAVAILABLE', reason: 'overloaded' });
    const t0 = Date.now();
    await w.drain();
    await first;
    // Written at once, not after the batch delay of a second.
    expect(Date.now() - t0).toBeLessThan(900);
    expect(Object.keys(await homes())).toContain('gathered');
    await w.close();
    await expect(w.write(record('late'))).rejects.toMatchObject({ reason: 'closed' });
  });
});
