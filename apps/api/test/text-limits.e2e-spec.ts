import { AppEntity } from '@parley/persistence';
import { createTestApp, createTestingApi, createTestingWebchat, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The length rule of every route that analyses a `sentence` (at most 2,000 characters: a 413
 * naming it), reached by GET too: the request line may be long enough for any allowed sentence,
 * and one longer than the server takes is a 431 in the error shape, naming the limit.
 */
describe('text limits over a real socket', () => {
  let api: TestingApi;
  let app: TestAppCredentials;
  let base: string;

  beforeAll(async () => {
    api = await createTestingApi({ listen: true });
    base = `http://127.0.0.1:${(api.app.getHttpServer().address() as { port: number }).port}`;
    app = await createTestApp(api.dataSource);
    // Long sentences cost up to 20 tokens each: out of the rate limit's way here.
    await api.dataSource.getRepository(AppEntity).update(app.appId, { rateLimit: 100_000, rateBurst: 100_000 });
    const qna = await fetch(`${base}/trainer/api/v0/qnas`, {
      method: 'POST',
      headers: { ...app.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'hours', utterances: [{ value: 'When are you open?' }, { value: 'opening hours' }] }),
    });
    expect(qna.status).toBe(201);
  });
  afterAll(() => api.close());

  const get = (path: string, params: Record<string, string>) =>
    fetch(`${base}${path}?${new URLSearchParams(params)}`, { headers: app.headers });
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { ...app.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  const GETS = [
    ['/nlp/entity-extraction/v0', {}],
    ['/nlp/spellchecking/v0', { key: 'EN_2' }],
    ['/nlp/spellchecking/v1', {}],
    ['/trainer/api/v0/classify', {}],
  ] as const;

  it.each(GETS)('GET %s answers 413 naming the rule for 2,001 characters, and 200 for 2,000', async (path, extra) => {
    const long = await get(path, { ...extra, sentence: 'a'.repeat(2001) });
    expect(long.status).toBe(413);
    expect(await long.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'sentence must be at most 2,000 characters (got 2,001)',
      details: [{ field: 'sentence', problem: 'must be at most 2,000 characters (got 2,001)' }],
    });
    expect((await get(path, { ...extra, sentence: 'a '.repeat(1000) })).status).toBe(200);
  });

  it.each([['/trainer/api/v0/classify'], ['/trainer/api/v0/classify/explain']])('POST %s answers 413 for a sentence over 2,000 characters', async (path) => {
    const res = await post(path, { sentence: 'when are you open '.repeat(200) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ statusCode: 413, details: [{ field: 'sentence', problem: 'must be at most 2,000 characters (got 3,600)' }] });
    expect((await post(path, { sentence: 'when are you open' })).status).toBe(200);
  });

  it('names every problem in one 400 when the long sentence is not the only one', async () => {
    const res = await get('/nlp/spellchecking/v0', { sentence: 'a'.repeat(2500), key: 'XX_9' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { details: unknown }).details).toEqual([
      { field: 'sentence', problem: 'must be at most 2,000 characters (got 2,500)' },
      { field: 'key', problem: 'must be one of EN_1, EN_2, FR_1, FR_2, ES_1, ES_2' },
    ]);
  });

  it.each(GETS)('GET %s counts an emoji as one character: 1,300 (15.6 KB of URL) are analysed, 2,001 (24 KB) get the 413 of the rule', async (path, extra) => {
    expect((await get(path, { ...extra, sentence: '😀'.repeat(1300) })).status).toBe(200);
    expect((await get(path, { ...extra, sentence: '😀'.repeat(2000) })).status).toBe(200);
    const res = await get(path, { ...extra, sentence: '😀'.repeat(2001) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { details: unknown }).details).toEqual([{ field: 'sentence', problem: 'must be at most 2,000 characters (got 2,001)' }]);
  });

  it.each(GETS)('GET %s takes the longest allowed sentence of three-byte characters (2,000 × "€", 18 KB of URL)', async (path, extra) => {
    expect((await get(path, { ...extra, sentence: '€'.repeat(2000) })).status).toBe(200);
  });

  it('answers a request line over 64 KiB with a 431 in the error shape, naming the limit', async () => {
    const res = await get('/nlp/spellchecking/v0', { key: 'EN_2', sentence: '€'.repeat(8000) });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      message: 'The request line and headers are larger than 64 KiB: shorten the URL (a sentence is at most 2,000 characters) or the headers',
      details: [{ field: 'headers', problem: 'the request line and headers must be at most 65,536 bytes (64 KiB) in all' }],
    });
  });

  it('answers a malformed request in the error shape', async () => {
    const port = Number(new URL(base).port);
    const answer = await new Promise<string>((resolve) => {
      let got = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      socket.on('data', (d) => (got += d.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(got));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Malformed HTTP request' });
  });

  it('the webchat server answers an oversized request line with the same 431', async () => {
    const webchat = await createTestingWebchat();
    try {
      const res = await fetch(`${webchat.url}/demo?appToken=${'x'.repeat(70_000)}`);
      expect(res.status).toBe(431);
      expect(await res.json()).toMatchObject({ statusCode: 431, details: [{ field: 'headers' }] });
    } finally {
      await webchat.close();
    }
  });
});
