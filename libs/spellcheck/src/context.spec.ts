import { describe, expect, it } from 'vitest';
import { decodeDictionary, encodeDictionary } from './codec';
import { PhrasePairs, association, contextWords, countPairs } from './context';
import { Dictionary } from './dictionary';

const entries = ['thank', 'think', 'you', 'i', 'the', 'them', 'to', "l'", 'hôtel'].map((word, k) => ({ word, logFrequency: -1 - k / 10 }));

describe('word pairs', () => {
  it('splits a text as the pairs count it: lower case, elided heads apart, sentence starts and ends', () => {
    expect(contextWords('fr', "Merci ! L'hôtel est  loin, 2 km.")).toEqual(['<s>', 'merci', '</s>', '<s>', "l'", 'hôtel', 'est', 'loin', 'km', '</s>']);
    expect(contextWords('en', "I don't know")).toEqual(['<s>', 'i', "don't", 'know', '</s>']);
  });

  it('scores a pair above chance high, a pair of common words that never meet low, the unknown zero', () => {
    expect(association(50, 100, 100, 10_000, 0.5)).toBeGreaterThan(1);
    expect(association(0, 1000, 1000, 10_000, 0.5)).toBeLessThan(-2);
    expect(association(0, 0, 1000, 10_000, 0.5)).toBe(0);
    expect(association(0, 1, 1, 10_000, 0.5)).toBeCloseTo(0, 3);
  });

  it('keeps the pairs seen twice between dictionary words, through the binary format', () => {
    const plain = Dictionary.fromEntries('en', entries);
    const texts = ['Thank you', 'thank you!', 'I think', 'I think the zorglub', 'Thank them'];
    const context = countPairs('en', texts, (word) => plain.find(word));
    const dictionary = decodeDictionary(encodeDictionary(new Dictionary({ ...plain.parts(), context })));
    const pairs = dictionary.pairs!;
    const id = (word: string) => pairs.lookup(word);
    expect(pairs.pairCount(id('thank'), id('you'))).toBe(2);
    expect(pairs.pairCount(id('<s>'), id('thank'))).toBe(3);
    expect(pairs.pairCount(id('i'), id('think'))).toBe(2);
    // Seen once: left out; never seen: unknown.
    expect(pairs.pairCount(id('thank'), id('them'))).toBe(0);
    expect(id('zorglub')).toBe(-1);
    expect(pairs.count(id('thank'))).toBe(3);
    expect(pairs.total).toBe(12);
  });

  it("counts an App's phrases, every pair", () => {
    const pairs = new PhrasePairs('es', ['Quiero comprar un móvil', 'quiero comprar']);
    expect(pairs.pairCount(pairs.lookup('quiero'), pairs.lookup('comprar'))).toBe(2);
    expect(pairs.pairCount(pairs.lookup('un'), pairs.lookup('móvil'))).toBe(1);
    expect(pairs.pairCount(pairs.lookup('<s>'), pairs.lookup('quiero'))).toBe(2);
    expect(pairs.total).toBe(6);
  });
});
