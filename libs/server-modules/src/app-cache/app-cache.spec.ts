import type { Change } from '@parley/persistence';
import { describe, expect, it } from 'vitest';
import { AppCache, SIGNAL_UP_MAX_AGE_MS, type AppCacheSignal } from './app-cache';

interface App {
  id: string;
  token: string;
  name: string;
}

/** A change signal the test drives: up or down, changes and gaps delivered when the test says. */
class FakeSignal implements AppCacheSignal {
  up = true;
  private readonly changes = new Set<(c: Change) => void>();
  private readonly gaps = new Set<() => void>();
  onChange(l: (c: Change) => void): () => void {
    this.changes.add(l);
    return () => this.changes.delete(l);
  }
  onGap(l: () => void): () => void {
    this.gaps.add(l);
    return () => this.gaps.delete(l);
  }
  change(c: Change): void {
    for (const l of this.changes) l(c);
  }
  gap(): void {
    for (const l of this.gaps) l();
  }
}

/** The "database": Apps by id, each load counted, and loads that wait for the test when it holds them. */
function world(opts: { ttlMs?: number; missTtlMs?: number; maxEntries?: number; maxMisses?: number; byToken?: boolean } = {}) {
  const rows = new Map<string, App>();
  const loads: string[] = [];
  let held: { released: Promise<void>; begun: () => void } | null = null;
  let clock = 1_000_000;
  const signal = new FakeSignal();
  const cache = new AppCache<App>({
    load: async (key) => {
      loads.push(key);
      // The row as it is when the read begins (a snapshot), answered when the test lets it go.
      const row = opts.byToken ? [...rows.values()].find((a) => a.token === key) : rows.get(key);
      const hold = held;
      held = null;
      if (hold) {
        hold.begun();
        await hold.released;
      }
      return row ? { ...row } : null;
    },
    appIdOf: (app) => app.id,
    signal,
    ttlMs: opts.ttlMs ?? 4000,
    missTtlMs: opts.missTtlMs,
    maxEntries: opts.maxEntries,
    maxMisses: opts.maxMisses,
    now: () => clock,
  }).start();
  return {
    rows,
    loads,
    signal,
    cache,
    tick: (ms: number) => (clock += ms),
    /** The next load waits until `release()`; `started` resolves once it has begun. */
    hold() {
      let begun!: () => void;
      let release!: () => void;
      const started = new Promise<void>((r) => (begun = r));
      held = { released: new Promise<void>((r) => (release = r)), begun };
      return { started, release };
    },
  };
}

/** Every promise chain of the fake database has run (it does no I/O). */
const settled = () => new Promise<void>((r) => setImmediate(r));

const A = { id: 'a', token: 'ta', name: 'A' };
const B = { id: 'b', token: 'tb', name: 'B' };

