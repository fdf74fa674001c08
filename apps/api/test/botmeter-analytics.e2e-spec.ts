import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const t = (iso: string) => Date.parse(iso);

/** A known week of exchanges: the stats below are counted by hand from it. */
const DATA = [
  { timestamp: t('2026-03-02T10:00:00Z'), user_id: 'u1', conversation_id: 'c1', channel: 'webchat', intent: { name: 'greet', score: 0.9 } },
  { timestamp: t('2026-03-02T10:30:00Z'), user_id: 'u1', conversation_id: 'c1', channel: 'webchat', intent: { name: 'order', score: 0.6 } },
  { timestamp: t('2026-03-02T11:15:00Z'), user_id: 'u2', conversation_id: 'c2', channel: 'messenger' },
  { timestamp: t('2026-03-03T09:00:00Z'), user_id: 'u1', conversation_id: 'c3', channel: 'webchat', intent: { name: 'greet', score: 0.7 } },
  { timestamp: t('2026-03-03T09:05:00Z'), user_id: 'u3', conversation_id: 'c4', channel: 'webchat', intent: { name: 'greet', score: 0.8 } },
  { timestamp: t('2026-03-04T08:00:00Z'), user_id: 'u4', conversation_id: 'c5', channel: 'webchat', intent: { name: 'bye', score: 1 } },
];

