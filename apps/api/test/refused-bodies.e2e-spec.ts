import { AppEntity } from '@parley/persistence';
import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const QNAS = '/trainer/api/v0/qnas';
/** Burst of the test Apps: 10 tokens in windows of 10 s (1 request a second). */
const BURST = 10;

/**
 * Credentials are checked before the body, and a request refused for its body costs its App
 * nothing (docs/api.md, "Rate limits"): a bot's malformed requests do not starve its good ones,
 * unless it sends more of them in a window than its whole burst (abusive): those count again.
 */
describe("a refused body and the App's rate limit", () => {
  let api: TestingApi;

  beforeAll(async () => {
    api = await createTestingApi({ AUTH_FAILURES_PER_MINUTE: 3, TRUST_PROXY: true });
  });
  afterAll(() => api.close());

  const limitedApp = async (): Promise<TestAppCredentials> => {
    const app = await createTestApp(api.dataSource);
    await api.dataSource.getRepository(AppEntity).update(app.appId, { rateLimit: 1, rateBurst: BURST });
    return app;
  };
  /** Each test its own client address (the failed-authentication limit counts per address, in the shared Redis). */
  const address = () =>
    `2001:db8::${randomBytes(4)
      .toString('hex')
      .replace(/(....)(....)/, '$1:$2')}`;

  /** Bodies a client gets wrong: a field missing, another wrong, not JSON, empty, a form. */
  const badBodies: { headers: Record<string, string>; payload: string; status: number }[] = [
    { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ answers: [] }), status: 400 },
    { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ title: 42, utterances: 'hello' }), status: 400 },
    { headers: { 'content-type': 'application/json' }, payload: '{"title": ', status: 400 },
    { headers: { 'content-type': 'application/json' }, payload: '', status: 400 },
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'title=x', status: 415 },
  ];
  const sendBad = (app: TestAppCredentials, i: number, from: string) => {
    const bad = badBodies[i % badBodies.length]!;
    return api.app.inject({
      method: 'POST',
      url: QNAS,
      headers: { ...app.headers, ...bad.headers, 'x-forwarded-for': from },
      payload: bad.payload,
    });
  };

  it("takes a good request after more refused bodies than the App's whole burst, each saying it cost nothing", async () => {
    const app = await limitedApp();
    const from = address();
    for (let i = 0; i < BURST; i++) {
      const res = await sendBad(app, i, from);
      expect(res.statusCode, res.body).toBe(badBodies[i % badBodies.length]!.status);
      expect(res.headers['x-ratelimit-cost']).toBe('0');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(BURST));
    }
    const good = await api.app.inject({ method: 'GET', url: QNAS, headers: { ...app.headers, 'x-forwarded-for': from } });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.headers['x-ratelimit-cost']).toBe('1');
    expect(good.headers['x-ratelimit-remaining']).toBe(String(BURST - 1));
  });

  it('charges refused bodies again past the burst in a window: a flood of them meets the limit like any traffic', async () => {
    const app = await limitedApp();
    const from = address();
    const statuses: number[] = [];
    // The first BURST are free, the next BURST spend the App's budget, then the limit answers.
    for (let i = 0; i < 2 * BURST + 1; i++) statuses.push((await sendBad(app, i, from)).statusCode);
    expect(statuses.slice(0, 2 * BURST).every((s) => s === 400 || s === 415)).toBe(true);
    expect(statuses[2 * BURST]).toBe(429);
    const good = await api.app.inject({ method: 'GET', url: QNAS, headers: { ...app.headers, 'x-forwarded-for': from } });
    expect(good.statusCode).toBe(429);
    expect(Number(good.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('still answers a wrong key 403 whatever the body, and counts it in the failed authentications of its address', async () => {
    const app = await limitedApp();
    const from = address();
    const wrong = { ...app, headers: { ...app.headers, 'app-key': 'pk_not_the_key' } };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await sendBad(wrong, i, from)).statusCode);
    expect(statuses).toEqual([403, 403, 403, 429]);
    // The right key from that address is refused too until the minute ends; the App's budget is untouched.
    expect((await api.app.inject({ method: 'GET', url: QNAS, headers: { ...app.headers, 'x-forwarded-for': from } })).statusCode).toBe(429);
    const elsewhere = await api.app.inject({ method: 'GET', url: QNAS, headers: { ...app.headers, 'x-forwarded-for': address() } });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers['x-ratelimit-remaining']).toBe(String(BURST - 1));
  });
});
