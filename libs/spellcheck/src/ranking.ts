import type { EditCosts } from './distance';
import type { KeyboardLayout } from './keyboard';
import type { Language } from '@parley/contracts';

/** How candidates within the distance limit are ordered: weighted edits, then frequency. */
export interface Ranking {
  costs: EditCosts;
  /** Score = weighted distance - frequencyWeight * log10(frequency); lower is better. */
  frequencyWeight: number;
  layout: KeyboardLayout;
}

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
  },
};
