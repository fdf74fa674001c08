import { WebchatEvents, type MessageAck } from '@parley/contracts';
import { RedisLink } from '@parley/redis';
import { createTestApp, createTestingWebchat, hasRedisServer, startTestRedis, type TestingWebchat, type TestRedis } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebchatMetrics } from '../src/common/webchat-metrics';
import { connectClient, push, refusal, text, waitFor, type TestClient } from './helpers';

/**
 * Every limit of the webchat holds under concurrency: hundreds of messages, pushes, events or
 * handshakes at once, spread over two instances sharing one Redis, never get more through than the
 * limit allows.
 */
const LIMITS = {
  // Windows of a minute: no window ends in the middle of a test.
  WEBCHAT_LIMIT_WINDOW_MS: 60_000,
  WEBCHAT_VISITOR_MESSAGES_PER_WINDOW: 20,
  WEBCHAT_VISITOR_EVENTS_PER_WINDOW: 100,
  WEBCHAT_APP_MESSAGES_PER_WINDOW: 50,
  WEBCHAT_APP_PUSHES_PER_WINDOW: 100,
  WEBCHAT_NEW_VISITORS_PER_WINDOW: 30,
  TRUST_PROXY: true,
  // Redis is up throughout: a command slower than the default 150 ms on a busy machine would take it
  // for lost and put an instance on its own share of each limit (half of it, by design when Redis is
  // away), which is not what these tests count (a CI run refused 250 of 300 typing events, not 200).
  REDIS_COMMAND_TIMEOUT_MS: 5000,
};

if (!hasRedisServer) console.warn('[webchat concurrent-limits.e2e-spec] SKIPPED: no redis-server binary (apt-get install redis-server)');

/** Sends `n` messages at once from each client; resolves to how many were acknowledged once all are answered. */
async function flood(clients: TestClient[], n: number): Promise<number> {
  let acked = 0;
  const before = clients.map((c) => c.errors.length);
  for (const [k, c] of clients.entries()) {
    for (let i = 0; i < n; i++) {
      c.socket.emit(WebchatEvents.Message, { message: text(`m ${i}`), clientMessageId: `${k}-${i}-${randomUUID()}` }, (ack: MessageAck) => {
        if (!('error' in ack)) acked++;
      });
    }
  }
  const answered = () => acked + clients.reduce((sum, c, k) => sum + c.errors.length - before[k]!, 0);
  await waitFor(() => answered() >= n * clients.length, 20_000, `${n * clients.length} answers`);
  return acked;
}

describe.skipIf(!hasRedisServer)('webchat limits under concurrency, two instances sharing Redis', () => {
  let redis: TestRedis;
  let a: TestingWebchat;
  let b: TestingWebchat;
  const clients: TestClient[] = [];
  const newApp = async () => (await createTestApp(a.dataSource, { webhookUrl: 'http://127.0.0.1:9/unused' })).appToken;
  let address = 0;
  // Each visitor from an address of its own, beside the new-visitor limit.
  const connect = async (w: TestingWebchat, appToken: string, userId = randomUUID()) => {
    const c = await connectClient(
      w.url,
      { appToken, userId },
      { headers: { 'x-forwarded-for': `10.0.${++address >> 8}.${address & 255}` } },
    );
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    redis = await startTestRedis();
    a = await createTestingWebchat({ ...LIMITS, REDIS_URL: redis.url });
    b = await createTestingWebchat({ ...LIMITS, REDIS_URL: redis.url });
    const link = (w: TestingWebchat) => w.app.get(RedisLink);
    await waitFor(
      () => link(a).up && link(b).up && link(a).instances === 2 && link(b).instances === 2,
      10_000,
      'both up, counting each other',
    );
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it("acknowledges exactly a visitor's limit of 300 concurrent messages from two tabs on two instances", async () => {
    const token = await newApp();
    const userId = randomUUID();
    const tabs = [await connect(a, token, userId), await connect(b, token, userId)];
    expect(await flood(tabs, 150)).toBe(20);
  });

  it("acknowledges exactly an App's limit of 300 concurrent messages from 30 visitors", async () => {
    const token = await newApp();
    const visitors = await Promise.all(Array.from({ length: 30 }, (_, i) => connect(i % 2 ? b : a, token)));
    expect(await flood(visitors, 10)).toBe(50);
  });

  it("accepts exactly an App's push limit of 300 concurrent pushes to both instances", async () => {
    const token = await newApp();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => push(i % 2 ? b.url : a.url, token, `user-${i % 7}`, text(`push ${i}`))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200);
  });

  it("relays exactly a visitor's event limit of 300 concurrent typing events", async () => {
    const token = await newApp();
    const tab = await connect(a, token);
    const limited = a.app.get(WebchatMetrics).limited;
    const before = (await limited.get()).values.find((v) => v.labels.limit === 'visitor_events')?.value ?? 0;
    for (let i = 0; i < 300; i++) tab.socket.emit(WebchatEvents.Typing, { sender: 'user', typing: i % 2 === 0 });
    const refusedNow = async () => ((await limited.get()).values.find((v) => v.labels.limit === 'visitor_events')?.value ?? 0) - before;
    const t0 = Date.now();
    while ((await refusedNow()) < 200 && Date.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 20));
    // The socket is still served: a message after the flood is acknowledged.
    expect((await tab.send(text('still here'), `after-${randomUUID()}`))?.sender).toBe('user');
    expect(await refusedNow()).toBe(200);
  });

  it('lets exactly the new-visitor limit in of 300 concurrent handshakes from one address', async () => {
    const token = await newApp();
    const from = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const outcomes = await Promise.all(
      Array.from({ length: 300 }, (_, i) => refusal(i % 2 ? b.url : a.url, { appToken: token }, { headers: { 'x-forwarded-for': from } })),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(30);
    expect(outcomes.filter((o) => o?.code === 'WEBCHAT.RATE_LIMITED')).toHaveLength(270);
  });
});
