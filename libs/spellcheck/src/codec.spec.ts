import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR } from '../data/load';
import { decodeDictionary, encodeDictionary } from './codec';
import { Dictionary } from './dictionary';
import { groupRecords } from './group-layout';
import { Speller } from './speller';

/** A dictionary as computed from its words alone, without what its file stores beside them. */
function recomputed(dictionary: Dictionary): Dictionary {
  return new Dictionary({ ...dictionary.parts(), derived: undefined });
}

describe('dictionary files', () => {
  const entries = ['cœur', 'cœurs', 'coeur', "aujourd'hui", 'porte-monnaie', 'balle', 'bal', 'ONU', 'hôtel', 'hotel', 'été'].map(
    (word, k) => ({ word: word.toLowerCase(), display: word, logFrequency: -1 - k / 10 }),
  );

  it('stores the lookup table, letter masks and group records, read back as computed from the words', () => {
    const built = Dictionary.fromEntries('fr', entries);
    const read = decodeDictionary(encodeDictionary(built));
    const computed = recomputed(read);
    expect(read.groupRecords).toBeDefined();
    expect(Array.from(read.derived().table)).toEqual(Array.from(computed.derived().table));
    expect(Array.from(read.letterMasks)).toEqual(Array.from(computed.letterMasks));
    expect(Array.from(read.groupRecords!)).toEqual(Array.from(groupRecords(computed)));
    for (const { word } of entries) expect(read.find(word)).toBe(built.find(word));
    expect(read.find('cœurr')).toBe(-1);
  });

  it('corrects as a dictionary computed from its words does, and twice the same (the stored records are not written)', () => {
    const read = decodeDictionary(encodeDictionary(Dictionary.fromEntries('fr', entries)));
    const typos = 'le ceur et la bale de l hotell, aujourdhui';
    const expected = new Speller(recomputed(read)).check(typos, { maxDistance: 2 });
    expect(expected.correctWords.length).toBeGreaterThan(1);
    expect(new Speller(read).check(typos, { maxDistance: 2 })).toEqual(expected);
    expect(new Speller(read).check(typos, { maxDistance: 2 })).toEqual(expected);
  });

  it('refuses a file of the previous format', () => {
    const bytes = encodeDictionary(Dictionary.fromEntries('en', [{ word: 'word', logFrequency: -1 }]));
    const headerLength = new DataView(bytes.buffer).getUint32(4, true);
    const header = new TextDecoder().decode(bytes.subarray(8, 8 + headerLength));
    const old = header.replace(/"version":\d+/, '"version":4');
    expect(old.length).toBe(header.length);
    bytes.set(new TextEncoder().encode(old), 8);
    expect(() => decodeDictionary(bytes)).toThrow(/dictionary format 4/);
  });

  it.each(['en', 'fr', 'es'] as const)('the shipped %s dictionary holds what its words give', (language) => {
    const read = decodeDictionary(readFileSync(join(GENERATED_DIR, `${language}.bin`)));
    const computed = recomputed(read);
    const bytes = (a: Uint32Array | Int32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    expect(Buffer.compare(bytes(read.derived().table), bytes(computed.derived().table))).toBe(0);
    expect(Buffer.compare(bytes(read.letterMasks), bytes(computed.letterMasks))).toBe(0);
    expect(Buffer.compare(bytes(read.groupRecords!), bytes(groupRecords(computed)))).toBe(0);
  });
});
