import type { RedisLink } from '@parley/redis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OperatorPresence } from './operator-presence';

/** The sorted-set commands presence uses, on one in-memory store shared by the "instances". */
function fakeRedis(): RedisLink {
  const sets = new Map<string, Map<string, number>>();
  const set = (k: string) => sets.get(k) ?? sets.set(k, new Map()).get(k)!;
  const commands = {
    zadd: async (k: string, ...args: (string | number)[]) => {
      for (let i = 0; i < args.length; i += 2) set(k).set(String(args[i + 1]), Number(args[i]));
      return args.length / 2;
    },
    zrem: async (k: string, m: string) => Number(set(k).delete(m)),
    zrangebyscore: async (k: string, min: number) => [...set(k)].filter(([, s]) => s >= min).map(([m]) => m),
    zremrangebyscore: async (k: string, _min: string, max: number) => {
      let n = 0;
      for (const [m, s] of set(k)) if (s <= max && set(k).delete(m)) n++;
      return n;
    },
    pexpire: async () => 1,
  };
  return { commands, up: true, failed: () => undefined } as unknown as RedisLink;
}

describe('operator presence across instances', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("drops a dead instance's pages after the TTL and tells the App's pages on a live one", async () => {
    const redis = fakeRedis();
    const a = new OperatorPresence(redis);
    const b = new OperatorPresence(redis);
    await a.join('app-1', 'sock-a', { id: 'ana', name: 'Ana', answers: true });
    await b.join('app-1', 'sock-b', { id: 'bob', name: 'Bob', answers: true });
    expect((await a.online('app-1')).map((o) => o.id).sort()).toEqual(['ana', 'bob']);
    const expired: string[] = [];
    a.onExpired((appId) => expired.push(appId));
    // Instance B dies: no more heartbeats, its page never leaves.
    b.onModuleDestroy();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(expired).toEqual([]);
    expect((await a.online('app-1')).map((o) => o.id).sort()).toEqual(['ana', 'bob']);
    // Past the 30 s TTL, A's next heartbeat (every 10 s) removes it and says so, once.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(expired).toEqual(['app-1']);
    expect((await a.online('app-1')).map((o) => o.id)).toEqual(['ana']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(expired).toEqual(['app-1']);
    a.onModuleDestroy();
  });
});
