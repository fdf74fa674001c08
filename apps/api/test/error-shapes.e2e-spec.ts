import { createTestApp, createTestingApi, createTestingWebchat, type TestingApi, type TestingWebchat } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The api and the webchat server answer the same requests with the same error bodies: both use
 * the error filter of libs/server-kit. Each case is sent to a JSON route of each server.
 */
describe('error answers of the api and the webchat server', () => {
  let api: TestingApi;
  let webchat: TestingWebchat;
  let apiRoute: { url: string; headers: Record<string, string> };
  let webchatRoute: { url: string; headers: Record<string, string> };

  beforeAll(async () => {
    [api, webchat] = await Promise.all([createTestingApi(), createTestingWebchat({ listen: false })]);
    const creds = await createTestApp(api.dataSource);
    apiRoute = { url: '/trainer/api/v0/qnas', headers: creds.headers };
    webchatRoute = {
      url: `/bots/${creds.appToken}/users/u1/conversation/messages`,
      headers: { authorization: `Bearer ${creds.pushSecret}` },
    };
  });
  afterAll(() => Promise.all([api?.close(), webchat?.close()]));

  const json = { 'content-type': 'application/json' };
  const cases: { name: string; headers: Record<string, string>; payload: string; expected: object }[] = [
    {
      name: 'a Content-Length that does not match the body',
      headers: { ...json, 'content-length': '64' },
      payload: '{"title":"x"}',
      expected: { statusCode: 400, error: 'Bad Request', message: 'Content-Length does not match the body' },
    },
    {
      name: 'a text/plain body',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
      expected: { statusCode: 415, error: 'Unsupported Media Type', message: 'Content-Type must be application/json' },
    },
    {
      name: 'an XML body',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
      expected: { statusCode: 415, error: 'Unsupported Media Type', message: 'Content-Type must be application/json' },
    },
    {
      name: 'a body that is not JSON',
      headers: json,
      payload: '{"type":',
      expected: { statusCode: 400, error: 'Bad Request', message: 'The body is not valid JSON' },
    },
    {
      name: 'an empty JSON body',
      headers: json,
      payload: '',
      expected: { statusCode: 400, error: 'Bad Request', message: 'The JSON body is empty' },
    },
    {
      name: 'a body over 1 MiB',
      headers: json,
      payload: JSON.stringify({ title: 'x'.repeat(1024 * 1024) }),
      expected: { statusCode: 413, error: 'Payload Too Large', message: 'The request body is larger than 1 MiB' },
    },
  ];

  it.each(cases)('answers $name with the same body on both servers', async ({ headers, payload, expected }) => {
    const answers = await Promise.all([
      api.app.inject({ method: 'POST', url: apiRoute.url, headers: { ...apiRoute.headers, ...headers }, payload }),
      webchat.app.inject({ method: 'POST', url: webchatRoute.url, headers: { ...webchatRoute.headers, ...headers }, payload }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe((expected as { statusCode: number }).statusCode);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(expected);
    }
  });

  it('answers an unknown route with the same 404 body on both servers', async () => {
    const [a, w] = await Promise.all([
      api.app.inject({ method: 'GET', url: '/nowhere' }),
      webchat.app.inject({ method: 'GET', url: '/nowhere' }),
    ]);
    expect(a.statusCode).toBe(404);
    expect(w.statusCode).toBe(404);
    expect(a.json()).toEqual(w.json());
    expect(a.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers a known route sent with another method with a 405 naming the methods it takes, on both servers', async () => {
    const [a, w] = await Promise.all([
      api.app.inject({ method: 'PATCH', url: '/trainer/api/v0/qnas/00000000-0000-0000-0000-000000000000', headers: apiRoute.headers }),
      webchat.app.inject({ method: 'DELETE', url: webchatRoute.url, headers: webchatRoute.headers }),
    ]);
    expect(a.statusCode).toBe(405);
    expect(a.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    expect(a.json()).toEqual({
      statusCode: 405,
      error: 'Method Not Allowed',
      message: 'PATCH is not allowed on this route; it takes GET, PUT, DELETE',
    });
    expect(w.statusCode).toBe(405);
    expect(w.json()).toMatchObject({
      statusCode: 405,
      error: 'Method Not Allowed',
      message: expect.stringMatching(/^DELETE is not allowed on this route; it takes .*POST/),
    });
    // A path no route of any method matches is still a 404.
    expect((await api.app.inject({ method: 'PATCH', url: '/trainer/api/v0/nothing/here' })).statusCode).toBe(404);
    // A CORS preflight is answered as before.
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/trainer/api/v0/qnas',
      headers: { origin: 'https://example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
  });

  it('answers liveness and readiness alike on both servers', async () => {
    for (const url of ['/health', '/health/ready']) {
      const [a, w] = await Promise.all([api.app.inject({ method: 'GET', url }), webchat.app.inject({ method: 'GET', url })]);
      expect(a.statusCode).toBe(200);
      expect(w.statusCode).toBe(200);
      expect(withoutTimings(a.json())).toEqual(withoutTimings(w.json()));
    }
    expect((await api.app.inject({ method: 'GET', url: '/health/ready' })).json()).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' } },
    });
  });
});

/** A health answer without the database's response time, which differs from call to call. */
function withoutTimings(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body, (key, value: unknown) => (key === 'responseTime' ? undefined : value)));
}
