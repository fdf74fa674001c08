import { describe, expect, it } from 'vitest';
import { loadExtractorData } from '../../../data/load';
import { CORPUS_REFERENCE_TIME, CORPUS_TIMEZONE } from '../../corpus-context';
import { Extractor } from '../../engine';
import type { Lang } from '../../types';

/**
 * A surname after a forename: the forename lists come from birth statistics where Smith, Martin or
 * Taylor count as given names, so "John Smith" gave two forenames. A known surname right after a
 * forename is now the surname; double forenames and names alone stay as they were.
 */
const extractor = new Extractor(loadExtractorData());
const run = (lang: Lang, text: string) =>
  extractor.extract(text, { lang, referenceTime: CORPUS_REFERENCE_TIME, timezone: CORPUS_TIMEZONE });
const forenames = (lang: Lang, text: string) =>
  run(lang, text)
    .filter((e) => e.dim === 'forename')
    .map((e) => (e.values[0] as { value: string }).value);

describe('a surname right after a forename is no second forename', () => {
  it.each([
    ['en', 'Hi, my name is Emily Walker', ['emily']],
    ['en', 'I am David Martin', ['david']],
    ['en', 'ask Laura Taylor', ['laura']],
    ['en', 'we invited Kevin James and his wife', ['kevin']],
    ['en', 'Mike Cruz called this morning', ['mike']],
    ['en', 'My sister Emma Thomas needs 3 tickets', ['emma']],
    ['fr', 'je m’appelle Sophie Bernard', ['sophie']],
    ['fr', 'c’est Nicolas Robert à l’appareil', ['nicolas']],
    ['fr', 'Julie Antoine est là', ['julie']],
    ['fr', 'Jean-Marc Simon a appelé', ['jean-marc']],
    ['es', 'Me llamo Lucía Santiago', ['lucía']],
    ['es', 'Habla con Elena Cruz', ['elena']],
    // Two surnames, the second also a forename.
    ['es', 'Soy Pedro Martín Gil', ['pedro']],
    ['es', 'Carmen Lorenzo Pascual llamó', ['carmen']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(forenames(lang, text)).toEqual(expected);
  });
});

describe('what stays as it was', () => {
  it.each([
    // Double forenames: the second is no surname, or the pair is a known double forename.
    ['en', 'Mary Ann is here', ['mary', 'ann']],
    ['en', 'Sarah Jane Collins is here', ['sarah', 'jane']],
    ['fr', 'Jean Pierre a appelé', ['jean', 'pierre']],
    ['fr', 'dites à Anne Marie de venir', ['anne', 'marie']],
    ['es', 'María José García llamó', ['maría josé']],
    // Forenames apart, or alone.
    ['en', 'tell Michael and Sarah', ['michael', 'sarah']],
    ['fr', 'Marie et Thomas sont là', ['marie', 'thomas']],
    ['fr', 'demandez à Thomas', ['thomas']],
    ['en', 'Smith called', []],
    // A name that is also a word still asks for a capital; as a word it starts no name.
    ['en', 'I met Will Smith', ['will']],
    ['en', 'Will Taylor come tomorrow?', ['taylor']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(forenames(lang, text)).toEqual(expected);
  });

  it.each([
    ['es', 'Me llamo Ana García-Martín', ['forename: Ana']],
    ['es', 'Soy Carlos García Martín Toledo', ['forename: Carlos']],
    ['en', 'I am John Smith-Taylor', ['forename: John']],
    ['en', 'I met Paul in Lincoln', ['forename: Paul', 'city: Lincoln']],
  ] as const)('a surname is no city: %s: %s', (lang, text, expected) => {
    expect(run(lang, text).map((e) => `${e.dim}: ${e.body}`)).toEqual(expected);
  });
});

describe('a Spanish forename the generated lists missed is the forename, and the surname after it none', () => {
  it.each([
    ['es', 'Penélope Cruz vive en Madrid', ['forename: Penélope', 'city: Madrid']],
    ['es', 'ayer vi a Penélope Cruz en el cine', ['time: ayer', 'forename: Penélope']],
    ['es', 'Me llamo Penélope García', ['forename: Penélope']],
    ['es', 'penelope cruz vive en madrid', ['forename: penelope', 'city: madrid']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(run(lang, text).map((e) => `${e.dim}: ${e.body}`)).toEqual(expected);
  });
});
