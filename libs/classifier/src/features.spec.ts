import { describe, expect, it } from 'vitest';
import { extractFeatures } from './features';

describe('extractFeatures', () => {
  it('counts each distinct feature once, whatever came before (its scratch table is reused)', () => {
    const before = extractFeatures('where is my order, my order', 'en');
    // Thousands of features: the table grows, then shrinks back for the next sentence.
    const long = extractFeatures(Array.from({ length: 800 }, (_, i) => 'w' + i.toString(36)).join(' ') + ' order order', 'en');
    expect(new Set(long.hashes).size).toBe(long.hashes.length);
    expect(long.hashes.length).toBeGreaterThan(3000);
    expect(extractFeatures('where is my order, my order', 'en')).toEqual(before);
    // "my order" twice: its words, bigram and n-grams count 2, none more.
    expect(Math.max(...before.counts)).toBe(2);
  });
});
