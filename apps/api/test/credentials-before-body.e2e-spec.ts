import { createTestApp, createTestingApi, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Credentials are checked before the body (docs/api.md, "Errors"): a request without them is a
 * 401 and one with a wrong key a 403, whatever its body, and nothing is stored; with the right
 * ones, the body's problem is named.
 */
describe('credentials before the body', () => {
  let api: TestingApi;
  let good: Record<string, string>;
  let wrong: Record<string, string>;

  beforeAll(async () => {
    api = await createTestingApi();
    const creds = await createTestApp(api.dataSource);
    good = creds.headers;
    wrong = { 'app-id': creds.appId, 'app-key': 'pk_not_the_key' };
  });
  afterAll(() => api.close());

  const json = { 'content-type': 'application/json' };
  const bodies = [
    { name: 'a body that is not JSON', headers: json, payload: '{"title": ', status: 400, message: 'The body is not valid JSON' },
    { name: 'an empty JSON body', headers: json, payload: '', status: 400, message: 'The JSON body is empty' },
    {
      name: 'a form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'title=x',
      status: 415,
      message: 'Content-Type must be application/json',
    },
  ];
  const routes = ['/trainer/api/v0/qnas', '/botmeter', '/trainer/api/v0/classify', '/trainer/api/v0/training-data/import'];

  it.each(bodies)(
    'answers $name without credentials with a 401, with a wrong key a 403, with the right key its own error',
    async ({ headers, payload, status, message }) => {
      for (const url of routes) {
        const anonymous = await api.app.inject({ method: 'POST', url, headers, payload });
        expect(anonymous.statusCode, `${url} ${anonymous.body}`).toBe(401);
        expect(anonymous.json()).toMatchObject({ message: 'Missing App-Id and App-Key headers' });
        const guessed = await api.app.inject({ method: 'POST', url, headers: { ...wrong, ...headers }, payload });
        expect(guessed.statusCode, `${url} ${guessed.body}`).toBe(403);
        // The upload route takes a file of any type: a form is a file there, not a 415.
        if (url.includes('training-data') && status === 415) continue;
        const known = await api.app.inject({ method: 'POST', url, headers: { ...good, ...headers }, payload });
        expect(known.statusCode, `${url} ${known.body}`).toBe(status);
        expect(known.json()).toEqual({ statusCode: status, error: status === 400 ? 'Bad Request' : 'Unsupported Media Type', message });
      }
    },
  );

  it('answers a portal route without a session with a 401 whatever its body', async () => {
    for (const { headers, payload } of bodies) {
      const res = await api.app.inject({ method: 'POST', url: '/portal/api/apps', headers, payload });
      expect(res.statusCode, res.body).toBe(401);
    }
  });

  it('still refuses a body over the limit as it arrives, before reading it', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/trainer/api/v0/qnas',
      headers: json,
      payload: JSON.stringify({ title: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });
});