describe('botmeter analytics', () => {
  let api: TestingApi;
  let a: TestAppCredentials;
  let other: TestAppCredentials;

  beforeAll(async () => {
    api = await createTestingApi();
    a = await createTestApp(api.dataSource);
    other = await createTestApp(api.dataSource);
    const replies = await Promise.all(
      DATA.map((r, i) => api.app.inject({ method: 'POST', url: '/botmeter/', headers: a.headers, payload: { ...r, body: `m${i}` } })),
    );
    expect(replies.map((r) => r.body)).toEqual(DATA.map(() => 'ok'));
    // Noise in another App, same users and intents: must never show up for App a.
    await api.app.inject({ method: 'POST', url: '/botmeter/', headers: other.headers, payload: { ...DATA[0], body: 'other' } });
  });
  afterAll(() => api.close());

  const get = async (url: string, creds = a) => {
    const res = await api.app.inject({ method: 'GET', url, headers: creds.headers });
    return { status: res.statusCode, body: res.json() };
  };

  it('counts messages, users, conversations, top intents and the share without intent per day', async () => {
    const { status, body } = await get('/botmeter/stats?from=2026-03-02T00:00:00Z&to=2026-03-04T00:00:00Z&interval=day');
    expect(status).toBe(200);
    expect(body).toEqual({
      from: '2026-03-02T00:00:00.000Z',
      to: '2026-03-04T00:00:00.000Z',
      interval: 'day',
      buckets: [
        {
          start: '2026-03-02T00:00:00.000Z',
          messages: 3,
          users: 2,
          conversations: 2,
          noIntentShare: 1 / 3,
          topIntents: [
            { name: 'greet', count: 1, meanScore: 0.9 },
            { name: 'order', count: 1, meanScore: 0.6 },
          ],
        },
        {
          start: '2026-03-03T00:00:00.000Z',
          messages: 2,
          users: 2,
          conversations: 2,
          noIntentShare: 0,
          topIntents: [{ name: 'greet', count: 2, meanScore: 0.75 }],
        },
      ],
      total: {
        messages: 5,
        users: 3,
        conversations: 4,
        noIntentShare: 0.2,
        topIntents: [
          { name: 'greet', count: 3, meanScore: 0.8 },
          { name: 'order', count: 1, meanScore: 0.6 },
        ],
      },
    });
  });

  it('takes epoch milliseconds, hours and weeks, and lists empty intervals', async () => {
    const hours = await get(`/botmeter/stats?from=${t('2026-03-02T10:00:00Z')}&to=${t('2026-03-02T13:00:00Z')}&interval=hour`);
    expect(hours.body.buckets.map((b: { start: string; messages: number }) => [b.start.slice(11, 16), b.messages])).toEqual([
      ['10:00', 2],
      ['11:00', 1],
      ['12:00', 0],
    ]);
    const weeks = await get('/botmeter/stats?from=2026-03-01T00:00:00Z&to=2026-03-09T00:00:00Z&interval=week');
    // 2026-03-01 is a Sunday: its week starts on Monday 2026-02-23.
    expect(weeks.body.buckets.map((b: { start: string; messages: number }) => [b.start.slice(0, 10), b.messages])).toEqual([
      ['2026-02-23', 0],
      ['2026-03-02', 6],
    ]);
  });

  it('refuses a bad range or interval, listing every problem', async () => {
    const bad = await get('/botmeter/stats?from=yesterday&to=soon&interval=month');
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { field: 'from', problem: 'must be an ISO 8601 date or epoch milliseconds' },
      { field: 'to', problem: 'must be an ISO 8601 date or epoch milliseconds' },
      { field: 'interval', problem: 'must be one of hour, day, week' },
    ]);
    expect((await get('/botmeter/stats?from=2026-03-04T00:00:00Z&to=2026-03-02T00:00:00Z')).body.details).toEqual([
      { field: 'to', problem: 'must be after from' },
    ]);
    expect((await get('/botmeter/stats?from=2000-01-01T00:00:00Z&to=2026-01-01T00:00:00Z&interval=hour')).status).toBe(400);
  });

  it('pages through the records newest first with relative links', async () => {
    const p1 = await get('/botmeter/records?size=4');
    expect(p1.status).toBe(200);
    expect(p1.body._count).toEqual({ elements: 6, pages: 2 });
    expect(p1.body._content.map((r: { body: string }) => r.body)).toEqual(['m5', 'm4', 'm3', 'm2']);
    expect(p1.body._links).toEqual({
      hasNext: true,
      hasPrevious: false,
      next: 'botmeter/records?page=2&size=4',
      previous: null,
      self: 'botmeter/records?page=1&size=4',
    });
    const p2 = await get('/botmeter/records?page=2&size=4');
    expect(p2.body._content.map((r: { body: string }) => r.body)).toEqual(['m1', 'm0']);
    expect(p2.body._links).toMatchObject({ hasNext: false, hasPrevious: true, next: null, previous: 'botmeter/records?page=1&size=4' });
    const dflt = await get('/botmeter/records');
    expect(dflt.body._links.self).toBe('botmeter/records?page=1&size=20');
  });

  it.each([
    ['user_id=u1', ['m3', 'm1', 'm0']],
    ['conversation_id=c1', ['m1', 'm0']],
    ['intent=greet', ['m4', 'm3', 'm0']],
    ['channel=messenger', ['m2']],
    ['from=2026-03-03T00:00:00Z', ['m5', 'm4', 'm3']],
    [`to=${t('2026-03-02T11:15:00Z')}`, ['m1', 'm0']],
    ['from=2026-03-02T10:30:00Z&to=2026-03-03T09:05:00Z&user_id=u1', ['m3', 'm1']],
    ['user_id=nobody', []],
  ])('filters records by %s', async (query, bodies) => {
    const { body } = await get(`/botmeter/records?${query}`);
    expect(body._content.map((r: { body: string }) => r.body)).toEqual(bodies);
    expect(body._count.elements).toBe(bodies.length);
  });

  it('keeps the filters in the page links', async () => {
    const { body } = await get('/botmeter/records?intent=greet&size=1&page=2');
    expect(body._links).toMatchObject({
      next: 'botmeter/records?page=3&size=1&intent=greet',
      previous: 'botmeter/records?page=1&size=1&intent=greet',
    });
  });

  it('refuses bad page parameters', async () => {
    const { status, body } = await get('/botmeter/records?page=0&size=500&from=nope');
    expect(status).toBe(400);
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'page', problem: 'must be an integer from 1 to 1000000' },
        { field: 'size', problem: 'must be an integer from 1 to 100' },
        { field: 'from', problem: 'must be an ISO 8601 date or epoch milliseconds' },
      ]),
    );
    expect(body.details).toHaveLength(3);
  });

  it('shows an App only its own records and stats', async () => {
    const mine = await get('/botmeter/records?user_id=u1', other);
    expect(mine.body._content.map((r: { body: string }) => r.body)).toEqual(['other']);
    const stats = await get('/botmeter/stats?from=2026-03-02T00:00:00Z&to=2026-03-04T00:00:00Z', other);
    expect(stats.body.total).toMatchObject({ messages: 1, users: 1, conversations: 1 });
    const fresh = await createTestApp(api.dataSource);
    expect((await get('/botmeter/records', fresh)).body._count).toEqual({ elements: 0, pages: 0 });
  });
});
