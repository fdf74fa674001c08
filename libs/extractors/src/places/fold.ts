import { memoized } from '../shared/memo';

const COMBINING = /[\u0300-\u036f]/g;
const PLAIN = /^[a-z0-9]*$/;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** Folds one word for lookup: lower case, no accents ("États" -> "etats"). Fast path for plain ASCII. */
export function foldWord(word: string): string {
  return PLAIN.test(word) ? word : foldOther(word);
}

const foldOther = memoized((word: string): string => {
  const lower = word.toLowerCase().normalize('NFD').replace(COMBINING, '');
  // Ligatures and letters NFD does not decompose.
  return lower.replace(/œ/g, 'oe').replace(/æ/g, 'ae').replace(/ß/g, 'ss').replace(/ø/g, 'o').replace(/ł/g, 'l');
});

/** Folds a name to its lookup key: folded words joined by single spaces ("Saint-Étienne" -> "saint etienne"). */
export function foldKey(name: string): string {
  return name
    .split(SEPARATORS)
    .filter(Boolean)
    .map(foldWord)
    .join(' ');
}
