import { AppEntity } from '@parley/persistence';
import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const words = (length: number) => 'realy '.repeat(Math.ceil(length / 6)).slice(0, length);
const spell = (length: number) => `/nlp/spellchecking/v0?key=EN_1&sentence=${encodeURIComponent(words(length))}`;
const extract = (length: number) => `/nlp/entity-extraction/v0?sentence=${encodeURIComponent(words(length))}`;

/**
 * An App's rate limit counts tokens: a request with a long sentence costs more than a short one
 * (docs/api.md, "Rate limits"), and every answer says what it cost and what is left.
 */
function costSpecs(name: string, env: () => Promise<Record<string, unknown> | null>) {
  describe(name, async () => {
    const config = await env();
    const enabled = config !== null;
    let api: TestingApi;
    beforeAll(async () => {
      if (enabled) api = await createTestingApi(config ?? {});
    });
    afterAll(() => api?.close());

    const limitedApp = async (rateLimit: number, rateBurst: number): Promise<TestAppCredentials> => {
      const app = await createTestApp(api.dataSource);
      await api.dataSource.getRepository(AppEntity).update(app.appId, { rateLimit, rateBurst });
      return app;
    };
    const send = (app: TestAppCredentials, url: string, payload?: object) =>
      api.app.inject({ method: payload ? 'POST' : 'GET', url, headers: app.headers, ...(payload ? { payload } : {}) });
    const costOf = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-ratelimit-cost']);

    it.runIf(enabled)('charges one token per started 100 characters of a spell check or an extraction, and one per 1,000 of a classification', async () => {
      const app = await limitedApp(1000, 2000);
      const cases: [string, object | undefined, number][] = [
        [spell(20), undefined, 1],
        [spell(100), undefined, 1],
        [spell(101), undefined, 2],
        [spell(2000), undefined, 20],
        [extract(250), undefined, 3],
        [extract(2000), undefined, 20],
        ['/trainer/api/v0/classify', { sentence: words(20) }, 1],
        ['/trainer/api/v0/classify', { sentence: words(2000) }, 2],
        [`/trainer/api/v0/classify?sentence=${encodeURIComponent(words(1001))}`, undefined, 2],
        ['/trainer/api/v0/classify/explain', { sentence: words(999) }, 1],
        ['/trainer/api/v0/qnas', undefined, 1],
      ];
      const costs = [];
      for (const [url, payload] of cases) costs.push(costOf(await send(app, url, payload)));
      expect(costs).toEqual(cases.map((c) => c[2]));
    });

    it.runIf(enabled)('charges a sentence over the length as the longest allowed, and refuses it with the 413 of the length rule', async () => {
      const app = await limitedApp(1000, 2000);
      const res = await send(app, spell(50_000));
      expect(res.statusCode).toBe(413);
      expect(costOf(res)).toBe(20);
      expect(Number(res.headers['x-ratelimit-remaining'])).toBe(1980);
    });

    it.runIf(enabled)('counts tokens in the window: Remaining drops by the cost, a request that does not fit is a 429 with Retry-After and takes nothing', async () => {
      const app = await limitedApp(10, 30);
      const first = await send(app, spell(2000));
      expect(first.statusCode).toBe(200);
      expect(first.headers).toMatchObject({ 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '10', 'x-ratelimit-cost': '20' });
      const small = await send(app, spell(500));
      expect(small.statusCode).toBe(200);
      expect(small.headers['x-ratelimit-remaining']).toBe('5');
      const refused = await send(app, spell(2000));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // What is left is still there: the 429 says so, and a request that fits gets through.
      expect(refused.headers['x-ratelimit-remaining']).toBe('5');
      const fits = await send(app, spell(500));
      expect(fits.statusCode).toBe(200);
      expect(fits.headers['x-ratelimit-remaining']).toBe('0');
    });

    it.runIf(enabled)('never charges more than the burst, so a long sentence gets through an App with a small burst', async () => {
      const app = await limitedApp(1, 10);
      const res = await send(app, spell(2000));
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({ 'x-ratelimit-cost': '10', 'x-ratelimit-remaining': '0' });
      expect((await send(app, spell(10))).statusCode).toBe(429);
    });

    it.runIf(enabled)('lets a web page read the cost (CORS)', async () => {
      const app = await limitedApp(1000, 2000);
      const res = await api.app.inject({ method: 'GET', url: spell(10), headers: { ...app.headers, origin: 'https://shop.example' } });
      expect(String(res.headers['access-control-expose-headers'])).toContain('X-RateLimit-Cost');
    });
  });
}

costSpecs('request costs, counted in the process', async () => ({}));

costSpecs('request costs, counted in Redis', async () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const up = await redis.connect().then(
    () => true,
    () => false,
  );
  await redis.quit().catch(() => undefined);
  if (!up) console.warn(`[request-cost] the Redis part is skipped: no Redis at ${REDIS_URL}`);
  return up ? { REDIS_URL } : null;
});
