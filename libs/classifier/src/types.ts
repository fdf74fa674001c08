import type { Language } from '@parley/contracts';

/** Languages the classifier stems and folds for: Parley's list (libs/contracts). */
export type Lang = Language;

export type ItemKind = 'QnA' | 'Intent';

/** One QnA or Intent to learn: its id and the phrases that should select it. */
export interface TrainItem {
  id: string;
  kind: ItemKind;
  utterances: string[];
}

export interface TrainOptions {
  /** SVM cost: higher fits the training phrases harder. */
  cost?: number;
  /** Softmax temperature applied to the SVM scores (lower is more confident). */
  temperature?: number;
  /** Score of the implicit "nothing fits" class the softmax competes with. */
  noneScore?: number;
  /**
   * Share of the sentence's feature mass that must be known to the model for full confidence;
   * below it probabilities shrink in proportion ("John", "18." -> nothing known -> no match).
   */
  fullCoverage?: number;
  /** Seed of the coordinate-descent order; the same seed and data give the same model. */
  seed?: number;
  /**
   * Generic sentences of the language ("none of these"), learnt as a negative by every item so
   * that words any sentence may hold ("what", "like", "time") are not taken as evidence.
   * `loadClassifierData().background[lang]` gives the shipped ones.
   */
  background?: readonly string[];
  /**
   * The language's frequent words, folded (`loadClassifierData().frequentWords[lang]`): the App's
   * other words are names, and an App made mostly of names takes unknown words as more names
   * (relatedness, `nameShare`), and a word of the language is not read as a typo of the App's
   * (`typos`). Without it relatedness treats every App as one of everyday words, and typos are off.
   */
  frequentWords?: readonly string[];
  /**
   * Weight of the whole background, in training phrases: 30 = as much as 30 of the App's phrases
   * (10 items of 3 phrases, or less than one item of 50).
   */
  backgroundWeight?: number;
  /**
   * How much a character n-gram common in the background counts less: its idf is divided by
   * 1 + genericChars x the share of background sentences holding it (0 = off; needs a background).
   */
  genericChars?: number;
  /**
   * Read a customer's word the App does not know as the App's word it is a typo of (one letter
   * missing, added, changed or swapped; `typos.ts`). On by default, with `frequentWords` only: the
   * list keeps the language's own words from being read as typos ("older" is not "order").
   */
  typos?: boolean;
}

/**
 * A trained model: plain data (arrays, typed arrays, numbers, strings) that survives
 * `structuredClone`, `postMessage` to a worker thread and `encodeModel`/`decodeModel`.
 */
export interface Model {
  version: 1;
  lang: Lang;
  /** Item ids and kinds, index = class. */
  ids: string[];
  kinds: ItemKind[];
  /** Open-addressing table: feature hash -> row (`rows[slot]`, -1 empty). Length is a power of 2. */
  slots: Uint32Array;
  rows: Int32Array;
  /** Inverse document frequency of each feature row. */
  idf: Float32Array;
  /** idf given to features never seen in training (they still weigh in the sentence's norm). */
  unknownIdf: number;
  /** Weights, feature-major: `weights[row * classes + k]`. */
  weights: Float32Array;
  bias: Float32Array;
  temperature: number;
  noneScore: number;
  fullCoverage: number;
  /** Normalised training phrases and their class, so an exact phrase scores close to 1. */
  phrases: string[];
  phraseClass: Int32Array;
  /**
   * Rows of the App's content words that are common words of the language (the background holds
   * them), ascending: knowing one is no sign that a sentence is about the App (relatedness).
   */
  commonWords: Int32Array;
  /**
   * Share of the content words of the App's phrases that are not frequent words of the language
   * (names of stations, places, products); from `NAMES` up, a sentence none of whose content words
   * the App knows is multiplied by `COMMON_ONLY`, not `UNRELATED` (relatedness). 0 without the list.
   */
  nameShare: number;
  /**
   * The App's content words as its phrases write them (lower case), most used first: a word of a
   * sentence the App does not know that is one edit away from one of them is read as it (typos).
   */
  vocabulary: string[];
  /** Frequent words of the language (folded) one edit away from a `vocabulary` word: never corrected. */
  typoBlocked: string[];
}

/** One scored item. */
export interface Match {
  id: string;
  kind: ItemKind;
  probability: number;
}

/** The decision rule of classify: the best match over the threshold, others only on a tie within the margin. */
export interface DecisionOptions {
  /** The best match is kept only when its probability reaches this. Default 0.3. */
  threshold?: number;
  /** Others are kept only when within this margin of the best (a real tie). Default 0.05. */
  margin?: number;
  /** At most this many matches. Default 5. */
  max?: number;
}
