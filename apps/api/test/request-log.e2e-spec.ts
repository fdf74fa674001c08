import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** At LOG_LEVEL=info every answered request is one line: id, App, method, route, status, latency; never a credential. */
describe('request log at info', () => {
  let api: TestingApi;
  let creds: TestAppCredentials;
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];

  beforeAll(async () => {
    const logStream = {
      write(chunk: string) {
        raw.push(chunk);
        for (const line of chunk.split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    };
    api = await createTestingApi({ LOG_LEVEL: 'info', logStream });
    creds = await createTestApp(api.dataSource);
  });
  afterAll(() => api.close());

  const requests = () => lines.filter((l) => l.msg === 'request');

  it('writes one line per request with its id, App id, method, route pattern, status and latency', async () => {
    lines.length = 0;
    await api.app.inject({
      method: 'GET',
      url: '/nlp/entity-extraction/v0?sentence=tomorrow',
      headers: { ...creds.headers, 'x-request-id': 'trace-1' },
    });
    await api.app.inject({ method: 'GET', url: `/trainer/api/v0/qnas/00000000-0000-4000-8000-000000000000`, headers: creds.headers });
    const [extract, qna] = requests();
    expect(extract).toMatchObject({
      level: 30,
      reqId: 'trace-1',
      appId: creds.appId,
      method: 'GET',
      route: '/nlp/entity-extraction/v0',
      status: 200,
    });
    expect(typeof extract!.ms).toBe('number');
    expect(qna).toMatchObject({ appId: creds.appId, route: '/trainer/api/v0/qnas/:id', status: 404 });
    expect(typeof qna!.reqId).toBe('string');
  });

  it('logs refused calls without an App id, and never a key, a session token or a query string', async () => {
    lines.length = 0;
    raw.length = 0;
    await api.app.inject({
      method: 'GET',
      url: '/nlp/entity-extraction/v0?sentence=secret-sentence',
      headers: { ...creds.headers, 'app-key': 'not-the-key-but-secret' },
    });
    await api.app.inject({ method: 'GET', url: '/portal/api/apps', headers: { authorization: 'Bearer some-session-token' } });
    expect(requests().map((l) => [l.status, l.appId])).toEqual([
      [403, undefined],
      [401, undefined],
    ]);
    const all = raw.join('');
    for (const secret of [creds.appKey, 'not-the-key-but-secret', 'some-session-token', 'secret-sentence'])
      expect(all).not.toContain(secret);
  });

  it('leaves health probes out', async () => {
    lines.length = 0;
    await api.app.inject({ method: 'GET', url: '/health' });
    expect(requests()).toEqual([]);
  });
});

describe('request log above info', () => {
  it('writes nothing per request at warn', async () => {
    const out: string[] = [];
    const api = await createTestingApi({ LOG_LEVEL: 'warn', logStream: { write: (s: string) => void out.push(s) } });
    try {
      const creds = await createTestApp(api.dataSource);
      await api.app.inject({ method: 'GET', url: '/nlp/entity-extraction/v0?sentence=hi', headers: creds.headers });
      expect(out.join('')).not.toContain('"msg":"request"');
    } finally {
      await api.close();
    }
  });
});
