import { createTestApp, createTestingApi, type TestingApi } from '@parley/testing';
import { AppEntity } from '@parley/persistence';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppsService } from '../src/modules/apps/apps.service';

const EXTRACT = '/nlp/entity-extraction/v0?sentence=hi';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function revokeThroughPortal(api: TestingApi, appId: string, keyId: string) {
  await api.app.get(AppsService).revokeKey(appId, keyId);
}

async function firstKeyId(api: TestingApi, appId: string): Promise<string> {
  const rows = await api.dataSource.query('SELECT id FROM app_keys WHERE app_id = $1', [appId]);
  return rows[0].id;
}

async function waitForStatus(api: TestingApi, headers: Record<string, string>, status: number, maxMs: number): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < maxMs) {
    if ((await api.app.inject({ method: 'GET', url: EXTRACT, headers })).statusCode === status) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Infinity;
}

describe('two api instances without Redis', () => {
  let a: TestingApi;
  let b: TestingApi;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestingApi(), createTestingApi()]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it('a key revoked on one instance is refused by the other within 5 s', async () => {
    const creds = await createTestApp(a.dataSource);
    expect((await b.app.inject({ method: 'GET', url: EXTRACT, headers: creds.headers })).statusCode).toBe(200);
    await revokeThroughPortal(a, creds.appId, await firstKeyId(a, creds.appId));
    expect((await a.app.inject({ method: 'GET', url: EXTRACT, headers: creds.headers })).statusCode).toBe(403);
    expect(await waitForStatus(b, creds.headers, 403, 6000)).toBeLessThanOrEqual(5100);
  });
});

describe('two api instances sharing Redis', async () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const reachable = await redis.connect().then(
    () => true,
    () => false,
  );
  await redis.quit().catch(() => undefined);
  if (!reachable) console.warn(`Redis tests skipped: no Redis at ${REDIS_URL}`);

  let a: TestingApi;
  let b: TestingApi;
  beforeAll(async () => {
    if (!reachable) return;
    [a, b] = await Promise.all([createTestingApi({ REDIS_URL }), createTestingApi({ REDIS_URL })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it.runIf(reachable)('a revoked key is refused by the other instance at once', async () => {
    const creds = await createTestApp(a.dataSource);
    expect((await b.app.inject({ method: 'GET', url: EXTRACT, headers: creds.headers })).statusCode).toBe(200);
    await revokeThroughPortal(a, creds.appId, await firstKeyId(a, creds.appId));
    expect(await waitForStatus(b, creds.headers, 403, 2000)).toBeLessThan(1000);
  });

  it.runIf(reachable)("shares an App's rate limit across instances", async () => {
    const creds = await createTestApp(a.dataSource);
    await a.dataSource.getRepository(AppEntity).update(creds.appId, { rateLimit: 1, rateBurst: 4 });
    const codes: number[] = [];
    for (const api of [a, b, a, b, a, b]) codes.push((await api.app.inject({ method: 'GET', url: EXTRACT, headers: creds.headers })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
