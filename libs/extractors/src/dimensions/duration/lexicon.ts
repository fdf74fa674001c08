import type { Grain } from '../../time/calendar';
import type { Phrases } from './phrases';

type Units = Record<string, Grain>;

/**
 * "hour and a half", "hora y media", "heure et demie": the singular unit word (the first of each
 * group in `units`) followed by a half, said without an amount, counts one and a half (as fixed phrases).
 */
export function unitAndHalf(units: Units, half: Record<string, number>): Record<string, { value: number; unit: Grain }> {
  const out: Record<string, { value: number; unit: Grain }> = {};
  for (const [us, unit] of Object.entries(units)) {
    const u = us.split('|')[0]!;
    for (const [hs, h] of Object.entries(half)) for (const k of hs.split('|')) out[`${u} ${k}`] = { value: 1 + h, unit };
  }
  return out;
}

/** Words of durations in one language (see `<lang>/lexicon.ts`). */
export interface DurationLexicon {
  /** Unit words, singular, plural and abbreviations. */
  units: Phrases<Grain>;
  /** Articles and words that count one ("an hour", "une heure"). */
  one: Phrases<number>;
  /** Whole phrases with a fixed amount ("half an hour", "un quart d'heure"). */
  fixed: Phrases<{ value: number; unit: Grain }>;
  /** "and a half" after the unit ("une heure et demie"); en also before it ("2 and a half hours"). */
  half: Phrases<number>;
  /** Between a fraction and its unit: "3/4 of an hour", "3/4 d'heure", "1/2 de hora". */
  fractionOf: Phrases<true>;
  /** Joins two amounts ("2 hours and 30 minutes"). */
  and: Phrases<true>;
  /** Between an amount and its unit: "2 more days", "three extra weeks", "a whole day". */
  between?: Phrases<true>;
  /** Before "a day", "a week": the text that makes it a rate ("twice a day", "two litres of water a day", "1,200 euros a month"), no duration. */
  rate?: RegExp;
  /** Decimal separator of the language. */
  decimal: '.' | ',';
}
