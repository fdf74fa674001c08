import type { AppEntityMatch, ClassificationMatch, Language } from '@parley/contracts';

/** The App's threshold and ambiguity margin; `max`: at most this many matches. */
export interface ClassifyDecision {
  threshold: number;
  margin: number;
  max?: number;
}

/**
 * What the FAQ bot and the webhook body need from the trainer. A port, so the bot's rules are tested with a table of
 * matches and the trainer runtime (models, workers) is plugged in by the module.
 */
export abstract class FaqClassifier {
  abstract classify(appId: string, lang: Language, sentence: string, decision: ClassifyDecision): Promise<ClassificationMatch[]>;
  /** The one QnA or Intent whose resolve prompt is `text` (a tapped quick reply), else null. */
  abstract byPrompt(appId: string, lang: Language, text: string): Promise<ClassificationMatch | null>;
  /** The App entities found in the sentence (its entity types of `lang`), as entity extraction answers them. */
  abstract entities(appId: string, lang: Language, sentence: string): Promise<AppEntityMatch[]>;
}
