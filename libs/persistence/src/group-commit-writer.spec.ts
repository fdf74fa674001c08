import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isDatabaseTimeout } from './database-timeout';
import { GroupCommitError, GroupCommitWriter, type GroupCommitOptions } from './group-commit-writer';

/** A flush whose batches are recorded and settled by the test. */
function controlledFlush() {
  const batches: { items: number[]; commit: () => void; fail: (e: Error) => void }[] = [];
  const flush = (items: number[]) => new Promise<void>((resolve, reject) => batches.push({ items, commit: resolve, fail: reject }));
  return { batches, flush };
}

/** Settles promises and lets the writer react, without moving the fake clock. */
const tick = () => vi.advanceTimersByTimeAsync(0);

function state(p: Promise<void>) {
  const s = { value: 'pending' as 'pending' | 'ok' | 'failed', error: undefined as unknown };
  p.then(() => (s.value = 'ok')).catch((e) => ((s.value = 'failed'), (s.error = e)));
  return s;
}

describe('GroupCommitWriter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = (flush: GroupCommitOptions<number>['flush'], o: Partial<GroupCommitOptions<number>> = {}) =>
    new GroupCommitWriter<number>({ flush, maxBatch: 4, maxDelayMs: 5, maxInFlight: 1, maxPending: 100, ...o });

  it('gathers writes arriving within the delay into one batch', async () => {
    const { batches, flush } = controlledFlush();
    const w = make(flush);
    const writes = [w.write(1), w.write(2), w.write(3)].map(state);
    await vi.advanceTimersByTimeAsync(4);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches.map((b) => b.items)).toEqual([[1, 2, 3]]);
    expect(writes.map((s) => s.value)).toEqual(['pending', 'pending', 'pending']);
    batches[0]!.commit();
    await tick();
    expect(writes.map((s) => s.value)).toEqual(['ok', 'ok', 'ok']);
  });

  it('writes a full batch at once, without waiting for the delay', async () => {
    const { batches, flush } = controlledFlush();
    const w = make(flush);
    for (const i of [1, 2, 3, 4, 5]) void w.write(i).catch(() => undefined);
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1, 2, 3, 4]]);
  });

  it('fails exactly the writes of a failed batch', async () => {
    const { batches, flush } = controlledFlush();
    const w = make(flush, { maxInFlight: 2 });
    const first = [1, 2, 3, 4].map((i) => state(w.write(i)));
    const second = [5, 6].map((i) => state(w.write(i)));
    await vi.advanceTimersByTimeAsync(5);
    expect(batches.map((b) => b.items)).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    batches[0]!.fail(new Error('connection reset'));
    batches[1]!.commit();
    await tick();
    expect(first.map((s) => s.value)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(second.map((s) => s.value)).toEqual(['ok', 'ok']);
    const err = first[0]!.error as GroupCommitError;
    expect(err).toBeInstanceOf(GroupCommitError);
    expect(err.reason).toBe('failed');
    expect((err.cause as Error).message).toBe('connection reset');
  });

  it('fails the writes gathered behind a batch the database did not answer, at once, without sending them', async () => {
    const { batches, flush } = controlledFlush();
    const w = make(flush, { maxBatch: 10, failWaiting: isDatabaseTimeout });
    const first = state(w.write(1));
    await vi.advanceTimersByTimeAsync(5);
    const behind = [2, 3].map((i) => state(w.write(i)));
    await vi.advanceTimersByTimeAsync(50);
    batches[0]!.fail(new Error('Query read timeout'));
    await tick();
    expect([first, ...behind].map((s) => s.value)).toEqual(['failed', 'failed', 'failed']);
    expect(batches).toHaveLength(1);
    expect(((behind[0]!.error as GroupCommitError).cause as Error).message).toBe('Query read timeout');
    // The next write tries the database again.
    void w.write(4).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(5);
    expect(batches.map((b) => b.items)).toEqual([[1], [4]]);
  });

  it('still gives the writes behind a batch their own try when the batch failed fast (a broken connection)', async () => {
    const { batches, flush } = controlledFlush();
    const w = make(flush, { maxBatch: 10, failWaiting: isDatabaseTimeout });
    void w.write(1).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(5);
    const behind = state(w.write(2));
    batches[0]!.fail(Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' }));
    await vi.advanceTimersByTimeAsync(5);
    expect(batches.map((b) => b.items)).toEqual([[1], [2]]);
    batches[1]!.commit();
    await tick();
    expect(behind.value).toBe('ok');
  });

  it('keeps gathering while every slot is busy, then writes the larger batch', async () => {
    const { batches, flush } = controlledFlush();
    const w = make(flush, { maxBatch: 10 });
    void w.write(1);
    await vi.advanceTimersByTimeAsync(5);
    for (const i of [2, 3, 4]) void w.write(i);
    await vi.advanceTimersByTimeAsync(50);
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    batches[0]!.commit();
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3, 4]]);
  });

  it('with maxDelayMs 0, writes what arrived in the same event-loop turn as one batch, at the end of that turn', async () => {
    vi.useRealTimers();
    const { batches, flush } = controlledFlush();
    const w = make(flush, { maxDelayMs: 0, maxBatch: 10 });
    for (const i of [1, 2, 3]) void w.write(i);
    expect(batches).toHaveLength(0);
    await new Promise((r) => setImmediate(r));
    expect(batches.map((b) => b.items)).toEqual([[1, 2, 3]]);
  });

  it('refuses writes beyond maxPending at once instead of queueing them', async () => {
    const { flush } = controlledFlush();
    const w = make(flush, { maxBatch: 100, maxPending: 2 });
    void w.write(1);
    void w.write(2);
    await expect(w.write(3)).rejects.toMatchObject({ reason: 'overloaded' });
  });

  it('on close writes what was gathered, waits for it and refuses new writes', async () => {
    const { batches, flush } = controlledFlush();
    const w = make(flush);
    const a = state(w.write(1));
    const closing = state(w.close());
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    expect(closing.value).toBe('pending');
    batches[0]!.commit();
    await tick();
    expect([a.value, closing.value]).toEqual(['ok', 'ok']);
    await expect(w.write(2)).rejects.toMatchObject({ reason: 'closed' });
  });

  it('on drain writes what was gathered at once, waits for it, and still accepts writes', async () => {
    const { batches, flush } = controlledFlush();
    const w = make(flush, { maxDelayMs: 1000, maxPending: 1 });
    const a = state(w.write(1));
    const draining = state(w.drain());
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    expect(draining.value).toBe('pending');
    batches[0]!.commit();
    await tick();
    expect([a.value, draining.value]).toEqual(['ok', 'ok']);
    // Room again below maxPending: the next write is gathered, not refused.
    const b = state(w.write(2));
    await tick();
    expect(b.value).toBe('pending');
  });
});
