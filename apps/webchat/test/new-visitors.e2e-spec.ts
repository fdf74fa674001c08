import { WebchatErrorCodes } from '@parley/contracts';
import { RedisLink } from '@parley/redis';
import { createTestApp, createTestingWebchat, hasRedisServer, startTestRedis, type TestingWebchat, type TestRedis } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebchatConfig } from '../src/config/env';
import { connectClient, refusal, waitFor, type TestClient } from './helpers';

/**
 * The limit on handshakes that start a new visitor, per client address: past it a handshake is
 * refused with `connect_error` WEBCHAT.RATE_LIMITED and retryAfterSeconds, while visitors coming
 * back with their token still connect. The address is the connection's unless TRUST_PROXY says
 * whose X-Forwarded-For to believe, as for the servers' HTTP requests. Counted through Redis across
 * instances, and by each instance while Redis is away.
 */

const LIMIT = { WEBCHAT_NEW_VISITORS_PER_WINDOW: 3, WEBCHAT_NEW_VISITORS_WINDOW_MS: 60_000 };

async function webchat(overrides: Partial<WebchatConfig> = {}): Promise<{ w: TestingWebchat; token: string }> {
  const w = await createTestingWebchat({ ...LIMIT, ...overrides });
  return { w, token: (await createTestApp(w.dataSource, { webhookUrl: 'http://127.0.0.1:9/unused' })).appToken };
}

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

/** Starts `n` new visitors (no userId), each closed once connected; returns them. */
async function newVisitors(url: string, appToken: string, n: number, opts = {}): Promise<TestClient[]> {
  const out: TestClient[] = [];
  for (let i = 0; i < n; i++) {
    const c = await connectClient(url, { appToken }, opts);
    c.close();
    out.push(c);
  }
  return out;
}

