import { hasRedisServer, startTestRedis, type TestRedis } from '@parley/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedisLink } from './redis-link';

if (!hasRedisServer) console.warn('[redis-link.int-spec] SKIPPED: no redis-server binary (apt-get install redis-server)');

async function until(check: () => boolean, timeoutMs: number): Promise<number> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - t0;
}

describe.skipIf(!hasRedisServer)('RedisLink against a Redis it can kill and freeze', () => {
  let redis: TestRedis;
  const links: RedisLink[] = [];
  const logs: string[] = [];
  const make = (url = redis.url) => {
    const link = new RedisLink({
      url,
      commandTimeoutMs: 150,
      name: 'test',
      heartbeatMs: 200,
      logger: { log: (m) => logs.push(`log ${m}`), warn: (m) => logs.push(`warn ${m}`) },
    });
    links.push(link);
    return link;
  };

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterEach(async () => {
    for (const l of links.splice(0)) l.close();
    logs.length = 0;
    redis.thaw();
    await redis.start().catch(() => undefined);
  });
  afterAll(() => redis.stop());

  it('is off, with no connection, when no URL is configured', () => {
    const link = new RedisLink({
      url: undefined,
      commandTimeoutMs: 150,
      name: 'test',
      logger: { log: () => undefined, warn: () => undefined },
    });
    expect(link.status().state).toBe('off');
    expect(link.configured).toBe(false);
    expect(link.commands).toBeNull();
  });

  it('starts while Redis is down, says so once, and connects when it comes up', async () => {
    await redis.kill();
    const link = make();
    await until(() => link.status().state === 'down', 3000);
    // A command fails at once instead of waiting in a queue: refused for want of a connection, not
    // timed out (which a queued command would be, after commandTimeoutMs).
    await expect(link.commands!.ping()).rejects.toThrow(/enableOfflineQueue/);
    await new Promise((r) => setTimeout(r, 500));
    expect(logs.filter((l) => l.startsWith('warn')).length).toBe(1);
    expect(logs[0]).toMatch(/^warn Redis unreachable at redis:\/\/127\.0\.0\.1:\d+.*until it returns/);
    let ups = 0;
    link.onUp(() => ups++);
    await redis.start();
    await until(() => link.up, 5000);
    expect(ups).toBe(1);
    expect(await link.commands!.ping()).toBe('PONG');
    expect(logs.at(-1)).toMatch(/^warn Redis is back at .* state is shared again/);
  });

  it('goes down when Redis is killed and up when it returns, counting the outage', async () => {
    const link = make();
    await until(() => link.up, 3000);
    await redis.kill();
    await until(() => link.status().state === 'down', 3000);
    expect(link.status().outages).toBe(1);
    await redis.start();
    await until(() => link.up, 5000);
    expect(link.status().lastError).toBeNull();
  });

  it('notices a frozen Redis within a few heartbeats, fails commands within the timeout, and recovers on thaw', async () => {
    const link = make();
    await until(() => link.up, 3000);
    redis.freeze();
    const t0 = Date.now();
    await expect(link.commands!.incr('x')).rejects.toThrow(/timed out/i);
    expect(Date.now() - t0).toBeLessThan(400);
    // The heartbeat (or the failed command) drops the connection: later commands fail at once.
    await until(() => link.status().state === 'down', 2000);
    const t1 = Date.now();
    await expect(link.commands!.incr('x')).rejects.toThrow();
    expect(Date.now() - t1).toBeLessThan(50);
    redis.thaw();
    await until(() => link.up, 5000);
    expect(await link.commands!.ping()).toBe('PONG');
  });

  it('subscribes while Redis is down and receives once it is up, and again after Redis restarts', async () => {
    await redis.kill();
    const link = make();
    const sub = link.subscriber();
    const got: string[] = [];
    sub.on('message', (_channel: string, message: string) => got.push(message));
    void sub.subscribe('ch').catch(() => undefined);
    // Published every poll until it arrives: the subscription may land a moment after `up`.
    const publishUntilReceived = (message: string) =>
      until(() => {
        if (got.includes(message)) return true;
        void link.commands!.publish('ch', message).catch(() => 0);
        return false;
      }, 3000);
    await redis.start();
    await until(() => link.up, 5000);
    await publishUntilReceived('one');
    await redis.kill();
    await redis.start();
    await until(() => link.up, 5000);
    await publishUntilReceived('two');
    expect(got).toContain('two');
  });
});
