import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { AppEntity } from '@parley/persistence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const EXTRACT = '/nlp/entity-extraction/v0?sentence=write%20to%20a%40b.io';

describe('App authentication', () => {
  let api: TestingApi;
  let a: TestAppCredentials;
  let b: TestAppCredentials;

  beforeAll(async () => {
    api = await createTestingApi();
    a = await createTestApp(api.dataSource);
    b = await createTestApp(api.dataSource);
  });
  afterAll(() => api.close());

  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  it('returns 401 naming both headers when none is sent', async () => {
    const res = await get(EXTRACT);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Missing App-Id and App-Key headers',
      details: [
        { field: 'App-Id', problem: 'header is required' },
        { field: 'App-Key', problem: 'header is required' },
      ],
    });
  });

  it('returns 401 when App-Key is missing', async () => {
    const res = await get(EXTRACT, { 'app-id': a.appId });
    expect(res.statusCode).toBe(401);
    expect(res.json().details).toEqual([{ field: 'App-Key', problem: 'header is required' }]);
  });

  it('returns 403 for a wrong App-Key', async () => {
    const res = await get(EXTRACT, { 'app-id': a.appId, 'app-key': `${a.appKey}x` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it('refuses a key that differs by one character right after the right key was accepted', async () => {
    // The right key is remembered after its first match: the comparison must still be exact.
    expect((await get(EXTRACT, a.headers)).statusCode).toBe(200);
    const last = a.appKey.at(-1)!;
    const nearMiss = `${a.appKey.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
    const firstChanged = `${a.appKey[0] === 'p' ? 'q' : 'p'}${a.appKey.slice(1)}`;
    for (const key of [nearMiss, firstChanged, a.appKey.slice(0, -1), `${a.appKey}x`]) {
      expect((await get(EXTRACT, { 'app-id': a.appId, 'app-key': key })).statusCode).toBe(403);
    }
    expect((await get(EXTRACT, a.headers)).statusCode).toBe(200);
  });

  it('returns 403 for an unknown or malformed App-Id', async () => {
    expect((await get(EXTRACT, { 'app-id': '00000000-0000-4000-8000-000000000000', 'app-key': a.appKey })).statusCode).toBe(403);
    expect((await get(EXTRACT, { 'app-id': 'not-an-id', 'app-key': a.appKey })).statusCode).toBe(403);
  });

  it("refuses one App's key on another App (tenant isolation)", async () => {
    expect((await get(EXTRACT, { 'app-id': b.appId, 'app-key': a.appKey })).statusCode).toBe(403);
    expect((await get(EXTRACT, b.headers)).statusCode).toBe(200);
  });

  it('answers 200 with valid credentials and never logs or echoes the key', async () => {
    const res = await get(EXTRACT, a.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(a.appKey);
    expect(res.json()).toEqual([{ dim: 'email', body: 'a@b.io', values: [{ value: 'a@b.io', type: 'string' }], start: 9, end: 15 }]);
  });

  it('leaves /health, /docs and the portal without App credentials', async () => {
    expect((await get('/health')).statusCode).toBe(200);
    expect((await get('/health/ready')).json()).toMatchObject({ status: 'ok' });
    expect((await get('/docs-json')).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'POST', url: '/portal/api/sessions', payload: { email: 'nobody@example.com', password: 'nope' } })).statusCode).toBe(401);
  });

  it('sends the API security headers on every API answer, errors included', async () => {
    for (const res of [await get(EXTRACT, a.headers), await get('/health'), await get(EXTRACT), await get('/nope')]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('serves the Swagger UI page under its own CSP: its script files, its inline styles, no framing', async () => {
    const res = await get('/docs');
    expect(res.statusCode).toBeLessThan(400);
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline';");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets browser pages call the API (CORS preflight allows the App headers)', async () => {
    const res = await api.app.inject({
      method: 'OPTIONS',
      url: EXTRACT,
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'app-id,app-key' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('app-key');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    // A plain OPTIONS (no preflight) is not swallowed: it reaches the router like any request.
    const plain = await api.app.inject({ method: 'OPTIONS', url: '/nope' });
    expect(plain.statusCode).toBe(404);
  });

  it('returns 404 in the error shape for an unknown route', async () => {
    const res = await get('/nope', a.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('returns 429 with Retry-After past the App rate limit, per App', async () => {
    const limited = await createTestApp(api.dataSource);
    await api.dataSource.getRepository(AppEntity).update(limited.appId, { rateLimit: 1, rateBurst: 3 });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await get(EXTRACT, limited.headers));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
    // Every answer says where the App stands: 3 per 3 s window here.
    expect(answers.map((r) => r.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0', '0', '0']);
    expect(answers.every((r) => r.headers['x-ratelimit-limit'] === '3' && Number(r.headers['x-ratelimit-reset']) > 0)).toBe(true);
    const res = await get(EXTRACT, limited.headers);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    // Another App is not affected.
    expect((await get(EXTRACT, b.headers)).statusCode).toBe(200);
  });
});
