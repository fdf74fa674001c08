import { memoized } from './shared/memo';

const COMBINING = /[\u0300-\u036f]/g;
const QUOTES = new Set(["'", '\u2019', '\u2018', '`', '\u00b4']);

/** One non-ASCII character folded under the options; index caseSensitive + 2 * keepAccents. */
function foldChar(caseSensitive: boolean, keepAccents: boolean): (c: string) => string {
  return memoized((c) => {
    if (!caseSensitive) {
      const lower = c.toLowerCase();
      if (lower.length === 1) c = lower;
    }
    if (!keepAccents) {
      const bare = c.normalize('NFD').replace(COMBINING, '');
      if (bare.length === 1) c = bare;
    }
    return c;
  });
}
const FOLD_CHAR = [foldChar(false, false), foldChar(true, false), foldChar(false, true), foldChar(true, true)];

/**
 * Folds a sentence for matching without changing its length, so that every index in the
 * folded text is an index in the original. A character whose folded form would change the
 * length (e.g. "İ" lower-cases to two code units) is kept as it is.
 */
export function normalizeSentence(
  sentence: string,
  opts: { caseSensitive?: boolean; keepAccents?: boolean; keepQuotes?: boolean },
): string {
  // Most characters stay as they are: skip to the first one that changes (an already folded
  // sentence comes back as the same string, without building a copy).
  let i = 0;
  for (; i < sentence.length; i++) {
    const code = sentence.charCodeAt(i);
    if (code >= 128) break;
    if (!opts.caseSensitive && code >= 65 && code <= 90) break;
    if (!opts.keepQuotes && (code === 39 || code === 96)) break;
  }
  if (i === sentence.length) return sentence;
  let out = sentence.slice(0, i);
  for (; i < sentence.length; i++) {
    let c = sentence[i]!;
    const code = c.charCodeAt(0);
    if (code < 128) {
      if (!opts.caseSensitive && code >= 65 && code <= 90) c = String.fromCharCode(code + 32);
      else if (!opts.keepQuotes && (c === "'" || c === '`')) c = ' ';
      out += c;
      continue;
    }
    if (!opts.keepQuotes && QUOTES.has(c)) {
      out += ' ';
      continue;
    }
    out += FOLD_CHAR[(opts.caseSensitive ? 1 : 0) + (opts.keepAccents ? 2 : 0)]!(c);
  }
  return out;
}
