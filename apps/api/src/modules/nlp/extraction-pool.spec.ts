import { Extractor } from '@parley/extractors';
import { loadExtractorData } from '@parley/extractors/data';
import { afterAll, describe, expect, it } from 'vitest';
import { ExtractionPool } from './extraction-pool';

const OPTIONS = { lang: 'en' as const, timezone: 'UTC', referenceTime: Date.parse('2026-11-17T10:30:00Z') };

describe('ExtractionPool', () => {
  const pool = new ExtractionPool();
  afterAll(() => pool.close());

  it('answers what the extractor answers, in its own thread', async () => {
    const sentence = 'Two tickets from Paris to London tomorrow at 5pm for $300, call +44 20 7946 0958. '.repeat(4);
    expect(await pool.extract('a', sentence, OPTIONS)).toEqual(new Extractor(loadExtractorData()).extract(sentence, OPTIONS));
  });

  it("refuses an App's 33rd sentence under way with a 429, takes another App's, and every accepted one is answered", async () => {
    const sentence = '$1 '.repeat(600);
    const mine = Array.from({ length: 32 }, () => pool.extract('a', sentence, OPTIONS));
    await expect(pool.extract('a', sentence, OPTIONS)).rejects.toMatchObject({ status: 429, retryAfterSeconds: 1 });
    const other = pool.extract('b', 'tomorrow at 5pm', OPTIONS);
    expect((await Promise.all(mine)).every((entities) => entities.length > 100)).toBe(true);
    expect(await other).toEqual([expect.objectContaining({ dim: 'time' })]);
    expect(pool.pending).toBe(0);
  });
});
