import { createTestApp, createTestingApi, startTcpProxy, type TcpProxy, type TestAppCredentials, type TestingApi, testDatabaseUrl } from '@parley/testing';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Nothing waits forever: a frozen database (a relay in front of the test database that stops
 * passing anything, as a stopped PostgreSQL would) is a 503 within the query timeout, and a
 * client that sends its request too slowly is cut off.
 */
describe('a frozen database', () => {
  let proxy: TcpProxy;
  let api: TestingApi;
  let creds: TestAppCredentials;

  beforeAll(async () => {
    const url = testDatabaseUrl();
    proxy = await startTcpProxy(Number(new URL(url).port));
    api = await createTestingApi({ DATABASE_URL: proxy.via(url), DB_QUERY_TIMEOUT_MS: 1000, DB_CONNECT_TIMEOUT_MS: 1000 });
    creds = await createTestApp(api.dataSource);
  });
  afterAll(async () => {
    proxy.thaw();
    await api.close();
    await proxy.close();
  });

  it('is a 503 with Retry-After within about the query timeout, for readiness and for a call that reads it; then serves again', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/botmeter/records', headers: creds.headers })).statusCode).toBe(200);
    // The App's entity types (none) are read once, then followed by the change signal: an extraction
    // needs the database no more.
    expect((await api.app.inject({ method: 'GET', url: '/nlp/entity-extraction/v0?sentence=hi', headers: creds.headers })).statusCode).toBe(200);
    proxy.freeze();
    try {
      const t0 = Date.now();
      const [records, ready] = await Promise.all([
        api.app.inject({ method: 'GET', url: '/botmeter/records', headers: creds.headers }),
        api.app.inject({ method: 'GET', url: '/health/ready' }),
      ]);
      const elapsed = Date.now() - t0;
      expect(records.statusCode).toBe(503);
      expect(records.headers['retry-after']).toBeDefined();
      expect(records.json()).toMatchObject({ statusCode: 503, message: expect.stringMatching(/database/) });
      expect(ready.statusCode).toBe(503);
      // Query timeout 1 s + 1 s of margin for PostgreSQL to cancel first; far from hanging.
      expect(elapsed).toBeLessThan(3500);
      // A call that needs no database (the App's credentials and entity types known) is not held by it.
      expect(
        (await api.app.inject({ method: 'GET', url: '/nlp/entity-extraction/v0?sentence=hi', headers: creds.headers })).statusCode,
      ).toBe(200);
    } finally {
      proxy.thaw();
    }
    const back = Date.now();
    while ((await api.app.inject({ method: 'GET', url: '/botmeter/records', headers: creds.headers })).statusCode !== 200) {
      expect(Date.now() - back).toBeLessThan(10_000);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});

describe('a slow client', () => {
  let api: TestingApi;
  let port: number;

  beforeAll(async () => {
    api = await createTestingApi({ listen: true, HTTP_HEADERS_TIMEOUT_MS: 500, HTTP_REQUEST_TIMEOUT_MS: 1000 });
    port = (api.app.getHttpServer().address() as { port: number }).port;
  });
  afterAll(() => api.close());

  /** Sends `lines` one by one, `gapMs` apart, and resolves with what came back when the server closed. */
  function trickle(lines: string[], gapMs: number): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve) => {
      const t0 = Date.now();
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      let i = 0;
      const timer = setInterval(() => {
        if (i < lines.length && !socket.destroyed) socket.write(lines[i++]!);
      }, gapMs);
      socket.on('data', (d) => (answer += d.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, closedAfterMs: Date.now() - t0 });
      });
    });
  }

  it('gets 408 and a closed connection when its headers do not arrive within the headers timeout', async () => {
    const lines = ['GET /health HTTP/1.1\r\n', ...Array.from({ length: 50 }, (_, i) => `X-Slow-${i}: 1\r\n`)];
    const { answer, closedAfterMs } = await trickle(lines, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Checked every second: cut between 0.5 and about 1.5 s, not after the 5 s it takes to send.
    expect(closedAfterMs).toBeLessThan(2500);
  });

  it('gets 408 when its body does not arrive within the request timeout', async () => {
    const head = 'POST /botmeter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const { answer, closedAfterMs } = await trickle([head, ...Array.from({ length: 50 }, () => ' ')], 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(3000);
  });
});
