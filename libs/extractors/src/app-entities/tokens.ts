import type { Lang } from '../types';
import { normalizeSentence } from '../normalize';

/** A word of a sentence: its folded form and where it is in the sentence (UTF-16 indices). */
export interface Token {
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words of a text, folded as the extractor folds (lower case, no accents; the length kept, so
 * every index is one of the original). Letters and digits only: "iPhone-15" is two words, "l'offre"
 * too.
 */
export function tokenize(text: string): Token[] {
  const folded = normalizeSentence(text, {});
  const out: Token[] = [];
  for (const m of folded.matchAll(WORD)) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/**
 * The singulars a word may be the regular plural of, in its language (what an App's list of values
 * needs: "plans" for "plan", "branches" for "branch", "companies", "bateaux", "clases", "luces"), on
 * folded words, likeliest first; none for short words and words with digits. An irregular plural is a
 * synonym to list.
 */
export function singulars(word: string, lang: Lang): string[] {
  if (word.length < 4 || /\d/.test(word)) return [];
  const out: string[] = [];
  const cut = (n: number, add = '') => out.push(word.slice(0, -n) + add);
  switch (lang) {
    case 'en':
      if (word.endsWith('ies') && word.length > 4) cut(3, 'y');
      if (/(?:ss|x|z|ch|sh|o)es$/.test(word)) cut(2);
      if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) cut(1);
      break;
    case 'fr':
      if (/(?:eau|eu|au)x$/.test(word)) cut(1);
      if (word.endsWith('aux') && word.length > 4) cut(3, 'al');
      if (word.endsWith('s') && !/(?:ss|is|us)$/.test(word)) cut(1);
      break;
    case 'es':
      if (word.endsWith('ces')) cut(3, 'z');
      if (word.endsWith('s') && /[aeiou]s$/.test(word)) cut(1);
      if (/[^aeiou]es$/.test(word) || word.endsWith('ses')) cut(2);
      break;
  }
  return out.filter((w) => w.length >= 2 && w !== word);
}
