import type { Grain } from '../../time/calendar';
import type { UnitMatcher } from '../../shared/units';
import type { Currency } from '../money/currencies';
import type { DurationLexicon } from '../duration/lexicon';
import { phrases, type Phrases } from '../duration/phrases';
import type { HolidayId } from './holidays';

export type Pod = 'morning' | 'afternoon' | 'evening' | 'night' | 'lunch' | 'early' | 'lateMorning' | 'earlyAfternoon' | 'lateAfternoon';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
/** Before/after a word: +1 next, -1 last, 0 this, 2 "after next". */
export type Shift = number;
/**
 * How a prefix word changes what follows: `time` makes "at 5" a time, `date` marks "on"/"le",
 * `in` makes a month or year alone a time ("in March"), `art` ("las 5") gives a time usable only in an interval.
 */
export type Prep = 'time' | 'date' | 'in' | 'art';
/** A third of a week, month or year: "early June", "mid-March", "the end of the month". */
export type PeriodPart = 'early' | 'mid' | 'late';
/** A part glued to what it divides in one word: "mid-march" (month), "midweek" (the current week). */
export interface GluedPart {
  part: PeriodPart;
  mo?: number;
  grain?: 'week' | 'month' | 'year';
}

/** Everything language-specific in the time grammar (see `<lang>/lexicon.ts`). */
export interface TimeLexicon {
  duration: DurationLexicon;
  /** The money dimension's currencies (signs, codes and words): an amount written "3.50" is no hour. */
  currency: UnitMatcher<Currency>;
  /** Numeric dates: day first (3/4 = 3 April) in fr/es, month first in en. */
  dayFirst: boolean;
  /** Hours written "17h" or "17 heures" are on a 24-hour clock (fr). */
  hIs24: boolean;
  /** "17h30" glued: an hour anywhere (fr), only as an end of an interval or after "a las" (es), only after "at" (en). */
  gluedH: 'always' | 'interval' | 'prep';
  preps: Phrases<Prep>;
  /** today 0, tomorrow 1, the day after tomorrow 2... */
  relDays: Phrases<number>;
  now: Phrases<true>;
  weekdays: Phrases<number>;
  months: Phrases<number>;
  seasons: Phrases<Season>;
  /** Part of day said alone ("morning", "du soir"): latent unless combined. */
  pods: Phrases<Pod>;
  /** Part of day tied to today ("tonight", "ce soir"): a time on its own. */
  podsToday: Phrases<Pod>;
  /** Part of day tied to yesterday ("last night", "anoche"). */
  podsYesterday: Phrases<Pod>;
  /** noon 12, midnight 0. */
  fixedHours: Phrases<number>;
  /**
   * Before a range of hours said with the 24-hour clock's word ("de 9 a 11 horas", "de 9 à 11 heures"), the words that
   * make it a length of time, not a span of the clock ("dura de 8 a 10 horas", "ça dure de 8 à 10 heures"). Tested on
   * the folded text that ends right before the range.
   */
  rangeLengthAfter?: RegExp;
  /**
   * Words that follow an hour: "o'clock", "heures", "horas", with the clock they put it on: 24 for "heures" and Spanish
   * "horas" ("a las 10 horas" is 10:00, "a las 22 horas" 22:00), 12 for a word that says nothing of it ("o'clock",
   * "en punto", "hora": the next of the two hours).
   */
  hourWords: Phrases<12 | 24>;
  /** The word for hours a written clock may end with, taken in: "à 20:30 heures", "a las 20:30 horas". */
  clockHourWords?: Phrases<true>;
  /** After an hour: "et demie" 30, "y cuarto" 15, "moins le quart" -15. */
  minuteWords: Phrases<number>;
  /** Before an hour (en): "half past" 30, "quarter to" -15. */
  minutePrefix: Phrases<number>;
  /** After a number of minutes (en): "five past three", "20 minutes past 4", "ten minutes to six"; group 1 the word. */
  minutesPast?: RegExp;
  /** Ordinal endings after a day number: st/nd/rd/th, er, ro/o. */
  ordinal: RegExp;
  /**
   * After a numbered ordinal, a noun it ranks ("the 4th floor", "au 3e étage", "el 4º piso", "my 30th birthday"):
   * the ordinal is then no day of the month. Tested right after the ordinal's ending.
   */
  rankedNoun: RegExp;
  /**
   * A numbered ordinal is a day of the month only when it is the first ("le 1er", "el 1º"): French and Spanish
   * say the other days as cardinals, so "au 3e", "un 4º" alone rank a floor or a class, not a day.
   */
  firstDayOnlyOrdinal?: boolean;
  /** "of"/"de" between day and month or month and year. */
  of: Phrases<true>;
  /** Modifiers before ("next Monday", "el proximo viernes") and after ("lundi prochain"). */
  shiftBefore: Phrases<Shift>;
  shiftAfter: Phrases<Shift>;
  /** Articles that may stand before a post-modified word ("la semaine prochaine"). */
  articles: Phrases<true>;
  /**
   * Words before a decade's number ("les années 90", "los años 80", "la década de los 80"): true when they say
   * it is a decade, false ("los") when the number must show it ("los '80", "los 80s").
   */
  decades: Phrases<boolean>;
  /** week / month / year words (singular), and weekend. */
  grains: Phrases<Grain | 'weekend'>;
  /** "in 3 days", "dans", "en", "dentro de". */
  inWords: Phrases<true>;
  /** "3 days ago" (after) and "il y a 3 jours", "hace 3 dias" (before). */
  agoAfter: Phrases<true>;
  agoBefore: Phrases<true>;
  /** "3 days from now". */
  fromNow: Phrases<true>;
  /** Intervals: opening words of a closed interval and the word joining its ends. */
  intervalFrom: Phrases<'from' | 'between'>;
  intervalTo: Phrases<true>;
  intervalAnd: Phrases<true>;
  /** "or" between two times: "demain 14h ou 15h", "le 3 ou le 4" (the second takes what the first says of the day). */
  or: Phrases<true>;
  /**
   * Open intervals. "since"/"depuis"/"desde" look back: a month or weekday alone after them is the last one
   * ("since January" said in November is this year's January, "since Monday" the Monday gone).
   */
  after: Phrases<'after' | 'since'>;
  before: Phrases<true>;
  /** Ordinals before a weekday or the word "day" ("the third Thursday of June"): 1..5, -1 for the last. */
  nth: Phrases<number>;
  /** "day" in "the last day of the month". */
  dayWord: Phrases<true>;
  /** Between "the third Thursday" or "the 3rd" and the period: "of", "d'", "du", "del". */
  nthOf: Phrases<true>;
  /** Abbreviated weekdays ("Thu", "jeu", "jue"): a time only before a date, an hour or a part of the day, or shifted ("next fri"). */
  weekdayAbbr: Phrases<number>;
  /**
   * An abbreviated weekday after the subject or article that makes it a verb or a noun ("I sat at 5pm", "la mer à 6h",
   * "al mar a las 6"): tested on the text that ends with it.
   */
  weekdayAbbrNotAfter: RegExp;
  /**
   * A word before an abbreviated weekday that makes it the day when its clause ends right after it ("on fri?", "el sab",
   * "on sat or sun"; "on sun cream" is none): tested on the text that ends right before it.
   */
  weekdayAbbrAfter?: RegExp;
  /** Two weekdays joined by a hyphen, one word ("monday-friday", "lun-ven"): built by weekdayPairs(). */
  weekdayPairs: Phrases<[number, number]>;
  /** A weekday followed by a bare day number is a date: "le lundi 3", "el lunes 3" (fr, es). */
  weekdayDay: boolean;
  /** Holidays and named days (ids in holidays.ts). */
  holidays: Phrases<HolidayId>;
  /** Nouns after a holiday name that make it a modifier, not a time: "Easter egg", "Christmas tree" (en). */
  holidayNouns: Phrases<true>;
  /** Greetings before a holiday name ("Merry Christmas", "joyeux Noël"): the pair is not a time. */
  greetings: Phrases<true>;
  /** Phrases holding a time word that are not times ("Father Christmas", "sapin de Noël", "isla de Pascua"): skipped whole. */
  notTimes: Phrases<true>;
  /** Between an amount and a day: "two days after Christmas" +1, "dos días antes de Navidad" -1. */
  offsetWords: Phrases<number>;
  /** A fixed number of days from the day that follows: "the day after" +1, "la veille de" -1. */
  dayOffsets: Phrases<number>;
  /** "early", "the middle of", "à la fin de", "a finales de" before a week, month or year. */
  partOf: Phrases<PeriodPart>;
  /** One-word forms: "mid-march", "mi-juin", "midweek". */
  partGlued: Phrases<GluedPart>;
}

/** The glued forms of a part before each month name: gluedMonths('mid-', 'mid', months) -> "mid-march". */
export function gluedMonths(
  prefix: string,
  part: PeriodPart,
  months: Phrases<number>,
  extra: Record<string, GluedPart> = {},
): Phrases<GluedPart> {
  const out: Record<string, GluedPart> = { ...extra };
  for (const [k, mo] of months.map) if (!k.includes(' ')) out[prefix + k] = { part, mo };
  return phrases(out);
}

/** "monday-friday", "mon-fri": weekdays (or abbreviations) joined by a hyphen are one word. */
export function weekdayPairs(weekdays: Phrases<number>, abbr: Phrases<number>): Phrases<[number, number]> {
  const out: Record<string, [number, number]> = {};
  for (const table of [weekdays, abbr]) {
    for (const [a, wa] of table.map)
      for (const [b, wb] of table.map) if (a !== b && !a.includes(' ') && !b.includes(' ')) out[`${a}-${b}`] = [wa, wb];
  }
  return phrases(out);
}
