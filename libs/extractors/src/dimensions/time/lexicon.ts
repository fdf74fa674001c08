import type { Grain } from '../../time/calendar';
import type { DurationLexicon } from '../duration/lexicon';
import type { Phrases } from '../duration/phrases';

export type Pod = 'morning' | 'afternoon' | 'evening' | 'night' | 'lunch' | 'early';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
/** Before/after a word: +1 next, -1 last, 0 this, 2 "after next". */
export type Shift = number;
/**
 * How a prefix word changes what follows: `time` makes "at 5" a time, `date` marks "on"/"le",
 * `in` makes a month or year alone a time ("in March"), `art` ("las 5") gives a time usable only in an interval.
 */
export type Prep = 'time' | 'date' | 'in' | 'art';

/** Everything language-specific in the time grammar (see `<lang>/lexicon.ts`). */
export interface TimeLexicon {
  duration: DurationLexicon;
  /** Numeric dates: day first (3/4 = 3 April) in fr/es, month first in en. */
  dayFirst: boolean;
  /** Hours written "17h" or "17 heures" are on a 24-hour clock (fr). */
  hIs24: boolean;
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
  /** noon 12, midnight 0. */
  fixedHours: Phrases<number>;
  /** Words that follow an hour: "o'clock", "heures", "horas". */
  hourWords: Phrases<true>;
  /** After an hour: "et demie" 30, "y cuarto" 15, "moins le quart" -15. */
  minuteWords: Phrases<number>;
  /** Before an hour (en): "half past" 30, "quarter to" -15. */
  minutePrefix: Phrases<number>;
  /** Ordinal endings after a day number: st/nd/rd/th, er, ro/o. */
  ordinal: RegExp;
  /** "of"/"de" between day and month or month and year. */
  of: Phrases<true>;
  /** Modifiers before ("next Monday", "el proximo viernes") and after ("lundi prochain"). */
  shiftBefore: Phrases<Shift>;
  shiftAfter: Phrases<Shift>;
  /** Articles that may stand before a post-modified word ("la semaine prochaine"). */
  articles: Phrases<true>;
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
  /** Open intervals. */
  after: Phrases<true>;
  before: Phrases<true>;
}
