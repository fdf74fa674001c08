import type { AppEntityMatch, ClassificationMatch, Language } from '@parley/contracts';
import { Injectable } from '@nestjs/common';
import { AppEntities, TrainerModels } from '@parley/trainer-runtime';
import { FaqClassifier, type ClassifyDecision } from './faq-classifier';

/**
 * The FAQ bot's classifier: the stored models the api's classify serves too, and the App's entity
 * types compiled as entity extraction matches them (libs/trainer-runtime).
 */
@Injectable()
export class TrainerClassifier extends FaqClassifier {
  constructor(
    private readonly models: TrainerModels,
    private readonly appEntities: AppEntities,
  ) {
    super();
  }

  classify(appId: string, lang: Language, sentence: string, decision: ClassifyDecision): Promise<ClassificationMatch[]> {
    return this.models.classify(appId, lang, sentence, decision);
  }

  byPrompt(appId: string, lang: Language, text: string): Promise<ClassificationMatch | null> {
    return this.models.byPrompt(appId, lang, text);
  }

  entities(appId: string, lang: Language, sentence: string): Promise<AppEntityMatch[]> {
    return this.appEntities.extract(appId, lang, sentence);
  }
}
