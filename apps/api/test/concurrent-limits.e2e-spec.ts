import { AppEntity } from '@parley/persistence';
import { RedisLink } from '@parley/redis';
import { createTestApp, createTestingApi, hasRedisServer, startTestRedis, type TestingApi, type TestRedis } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every limit of the api holds under concurrency: hundreds of requests at once, spread over two
 * instances sharing one Redis, never get more through than the limit allows, because each is taken
 * (reserved) before the work it guards and settled after. Addresses come from X-Forwarded-For
 * (TRUST_PROXY), so each test picks its own.
 */
const PASSWORD = 'correct horse battery';
const EXTRACT = '/nlp/entity-extraction/v0?sentence=hi';
const PER_ACCOUNT = 5;

if (!hasRedisServer) console.warn('[concurrent-limits.e2e-spec] SKIPPED: no redis-server binary (apt-get install redis-server)');

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`not ${what} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** How many answers had each status. */
function tally(statuses: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

/**
 * Tries of one e-mail the limit lets through within `ms` from its first: the allowance, then one
 * per backoff (1 s, then 2, 4...). A burst answered within a second: the allowance alone.
 */
function triesWithin(ms: number): number {
  return PER_ACCOUNT + Math.floor(Math.log2(ms / 1000 + 1));
}

let address = 0;
/** An address no other request of this file uses. */
const fresh = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;

describe.skipIf(!hasRedisServer)('limits under concurrency, two api instances sharing Redis', () => {
  let redis: TestRedis;
  let a: TestingApi;
  let b: TestingApi;
  /** Request `i` goes to one instance or the other. */
  const to = (i: number) => (i % 2 ? b : a);
  const portal = (api: TestingApi, method: 'POST' | 'DELETE', url: string, payload: object, from: string, token?: string) =>
    api.app.inject({
      method,
      url: `/portal/api${url}`,
      payload,
      headers: { 'x-forwarded-for': from, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const signUp = async () => {
    const email = `c-${randomUUID()}@example.com`;
    const res = await portal(a, 'POST', '/accounts', { email, password: PASSWORD, name: 'C' }, fresh());
    expect(res.statusCode).toBe(201);
    return { email, token: res.json().token as string };
  };

  beforeAll(async () => {
    redis = await startTestRedis();
    const config = {
      REDIS_URL: redis.url,
      TRUST_PROXY: true,
      LOGIN_FAILURES_PER_ACCOUNT: PER_ACCOUNT,
      LOGIN_FAILURES_PER_ADDRESS: 20,
      SIGNUPS_PER_HOUR: 10,
      APPS_PER_HOUR: 20,
      AUTH_FAILURES_PER_MINUTE: 20,
    };
    [a, b] = await Promise.all([createTestingApi(config), createTestingApi(config)]);
    const link = (api: TestingApi) => api.app.get(RedisLink);
    await until(() => link(a).up && link(b).up && link(a).instances === 2 && link(b).instances === 2, 10_000, 'both up, counting each other');
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  it('checks at most the allowed passwords of 300 concurrent log-ins to one account, the right one at index 250 among them', async () => {
    const { email } = await signUp();
    const t0 = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => portal(to(i), 'POST', '/sessions', { email, password: i === 250 ? PASSWORD : `guess ${i} of many` }, fresh())),
    );
    const elapsed = Date.now() - t0;
    const counts = tally(answers.map((r) => r.statusCode));
    // 401: a wrong password checked; 200: the right one checked; 429: refused before any check.
    const checked = (counts[401] ?? 0) + (counts[200] ?? 0);
    expect(checked).toBeLessThanOrEqual(triesWithin(elapsed));
    expect(checked + (counts[429] ?? 0)).toBe(300);
    // Before the fix: 299 x 401 and the right password's 200 with a session.
    if (answers[250]!.statusCode === 200) expect(checked).toBeLessThanOrEqual(triesWithin(elapsed));
    else expect(answers[250]!.statusCode).toBe(429);
    expect(Number(answers.find((r) => r.statusCode === 429)!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('answers 429 to 1,000 concurrent wrong tries at an account past its allowed failures', async () => {
    const { email } = await signUp();
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await portal(a, 'POST', '/sessions', { email, password: `wrong ${i}` }, fresh())).statusCode).toBe(401);
    const lastFailure = Date.now();
    const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) => portal(to(i), 'POST', '/sessions', { email, password: `again ${i}` }, fresh())));
    const counts = tally(answers.map((r) => r.statusCode));
    // The fifth failure began a wait of 1 s: within it nothing is checked (all 429), then one try per wait.
    expect(counts[401] ?? 0).toBeLessThanOrEqual(triesWithin(Date.now() - lastFailure) - PER_ACCOUNT);
    expect(counts[200]).toBeUndefined();
  });

  it("checks at most an address's allowed failures among 300 concurrent log-ins from it to many accounts", async () => {
    const from = fresh();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => portal(to(i), 'POST', '/sessions', { email: `spray-${i}-${randomUUID()}@example.com`, password: 'Summer2024!!' }, from)),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({ 401: 20, 429: 280 });
  });

  it('creates at most the allowed accounts from 300 concurrent sign-ups from one address', async () => {
    const from = fresh();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => portal(to(i), 'POST', '/accounts', { email: `s-${i}-${randomUUID()}@example.com`, password: PASSWORD, name: 'S' }, from)),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({ 201: 10, 429: 290 });
  });

  it('sends at most 3 reset links for one e-mail among 300 concurrent requests', async () => {
    const { email } = await signUp();
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => portal(to(i), 'POST', '/password-resets', { email }, fresh())));
    const counts = tally(answers.map((r) => r.statusCode));
    expect(counts[429]).toBe(297);
    expect(Object.keys(counts)).toHaveLength(2);
  });

  it('creates at most the allowed Apps from 300 concurrent requests of one account', async () => {
    const { token } = await signUp();
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => portal(to(i), 'POST', '/apps', { name: `Bot ${i}` }, fresh(), token)));
    expect(tally(answers.map((r) => r.statusCode))).toEqual({ 201: 20, 429: 280 });
  });

  it("lets exactly an App's burst through of 300 concurrent requests", async () => {
    const creds = await createTestApp(a.dataSource);
    await a.dataSource.getRepository(AppEntity).update(creds.appId, { rateLimit: 5, rateBurst: 10 });
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => to(i).app.inject({ method: 'GET', url: EXTRACT, headers: creds.headers })));
    expect(tally(answers.map((r) => r.statusCode))).toEqual({ 200: 10, 429: 290 });
  });

  it('refuses a right key sent among 1,000 concurrent wrong ones from one address, once they spent its failures', async () => {
    const creds = await createTestApp(a.dataSource);
    const from = fresh();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        to(i).app.inject({
          method: 'GET',
          url: EXTRACT,
          headers: { ...creds.headers, ...(i === 250 ? {} : { 'app-key': `wrong-${i}` }), 'x-forwarded-for': from },
        }),
      ),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({ 403: 20, 429: 980 });
    expect(answers[250]!.statusCode).toBe(429);
  });
});
