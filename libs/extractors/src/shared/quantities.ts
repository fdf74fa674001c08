import type { Lang, RuleContext } from '../types';
import { fold } from './parts';

/**
 * A quantity written without a number, usable before a unit only: "a pound of cherries", "half a
 * litre", "a half mile", "un demi-litre", "medio kilo", a fraction ("a quarter of a pound", "three
 * quarters of a kilo", "un quart de litre", "tres cuartos de kilo", "1/2 kg", "1 1/2 cups"), a unit alone
 * before "and a half" ("kilo y medio": zero width, the unit's 1). Never reported alone.
 */
export interface Quantity {
  start: number;
  end: number;
  value: number;
}

const NONE: readonly Quantity[] = Object.freeze([]);
const blanks = (text: string, a: number, b: number) => b > a && /^[ \u00a0\u202f]+$/.test(text.slice(a, b));
// First letters of those words (either case), tested before anything is folded.
const FIRST: Record<Lang, string> = { en: 'aAhH', fr: 'dDuU', es: 'mMuU' };
// Words that start a quantity, per language.
const STARTS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['a', 'an', 'half']),
  fr: new Set(['demi', 'demie', 'un', 'une']),
  es: new Set(['medio', 'media', 'un']),
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
      else if (nf === 'couple') {
        const of = words[i + 2];
        if (of && fold(of.text) === 'of' && blanks(ctx.text, next!.end, of.start)) q = { start: w.start, end: of.end, value: 2 }; // "a couple of kilos"
      } else q = { start: w.start, end: w.end, value: 1 }; // "a pound"
    } else if (ctx.lang === 'fr') {
      if ((f === 'un' || f === 'une') && /^demie?-/.test(nf))
        q = { start: w.start, end: next!.start + nf.indexOf('-'), value: 0.5 }; // "un demi-litre"
      else if ((f === 'un' || f === 'une') && (nf === 'demi' || nf === 'demie'))
        q = { start: w.start, end: next!.end, value: 0.5 }; // "un demi litre", typed without the hyphen
      else if (head === 'demi' || head === 'demie') {
        const prev = words[i - 1];
        const article = prev && /^une?$/.test(fold(prev.text)) && blanks(ctx.text, prev.end, w.start);
        if (!article) q = { start: w.start, end: w.start + head.length, value: 0.5 }; // "demi-litre", "demi litre"
      }
    } else if (f === 'un') {
      const de = words[i + 2];
      if (nf === 'par' && de && fold(de.text) === 'de' && blanks(ctx.text, next!.end, de.start))
        q = { start: w.start, end: de.end, value: 2 }; // "un par de kilos"
    } else q = { start: w.start, end: w.end, value: 0.5 }; // "medio kilo"
    if (q) (out ??= []).push(q);
  }
  for (const f of fractions(ctx)) {
    // Before a unit: "a quarter of a pound", "a quarter litre", "un quart de kilo", "un cuarto de litro", "1/2 kg".
    if (f.unitNext) (out ??= []).push({ start: f.start, end: f.before, value: f.value });
  }
  // "kilo y medio", "litre et demi", "kilo y cuarto": a unit without a number before "and a half" is 1 and a half.
  if (ctx.lang !== 'en' && /(?: y (?:un )?(?:medi|cuarto|tres)| et (?:demi|quart|un quart|trois))/.test(ctx.text)) {
    const folded = fold(ctx.text);
    for (const w of words) {
      if (!andAFraction(folded, w.end) || !/^\p{L}/u.test(w.text)) continue;
      const prev = words[words.indexOf(w) - 1];
      if (prev && /^(?:\d|un|une|uno|una|dos|deux)/.test(fold(prev.text))) continue; // "un kilo et demi": the number's
      (out ??= []).push({ start: w.start, end: w.start, value: 1 });
    }
  }
  return out ?? NONE;
}

/**
 * A fraction written out or in digits: "a quarter", "three quarters", "two thirds", "half", "un quart",
 * "la moitié", "un tercio", "tres cuartas partes", "1/2". `of` is the word after it that makes it the
 * fraction of something ("of", "de", "des", "del"), `before` where a unit may follow.
 */
export interface Fraction {
  start: number;
  end: number;
  value: number;
  /** Written in words (digits "3/4" are one only before a unit or "of"). */
  word: boolean;
  /** Followed by "of" / "de" / "del"... */
  of: boolean;
  /** A half, a third or a quarter in digits before what it divides: "1/2 comprimé", "3/4 tablet" (no date). */
  ofNoun: boolean;
  /** Where a unit may start: after "of a" / "de" / "d'", else at `end`. */
  before: number;
  /** A unit may follow ("a quarter of a pound", "a quarter litre", "1/2 kg"; not "half", "la moitié": "half a" is a quantity of its own). */
  unitNext: boolean;
}

