import { describe, expect, it } from 'vitest';
import { Extractor } from '../engine';
import type { Dimension, Lang } from '../types';

/**
 * How a unit is read after a number (units.ts): blanks of any kind inside a unit, linker words with
 * either apostrophe, the longest form, and a unit that must end its word. The corpora hold the
 * everyday cases; these are the edges of the matcher itself.
 */
const extractor = new Extractor();
const CASES: [lang: Lang, text: string, dims: Dimension[], expected: [dim: string, body: string, value: number, unit: string][]][] = [
  ['fr', 'il fait 20\u00a0degrés\u00a0celsius', ['temperature'], [['temperature', '20\u00a0degrés\u00a0celsius', 20, 'celsius']]],
  ['fr', 'il fait 20 degrés   celsius', ['temperature'], [['temperature', '20 degrés   celsius', 20, 'celsius']]],
  ['en', '5\u202fkg of rice', ['weight'], [['weight', '5\u202fkg', 5, 'kilogram']]],
  ['fr', '3 millions d\u2019euros', ['money'], [['money', '3 millions d\u2019euros', 3_000_000, '€']]],
  ['fr', "3 millions d'euros", ['money'], [['money', "3 millions d'euros", 3_000_000, '€']]],
  ['es', '3 millones de euros', ['money'], [['money', '3 millones de euros', 3_000_000, '€']]],
  ['en', 'a 5 km² plot', ['area', 'distance'], [['area', '5 km²', 5, 'square kilometre']]],
  ['en', '5 kms away', ['distance'], [['distance', '5 kms', 5, 'kilometre']]],
  ['en', 'run 5km today', ['distance'], [['distance', '5km', 5, 'kilometre']]],
  ['fr', "5 l'heure", ['volume'], []],
  ['fr', 'dans 5 mois', ['distance'], []],
  ['en', 'it is 5 kmh', ['distance'], []],
];

describe('units after a number', () => {
  it.each(CASES)('%s: %s', (lang, text, dimensions, expected) => {
    const got = extractor.extract(text, { lang, dimensions }).map((e) => [e.dim, e.body, e.values[0]!.value, e.values[0]!.unit]);
    expect(got).toEqual(expected);
  });
});
