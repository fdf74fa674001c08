import { describe, expect, it } from 'vitest';
import type { TrainItem } from '@parley/classifier';
import { TrainingPool } from './training-pool';

const items = (n: number, phrases: number): TrainItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `item-${i}`,
    kind: 'Intent',
    utterances: Array.from({ length: phrases }, (_, j) => `request ${i} phrase ${j} about topic${i} with word${(i * 31 + j) % 97}`),
  }));

describe('TrainingPool', () => {
  it('stops a thread that finishes no job within maxJobMs, fails its jobs, and trains the next one on a new thread', async () => {
    // 1 ms: no training of 40 x 60 phrases finishes that fast, so the thread is taken for hung.
    const pool = new TrainingPool({ maxJobMs: 1 });
    try {
      await expect(pool.crossValidate(items(40, 60), 'en')).rejects.toThrow(/finished no job in 0 s: it was stopped/);
      const relaxed = pool as unknown as { maxJobMs: number };
      relaxed.maxJobMs = 120_000;
      const { model } = await pool.train(items(2, 3), 'en');
      expect(model.phraseClass.length).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('lets a thread that finishes its jobs in time go on (the time counts from the last job finished)', async () => {
    const pool = new TrainingPool({ maxJobMs: 60_000 });
    try {
      const results = await Promise.all([pool.train(items(2, 3), 'en'), pool.train(items(3, 3), 'en')]);
      expect(results.map((r) => r.model.phraseClass.length)).toEqual([6, 9]);
    } finally {
      await pool.close();
    }
  }, 120_000);
});

describe('TrainingPool warm-up', () => {
  it('warms each language while idle, and a training asked meanwhile is answered (not lost behind it)', async () => {
    const pool = new TrainingPool({ maxJobMs: 120_000 });
    try {
      const warmed = pool.warmUp(['en', 'fr', 'es']);
      const { model } = await pool.train(items(2, 3), 'fr');
      expect(model.phraseClass.length).toBe(6);
      expect((await warmed).sort()).toEqual(['en', 'es', 'fr']);
      // Warmed languages are not warmed again.
      expect(await pool.warmUp(['en'])).toEqual(expect.arrayContaining(['en', 'fr', 'es']));
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('ends its warm-up when the pool closes', async () => {
    const pool = new TrainingPool({ maxJobMs: 120_000 });
    const warmed = pool.warmUp(['en', 'fr', 'es']);
    await pool.close();
    expect((await warmed).length).toBeLessThan(3);
  }, 120_000);
});
