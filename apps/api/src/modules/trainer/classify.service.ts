import { Injectable } from '@nestjs/common';
import type { Lang } from '@parley/classifier';
import type { AppEntityMatch } from '@parley/contracts';
import { AppEntities, TrainerModels } from '@parley/trainer-runtime';
import type { AppContext } from '../apps/app-context';
import type { ClassificationExplainedDto, ClassificationMatchDto } from './dto/classify.dto';

@Injectable()
export class ClassifyService {
  constructor(
    private readonly models: TrainerModels,
    private readonly appEntities: AppEntities,
  ) {}

  /**
   * Matches under the App's threshold and ambiguity margin (docs/api.md, "Classification"), each
   * with the App entities found in the sentence, and the version of the App's data the model that
   * chose them was trained on. The answer stays a bare list (what existing bot SDKs read): the
   * entities ride on every match rather than beside them.
   */
  async classify(app: AppContext, lang: Lang, sentence: string): Promise<{ matches: ClassificationMatchDto[]; modelVersion: number; entities: AppEntityMatch[] }> {
    const [{ matches, modelVersion }, entities] = await Promise.all([
      this.models.match(app.id, lang, sentence, {
        threshold: app.classificationThreshold,
        margin: app.ambiguityMargin,
        max: 5,
      }),
      this.entities(app, lang, sentence),
    ]);
    return { modelVersion, entities, matches: matches.map((m) => ({ ...m, entities })) };
  }

  /** The three best candidates whatever their probability, the decision under the App's rule, the App entities found, and the words read as typos of the App's. */
  async explain(app: AppContext, lang: Lang, sentence: string): Promise<ClassificationExplainedDto> {
    const [candidates, { matches, entities }, typos] = await Promise.all([
      this.models.classify(app.id, lang, sentence, { threshold: 0, margin: 1, max: 3 }),
      this.classify(app, lang, sentence),
      this.models.typos(app.id, lang, sentence),
    ]);
    return { candidates, matches, threshold: app.classificationThreshold, margin: app.ambiguityMargin, entities, typos };
  }

  /** The App's entity types of the sentence's language found in it (what entity extraction answers for them). */
  private entities(app: AppContext, lang: Lang, sentence: string): Promise<AppEntityMatch[]> {
    return this.appEntities.extract(app.id, lang, sentence);
  }
}
