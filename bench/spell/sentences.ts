import type { Language } from '@parley/contracts';
import { CORRECT_SENTENCES } from '../../libs/spellcheck/src/corpus';

/** Every how many words (counted over the whole corpus) one gets a typo. */
export const TYPO_EVERY = 6;

const WORD = /^[\p{L}]{3,}$/u;
const ADJACENT: Record<string, string> = {
  a: 's',
  b: 'v',
  c: 'x',
  d: 's',
  e: 'r',
  f: 'g',
  g: 'h',
  h: 'j',
  i: 'o',
  j: 'k',
  k: 'l',
  l: 'k',
  m: 'n',
  n: 'm',
  o: 'p',
  p: 'o',
  q: 'w',
  r: 't',
  s: 'd',
  t: 'y',
  u: 'i',
  v: 'b',
  w: 'e',
  x: 'c',
  y: 'u',
  z: 'x',
};

/**
 * One typo of the four kinds people make (a letter left out, doubled, swapped with the next, or
 * a neighbouring key), chosen and placed by the word's position: the same text on every run.
 */
export function typo(word: string, seed: number): string {
  const at = 1 + (seed % (word.length - 2));
  const c = word[at];
  switch (seed % 4) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + c + word.slice(at);
    case 2:
      return word.slice(0, at) + word[at + 1] + c + word.slice(at + 2);
    default:
      return word.slice(0, at) + (ADJACENT[c.toLowerCase()] ?? c) + word.slice(at + 1);
  }
}

/**
 * The test corpus of correct chat sentences with a deterministic typo in one word of every
 * TYPO_EVERY (words of three letters or more, punctuation kept): what a chat endpoint sees,
 * mostly known words found by one hash lookup, and a few misspelt ones to correct.
 */
export function withTypos(sentences: readonly string[], every = TYPO_EVERY): string[] {
  let count = 0;
  return sentences.map((sentence) =>
    sentence
      .split(' ')
      .map((chunk) => {
        const core = chunk.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
        if (!WORD.test(core) || ++count % every !== 0) return chunk;
        return chunk.replace(core, typo(core, count * 7 + core.length));
      })
      .join(' '),
  );
}

export const CHAT_SENTENCES: Record<Language, string[]> = {
  en: withTypos(CORRECT_SENTENCES.en),
  fr: withTypos(CORRECT_SENTENCES.fr),
  es: withTypos(CORRECT_SENTENCES.es),
};
