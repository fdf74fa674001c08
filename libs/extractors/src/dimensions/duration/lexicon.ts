import type { Grain } from '../../time/calendar';
import type { Phrases } from './phrases';

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
  /** Joins two amounts ("2 hours and 30 minutes"). */
  and: Phrases<true>;
  /** Decimal separator of the language. */
  decimal: '.' | ',';
}
