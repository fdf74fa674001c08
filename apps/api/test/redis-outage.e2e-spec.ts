import { AppEntity } from '@parley/persistence';
import { RedisLink } from '@parley/redis';
import { createTestApp, createTestingApi, hasRedisServer, startTestRedis, type TestingApi, type TestRedis } from '@parley/testing';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppsService } from '../src/modules/apps/apps.service';

/**
 * Redis is optional at run time: with a Redis of the test's own (killed, frozen, restarted on
 * its port), the api starts without it, serves every App-Key call meanwhile (each instance holding
 * its share of the rate limits; credential changes per instance), says so in its readiness, and goes
 * back to shared state when Redis returns. Two instances share one Redis for the cross-instance checks.
 */
const EXTRACT = '/nlp/entity-extraction/v0?sentence=hi';

if (!hasRedisServer) console.warn('[redis-outage.e2e-spec] SKIPPED: no redis-server binary (apt-get install redis-server)');

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`not ${what} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - t0;
}

const get = (api: TestingApi, url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });
const redisState = (api: TestingApi) => api.app.get(RedisLink).status().state;

describe.skipIf(!hasRedisServer)('the api while Redis comes and goes', () => {
  let redis: TestRedis;
  let a: TestingApi;
  let b: TestingApi;

  beforeAll(async () => {
    redis = await startTestRedis();
    // Both start while Redis is down.
    await redis.kill();
    [a, b] = await Promise.all([createTestingApi({ REDIS_URL: redis.url }), createTestingApi({ REDIS_URL: redis.url })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  it('starts without Redis, serves App-Key calls with a rate limit of its own, and reads ready but degraded', async () => {
    await until(() => redisState(a) === 'down', 3000, 'down');
    const creds = await createTestApp(a.dataSource);
    await a.dataSource.getRepository(AppEntity).update(creds.appId, { rateLimit: 1, rateBurst: 3 });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await get(a, EXTRACT, creds.headers)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const ready = await get(a, '/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'degraded',
      info: { database: { status: 'up' }, redis: { status: 'degraded', state: 'down' } },
    });
  });

  it('connects when Redis comes up, and shares rate limits and key issuance across instances from then on', async () => {
    await redis.start();
    await until(() => redisState(a) === 'up' && redisState(b) === 'up', 5000, 'up on both');
    expect((await get(a, '/health/ready')).json()).toMatchObject({ status: 'ok', info: { redis: { status: 'up' } } });

    const creds = await createTestApp(a.dataSource);
    await a.dataSource.getRepository(AppEntity).update(creds.appId, { rateLimit: 1, rateBurst: 4 });
    const codes = [];
    for (const api of [a, b, a, b, a]) codes.push((await get(api, EXTRACT, creds.headers)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);

    // A key issued on A works on B at once, though B cached the App's keys a moment ago.
    const other = await createTestApp(a.dataSource);
    expect((await get(b, EXTRACT, other.headers)).statusCode).toBe(200);
    const issued = await a.app.get(AppsService).issueKey(other.appId);
    const fresh = { 'app-id': other.appId, 'app-key': issued.key };
    expect(await until(async () => (await get(b, EXTRACT, fresh)).statusCode === 200, 1000, 'accepted on B')).toBeLessThan(300);
  });

  it('keeps answering when Redis is killed: no 5xx, a revocation succeeds and holds here at once and elsewhere within the TTL', async () => {
    const creds = await createTestApp(a.dataSource);
    expect((await get(b, EXTRACT, creds.headers)).statusCode).toBe(200);
    await redis.kill();
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i++) for (const api of [a, b]) statuses.add((await get(api, EXTRACT, creds.headers)).statusCode);
    expect([...statuses]).toEqual([200]);
    await until(() => redisState(a) === 'down', 3000, 'down');

    const [key] = await a.app.get(AppsService).listKeys(creds.appId);
    await expect(a.app.get(AppsService).revokeKey(creds.appId, key!.id)).resolves.toBeUndefined();
    expect((await get(a, EXTRACT, creds.headers)).statusCode).toBe(403);
    // B learns it from the database when its cache entry ends (CREDENTIALS_CACHE_MS, 4 s).
    const late = await until(async () => (await get(b, EXTRACT, creds.headers)).statusCode === 403, 6000, 'refused on B');
    expect(late).toBeLessThanOrEqual(a.config.CREDENTIALS_CACHE_MS + 500);

    await redis.start();
    await until(() => redisState(a) === 'up' && redisState(b) === 'up', 5000, 'up again');
  });

  it("holds both instances together to an App's burst and an e-mail's log-in tries while Redis is away: each grants its half", async () => {
    const creds = await createTestApp(a.dataSource);
    await a.dataSource.getRepository(AppEntity).update(creds.appId, { rateLimit: 1, rateBurst: 6 });
    // Each counts the other (its heartbeat, every second) before Redis goes.
    await until(() => a.app.get(RedisLink).instances === 2 && b.app.get(RedisLink).instances === 2, 5000, 'two instances counted');
    await redis.kill();
    await until(() => redisState(a) === 'down' && redisState(b) === 'down', 3000, 'down');
    try {
      for (const api of [a, b]) {
        const codes = (await Promise.all(Array.from({ length: 8 }, () => get(api, EXTRACT, creds.headers)))).map((r) => r.statusCode);
        expect(codes.sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      }
      // Log-in tries at one e-mail: each instance checks two of the five (its half, rounded down),
      // then makes the next wait twice as long as one instance alone would.
      const email = `outage-${randomUUID()}@example.com`;
      const logIn = (api: TestingApi) =>
        api.app.inject({ method: 'POST', url: '/portal/api/sessions', payload: { email, password: 'not the password at all' } });
      for (const api of [a, b]) {
        const codes = (await Promise.all(Array.from({ length: 10 }, () => logIn(api)))).map((r) => r.statusCode);
        expect(codes.sort()).toEqual([401, 401, ...Array<number>(8).fill(429)]);
      }
      const wait = Number((await logIn(a)).headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(2);
    } finally {
      await redis.start();
    }
    await until(() => redisState(a) === 'up' && redisState(b) === 'up', 5000, 'up again');
  });

  it('answers App-Key calls within a few hundred ms while Redis is frozen, notices it by its heartbeat, and goes back to Redis on thaw', async () => {
    const creds = await createTestApp(a.dataSource);
    expect((await get(a, EXTRACT, creds.headers)).statusCode).toBe(200);
    redis.freeze();
    try {
      const times: number[] = [];
      for (let i = 0; i < 10; i++) {
        const t0 = Date.now();
        expect((await get(a, EXTRACT, creds.headers)).statusCode).toBe(200);
        times.push(Date.now() - t0);
      }
      // Units leased before the freeze are spent without asking Redis; a call that needs a lease
      // waits out the command timeout (150 ms) once, then the link is down and calls skip Redis.
      expect(Math.max(...times)).toBeLessThan(a.config.REDIS_COMMAND_TIMEOUT_MS + 250);
      await until(() => redisState(a) === 'down', 3000, 'down by the heartbeat');
    } finally {
      redis.thaw();
    }
    await until(() => redisState(a) === 'up', 5000, 'up after thaw');
    // Leased from Redis again once a window needs it (windows of 2 s here).
    const probe = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    try {
      await until(
        async () => (await get(a, EXTRACT, creds.headers)).statusCode === 200 && Number(await probe.exists(`parley:limit:app:${creds.appId}`)) === 1,
        5000,
        'counted in Redis',
      );
    } finally {
      probe.disconnect();
    }
  });
});
