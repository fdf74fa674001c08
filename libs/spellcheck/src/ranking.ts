import type { EditCosts } from './distance';
import type { KeyboardLayout } from './keyboard';
import type { Language } from '@parley/contracts';

/** How the words around a typo reorder its candidates (`context.ts`). */
export interface ContextRanking {
  /**
   * Score -= weight * (association(word before, candidate) + association(candidate, word after)),
   * summed over the language's pairs and the App's; 0 turns context off.
   */
  weight: number;
  /** The k of `association`: how many pairs a pair needs to be seen before it counts. */
  smoothing: number;
  /** Each association is kept within +-clip (log10): no single pair outweighs the spelling. */
  clip: number;
  /** How many candidates (by spelling and frequency) the context may choose among. */
  pool: number;
}

/** How candidates within the distance limit are ordered: weighted edits, then frequency, then context. */
export interface Ranking {
  costs: EditCosts;
  /** Score = weighted distance - frequencyWeight * log10(frequency); lower is better. */
  frequencyWeight: number;
  layout: KeyboardLayout;
  context: ContextRanking;
}

/** Tuned on the tuning half of bench/spell/context.ts's sentences; the other half is only reported. */
const CONTEXT: ContextRanking = { weight: 0.3, smoothing: 0.5, clip: 2, pool: 5 };

/** Tuned on the development pairs of bench/spell; the held-out share was never looked at. */
export const DEFAULT_RANKING: Record<Language, Ranking> = {
  en: {
    costs: {
      accent: 0.3,
      doubling: 0.3,
      adjacentKey: 1,
      vowel: 0.7,
      transposition: 0.4,
      firstLetter: 0.4,
      missingLetter: 0.6,
      extraLetter: 0.9,
    },
    frequencyWeight: 0.25,
    layout: 'qwerty',
    context: CONTEXT,
  },
  fr: {
    costs: {
      accent: 0.1,
      doubling: 0.5,
      adjacentKey: 1,
      vowel: 0.8,
      transposition: 0.9,
      firstLetter: 0.5,
      missingLetter: 0.6,
      extraLetter: 1,
    },
    frequencyWeight: 0.25,
    layout: 'azerty',
    context: CONTEXT,
  },
  es: {
    costs: {
      accent: 0.1,
      doubling: 0.5,
      adjacentKey: 0.8,
      vowel: 1,
      transposition: 0.6,
      firstLetter: 0.2,
      missingLetter: 0.9,
      extraLetter: 1,
    },
    frequencyWeight: 0.25,
    layout: 'qwerty',
    context: CONTEXT,
  },
};
