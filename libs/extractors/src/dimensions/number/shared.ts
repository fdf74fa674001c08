import { scanNumbers } from '../../shared/numbers';
import { andAFraction, fractions } from '../../shared/quantities';
import { fold } from '../../shared/parts';
import { foldedText } from '../../shared/units';
import type { DimensionRules, Lang, Token } from '../../types';

/** Value of a `number` token: `{ value, type: 'integer' | 'float' }`. */
export interface NumberValue {
  [key: string]: unknown;
  value: number;
  type: 'integer' | 'float';
}

/**
 * After "un"/"une"/"una" and the thing counted, how often it is taken: the article counts one dose ("un comprimé deux
 * fois par jour", "una pastilla cada ocho horas", "une gélule matin et soir").
 */
const DOSE_AFTER: Partial<Record<Lang, RegExp>> = {
  fr: /^[ \u00a0]+[\p{L}-]+[ \u00a0]+(?:(?:\p{L}+|\d+)[ \u00a0]+fois[ \u00a0]+par|par[ \u00a0]+(?:jour|semaine)|matin[ \u00a0]+et[ \u00a0]+soir|toutes[ \u00a0]+les)(?![\p{L}\p{N}])/u,
  es: /^[ \u00a0]+[\p{L}-]+[ \u00a0]+(?:(?:\p{L}+|\d+)[ \u00a0]+veces[ \u00a0]+(?:al|por|a[ \u00a0]+la)|al[ \u00a0]+d[ií]a|cada)(?![\p{L}\p{N}])/u,
};

// Before an hour: "las 5 y media", "la 1 y media".
// "x2" standing alone, one digit (not "1920x1080", "0x1f", nor a code: "X12 3YZW", "x5 2ab").
const TIMES = /(?<![\p{L}\p{N}])[xX×]([1-9])(?![\p{L}\p{N}.,:/])(?![ \u00a0]+\d+\p{L})/gu;
const HALF_AFTER = / (?:and a half|et demi|y medi)/i;
const HOUR_ARTICLES: ReadonlySet<string> = new Set(['las', 'la']);

/**
 * Numbers in digits or words. Articles read as 1 ("un", "una") and pronoun "one" ("this one") are
 * latent tokens: later rules ("dans un jour") may use them; they are not reported alone. A fraction is
 * a number when it is a fraction of something ("a quarter of", "la moitié des", "tres cuartos de", "1/2 comprimé"). An article before a
 * dose and how often it is taken is one ("un comprimé deux fois par jour": DOSE_AFTER). The digits of a phone number
 * typed without spaces ("0612345678", "612 345 678") are no number: the phone number is.
 */
export const numberRules: DimensionRules = {
  dim: 'number',
  needs: ['phone-number'],
  extract(ctx) {
    const out: Token<NumberValue>[] = [];
    const dose = DOSE_AFTER[ctx.lang];
    const phones = ctx.tokens('phone-number');
    for (const n of scanNumbers(ctx).numbers) {
      if (phones.length && phones.some((p) => p.start <= n.start && p.end >= n.end)) continue;
      const counted = n.latent && n.spelled && n.value === 1 && !!dose && dose.test(ctx.text.slice(n.end, n.end + 40));
      out.push({
        dim: 'number',
        start: n.start,
        end: n.end,
        value: { value: n.value, type: Number.isInteger(n.value) ? 'integer' : 'float' },
        ...(n.latent && !counted ? { latent: true } : {}),
      });
    }
    // "3 et demi", "9 and a half", "40 y medio": the number and its half, when no unit follows (a measure reads
    // "3 kilos et demi" itself); not after "las", "la", which make it an hour ("las 5 y media").
    const folded = HALF_AFTER.test(ctx.text) ? foldedText(ctx) : '';
    if (folded) {
      const words = ctx.words;
      for (const n of scanNumbers(ctx).numbers) {
        if (n.latent || n.value < 0 || !Number.isInteger(n.value)) continue;
        const and = andAFraction(folded, n.end);
        if (!and || and.add !== 0.5) continue;
        const w = words.findIndex((x) => x.start === n.start);
        if (w > 0 && HOUR_ARTICLES.has(fold(words[w - 1]!.text))) continue;
        out.push({ dim: 'number', start: n.start, end: and.end, value: { value: n.value + 0.5, type: 'float' } });
      }
    }
    // "pizza x2", "x3 croissants": how many of what is ordered.
    if (/[xX×]\d/.test(ctx.text)) {
      TIMES.lastIndex = 0;
      for (let m = TIMES.exec(ctx.text); m; m = TIMES.exec(ctx.text))
        out.push({ dim: 'number', start: m.index, end: m.index + m[0].length, value: { value: Number(m[1]), type: 'integer' } });
    }
    // A fraction of something: "a quarter of the students", "la moitié des élèves", "tres cuartas partes del presupuesto", "1/3 of the seats".
    for (const f of fractions(ctx))
      if (f.of || f.ofNoun) out.push({ dim: 'number', start: f.start, end: f.end, value: { value: f.value, type: 'float' } });
    return out;
  },
};
