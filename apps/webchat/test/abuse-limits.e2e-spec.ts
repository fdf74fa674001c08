import { WebchatErrorCodes, WebchatEvents, type ConversationMessage, type MessageAck, type WebchatErrorPayload } from '@parley/contracts';
import { RedisLink } from '@parley/redis';
import {
  createTestApp,
  createTestingWebchat,
  hasRedisServer,
  pushSecretOf,
  startTestRedis,
  type TestingWebchat,
  type TestRedis,
} from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, push, text, waitFor, type TestClient } from './helpers';

/**
 * The webchat's abuse limits: messages per visitor, messages per App across its visitors, pushes
 * per App. A message past a limit is acknowledged at once with the error WEBCHAT.RATE_LIMITED
 * naming it (and a `webchat_error` alike, for older widgets), and is not stored; a push past the
 * limit is a 429 with Retry-After. The budgets are shared by the instances through Redis, and split
 * between them while Redis is away.
 */

// Windows of a minute: no window ends in the middle of a test.
const LIMITS = {
  WEBCHAT_LIMIT_WINDOW_MS: 60_000,
  WEBCHAT_VISITOR_MESSAGES_PER_WINDOW: 5,
  WEBCHAT_VISITOR_EVENTS_PER_WINDOW: 6,
  WEBCHAT_APP_MESSAGES_PER_WINDOW: 8,
  WEBCHAT_APP_PUSHES_PER_WINDOW: 10,
};

/** An App whose webhook never answers: no bot reply joins the history. */
async function newApp(w: TestingWebchat): Promise<string> {
  return (await createTestApp(w.dataSource, { webhookUrl: 'http://127.0.0.1:9/unused' })).appToken;
}

/**
 * Sends `n` messages at once, as a flood does (clientMessageIds `${prefix}-0`...), and waits until
 * each is acknowledged: with the stored message, or with the error that refused it, which also came
 * as a `webchat_error`.
 */
async function flood(c: TestClient, prefix: string, n: number): Promise<{ acked: string[]; refused: WebchatErrorPayload[] }> {
  const acked: string[] = [];
  const refused: WebchatErrorPayload[] = [];
  const before = c.errors.length;
  for (let i = 0; i < n; i++) {
    c.socket.emit(WebchatEvents.Message, { message: text(`${prefix} ${i}`), clientMessageId: `${prefix}-${i}` }, (ack: MessageAck) => {
      if ('error' in ack) refused.push(ack.error);
      else acked.push(ack.clientMessageId!);
    });
  }
  await waitFor(() => acked.length + refused.length >= n, 10_000, `${n} acknowledgements`);
  // The same errors came as events, in the same order (the acknowledgement follows its event).
  expect(c.errors.slice(before)).toEqual(refused);
  return { acked, refused };
}

/** What a widget connecting again gets as history. */
async function history(url: string, appToken: string, userId: string): Promise<ConversationMessage[]> {
  const c = await connectClient(url, { appToken, userId });
  c.close();
  return c.history[0]!;
}

/** The clientMessageIds of a user's stored messages. */
async function storedIds(url: string, appToken: string, userId: string): Promise<string[]> {
  return (await history(url, appToken, userId)).filter((m) => m.sender === 'user').map((m) => m.clientMessageId!);
}

const ids = (prefix: string, from: number, to: number) => Array.from({ length: to - from }, (_, i) => `${prefix}-${from + i}`);

