import { describe, expect, it } from 'vitest';
import { compileAppEntities, transferables, type AppEntityType } from './compile';
import { FuzzyVocabulary, osa } from './fuzzy';
import { AppEntityMatcher } from './matcher';

const PLAN: AppEntityType = {
  name: 'plan',
  fuzzy: true,
  values: [{ value: 'basic' }, { value: 'pro', synonyms: ['professional', 'premium'] }],
};
const found = (m: AppEntityMatcher, s: string) => m.extract(s).map((e) => [e.dim, e.body, e.values[0]!.value, e.values[0]!.match]);

describe('the typo index of first words', () => {
  /** A deterministic PRNG (mulberry32): the same words on every run. */
  const prng = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const everyWordNear = (words: readonly string[], word: string, bound: number) =>
    [...new Set(words)]
      .sort()
      .map((w) => ({ word: w, distance: osa(word, w, bound) }))
      .filter((n) => n.distance <= bound && n.word !== word);

  it('finds what checking every word finds, for one and two typos, in a dense vocabulary', () => {
    // Made-up words of few letters (most within two typos of many others), runs of letters, long
    // words sharing their first letters, words of one to three letters.
    const rand = prng(11);
    const letters = 'abdeilmnorstu';
    const pick = (n: number) => Array.from({ length: n }, () => letters[Math.floor(rand() * letters.length)]).join('');
    const words = [
      ...Array.from({ length: 1500 }, () => pick(1 + Math.floor(rand() * 12))),
      'aaaa',
      'aaab',
      'abba',
      'internationale',
      'internationally',
      'international',
      'é',
      'ñandú',
    ];
    const vocabulary = new FuzzyVocabulary(words);
    const typo = (w: string) => {
      const at = Math.floor(rand() * (w.length + 1));
      const r = rand();
      if (r < 0.25) return w.slice(0, at) + pick(1) + w.slice(at);
      if (r < 0.5) return w.slice(0, at) + w.slice(at + 1);
      if (r < 0.75) return w.slice(0, at) + pick(1) + w.slice(at + 1);
      return w.slice(0, at) + (w[at + 1] ?? '') + (w[at] ?? '') + w.slice(at + 2);
    };
    const queries = [
      ...words.slice(0, 300).map((w) => typo(typo(w))),
      ...words.slice(300, 450),
      ...Array.from({ length: 150 }, () => pick(4 + Math.floor(rand() * 8))),
      'internationaly',
      'aaa',
      'baaa',
      'nandu',
    ];
    let found = 0;
    for (const q of queries) {
      for (const bound of [1, 2]) {
        const expected = everyWordNear(words, q, bound);
        found += expected.length;
        expect(vocabulary.near(q, bound), `${q} within ${bound}`).toEqual(expected);
      }
    }
    expect(found).toBeGreaterThan(1000);
  });

  it('finds values with one typo or two through it, and a value as written before one with a typo', () => {
    const types: AppEntityType[] = [
      { name: 'city', fuzzy: true, values: ['Barcelona', 'Barcelone', 'Bordeaux', 'Brest', 'Berlin', 'Bern'].map((value) => ({ value })) },
    ];
    const m = AppEntityMatcher.of(types, 'en');
    expect(found(m, 'a trip to barcelnoa then brlin')).toEqual([
      ['city', 'barcelnoa', 'Barcelona', 'fuzzy'],
      ['city', 'brlin', 'Berlin', 'fuzzy'],
    ]);
    // "barcelone" is a value itself; "bercelone" one typo from it, two from "barcelona".
    expect(m.extract('bercelone')[0]!.values.map((v) => [v.value, v.typos])).toEqual([['Barcelone', 1]]);
    expect(found(m, 'bern and brest, not berne')).toEqual([
      ['city', 'bern', 'Bern', 'exact'],
      ['city', 'brest', 'Brest', 'exact'],
      ['city', 'berne', 'Bern', 'fuzzy'],
    ]);
  });

  it('refuses a compiled form of another version', () => {
    const compiled = compileAppEntities([PLAN], 'en');
    expect(() => new AppEntityMatcher({ ...compiled, version: 1 } as unknown as typeof compiled)).toThrow(/version 1/);
  });

  it('answers the same once posted between threads, its typed arrays transferred, not copied', () => {
    const sentence = 'the profesional plan, or premuim';
    const expected = AppEntityMatcher.of([PLAN], 'en').extract(sentence);
    expect(expected.map((e) => [e.body, e.values[0]!.value, e.values[0]!.typos])).toEqual([
      ['profesional', 'pro', 1],
      ['premuim', 'pro', 1],
    ]);
    const compiled = compileAppEntities([PLAN], 'en');
    const buffers = transferables(compiled);
    // Each array has a buffer of its own (a transfer list takes a buffer once), the typo index's among them.
    expect(new Set(buffers).size).toBe(buffers.length);
    expect(buffers).toContain(compiled.fuzzyIndex.postGroup.buffer);
    const copy = structuredClone(compiled, { transfer: buffers });
    expect(compiled.fuzzyIndex.postGroup.length).toBe(0);
    expect(new AppEntityMatcher(copy).extract(sentence)).toEqual(expected);
  });
});