describe('AppCache (the App cache of both servers)', () => {
  it('reads an App once while the signal is up, and again at once after an app change of the signal', async () => {
    const w = world();
    w.rows.set('a', A);
    expect(await w.cache.get('a')).toEqual(A);
    expect(await w.cache.get('a')).toEqual(A);
    expect(w.loads).toEqual(['a']);
    w.rows.set('a', { ...A, name: 'A2' });
    // Other Apps' changes and other kinds of change of this App keep it.
    w.signal.change({ kind: 'app', appId: 'b' });
    w.signal.change({ kind: 'data', appId: 'a', version: 2 });
    expect((await w.cache.get('a'))?.name).toBe('A');
    w.signal.change({ kind: 'app', appId: 'a' });
    expect((await w.cache.get('a'))?.name).toBe('A2');
    expect(w.loads).toEqual(['a', 'a']);
  });

  it('while the signal is up, reads an App again only after SIGNAL_UP_MAX_AGE_MS (refreshed in the background past half of it)', async () => {
    const w = world();
    w.rows.set('a', A);
    await w.cache.get('a');
    w.tick(SIGNAL_UP_MAX_AGE_MS / 2 - 1);
    await w.cache.get('a');
    expect(w.loads).toEqual(['a']);
    w.tick(1);
    w.rows.set('a', { ...A, name: 'A2' });
    // The caller gets the cached App at once; the reload replaces it for the next.
    const hold = w.hold();
    const first = w.cache.get('a');
    await hold.started;
    expect((await first)?.name).toBe('A');
    // Meanwhile callers still get it, and no second reload starts.
    expect((await w.cache.get('a'))?.name).toBe('A');
    hold.release();
    await settled();
    expect((await w.cache.get('a'))?.name).toBe('A2');
    expect(w.loads).toEqual(['a', 'a']);
  });

  it('while the signal is down, uses an App for ttlMs at most', async () => {
    const w = world({ ttlMs: 4000 });
    w.signal.up = false;
    w.rows.set('a', A);
    await w.cache.get('a');
    w.rows.set('a', { ...A, name: 'A2' });
    w.tick(1999);
    expect((await w.cache.get('a'))?.name).toBe('A');
    expect(w.loads).toEqual(['a']);
    // Past the limit it is not used: the caller waits for the App as it is now.
    w.tick(2001);
    expect((await w.cache.get('a'))?.name).toBe('A2');
    expect(w.loads).toEqual(['a', 'a']);
  });

  it('drops everything when the signal is back after a gap (changes may have been missed)', async () => {
    const w = world();
    w.rows.set('a', A);
    w.rows.set('b', B);
    await w.cache.get('a');
    await w.cache.get('b');
    await w.cache.get('nobody');
    w.signal.gap();
    expect(w.cache.size).toEqual({ values: 0, misses: 0 });
    await w.cache.get('a');
    expect(w.loads).toEqual(['a', 'b', 'nobody', 'a']);
  });

  it('caches nothing with ttlMs 0, whatever the signal', async () => {
    const w = world({ ttlMs: 0 });
    w.rows.set('a', A);
    await w.cache.get('a');
    await w.cache.get('a');
    await w.cache.get('nobody');
    await w.cache.get('nobody');
    expect(w.loads).toEqual(['a', 'a', 'nobody', 'nobody']);
    // What a key led to is still known without a load (a log line's App id).
    expect(w.cache.peek('a')).toEqual(A);
  });

  it('never answers an App as it was before a change to a caller that asked after it', async () => {
    const w = world();
    w.rows.set('a', A);
    const hold = w.hold();
    const before = w.cache.get('a');
    await hold.started;
    // The change commits while the first read is on its way (it may hold the old row).
    w.rows.set('a', { ...A, name: 'A2' });
    w.signal.change({ kind: 'app', appId: 'a' });
    const after = w.cache.get('a');
    hold.release();
    expect((await before)?.name).toBe('A');
    expect((await after)?.name).toBe('A2');
    // The read that began before the change was not cached.
    expect((await w.cache.get('a'))?.name).toBe('A2');
    expect(w.loads).toEqual(['a', 'a']);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const w = world();
    w.rows.set('a', A);
    const hold = w.hold();
    const gets = [w.cache.get('a'), w.cache.get('a'), w.cache.get('a')];
    await hold.started;
    hold.release();
    expect(await Promise.all(gets)).toEqual([A, A, A]);
    expect(w.loads).toEqual(['a']);
  });

  it('drops every key that led to a changed App (Apps cached by token)', async () => {
    const w = world({ byToken: true });
    w.rows.set('a', A);
    w.rows.set('b', B);
    await w.cache.get('ta');
    await w.cache.get('tb');
    w.signal.change({ kind: 'app', appId: 'a' });
    expect([w.cache.peek('ta'), w.cache.peek('tb')]).toEqual([undefined, B]);
    // A deleted App: its token leads nowhere from the next use on.
    w.rows.delete('a');
    expect(await w.cache.get('ta')).toBeNull();
  });

  it('remembers a key that matched no App for missTtlMs, whatever the signal, and forgets it on a change of that id', async () => {
    const w = world({ ttlMs: 1000, missTtlMs: 60_000 });
    w.signal.up = false;
    expect(await w.cache.get('c')).toBeNull();
    w.tick(59_999);
    expect(await w.cache.get('c')).toBeNull();
    expect(w.loads).toEqual(['c']);
    w.tick(1);
    expect(await w.cache.get('c')).toBeNull();
    expect(w.loads).toEqual(['c', 'c']);
    // The App is made (its id announced): known at once.
    w.rows.set('c', { id: 'c', token: 'tc', name: 'C' });
    w.signal.change({ kind: 'app', appId: 'c' });
    expect((await w.cache.get('c'))?.name).toBe('C');
  });

  it('keeps at most maxEntries Apps and maxMisses misses apart, the oldest going first', async () => {
    const w = world({ maxEntries: 2, maxMisses: 2 });
    for (const id of ['a', 'b', 'c']) w.rows.set(id, { id, token: `t${id}`, name: id });
    for (const id of ['a', 'b', 'c']) await w.cache.get(id);
    expect(['a', 'b', 'c'].map((id) => w.cache.peek(id)?.id)).toEqual([undefined, 'b', 'c']);
    // Made-up keys fill their own room: the Apps stay.
    for (const id of ['x', 'y', 'z']) await w.cache.get(id);
    expect(w.cache.size).toEqual({ values: 2, misses: 2 });
    w.loads.length = 0;
    await w.cache.get('b');
    await w.cache.get('z');
    await w.cache.get('x');
    expect(w.loads).toEqual(['x']);
  });

  it('stops following the signal once stopped', async () => {
    const w = world();
    w.rows.set('a', A);
    await w.cache.get('a');
    w.cache.stop();
    w.signal.change({ kind: 'app', appId: 'a' });
    await w.cache.get('a');
    expect(w.loads).toEqual(['a']);
  });
});
