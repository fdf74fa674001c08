import { RedisLink } from '@parley/redis';
import { createTestApp, createTestingWebchat, hasRedisServer, startTestRedis, type TestingWebchat, type TestRedis } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, push, text, waitFor } from './helpers';

/**
 * Redis is optional at run time for the webchat server too: two instances start without it,
 * serve pushes and sockets on their own while it is away (a push reaches the sockets of the
 * instance it was made on), survive it being killed or frozen (the Socket.IO adapter used to end
 * the process with MaxRetriesPerRequestError), and share sockets again once it is back.
 */
if (!hasRedisServer) console.warn('[webchat redis-outage.e2e-spec] SKIPPED: no redis-server binary (apt-get install redis-server)');

const state = (w: TestingWebchat) => w.app.get(RedisLink).status().state;

describe.skipIf(!hasRedisServer)('two webchat instances while Redis comes and goes', () => {
  let redis: TestRedis;
  let a: TestingWebchat;
  let b: TestingWebchat;
  let token: string;

  beforeAll(async () => {
    redis = await startTestRedis();
    await redis.kill();
    a = await createTestingWebchat({ REDIS_URL: redis.url });
    b = await createTestingWebchat({ REDIS_URL: redis.url });
    token = (await createTestApp(a.dataSource, { webhookUrl: 'http://127.0.0.1:9/unused' })).appToken;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  /** Pushes through `via` until the client got it (the adapter's subscription may land a moment after `up`). */
  async function crossesOver(via: TestingWebchat, client: Awaited<ReturnType<typeof connectClient>>, label: string): Promise<void> {
    const t0 = Date.now();
    for (let i = 0; ; i++) {
      expect((await push(via.url, token, userOf(client), text(`${label} ${i}`))).status).toBe(200);
      try {
        await waitFor(() => client.messages.some((m) => JSON.stringify(m.message).includes(label)), 300, label);
        return;
      } catch {
        if (Date.now() - t0 > 5000) throw new Error(`${label}: no push crossed over in 5 s`);
      }
    }
  }
  const users = new Map<object, string>();
  const userOf = (c: object) => users.get(c)!;
  async function client(on: TestingWebchat) {
    const userId = randomUUID();
    const c = await connectClient(on.url, { appToken: token, userId });
    users.set(c, userId);
    return c;
  }

  it('starts without Redis, serves sockets and pushes locally, and reads ready but degraded', async () => {
    await waitFor(() => state(a) === 'down', 3000, 'down');
    const onA = await client(a);
    expect((await push(a.url, token, userOf(onA), text('local'))).status).toBe(200);
    await onA.waitMessages(1);
    const ready = await a.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded', info: { redis: { status: 'degraded' } } });
    onA.close();
  });

  it('shares sockets once Redis comes up', async () => {
    await redis.start();
    await waitFor(() => state(a) === 'up' && state(b) === 'up', 5000, 'up');
    const onB = await client(b);
    await crossesOver(a, onB, 'after start');
    onB.close();
  });

  it('survives Redis killed under pushes: every push stored, local sockets served, shared again when it returns', async () => {
    const onA = await client(a);
    const onB = await client(b);
    await redis.kill();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await push(i % 2 ? b.url : a.url, token, userOf(i % 2 ? onB : onA), text(`during ${i}`))).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    await onA.waitMessages(15);
    await onB.waitMessages(15);
    await waitFor(() => state(a) === 'down', 3000, 'down');
    // Both processes still answer (the old adapter ended them here).
    expect((await a.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await redis.start();
    await waitFor(() => state(a) === 'up' && state(b) === 'up', 5000, 'up again');
    await crossesOver(a, onB, 'after restart');
    onA.close();
    onB.close();
  });

  it('answers pushes at once while Redis is frozen, and shares again on thaw', async () => {
    const onA = await client(a);
    const onB = await client(b);
    redis.freeze();
    try {
      for (let i = 0; i < 10; i++) {
        const t0 = Date.now();
        expect((await push(a.url, token, userOf(onA), text(`frozen ${i}`))).status).toBe(200);
        expect(Date.now() - t0).toBeLessThan(1000);
      }
      await onA.waitMessages(10);
    } finally {
      redis.thaw();
    }
    await waitFor(() => state(a) === 'up' && state(b) === 'up', 5000, 'up after thaw');
    await crossesOver(a, onB, 'after thaw');
    onA.close();
    onB.close();
  });
});