describe('webchat abuse limits, one instance', () => {
  let w: TestingWebchat;

  beforeAll(async () => {
    w = await createTestingWebchat(LIMITS);
  });
  afterAll(() => w?.close());

  it("stores a flooding visitor's first messages and refuses the rest, each with a webchat_error naming it", async () => {
    const token = await newApp(w);
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: token, userId });
    const { acked, refused } = await flood(c, 'flood', 30);
    // The first five are acknowledged with the stored message; the others with the error.
    expect(acked).toEqual(ids('flood', 0, 5));
    expect(refused.map((e) => e.clientMessageId)).toEqual(ids('flood', 5, 30));
    for (const e of refused) {
      expect(e.code).toBe(WebchatErrorCodes.RateLimited);
      expect(e.message).toMatch(/^Too many messages from this visitor: wait \d+ s, then send again$/);
      expect(e.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(e.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    c.close();
    expect(await storedIds(w.url, token, userId)).toEqual(ids('flood', 0, 5));
  });

  it("holds an App's messages across its visitors, and leaves other Apps alone", async () => {
    const token = await newApp(w);
    const [ua, ub] = [randomUUID(), randomUUID()];
    const a = await connectClient(w.url, { appToken: token, userId: ua });
    const b = await connectClient(w.url, { appToken: token, userId: ub });
    // Five each is within the visitor limit; the App takes eight in all.
    expect((await flood(a, 'a', 5)).acked).toEqual(ids('a', 0, 5));
    const { acked, refused } = await flood(b, 'b', 5);
    expect(acked).toEqual(ids('b', 0, 3));
    expect(refused.map((e) => [e.code, e.clientMessageId])).toEqual([
      [WebchatErrorCodes.RateLimited, 'b-3'],
      [WebchatErrorCodes.RateLimited, 'b-4'],
    ]);
    expect(refused[0]!.message).toMatch(/^Too many messages to this App's bot right now: wait \d+ s/);
    expect(a.errors).toEqual([]);
    expect(await storedIds(w.url, token, ub)).toEqual(ids('b', 0, 3));
    // Another App's visitor is not concerned.
    const other = await connectClient(w.url, { appToken: await newApp(w), userId: randomUUID() });
    expect((await other.send(text('hello'), 'other-1'))?.clientMessageId).toBe('other-1');
    for (const c of [a, b, other]) c.close();
  });

  it("relays a visitor's typing to its other tabs up to the event limit and drops the rest; its messages count apart", async () => {
    const token = await newApp(w);
    const userId = randomUUID();
    const [tab1, tab2] = [await connectClient(w.url, { appToken: token, userId }), await connectClient(w.url, { appToken: token, userId })];
    const heard: boolean[] = [];
    tab2.socket.on(WebchatEvents.Typing, (p: { typing: boolean }) => heard.push(p.typing));
    // Typing is relayed as a passing hint (volatile: one sent while the last is still being written
    // may be lost), so one at a time, each heard before the next: the six within the limit arrive.
    for (let i = 0; i < 6; i++) {
      tab1.socket.emit(WebchatEvents.Typing, { sender: 'user', typing: i % 2 === 0 });
      await waitFor(() => heard.length > i, 5000, `typing ${i + 1} in the other tab`);
    }
    // The seventh is dropped: a message sent after it reaches the other tab, and the typing did not.
    tab1.socket.emit(WebchatEvents.Typing, { sender: 'user', typing: true });
    expect((await tab1.send(text('still here'), 'after-typing'))?.clientMessageId).toBe('after-typing');
    await tab2.waitMessages(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([true, false, true, false, true, false]);
    // "Retry now" counts in the same window: refused silently, the socket stays usable.
    tab1.socket.emit(WebchatEvents.RetryDelivery, { messageId: 'whatever' });
    expect((await tab1.send(text('and here'), 'after-retry'))?.clientMessageId).toBe('after-retry');
    expect(tab1.errors).toEqual([]);
    for (const c of [tab1, tab2]) c.close();
  });

  it("answers pushes past the App's limit with 429, Retry-After and the error body, storing none of them", async () => {
    const token = await newApp(w);
    const userId = randomUUID();
    // The user's widget is open (it claims the userId) while the bot floods it.
    const c = await connectClient(w.url, { appToken: token, userId });
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => push(w.url, token, userId, text(`push ${i}`))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(5).fill(429)]);
    const refused = answers.find((r) => r.status === 429)!;
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many pushes to this App: wait \d+ s/),
    });
    // Typing counts as a push too.
    expect((await push(w.url, token, userId, { type: 'typing', payload: { value: true } })).status).toBe(429);
    await c.waitMessages(10);
    c.close();
    expect((await history(w.url, token, userId)).filter((m) => m.sender === 'bot')).toHaveLength(10);
    // Another App's bot pushes on.
    expect((await push(w.url, await newApp(w), userId, text('elsewhere'))).status).toBe(200);
  });

  /** What a bot gets wrong: a message without its payload, a number for a text, a handover with a list for its reason, a user id too long. */
  const badPushes = (token: string, userId: string): (() => Promise<Response>)[] => [
    () => push(w.url, token, userId, { type: 'text' }),
    () => push(w.url, token, userId, { type: 'text', payload: { value: 3 } }),
    () => push(w.url, token, 'u'.repeat(201), text('hello')),
    () =>
      fetch(`${w.url}/bots/${token}/users/${userId}/conversation/handover`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pushSecretOf(token)}` },
        body: JSON.stringify({ reason: ['refund'] }),
      }),
  ];

  it("takes a bot's good push after more refused pushes than the App's whole push limit", async () => {
    const token = await newApp(w);
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: token, userId });
    const bad = badPushes(token, userId);
    for (let i = 0; i < LIMITS.WEBCHAT_APP_PUSHES_PER_WINDOW; i++) expect((await bad[i % bad.length]!()).status).toBe(400);
    expect((await push(w.url, token, userId, text('a good one'))).status).toBe(200);
    // The user sees it, and it is the only message stored.
    expect((await c.waitMessages(1)).map((m) => m.message)).toEqual([text('a good one')]);
    c.close();
    expect((await history(w.url, token, userId)).filter((m) => m.sender === 'bot')).toHaveLength(1);
  });

  it('charges refused pushes again past the limit in a window: a flood of them meets the limit', async () => {
    const token = await newApp(w);
    const userId = randomUUID();
    const bad = badPushes(token, userId);
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMITS.WEBCHAT_APP_PUSHES_PER_WINDOW + 1; i++) statuses.push((await bad[i % bad.length]!()).status);
    expect(statuses).toEqual([...Array<number>(2 * LIMITS.WEBCHAT_APP_PUSHES_PER_WINDOW).fill(400), 429]);
    expect((await push(w.url, token, userId, text('too late'))).status).toBe(429);
  });
});

if (!hasRedisServer)
  console.warn('[webchat abuse-limits.e2e-spec] SKIPPED the two-instance checks: no redis-server binary (apt-get install redis-server)');

describe.skipIf(!hasRedisServer)('webchat abuse limits, two instances with Redis and without', () => {
  let redis: TestRedis;
  let a: TestingWebchat;
  let b: TestingWebchat;
  const state = (w: TestingWebchat) => w.app.get(RedisLink).status().state;

  beforeAll(async () => {
    redis = await startTestRedis();
    a = await createTestingWebchat({ ...LIMITS, REDIS_URL: redis.url });
    b = await createTestingWebchat({ ...LIMITS, REDIS_URL: redis.url });
    await waitFor(() => state(a) === 'up' && state(b) === 'up', 5000, 'Redis up');
    // Each counts the other (its heartbeat, every second): each holds half of a budget while Redis is away.
    await waitFor(() => a.app.get(RedisLink).instances === 2 && b.app.get(RedisLink).instances === 2, 5000, 'two instances counted');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it("shares a visitor's and an App's counts between the instances while Redis is up", async () => {
    const token = await newApp(a);
    const userId = randomUUID();
    const onA = await connectClient(a.url, { appToken: token, userId });
    expect((await flood(onA, 'x', 3)).acked).toEqual(ids('x', 0, 3));
    const onB = await connectClient(b.url, { appToken: token, userId });
    const { acked, refused } = await flood(onB, 'y', 3);
    // Three on one instance and two on the other make the visitor's five.
    expect(acked).toEqual(ids('y', 0, 2));
    expect(refused).toEqual([expect.objectContaining({ code: WebchatErrorCodes.RateLimited, clientMessageId: 'y-2' })]);
    onA.close();
    onB.close();

    const pushed = randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await push(i % 2 ? b.url : a.url, token, pushed, text(`push ${i}`))).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });

  it('holds the instances together to the limits while Redis is down, each to its share: no crash, no 500', async () => {
    const token = await newApp(a);
    await redis.kill();
    await waitFor(() => state(a) === 'down' && state(b) === 'down', 5000, 'Redis down');
    const userId = randomUUID();
    // Each instance grants its half of the App's 10 pushes (two instances were counted): 10 in all.
    for (const w of [a, b]) {
      const statuses = (await Promise.all(Array.from({ length: 12 }, (_, i) => push(w.url, token, userId, text(`down ${i}`))))).map(
        (r) => r.status,
      );
      expect(statuses.sort()).toEqual([...Array<number>(5).fill(200), ...Array<number>(7).fill(429)]);
    }
    // And half of a visitor's 5 messages, rounded down.
    const c = await connectClient(a.url, { appToken: token, userId: randomUUID() });
    const { acked, refused } = await flood(c, 'down', 7);
    expect(acked).toEqual(ids('down', 0, 2));
    expect(refused.map((e) => [e.code, e.clientMessageId])).toEqual(ids('down', 2, 7).map((id) => [WebchatErrorCodes.RateLimited, id]));
    c.close();
    for (const w of [a, b]) expect((await w.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
