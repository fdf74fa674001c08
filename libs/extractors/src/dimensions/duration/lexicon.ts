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
  /**
   * French "2h", "1h30" written glued: an hour of the day ("rdv 10h", "le train de 14h"), a length of time only after
   * these words ("ça dure 1h30", "j'ai attendu 2h", "en 3h"; "une séance d'1h30", "un cours de 2h" when at most 5 hours
   * and no range follows). Tested on the text before the number. Both the time and the duration rules read it.
   */
  gluedHoursAfter?: RegExp;
  /** Decimal separator of the language. */
  decimal: '.' | ',';
}

const GLUED_HOURS = /^(\d{1,2}) ?h(?: ?(\d{2}))?$/;
/** Whether a glued French hour ("2h", "1h30" at [start, end)) is a length of time here (DurationLexicon.gluedHoursAfter). */
export function gluedHoursLength(lex: DurationLexicon, text: string, start: number, end: number): boolean | undefined {
  // undefined: no decision (another language, another form, or nothing before it).
  if (!lex.gluedHoursAfter) return undefined;
  const g = GLUED_HOURS.exec(text.slice(start, end));
  // Alone ("2h", "1h30" as a whole message) it may be either: both are read.
  if (!g || !/\S/.test(text.slice(0, start))) return undefined;
  // "48h", "72h": no hour of the day.
  if (+g[1]! > 24) return true;
  const cue = lex.gluedHoursAfter.exec(text.slice(Math.max(0, start - 24), start));
  if (!cue) return false;
  // "d'1h30", "de 2h": a length only when short and not the start of a range ("de 2h à 4h").
  if (cue[1] !== undefined) return +g[1]! <= 5 && !/^ *(?:a|-|jusqu a|jusqu'a) *\d{1,2} ?h/.test(text.slice(end, end + 14));
  return true;
}
