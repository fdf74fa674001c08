import { AppEntity } from '@parley/persistence';
import { createTestingApi, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The operator's cap on the rate limit an App's owner may set (APP_RATE_LIMIT_MAX and
 * APP_RATE_BURST_MAX): a setting above it is a 400 naming the field and the cap, the portal reads
 * the cap from its config, and an App stored above it (saved before the cap was lowered) is held to it.
 */
describe("the operator's cap on Apps' rate limits", () => {
  let api: TestingApi;
  let session: Record<string, string>;
  const email = `cap-${Date.now()}@example.com`;

  beforeAll(async () => {
    api = await createTestingApi({ APP_RATE_LIMIT_MAX: 2, APP_RATE_BURST_MAX: 3 });
    await api.app.inject({
      method: 'POST',
      url: '/portal/api/accounts',
      payload: { email, password: 'correct horse battery', name: 'Cap' },
    });
    const login = await api.app.inject({
      method: 'POST',
      url: '/portal/api/sessions',
      payload: { email, password: 'correct horse battery' },
    });
    session = { authorization: `Bearer ${login.json().token as string}` };
  });
  afterAll(() => api?.close());

  const createApp = async () =>
    (await api.app.inject({ method: 'POST', url: '/portal/api/apps', payload: { name: 'Capped bot' }, headers: session })).json();
  const patch = (id: string, payload: object) =>
    api.app.inject({ method: 'PATCH', url: `/portal/api/apps/${id}`, payload, headers: session });

  it('refuses a rate limit or burst above the cap with a 400 naming each field and its cap, and takes one at the cap', async () => {
    const { app } = await createApp();
    const both = await patch(app.id, { rateLimit: 3, rateBurst: 100_000, name: 'Renamed' });
    expect(both.statusCode).toBe(400);
    expect(both.json().details).toEqual([
      { field: 'rateLimit', problem: 'must be at most 2, the most this server allows' },
      { field: 'rateBurst', problem: 'must be at most 3, the most this server allows' },
    ]);
    // One 400 names every problem: the cap and a setting that cannot be cleared.
    const two = await patch(app.id, { rateLimit: 3, language: null });
    expect(two.statusCode).toBe(400);
    expect(two.json().details.map((d: { field: string }) => d.field)).toEqual(['language', 'rateLimit']);
    const burst = await patch(app.id, { rateLimit: 2, rateBurst: 4 });
    expect(burst.statusCode).toBe(400);
    expect(burst.json()).toMatchObject({ statusCode: 400, message: 'rateBurst must be at most 3, the most this server allows' });
    // Nothing of a refused change is kept.
    const now = (await api.app.inject({ method: 'GET', url: `/portal/api/apps/${app.id}`, headers: session })).json();
    expect(now).toMatchObject({ name: 'Capped bot', rateLimit: 100, rateBurst: 200 });
    const ok = await patch(app.id, { rateLimit: 2, rateBurst: 3 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ rateLimit: 2, rateBurst: 3 });
  });

  it('tells the portal the caps', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/portal/api/config', headers: session });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ appRateLimitMax: 2, appRateBurstMax: 3 });
  });

  it('holds an App stored above the cap to the cap', async () => {
    const { app, key } = await createApp();
    // Saved when the cap was higher.
    await api.dataSource.getRepository(AppEntity).update(app.id, { rateLimit: 100_000, rateBurst: 200_000 });
    const headers = { 'app-id': app.id, 'app-key': key.key as string };
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await api.app.inject({ method: 'GET', url: '/botmeter/records', headers }));
    // Three requests per window of 3 / 2 s, as if the App were set at the cap.
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.map((r) => r.headers['x-ratelimit-limit'])).toEqual(['3', '3', '3', '3']);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[3]!.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });
});
