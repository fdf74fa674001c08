import { AppEntity } from '@parley/persistence';
import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BotmeterRecordsRepository } from '@parley/botmeter';

describe('botmeter logging', () => {
  let api: TestingApi;
  let a: TestAppCredentials;

  beforeAll(async () => {
    api = await createTestingApi();
    a = await createTestApp(api.dataSource);
  });
  afterAll(() => api.close());

  const post = (payload: unknown, creds = a, url = '/botmeter/') =>
    api.app.inject({ method: 'POST', url, headers: creds.headers, payload: payload as object });
  const list = async (query: string, creds = a) => {
    const res = await api.app.inject({ method: 'GET', url: `/botmeter/records?${query}`, headers: creds.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('answers 200 text/plain "ok" on /botmeter/ and /botmeter, and stores every documented field', async () => {
    const record = {
      bot_version: '1.4.2',
      channel: 'webchat',
      user_id: 'u-full',
      user: { firstName: 'Ada', nested: { locale: 'en_GB' } },
      conversation_id: 'c-full',
      body: 'a margherita please',
      body_type: 'postback',
      responses: ['Which size?', 'Small or large?'],
      state_in: 'greeting',
      state_out: 'ask_size',
      intent: { name: 'order_pizza', score: 0.87 },
      tags: ['pizza', 'full'],
      timestamp: Date.UTC(2026, 2, 14, 9, 26, 53),
    };
    for (const url of ['/botmeter/', '/botmeter']) {
      const res = await post(record, a, url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('ok');
    }
    const page = await list('user_id=u-full');
    expect(page._count.elements).toBe(2);
    const { id, ...stored } = page._content[0];
    expect(id).toMatch(/^\d+$/);
    expect(stored).toEqual({ ...record, timestamp: '2026-03-14T09:26:53.000Z' });
  });

  it('ignores unknown fields (the logger library sends `context`) and never stores them', async () => {
    const res = await post({ user_id: 'u-extra', context: { secret: 'x' }, intent: { name: 'hi', score: 1, extra: true } });
    expect(res.body).toBe('ok');
    const [row] = (await list('user_id=u-extra'))._content;
    expect(row).not.toHaveProperty('context');
    expect(row.intent).toEqual({ name: 'hi', score: 1 });
    expect(JSON.stringify(row)).not.toContain('secret');
  });

  it('applies the defaults: text body type, empty lists, nulls, time of receipt', async () => {
    const before = Date.now();
    expect((await post({ user_id: 'u-defaults' })).body).toBe('ok');
    const [row] = (await list('user_id=u-defaults'))._content;
    expect(row).toMatchObject({
      body_type: 'text',
      responses: [],
      tags: [],
      intent: null,
      user: null,
      body: null,
      channel: null,
      bot_version: null,
    });
    const t = Date.parse(row.timestamp);
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
  });

  it('accepts explicit nulls for every optional field', async () => {
    const nulls = Object.fromEntries(
      [
        'bot_version',
        'channel',
        'user',
        'conversation_id',
        'body',
        'body_type',
        'responses',
        'state_in',
        'state_out',
        'intent',
        'tags',
        'timestamp',
      ].map((k) => [k, null]),
    );
    expect((await post({ ...nulls, user_id: 'u-nulls' })).body).toBe('ok');
    expect((await list('user_id=u-nulls'))._content[0]).toMatchObject({ body_type: 'text', responses: [], tags: [] });
  });

  it('lists every problem of an invalid record in one 400', async () => {
    const res = await post({
      bot_version: 1,
      channel: ['web'],
      user_id: { id: 1 },
      user: 'ada',
      conversation_id: true,
      body: 42,
      body_type: 'image',
      responses: ['ok', 3],
      state_in: 1,
      state_out: {},
      intent: { score: 'high' },
      tags: 'pizza',
      timestamp: '2026-03-14',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.details).toEqual([
      { field: 'bot_version', problem: 'must be a string' },
      { field: 'channel', problem: 'must be a string' },
      { field: 'user_id', problem: 'must be a string' },
      { field: 'user', problem: 'must be an object' },
      { field: 'conversation_id', problem: 'must be a string' },
      { field: 'body', problem: 'must be a string' },
      { field: 'body_type', problem: 'must be one of text, postback' },
      { field: 'responses', problem: 'element 1 must be a string' },
      { field: 'state_in', problem: 'must be a string' },
      { field: 'state_out', problem: 'must be a string' },
      { field: 'intent.name', problem: 'is required' },
      { field: 'intent.score', problem: 'must be a number' },
      { field: 'tags', problem: 'must be an array of strings' },
      {
        field: 'timestamp',
        problem: 'must be epoch milliseconds (an integer) from 946684800000 (2000-01-01) to 4102444800000 (2100-01-01)',
      },
    ]);
  });

  it.each([
    ['body', { body: 'x'.repeat(10_001) }, 'must be at most 10000 characters (got 10001)'],
    ['user_id', { user_id: 'u'.repeat(257) }, 'must be at most 256 characters (got 257)'],
    ['tags', { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, 'must hold at most 50 elements (got 51)'],
    ['tags', { tags: ['ok', 'x'.repeat(201)] }, 'element 1 must be at most 200 characters (got 201)'],
    ['responses', { responses: ['x'.repeat(10_001)] }, 'element 0 must be at most 10000 characters (got 10001)'],
    ['user', { user: { blob: 'x'.repeat(16_400) } }, 'must be at most 16384 characters as JSON (got 16411)'],
    ['body', { body: 'nul \u0000 char' }, 'must not contain the NUL character'],
    ['intent', { intent: 'greet' }, 'must be an object {name, score}'],
    ['intent', { intent: [] }, 'must be an object {name, score}'],
    ['intent.score', { intent: { name: 'hi', score: null } }, 'must be a number'],
    [
      'timestamp',
      { timestamp: 1e15 },
      'must be epoch milliseconds (an integer) from 946684800000 (2000-01-01) to 4102444800000 (2100-01-01)',
    ],
  ])('refuses %s beyond its limit with a 400 naming it', async (field, payload, problem) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field, problem }]);
  });

  it.each([
    ['null', 'null'],
    ['[]', 'a list'],
    ['[{"user_id":"u-in-a-list"}]', 'a list'],
    ['"hello"', 'a string'],
    ['42', 'a number'],
    ['true', 'a boolean'],
  ])('refuses the JSON body %s with a 400 naming it, and stores nothing', async (raw, kind) => {
    const before = (await list(''))._count.elements as number;
    for (const url of ['/botmeter/', '/botmeter']) {
      const res = await api.app.inject({
        method: 'POST',
        url,
        headers: { ...a.headers, 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: `body must be a JSON object, not ${kind}`,
        details: [{ field: 'body', problem: `must be a JSON object, not ${kind}` }],
      });
    }
    expect((await list(''))._count.elements).toBe(before);
  });

  it('refuses a non-JSON body with 415', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/botmeter/',
      headers: { ...a.headers, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
  });

  it('requires App credentials', async () => {
    expect((await api.app.inject({ method: 'POST', url: '/botmeter/', payload: {} })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: '/botmeter/stats' })).statusCode).toBe(401);
  });

  it('acknowledges concurrent records once they are committed, in shared batches', async () => {
    const spy = vi.spyOn(api.app.get(BotmeterRecordsRepository), 'insertMany');
    const n = 60;
    const replies = await Promise.all(Array.from({ length: n }, (_, i) => post({ user_id: 'u-burst', body: `m${i}` })));
    expect(replies.map((r) => r.body)).toEqual(Array(n).fill('ok'));
    expect((await list('user_id=u-burst&size=100'))._count.elements).toBe(n);
    const batches = spy.mock.calls.map((c) => c[0].length);
    expect(batches.reduce((s, x) => s + x, 0)).toBe(n);
    expect(batches.length).toBeLessThan(n / 2);
    spy.mockRestore();
  });

  it('answers 503 with Retry-After to exactly the records of a failed batch, and stores the next ones', async () => {
    const repo = api.app.get(BotmeterRecordsRepository);
    const spy = vi
      .spyOn(repo, 'insertMany')
      .mockRejectedValueOnce(Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }));
    const failed = await Promise.all([1, 2, 3].map((i) => post({ user_id: 'u-fail', body: `lost${i}` })));
    for (const res of failed) {
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    }
    expect((await post({ user_id: 'u-fail', body: 'kept' })).body).toBe('ok');
    spy.mockRestore();
    const rows = (await list('user_id=u-fail'))._content;
    expect(rows.map((r: { body: string }) => r.body)).toEqual(['kept']);
  });

  it('keeps the records of a deleted App out of every other App', async () => {
    const gone = await createTestApp(api.dataSource);
    expect((await post({ user_id: 'u-gone' }, gone)).body).toBe('ok');
    await api.dataSource.getRepository(AppEntity).delete(gone.appId);
    expect((await list('user_id=u-gone'))._count.elements).toBe(0);
  });
});
