import type { Lang, Word } from '../types';
import { LEXICONS, type LexEntry } from './lexicon';
import { memoized } from './memo';

/** A word, or one piece of a hyphenated word, with its number-grammar entry when it has one. */
export interface Part {
  /** Folded text (lower case, no accents). */
  text: string;
  start: number;
  end: number;
  entry?: LexEntry;
  /** Separated from the previous part by a hyphen or by white space only (so they may form one number). */
  adjacent: boolean;
  /** Index of the word this part comes from. */
  word: number;
}

const COMBINING = /[\u0300-\u036f]/g;
const NON_ASCII = /[^\x00-\x7f]/;
/** True when text[a, b) is a non-empty run of spaces, tabs or no-break spaces (no substring built). */
function blanks(text: string, a: number, b: number): boolean {
  if (b <= a) return false;
  for (let i = a; i < b; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 0xa0 && c !== 0x202f) return false;
  }
  return true;
}

/** Lower case without accents, whatever the caller's caseSensitive/keepAccents options were. */
export function fold(s: string): string {
  const lower = s.toLowerCase();
  return NON_ASCII.test(lower) ? foldAccented(lower) : lower;
}

const foldAccented = memoized((lower: string) => lower.normalize('NFD').replace(COMBINING, ''));

/**
 * Splits the sentence's words into parts ("quatre-vingt-dix" gives three). In a hyphenated word with
 * pieces outside the number grammar, only the number words it starts with keep their entries
 * ("five-mile", "one-way"): the scan makes them latent numbers, which measures read ("a five-mile
 * run") and nothing reports alone.
 */
/** The words for "half" before a multiplier ("half a dozen", "une demi-douzaine", "media docena"), folded. */
export const HALF_WORDS: Record<Lang, ReadonlySet<string>> = { en: new Set(['half']), fr: new Set(['demi', 'demie']), es: new Set(['media', 'medio']) };

export function toParts(text: string, words: readonly Word[], lang: Lang): Part[] {
  const lex = LEXICONS[lang];
  const parts: Part[] = [];
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!;
    const prev = parts[parts.length - 1];
    const adjacent = !!prev && blanks(text, prev.end, word.start);
    const folded = fold(word.text);
    if (folded.indexOf('-') < 0) {
      parts.push({ text: folded, start: word.start, end: word.end, entry: lex.get(folded), adjacent, word: w });
      continue;
    }
    const pieces = folded.split('-');
    const entries = pieces.map((p) => lex.get(p));
    // Number words up to the first piece that is none; after "demi-"/"medio-"/"half-" too ("une demi-douzaine").
    const skip = HALF_WORDS[lang].has(pieces[0]!) ? 1 : 0;
    let lead = skip;
    while (lead < entries.length && entries[lead] !== undefined) lead++;
    let at = word.start;
    pieces.forEach((p, i) => {
      parts.push({
        text: p,
        start: at,
        end: at + p.length,
        entry: i >= skip && i < lead ? entries[i] : undefined,
        adjacent: i === 0 ? adjacent : true,
        word: w,
      });
      at += p.length + 1;
    });
  }
  return parts;
}
