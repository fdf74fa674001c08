import type { Answer } from './index';

/** How an App entity's value was found: as written, as a plural, with typos, or by a pattern. */
export type AppEntityMatchKind = 'exact' | 'plural' | 'fuzzy' | 'pattern';

/**
 * An App entity found in a sentence (one of the App's own entity types, `/trainer/api/v0/entities`),
 * as entity extraction answers it beside the built-in dimensions, and as classify, the webhook body
 * and the FAQ bot's answer templates carry it. The extraction engine's `AppEntity` has this shape.
 */
export interface AppEntityMatch {
  /** The entity type's name. */
  dim: string;
  /** The part of the sentence it was read from, as written. */
  body: string;
  /** Where `body` is in the sentence, in UTF-16 code units (`end` exclusive). */
  start: number;
  end: number;
  /** One per value the words name (a synonym two values share gives both, in the order the type lists them). */
  values: {
    /** The canonical value (a pattern's match: the text it matched). */
    value: string;
    type: 'string';
    /** The value or synonym as the App wrote it that matched (a pattern: its source). */
    synonym: string;
    match: AppEntityMatchKind;
    /** Typos corrected (fuzzy matches only). */
    typos?: number;
  }[];
}

/**
 * One QnA or Intent that a sentence matched, as classify answers it (`POST /trainer/api/v0/classify`)
 * and as everything else that passes a classification on carries it: the trainer runtime that makes
 * it, the webhook body sent to a bot, the webchat's FAQ bot and the portal's try-it.
 */
export interface ClassificationMatch {
  /** The QnA's or Intent's id. */
  id: string;
  type: 'QnA' | 'Intent';
  /** A QnA's title or an Intent's label. */
  label: string;
  /** Calibrated: matches of one sentence sum to at most 1. */
  probability: number;
  resolvePrompt: string;
  /**
   * QnA matches: its possible answers (one is picked at random), each a list of bot messages. Rows
   * stored before the trainer checked answers on write may hold messages that are not valid: what
   * sends them checks each (`botMessageSchema` of `@parley/contracts/schemas`).
   */
  answers?: Answer[];
  /**
   * Classify's answers: the App entities found in the sentence (the same list on every match of a
   * sentence; empty when none). Absent where a match is relayed without them (the webhook body
   * carries them once, beside the classification).
   */
  entities?: AppEntityMatch[];
}
