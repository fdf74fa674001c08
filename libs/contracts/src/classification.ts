import type { Answer } from './index';

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
}
