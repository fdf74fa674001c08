import type { Language } from '@parley/contracts';

/** French elided articles and pronouns written before a vowel: l'hôtel, qu'il, jusqu'à. */
const ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu|presqu)['’](?=\p{L})/iu;

/** Splits an elided French prefix off a word: `l'hotel` -> [`l'`, `hotel`]. */
export function splitElision(language: Language, word: string): [string, string] {
  if (language !== 'fr') return ['', word];
  const match = ELISION.exec(word);
  return match ? [match[0], word.slice(match[0].length)] : ['', word];
}

/** Elided heads that are no word on their own (`jusqu'`): the dictionary holds their compounds whole. */
export function isBoundElision(elided: string): boolean {
  return /^(?:jusqu|lorsqu|puisqu|quoiqu|presqu)['’]$/i.test(elided);
}

/** The dictionaries hold no English possessives: `John's`, `it's` are checked without `'s`. */
export function stripPossessive(language: Language, word: string): string {
  return language === 'en' ? word.replace(/['’]s$/i, '') : word;
}

/** Dictionaries use the straight apostrophe; phones type the curly one. */
export function normaliseApostrophe(word: string): string {
  return word.replace(/’/g, "'");
}
