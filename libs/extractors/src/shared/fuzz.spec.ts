import { describe, expect, it } from 'vitest';
import { Extractor } from '../engine';
import { LANGS, type Dimension } from '../types';

const DIMS: Dimension[] = ['number', 'ordinal', 'percentage', 'money', 'currency', 'distance', 'area', 'volume', 'weight', 'temperature', 'item-count', 'phone-number', 'credit-card', 'boolean', 'age'];

// Pieces that stress the number grammar: digits and separators, unit symbols, number words,
// emoji (surrogate pairs), combining accents, right-to-left scripts, odd spaces.
const PIECES = [
  '1', '23', '456', '7,890', '1 234,5', '1.234', '-', '−', '.', ',', ':', '/', '%', '°', 'º', 'ª', '²', '³', '$', '€', '£', '¥',
  'k', 'km', 'kg', 'm²', 'l', ' ', '\u00a0', '\u202f', '\t', "'", '’', '-', 'twenty', 'one', 'hundred', 'and', 'a', 'quatre',
  'vingt', 'dix', 'et', 'un', 'cent', 'mille', 'mil', 'veintitrés', 'y', 'cuarto', 'second', 'minus', 'moins', 'point',
  'euros', 'dollars', 'pounds', 'livres', 'degrees', 'below zero', 'percent', 'tickets', '😀', '👍🏽', '\ud83d', 'e\u0301',
  '\u0301', 'İ', 'ß', 'ﬁ', 'שלום', 'مرحبا', '٣', '\u200f', '\u200b', '\ufeff', '𝟙𝟚', 'Ⅻ',
  '+33', '(0)', '0612', '4111', '1111 1111', '(212)', '555-0123', 'EUR', 'half', 'demi-', 'yes', 'no', 'oui', 'sí', "I'm", "j'ai", 'ans', 'years old', 'https://x.co/?a=', '%20',
];

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('numbers, measures, phone and card numbers, booleans and ages on random Unicode', () => {
  const extractor = new Extractor();
  const rand = mulberry32(20261117);
  const sentences = Array.from({ length: 600 }, () => {
    let s = '';
    const n = 1 + Math.floor(rand() * 12);
    for (let i = 0; i < n; i++) s += PIECES[Math.floor(rand() * PIECES.length)] + (rand() < 0.5 ? ' ' : '');
    return s;
  });

  it('never throws and returns spans that match the sentence', () => {
    const bad: string[] = [];
    for (const [i, s] of sentences.entries()) {
      const lang = LANGS[i % LANGS.length]!;
      const opts = { lang, dimensions: DIMS, caseSensitive: i % 5 === 0, keepAccents: i % 7 === 0, keepQuotes: i % 3 === 0 };
      let entities;
      try {
        entities = extractor.extract(s, opts);
      } catch (e) {
        bad.push(`${JSON.stringify(s)} threw ${(e as Error).message}`);
        continue;
      }
      for (const e of entities) {
        const v = e.values[0] as { value: unknown };
        const ok = e.start >= 0 && e.end <= s.length && e.start < e.end && e.body === s.slice(e.start, e.end);
        const finite = typeof v.value !== 'number' || Number.isFinite(v.value);
        if (!ok || !finite) bad.push(`${JSON.stringify(s)} gave ${JSON.stringify(e)}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