function expectLimited(r: Awaited<ReturnType<typeof refusal>>, windowSeconds = 60): void {
  expect(r).toEqual({
    code: WebchatErrorCodes.RateLimited,
    message: expect.stringMatching(/^Too many new visitors from this address: wait \d+ s, then connect again$/),
    retryAfterSeconds: expect.any(Number),
  });
  expect(r!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  expect(r!.retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
}

describe('new visitors per address, one instance, TRUST_PROXY unset', () => {
  let w: TestingWebchat;
  let token: string;

  beforeAll(async () => {
    ({ w, token } = await webchat());
  });
  afterAll(() => w?.close());

  it('lets an address start three new visitors, refuses the fourth, and still lets them all come back with their tokens', async () => {
    const visitors = await newVisitors(w.url, token, 2);
    // A userId of the client's own that nobody has yet is a new visitor too.
    const claimed = randomUUID();
    const own = await connectClient(w.url, { appToken: token, userId: claimed }, { rawAuth: true });
    own.close();
    expect(own.visitor?.userId).toBe(claimed);

    expectLimited(await refusal(w.url, { appToken: token }));
    expectLimited(await refusal(w.url, { appToken: token, userId: randomUUID() }, { rawAuth: true }));
    // Another App is no way round it: the limit is the address's.
    const other = (await createTestApp(w.dataSource)).appToken;
    expectLimited(await refusal(w.url, { appToken: other }));
    // X-Forwarded-For is believed from nobody: a made-up address is the same client.
    expectLimited(await refusal(w.url, { appToken: token }, from('198.51.100.1')));

    // Coming back is not starting: every visitor opens its conversation again, as often as it likes.
    for (const v of [...visitors.map((c) => c.visitor!), own.visitor!, ...visitors.map((c) => c.visitor!)]) {
      const again = await connectClient(w.url, { appToken: token, userId: v.userId, visitorToken: v.visitorToken });
      expect(again.visitor).toBeUndefined();
      again.close();
    }
    // A refusal for another reason is not turned into a rate limit.
    expect(await refusal(w.url, { appToken: 'no-such-token' })).toMatchObject({ code: WebchatErrorCodes.UnknownToken });
  });
});

describe('new visitors per address behind proxies (TRUST_PROXY)', () => {
  const started: TestingWebchat[] = [];
  afterAll(async () => {
    await Promise.all(started.map((w) => w.close()));
  });
  const start = async (trust: WebchatConfig['TRUST_PROXY']) => {
    const s = await webchat({ TRUST_PROXY: trust });
    started.push(s.w);
    return s;
  };

  it('true: each address X-Forwarded-For names has a limit of its own', async () => {
    const { w, token } = await start(true);
    await newVisitors(w.url, token, 3, from('198.51.100.1'));
    expectLimited(await refusal(w.url, { appToken: token }, from('198.51.100.1')));
    // The office next door, and the proxy itself, still get in.
    await newVisitors(w.url, token, 3, from('198.51.100.2'));
    await newVisitors(w.url, token, 3);
    expectLimited(await refusal(w.url, { appToken: token }, from('198.51.100.2')));
  });

  it('a list of proxies: believed when the peer is one of them, the peer address otherwise', async () => {
    const listed = await start(['10.0.0.0/8', '127.0.0.1']);
    await newVisitors(listed.w.url, listed.token, 3, from('198.51.100.1'));
    expectLimited(await refusal(listed.w.url, { appToken: listed.token }, from('198.51.100.1')));
    await newVisitors(listed.w.url, listed.token, 1, from('198.51.100.2'));

    // The peer (127.0.0.1) is no listed proxy: its X-Forwarded-For changes nothing.
    const unlisted = await start(['10.0.0.0/8']);
    await newVisitors(unlisted.w.url, unlisted.token, 3, from('198.51.100.1'));
    expectLimited(await refusal(unlisted.w.url, { appToken: unlisted.token }, from('198.51.100.2')));
    expectLimited(await refusal(unlisted.w.url, { appToken: unlisted.token }));
  });

  it('a hop count: the address that many proxies in front name, whatever the client wrote before it', async () => {
    const { w, token } = await start(2);
    // The peer and the proxy before it (10.0.0.9) are believed; the client is the address that proxy saw.
    for (const spoofed of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      await newVisitors(w.url, token, 1, from(`${spoofed}, 198.51.100.1, 10.0.0.9`));
    }
    expectLimited(await refusal(w.url, { appToken: token }, from('192.0.2.4, 198.51.100.1, 10.0.0.9')));
    await newVisitors(w.url, token, 1, from('192.0.2.1, 198.51.100.2, 10.0.0.9'));
  });
});

if (!hasRedisServer)
  console.warn('[webchat new-visitors.e2e-spec] SKIPPED the two-instance checks: no redis-server binary (apt-get install redis-server)');

describe.skipIf(!hasRedisServer)('new visitors per address, two instances with Redis and without', () => {
  let redis: TestRedis;
  let a: TestingWebchat;
  let b: TestingWebchat;
  let token: string;
  const state = (w: TestingWebchat) => w.app.get(RedisLink).status().state;

  beforeAll(async () => {
    redis = await startTestRedis();
    ({ w: a, token } = await webchat({ REDIS_URL: redis.url, TRUST_PROXY: true }));
    b = await createTestingWebchat({ ...LIMIT, REDIS_URL: redis.url, TRUST_PROXY: true });
    await waitFor(() => state(a) === 'up' && state(b) === 'up', 5000, 'Redis up');
    // Each counts the other among the live instances (their heartbeats reached Redis).
    const instances = (w: TestingWebchat) => w.app.get(RedisLink).instances;
    await waitFor(() => instances(a) === 2 && instances(b) === 2, 10_000, 'two instances counted');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('shares an address count between the instances while Redis is up', async () => {
    await newVisitors(a.url, token, 2, from('198.51.100.10'));
    await newVisitors(b.url, token, 1, from('198.51.100.10'));
    expectLimited(await refusal(a.url, { appToken: token }, from('198.51.100.10')));
    expectLimited(await refusal(b.url, { appToken: token }, from('198.51.100.10')));
  });

  it('counts on each instance while Redis is down, each granting its share: handshakes are answered, none fails, the budget holds', async () => {
    await redis.kill();
    await waitFor(() => state(a) === 'down' && state(b) === 'down', 5000, 'Redis down');
    // Two instances counted: each grants its share of the 3 (one), so both together stay within it.
    await newVisitors(a.url, token, 1, from('198.51.100.11'));
    expectLimited(await refusal(a.url, { appToken: token }, from('198.51.100.11')));
    await newVisitors(b.url, token, 1, from('198.51.100.11'));
    expectLimited(await refusal(b.url, { appToken: token }, from('198.51.100.11')));
    // Another address has its own share on each.
    await newVisitors(b.url, token, 1, from('198.51.100.12'));
    await redis.start();
    await waitFor(() => state(a) === 'up' && state(b) === 'up', 10_000, 'Redis back');
  });
});
