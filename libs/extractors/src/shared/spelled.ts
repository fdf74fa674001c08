import type { Lang } from '../types';
import type { Kind } from './lexicon';
import type { Part } from './parts';

export interface SpelledMatch {
  /** Index of the first part and one past the last. */
  from: number;
  to: number;
  value: number;
  ordinal: boolean;
  /** Set when the whole number is one article word ("a", "un"). */
  article?: 'drop' | 'latent';
}

type Last = Kind | 'none';
const OPEN: ReadonlySet<Last> = new Set(['none', 'hundred', 'mult']);

/**
 * Reads the longest spelled-out number starting at part `i` ("a hundred and five",
 * "quatre-vingt-dix-neuf", "doscientos mil millones"), or null. Each word must be allowed where it
 * stands (a unit after a tens, "vingt" after "quatre"...), so "nineteen ninety" gives two numbers.
 */
export function parseSpelled(parts: readonly Part[], i: number, lang: Lang): SpelledMatch | null {
  let total = 0;
  let hundreds = 0;
  let small = 0;
  let last: Last = 'none';
  let lastTens = 0;
  let lastMult = 0;
  let ordinal = false;
  let best: SpelledMatch | null = null;

  for (let j = i; j < parts.length; j++) {
    const p = parts[j]!;
    const e = p.entry;
    if (!e || (j > i && !p.adjacent)) break;
    // After an ordinal word only another ordinal may follow (es "vigésimo primero").
    if (ordinal && !e.ordinal) break;
    const v = e.value;
    switch (e.kind) {
      case 'zero': {
        if (j !== i) return best;
        // "zero point five", "zéro virgule cinq", "cero coma cinco".
        const point = parts[j + 1];
        const frac = !e.ordinal && point?.entry?.kind === 'point' && point.adjacent ? readDecimals(parts, j + 2) : null;
        if (frac) return { from: i, to: frac.to, value: frac.value, ordinal: false };
        return { from: i, to: j + 1, value: 0, ordinal: !!e.ordinal };
      }
      case 'minus':
        return best;
      case 'and': {
        const next = parts[j + 1]?.entry;
        if (!next || !parts[j + 1]!.adjacent || next.article === 'drop') return best;
        const ok =
          lang === 'en'
            ? (last === 'hundred' || last === 'mult') && (next.kind === 'unit' || next.kind === 'teen' || next.kind === 'tens')
            : lang === 'fr'
              ? last === 'tens' && lastTens >= 20 && small <= 60 && ((next.kind === 'unit' && next.value === 1) || (next.kind === 'teen' && next.value === 11 && small === 60))
              : last === 'tens' && small >= 30 && next.kind === 'unit';
        if (!ok) return best;
        continue; // the connector alone never ends a number
      }
      case 'point': {
        if (!best || best.to !== j || ordinal) return best;
        const frac = readDecimals(parts, j + 1);
        if (!frac) return best;
        return { from: i, to: frac.to, value: best.value + frac.value, ordinal: false };
      }
      case 'unit':
        if ((small === 0 && OPEN.has(last)) || (last === 'tens' && (lastTens >= 20 || (lang === 'fr' && v >= 7)))) {
          small += v;
          last = 'unit';
        } else return best;
        break;
      case 'teen':
        if ((small === 0 && OPEN.has(last)) || (lang === 'fr' && last === 'tens' && lastTens !== 10 && (small === 60 || small === 80))) {
          small += v;
          last = 'teen';
        } else return best;
        break;
      case 'tens':
        if (small === 0 && OPEN.has(last)) small += v;
        else if (lang === 'fr' && v === 10 && last === 'tens' && lastTens !== 10 && (small === 60 || small === 80)) small += v;
        else if (lang === 'fr' && v === 20 && last === 'unit' && small === 4) small = 80; // quatre-vingt(s)
        else return best;
        last = 'tens';
        lastTens = v;
        break;
      case 'hundreds':
        if (hundreds === 0 && small === 0 && (last === 'none' || last === 'mult')) hundreds = v;
        else return best;
        last = 'hundred';
        break;
      case 'hundred':
        if (hundreds === 0 && small < 100 && (small > 0 || lang === 'fr' || e.ordinal) && last !== 'hundred') {
          hundreds = (small || 1) * 100;
          small = 0;
          last = 'hundred';
        } else return best;
        break;
      case 'mult': {
        const seg = hundreds + small;
        // "mil euros", "mille ans" alone; not "milliers", "millares" ("des milliers de personnes" is no number).
        const bare = seg === 0 && lang !== 'en' && (p.text === 'mil' || p.text === 'mille');
        if (lastMult && v > lastMult) {
          if (seg !== 0) return best; // "mil millones" = 10^9, but not "two thousand three million"
          total *= v;
        } else if (v === lastMult) return best;
        else if (seg > 0 || bare || (e.ordinal && seg === 0 && last === 'none')) total += (seg || 1) * v;
        else return best;
        hundreds = 0;
        small = 0;
        last = 'mult';
        lastMult = v;
        break;
      }
    }
    if (e.ordinal) ordinal = true;
    const article = j === i ? e.article : undefined;
    best = { from: i, to: j + 1, value: total + hundreds + small, ordinal, ...(article ? { article } : {}) };
    if (ordinal && lang !== 'es') return best;
  }
  return best;
}

/** Digits after "point"/"virgule"/"coma": "five" (0.5), "two five" (0.25), "vingt-cinq" (0.25). */
function readDecimals(parts: readonly Part[], j: number): { to: number; value: number } | null {
  let digits = '';
  let k = j;
  const first = parts[k]?.entry;
  if (!first || !parts[k]!.adjacent || first.ordinal) return null;
  if (first.kind === 'teen' || first.kind === 'tens') {
    let n = first.value;
    k++;
    const next = parts[k]?.entry;
    if (first.kind === 'tens' && first.value >= 20 && next && parts[k]!.adjacent && next.kind === 'unit' && !next.article) {
      n += next.value;
      k++;
    }
    digits = String(n);
  } else {
    for (; k < parts.length; k++) {
      const e = parts[k]!.entry;
      if (!e || !parts[k]!.adjacent || e.ordinal || e.article === 'drop' || (e.kind !== 'zero' && !(e.kind === 'unit' && e.value < 10))) break;
      digits += String(e.value);
    }
  }
  return digits ? { to: k, value: Number(`0.${digits}`) } : null;
}
