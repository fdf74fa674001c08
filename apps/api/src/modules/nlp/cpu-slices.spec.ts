import { describe, expect, it } from 'vitest';
import { CpuSlices } from './cpu-slices';
import { FairQueue } from './fair-queue';

/** A job of `steps` steps of about `stepMs` each, recording when each step ran. */
function* busy(name: string, steps: number, stepMs: number, log: string[]): Generator<void, string> {
  for (let i = 0; i < steps; i++) {
    const until = performance.now() + stepMs;
    while (performance.now() < until);
    log.push(name);
    yield;
  }
  return `${name} done`;
}

describe('FairQueue', () => {
  it('serves the owners in turn, each in its order', () => {
    const q = new FairQueue<string>();
    for (const [owner, item] of [['a', 'a1'], ['a', 'a2'], ['a', 'a3'], ['b', 'b1'], ['c', 'c1'], ['b', 'b2']]) q.push(owner!, item!);
    const order: string[] = [];
    for (let next = q.shift(); next; next = q.shift()) order.push(next.item);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(q.size).toBe(0);
  });

  it('puts an item back first in its line, its owner after the others', () => {
    const q = new FairQueue<string>();
    q.push('a', 'a1');
    q.push('b', 'b1');
    const first = q.shift()!;
    q.putBack(first.owner, first.item);
    expect([q.shift()!.item, q.shift()!.item, q.shift()]).toEqual(['b1', 'a1', undefined]);
  });
});

describe('CpuSlices', () => {
  it('runs a job a slice at a time and resolves with its result', async () => {
    const log: string[] = [];
    await expect(new CpuSlices(2).run('a', busy('a', 10, 1, log))).resolves.toBe('a done');
    expect(log).toHaveLength(10);
  });

  it('lets a timer due meanwhile run between two slices of a long job, not after it', async () => {
    const log: string[] = [];
    const slices = new CpuSlices(2);
    const job = slices.run('a', busy('a', 50, 1, log));
    const timer = new Promise<number>((resolve) => setTimeout(() => resolve(log.length), 5));
    const stepsBeforeTimer = await timer;
    await job;
    // About 5 ms of the job's 50 when the timer ran (each slice ~2 ms): far from its end.
    expect(stepsBeforeTimer).toBeLessThan(40);
  });

  it("gives the Apps turns: one App's short job is not held behind another App's long ones", async () => {
    const log: string[] = [];
    const slices = new CpuSlices(2);
    const long = [slices.run('a', busy('a', 20, 1, log)), slices.run('a', busy('a', 20, 1, log))];
    const short = slices.run('b', busy('b', 1, 1, log));
    await short;
    expect(log.indexOf('b')).toBeLessThan(5);
    await Promise.all(long);
  });

  it("refuses an App's job past its 32 waiting with a 429, and still takes another App's", async () => {
    const slices = new CpuSlices(2);
    const log: string[] = [];
    const mine = Array.from({ length: 32 }, () => slices.run('a', busy('a', 1, 0, log)));
    await expect(slices.run('a', busy('a', 1, 0, log))).rejects.toMatchObject({ status: 429, retryAfterSeconds: 1 });
    await expect(slices.run('b', busy('b', 1, 0, log))).resolves.toBe('b done');
    await Promise.all(mine);
    await expect(slices.run('a', busy('a', 1, 0, log))).resolves.toBe('a done');
  });

  it('rejects the job whose step throws, and goes on with the others', async () => {
    const slices = new CpuSlices(2);
    const failing = (function* (): Generator<void, string> {
      yield;
      throw new Error('broken');
    })();
    const log: string[] = [];
    await expect(Promise.all([slices.run('a', failing).catch((e: Error) => e.message), slices.run('b', busy('b', 3, 0, log))])).resolves.toEqual([
      'broken',
      'b done',
    ]);
    expect(slices.pending).toBe(0);
  });
});
