import { hasRedisServer, startTestRedis, type TestRedis } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Limiter, type Allowance } from './limiter';
import { RedisLink } from './redis-link';

if (!hasRedisServer) console.warn('[limiter.int-spec] SKIPPED the Redis checks: no redis-server binary (apt-get install redis-server)');

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`not ${what} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const allowance = (limit: number, windowMs = 60_000): Allowance => ({ key: `test:${randomUUID()}`, limit, windowMs });

/** `n` takes at once, spread over the limiters in turn; how many were granted. */
async function concurrent(limiters: Limiter[], n: number, allowances: Allowance[]): Promise<boolean[]> {
  const verdicts = await Promise.all(Array.from({ length: n }, (_, i) => limiters[i % limiters.length]!.take(allowances)));
  return verdicts.map((v) => v.ok);
}

const granted = (oks: boolean[]) => oks.filter(Boolean).length;

/**
 * Runs `work` (which sends commands), then blocks this process's event loop for `ms`, as a long
 * synchronous task does, both in one callback of the loop's check phase: the next phase to run is
 * the timers', before the socket holding Redis's answers is read.
 */
function thenBlockLoop<T>(ms: number, work: () => T): Promise<T> {
  return new Promise((resolve) =>
    setImmediate(() => {
      const out = work();
      const end = Date.now() + ms;
      while (Date.now() < end) {
        // busy
      }
      resolve(out);
    }),
  );
}

describe('Limiter without Redis', () => {
  const link = new RedisLink({ url: undefined, commandTimeoutMs: 150, name: 'test', logger: { log: () => undefined, warn: () => undefined } });
  const limiter = new Limiter(link);

  it('grants exactly the budget to 300 concurrent takes, the first ones, and says when the window ends', async () => {
    const a = allowance(20);
    const oks = await concurrent([limiter], 300, [a]);
    expect(oks).toEqual([...Array<boolean>(20).fill(true), ...Array<boolean>(280).fill(false)]);
    const refused = await limiter.take([a]);
    expect(refused).toMatchObject({ ok: false, refused: 0, remaining: 0 });
    expect(refused.resetMs).toBeGreaterThan(50_000);
    expect(limiter.refusedFor(a)).toBeGreaterThan(50_000);
  });

  it('takes every allowance of a take or none, and names the one that refused', async () => {
    const visitor = allowance(5);
    const app = allowance(3);
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await limiter.take([visitor, app]));
    expect(verdicts.map((v) => v.refused)).toEqual([-1, -1, -1, 1, 1]);
    // The refused ones took nothing from the visitor: two left.
    expect((await concurrent([limiter], 5, [visitor])).filter(Boolean)).toHaveLength(2);
  });

  it('counts a cost in units, gives back what turned out not to count, and starts again when the window ends', async () => {
    const a = allowance(10, 1000);
    expect((await limiter.take([a], 6)).ok).toBe(true);
    expect((await limiter.take([a], 6)).ok).toBe(false);
    limiter.giveBack(a, 6);
    expect((await limiter.take([a], 10)).ok).toBe(true);
    expect((await limiter.take([a])).ok).toBe(false);
    await until(async () => (await limiter.take([a])).ok, 3000, 'a new window');
  });

  it('ignores a limit of 0', async () => {
    expect(granted(await concurrent([limiter], 50, [allowance(0)]))).toBe(50);
  });
});

describe.skipIf(!hasRedisServer)('Limiter with Redis', () => {
  let redis: TestRedis;
  const links: RedisLink[] = [];
  const logs: string[] = [];
  /** Instances of one server: the same name, so they count each other. */
  let name = '';
  const instance = () => {
    const link = new RedisLink({
      url: redis.url,
      commandTimeoutMs: 150,
      name,
      heartbeatMs: 100,
      logger: { log: (m) => logs.push(`log ${m}`), warn: (m) => logs.push(`warn ${m}`) },
    });
    links.push(link);
    return { link, limiter: new Limiter(link) };
  };
  const probe = () => new Redis(redis.url, { maxRetriesPerRequest: 1 });

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterEach(async () => {
    for (const l of links.splice(0)) l.close();
    logs.length = 0;
    redis.thaw();
    await redis.start();
  });
  afterAll(() => redis?.stop());

  async function two() {
    name = `test-${randomUUID()}`;
    const a = instance();
    const b = instance();
    await until(() => a.link.up && b.link.up && a.link.instances === 2 && b.link.instances === 2, 5000, 'two instances counted');
    return [a, b] as const;
  }

  it('grants exactly the budget to 300 concurrent takes spread over two instances', async () => {
    const [a, b] = await two();
    const limit = allowance(20);
    expect(granted(await concurrent([a.limiter, b.limiter], 300, [limit]))).toBe(20);
    // Both know it is spent, without asking Redis again.
    expect(a.limiter.refusedFor(limit)).toBeGreaterThan(0);
    expect(b.limiter.refusedFor(limit)).toBeGreaterThan(0);
    // A message's two budgets at once: never more than either.
    const visitor = allowance(30);
    const app = allowance(25);
    expect(granted(await concurrent([a.limiter, b.limiter], 400, [visitor, app]))).toBe(25);
  });

  it('asks Redis once in a while, not once a take: one round trip for all the keys of a take', async () => {
    const [a] = await two();
    const evals = vi.spyOn(a.link.commands!, 'eval');
    // The heartbeat evaluates a script of its own.
    const leases = () => evals.mock.calls.filter(([script]) => String(script).includes('INCRBY')).length;
    const limit = allowance(10_000);
    for (let i = 0; i < 1000; i++) expect((await a.limiter.take([limit])).ok).toBe(true);
    expect(leases()).toBeLessThan(20);
    evals.mockClear();
    await a.limiter.take([allowance(100), allowance(100)]);
    expect(leases()).toBe(1);
  });

  it('while Redis is away, grants each instance its share of a window, kept to until the window ends; then shares the budget through Redis again', async () => {
    const [a, b] = await two();
    await redis.kill();
    await until(() => !a.link.up && !b.link.up, 3000, 'Redis down');
    // Longer than Redis takes to come back (the link retries every 2 s at most).
    const limit = allowance(10, 6000);
    // Ten in all: five each (two instances counted before Redis went away).
    expect(granted(await concurrent([a.limiter], 12, [limit]))).toBe(5);
    expect(granted(await concurrent([b.limiter], 12, [limit]))).toBe(5);
    await redis.start();
    await until(() => a.link.up && b.link.up, 5000, 'Redis up');
    // Redis's count does not hold those ten: the window begun without it keeps to the shares.
    expect(granted(await concurrent([a.limiter, b.limiter], 10, [limit]))).toBe(0);
    await until(() => a.limiter.refusedFor(limit) === 0 && b.limiter.refusedFor(limit) === 0, 7000, 'the windows ended');
    expect(granted(await concurrent([a.limiter, b.limiter], 30, [limit]))).toBe(10);
    const p = probe();
    try {
      expect(Number(await p.get(`parley:limit:${limit.key}`))).toBe(10);
    } finally {
      p.disconnect();
    }
  });

  it('spends what it leased before Redis froze, then its share, without waiting on Redis more than once', async () => {
    const [a] = await two();
    const limit = allowance(40);
    expect((await a.limiter.take([limit])).ok).toBe(true);
    redis.freeze();
    const oks = await concurrent([a.limiter], 60, [limit]);
    // What it leased (counted in Redis already) and then its half of the window, never more.
    expect(granted(oks)).toBeLessThanOrEqual(20);
    expect(granted(oks)).toBeGreaterThanOrEqual(1);
    expect(a.link.up).toBe(false);
  });

  it('takes a stalled event loop for what it is: a command waiting meanwhile is answered, Redis stays up, and the stall is logged', async () => {
    const [a] = await two();
    const limit = allowance(3);
    const [pending, take] = await thenBlockLoop(1200, () => [a.link.commands!.get('anything'), a.limiter.take([limit])] as const);
    await expect(pending).resolves.toBeNull();
    expect(await take).toMatchObject({ ok: true });
    await until(() => logs.some((l) => l.includes('event loop of this process was blocked')), 3000, 'the stall logged');
    expect(a.link.up).toBe(true);
    expect(a.link.status().outages).toBe(0);
    expect(logs.filter((l) => /Redis (lost|unreachable)/.test(l))).toEqual([]);
    // The budget still holds: counted in Redis, not from zero in this process.
    expect(granted(await concurrent([a.limiter], 20, [limit]))).toBe(2);
  });

  it('still notices a frozen Redis after a stall: a command fails once it has waited the timeout with the loop running', async () => {
    const [a] = await two();
    redis.freeze();
    const [pending] = await thenBlockLoop(500, () => [a.link.commands!.get('anything')] as const);
    await expect(pending).rejects.toThrow(/timed out/);
    await until(() => !a.link.up, 2000, 'down');
  });
});
