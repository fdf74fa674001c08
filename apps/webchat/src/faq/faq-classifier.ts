import type { Language } from '@parley/contracts';

/** One classification match, joined to its QnA data (as classify answers it). */
export interface FaqMatch {
  /** The QnA's or Intent's id. */
  id: string;
  type: 'QnA' | 'Intent';
  label: string;
  probability: number;
  resolvePrompt: string;
  /** As stored: rows written before the trainer checked answers may not be messages the widget shows. */
  answers?: unknown[][];
}

/** The App's threshold and ambiguity margin; `max`: at most this many matches. */
export interface ClassifyDecision {
  threshold: number;
  margin: number;
  max?: number;
}

/**
 * What the FAQ bot needs from the trainer. A port, so the bot's rules are tested with a table of
 * matches and the trainer runtime (models, workers) is plugged in by the module.
 */
export abstract class FaqClassifier {
  abstract classify(appId: string, lang: Language, sentence: string, decision: ClassifyDecision): Promise<FaqMatch[]>;
  /** The one QnA or Intent whose resolve prompt is `text` (a tapped quick reply), else null. */
  abstract byPrompt(appId: string, lang: Language, text: string): Promise<FaqMatch | null>;
}
