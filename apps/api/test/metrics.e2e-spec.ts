import { createTestApp, createTestingApi, documentedMetrics, metricValue, parseScrape, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const TOKEN = 'metrics-token-for-the-e2e-test';

describe('GET /metrics (api)', () => {
  let api: TestingApi;
  let a: TestAppCredentials;
  const scrape = async () => {
    const res = await api.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return parseScrape(res.body);
  };

  beforeAll(async () => {
    api = await createTestingApi({ METRICS_TOKEN: TOKEN });
    a = await createTestApp(api.dataSource);
  });
  afterAll(() => api.close());

  it('refuses a scrape without the token or with another one', async () => {
    const none = await api.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).not.toContain('parley_');
    const wrong = await api.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN.replace('e2e', 'xyz')}` } });
    expect(wrong.statusCode).toBe(401);
    const basic = await api.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, botmeter batches and trainings, and reads the pool', async () => {
    const before = await scrape();
    const records = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.app.inject({ method: 'POST', url: '/botmeter/', headers: a.headers, payload: { user_id: `u${i}`, body: 'hello', responses: ['hi'] } }),
      ),
    );
    expect(records.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const qna = await api.app.inject({
      method: 'POST',
      url: '/trainer/api/v0/qnas',
      headers: a.headers,
      payload: { title: 'Opening hours', utterances: [{ value: 'when are you open' }, { value: 'opening times' }], answers: [[{ type: 'text', payload: { value: '9 to 5' } }]] },
    });
    expect(qna.statusCode).toBe(201);
    // The first classification of an App trains its model.
    const classified = await api.app.inject({ method: 'POST', url: '/trainer/api/v0/classify', headers: a.headers, payload: { sentence: 'are you open on sunday' } });
    expect(classified.statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: `/no/such/page/${a.appId}`, headers: a.headers })).statusCode).toBe(404);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) => metricValue(after, name, labels) - metricValue(before, name, labels);
    expect(moved('parley_http_requests_total', { method: 'POST', route: '/botmeter/*', status: '200' })).toBe(20);
    expect(moved('parley_http_request_duration_seconds_count', { route: '/botmeter/*', status: '200' })).toBe(20);
    expect(moved('parley_http_requests_total', { route: '/trainer/api/v0/classify', status: '200' })).toBe(1);
    // An unknown URL is one series, whatever its path: no App id in a label.
    expect(moved('parley_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect([...after.keys()].some((k) => k.includes(a.appId))).toBe(false);
    expect(moved('parley_botmeter_batches_total', { result: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(moved('parley_botmeter_batch_size_sum')).toBe(20);
    expect(moved('parley_botmeter_batch_duration_seconds_count')).toBe(moved('parley_botmeter_batches_total'));
    expect(moved('parley_trainings_total', { result: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(moved('parley_training_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(metricValue(after, 'parley_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(metricValue(after, 'parley_db_pool_max')).toBe(api.config.DB_POOL_SIZE);
    expect(metricValue(after, 'parley_redis_up', { state: api.config.REDIS_URL ? 'up' : 'off' }) + metricValue(after, 'parley_redis_up', { state: 'connecting' })).toBe(1);
    expect(metricValue(after, 'process_cpu_user_seconds_total', { service: 'api' })).toBeGreaterThan(0);
  });

  it("serves every documented metric that is not the webchat server's alone", async () => {
    const names = documentedMetrics('api');
    expect(names.length).toBeGreaterThan(10);
    const text = (await api.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    for (const name of names) expect(text, name).toContain(`# TYPE ${name} `);
    // ...and nothing of Parley's that the documentation does not list.
    const served = [...text.matchAll(/^# TYPE (parley_\w+) /gm)].map((m) => m[1]);
    expect(served.filter((n) => !names.includes(n!))).toEqual([]);
  });
});
