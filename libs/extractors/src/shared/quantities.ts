import type { Lang, RuleContext } from '../types';
import { fold } from './parts';

/**
 * A quantity written without a number, usable before a unit only: "a pound of cherries", "half a
 * litre", "a half mile", "un demi-litre", "medio kilo". Never reported alone.
 */
export interface Quantity {
  start: number;
  end: number;
  value: number;
}

const NONE: readonly Quantity[] = Object.freeze([]);
const blanks = (text: string, a: number, b: number) => b > a && /^[ \u00a0\u202f]+$/.test(text.slice(a, b));
// First letters of those words (either case), tested before anything is folded.
const FIRST: Record<Lang, string> = { en: 'aAhH', fr: 'dDuU', es: 'mM' };
// Words that start a quantity, per language.
const STARTS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['a', 'an', 'half']),
  fr: new Set(['demi', 'demie', 'un', 'une']),
  es: new Set(['medio', 'media']),
};

/** The quantities of the sentence, found once per sentence. */
export function quantities(ctx: RuleContext): readonly Quantity[] {
  return ctx.shared(find);
}

function find(ctx: RuleContext): readonly Quantity[] {
  const words = ctx.words;
  const starts = STARTS[ctx.lang];
  const first = FIRST[ctx.lang];
  let out: Quantity[] | undefined;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (first.indexOf(w.text[0]!) < 0) continue;
    // fr "demi-litre" is one word: its piece "demi" is the quantity, the unit follows the hyphen.
    const dash = w.text.indexOf('-');
    if ((dash < 0 ? w.text.length : dash) > 5) continue;
    const f = fold(w.text);
    const head = dash < 0 ? f : f.slice(0, dash);
    if (!starts.has(head)) continue;
    const next = words[i + 1];
    const nf = next && blanks(ctx.text, w.end, next.start) ? fold(next.text) : '';
    let q: Quantity | undefined;
    if (ctx.lang === 'en') {
      if (f === 'half' && (nf === 'a' || nf === 'an'))
        q = { start: w.start, end: next!.end, value: 0.5 }; // "half a litre"
      else if (f === 'half')
        q = { start: w.start, end: w.end, value: 0.5 }; // "half litre"
      else if (nf === 'half')
        q = { start: w.start, end: next!.end, value: 0.5 }; // "a half mile"
      else q = { start: w.start, end: w.end, value: 1 }; // "a pound"
    } else if (ctx.lang === 'fr') {
      if ((f === 'un' || f === 'une') && /^demie?-/.test(nf))
        q = { start: w.start, end: next!.start + nf.indexOf('-'), value: 0.5 }; // "un demi-litre"
      else if (head === 'demi' || head === 'demie') {
        const prev = words[i - 1];
        const article = prev && /^une?$/.test(fold(prev.text)) && blanks(ctx.text, prev.end, w.start);
        if (!article) q = { start: w.start, end: w.start + head.length, value: 0.5 }; // "demi-litre", "demi litre"
      }
    } else q = { start: w.start, end: w.end, value: 0.5 }; // "medio kilo"
    if (q) (out ??= []).push(q);
  }
  return out ?? NONE;
}

/** " and a half" after a unit or a number ("a kilo and a half", "two and a half kilos", "un litre et demi"). */
export const AND_A_HALF = /[ \u00a0\u202f]+(?:and a half|et demie?|y medi[oa])(?![\p{L}\p{N}])/uy;

/** End of " and a half" at `pos` in the folded sentence, or -1 (a character test first: the regex runs rarely). */
export function andAHalf(folded: string, pos: number): number {
  const c = folded.charCodeAt(pos + 1);
  if (folded.charCodeAt(pos) !== 32 || (c !== 97 && c !== 101 && c !== 121)) return -1;
  AND_A_HALF.lastIndex = pos;
  return AND_A_HALF.test(folded) ? AND_A_HALF.lastIndex : -1;
}
