/** The spell-check result, field for field as the api answers it. */
export interface SpellcheckResult {
  originalSentence: string;
  /** The sentence with each corrected word replaced by `{0}`, `{1}`... in order. */
  sentenceTemplate: string;
  /** Corrections, in the order of `originalWords`. */
  correctWords: string[];
  /** Words that were corrected, as typed. */
  originalWords: string[];
  correctSentence: string;
  /** One entry per corrected word (same order), up to 5 candidates, best first. */
  possibleCorrections: { originalWord: string; corrections: string[] }[];
}