const FRACTION_VALUES: Record<string, number> = {
  'a quarter': 0.25,
  'one quarter': 0.25,
  'three quarters': 0.75,
  'a third': 1 / 3,
  'one third': 1 / 3,
  'two thirds': 2 / 3,
  half: 0.5,
  'un quart': 0.25,
  'trois quarts': 0.75,
  'un tiers': 1 / 3,
  'deux tiers': 2 / 3,
  'la moitie': 0.5,
  moitie: 0.5,
  'un cuarto': 0.25,
  'tres cuartos': 0.75,
  'tres cuartas partes': 0.75,
  'un tercio': 1 / 3,
  'dos tercios': 2 / 3,
  'la mitad': 0.5,
  mitad: 0.5,
};
// The phrase, then what may follow it: "of a"/"of an" (a unit), "of" (anything), "de"/"d'"...
const FRACTION_RE: Record<Lang, RegExp> = {
  en: /(?<![\p{L}\p{N}])(a quarter|one quarter|three quarters|a third|one third|two thirds|half|\d{1,2}\/\d{1,2})(?![\p{L}\p{N}/])( of(?: an?)?(?![\p{L}\p{N}]))?/gu,
  fr: /(?<![\p{L}\p{N}])(un quart|trois quarts|un tiers|deux tiers|la moitie|moitie|\d{1,2}\/\d{1,2})(?![\p{L}\p{N}/])( (?:des|du|de)(?![\p{L}\p{N}])| d['\u2019])?/gu,
  es: /(?<![\p{L}\p{N}])(un cuarto|tres cuartos|tres cuartas partes|un tercio|dos tercios|la mitad|mitad|\d{1,2}\/\d{1,2})(?![\p{L}\p{N}/])( (?:del|de)(?![\p{L}\p{N}]))?/gu,
};
/** Before a date in digits: "le 1/2", "on 1/2", "el 1/2". */
const DATE_BEFORE = /(?:^|[^\p{L}])(?:le|du|au|on|the|el|del|al|for|pour|para|by|until|jusqu au|hasta el)[ \u00a0]+$/u;
/** A word of three letters or more after a fraction in digits, no preposition, hour or month word ("1/2 comprimé"). */
const NOUN_AFTER =
  /^[ \u00a0]+(?!(?:and|at|the|for|from|pour|par|avec|dans|des|les|con|por|para|los|las|del|pm|am|jan\p{L}*|feb\p{L}*|fev\p{L}*|mar\p{L}*|apr\p{L}*|avr\p{L}*|abr\p{L}*)(?![\p{L}]))\p{L}{3,}/u;
/** Whether the proper fraction in digits at [start, end) divides the noun after it ("1/2 comprimé"), not read as a date. */
export function dividesNoun(folded: string, start: number, end: number): boolean {
  return !DATE_BEFORE.test(folded.slice(Math.max(0, start - 12), start)) && NOUN_AFTER.test(folded.slice(end, end + 16));
}
/** The whole number before a fraction in digits: "1 1/2". */
const MIXED = /(?<![\d.,/-])(\d{1,3}) $/;
const FRACTION_HINT = /quart|third|half|tier|moiti|cuart|terci|mitad|\d\//i;
const NO_FRACTIONS: readonly Fraction[] = Object.freeze([]);

/** The fractions of the sentence, found once per sentence. */
export function fractions(ctx: RuleContext): readonly Fraction[] {
  return ctx.shared(findFractions);
}

function findFractions(ctx: RuleContext): readonly Fraction[] {
  if (!FRACTION_HINT.test(ctx.text)) return NO_FRACTIONS;
  const folded = fold(ctx.text);
  const re = FRACTION_RE[ctx.lang];
  re.lastIndex = 0;
  let out: Fraction[] | undefined;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    const phrase = m[1]!;
    const slash = phrase.indexOf('/');
    let value: number;
    if (slash > 0) {
      const n = Number(phrase.slice(0, slash));
      const d = Number(phrase.slice(slash + 1));
      // "1/2", "3/4": a proper fraction; "12/05" is a date, "24/7" a phrase.
      if (!(n > 0 && n < d && d <= 16) || /[\d/.,-]/.test(folded[m.index - 1] ?? '')) continue;
      value = n / d;
    } else value = FRACTION_VALUES[phrase]!;
    let start = m.index;
    const end = start + phrase.length;
    // "1 1/2 kg", "2 3/4 cups": the whole number before the fraction.
    const whole = slash > 0 ? MIXED.exec(folded.slice(Math.max(0, start - 4), start)) : null;
    if (whole) {
      value += Number(whole[1]);
      start -= whole[0].length;
    }
    const of = m[2] !== undefined;
    const unitNext =
      slash > 0 || (of ? !/^(?:half|la moitie|moitie|la mitad|mitad)$/.test(phrase) : ctx.lang === 'en' && /quarter|third/.test(phrase));
    const ofNoun = slash > 0 && !of && Number(phrase.slice(slash + 1)) <= 4 && dividesNoun(folded, start, end);
    (out ??= []).push({ start, end, value, word: slash < 0, of, ofNoun, before: of ? start + m[0].length : end, unitNext });
  }
  return out ?? NO_FRACTIONS;
}

/**
 * " and a half" / " and a quarter" / " and three quarters" after a unit or a number ("a kilo and a half",
 * "two and a half kilos", "un litre et demi", "un litre et quart", "dos kilos y cuarto").
 */
export const AND_A_FRACTION =
  /[ \u00a0\u202f]+(?:(and a half|et demie?|y medi[oa])|(and a quarter|et (?:un )?quart|y (?:un )?cuarto)|(and three quarters|et trois quarts|y tres cuartos))(?![\p{L}\p{N}])/uy;

/** End of " and a half" (or a quarter, three quarters) at `pos` in the folded sentence and what it adds, or null (a character test first: the regex runs rarely). */
export function andAFraction(folded: string, pos: number): { end: number; add: number } | null {
  const c = folded.charCodeAt(pos + 1);
  if (folded.charCodeAt(pos) !== 32 || (c !== 97 && c !== 101 && c !== 121)) return null;
  AND_A_FRACTION.lastIndex = pos;
  const m = AND_A_FRACTION.exec(folded);
  return m ? { end: AND_A_FRACTION.lastIndex, add: m[1] ? 0.5 : m[2] ? 0.25 : 0.75 } : null;
}
