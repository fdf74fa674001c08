import { createTestApp, createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, push, text } from './helpers';

const REDIS_URL = 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await r.connect();
    await r.ping();
    return true;
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

describe('two webchat instances sharing sockets through Redis', () => {
  let a: TestingWebchat | undefined;
  let b: TestingWebchat | undefined;
  let token: string;
  let reachable = false;

  beforeAll(async () => {
    reachable = await redisReachable();
    if (!reachable) {
      process.stdout.write(`redis.e2e-spec: Redis is not reachable at ${REDIS_URL}; the multi-instance checks are not run\n`);
      return;
    }
    a = await createTestingWebchat({ REDIS_URL });
    b = await createTestingWebchat({ REDIS_URL });
    token = (await createTestApp(a.dataSource, { webhookUrl: 'http://127.0.0.1:9/unused' })).appToken;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('delivers a push made to instance A to a client connected to instance B', async (ctx) => {
    if (!reachable) return ctx.skip('Redis not reachable');
    const userId = randomUUID();
    const onB = await connectClient(b!.url, { appToken: token, userId });
    expect((await push(a!.url, token, userId, text('via A'))).status).toBe(200);
    const [m] = await onB.waitMessages(1);
    expect(m!.message).toEqual(text('via A'));
    onB.close();
  });

  it('keeps tabs on different instances in step', async (ctx) => {
    if (!reachable) return ctx.skip('Redis not reachable');
    const userId = randomUUID();
    const tabA = await connectClient(a!.url, { appToken: token, userId });
    const tabB = await connectClient(b!.url, { appToken: token, userId });
    const stored = await tabA.send(text('typed on A'), 'x-1');
    const [echo] = await tabB.waitMessages(1);
    expect(echo).toEqual(stored);
    await new Promise((r) => setTimeout(r, 100));
    expect(tabA.messages).toEqual([]);
    tabA.close();
    tabB.close();
  });
});
