import { Injectable } from '@nestjs/common';
import type { Lang } from '@parley/classifier';
import { TrainerModels } from '@parley/trainer-runtime';
import type { AppContext } from '../apps/app-context';
import type { ClassificationExplainedDto, ClassificationMatchDto } from './dto/classify.dto';

@Injectable()
export class ClassifyService {
  constructor(private readonly models: TrainerModels) {}

  /**
   * Matches under the App's threshold and ambiguity margin (docs/api.md, "Classification"), and the
   * version of the App's data the model that chose them was trained on.
   */
  async classify(app: AppContext, lang: Lang, sentence: string): Promise<{ matches: ClassificationMatchDto[]; modelVersion: number }> {
    const { matches, modelVersion } = await this.models.match(app.id, lang, sentence, {
      threshold: app.classificationThreshold,
      margin: app.ambiguityMargin,
      max: 5,
    });
    return { modelVersion, matches };
  }

  /** The three best candidates whatever their probability, and the decision under the App's rule. */
  async explain(app: AppContext, lang: Lang, sentence: string): Promise<ClassificationExplainedDto> {
    const candidates = await this.models.classify(app.id, lang, sentence, { threshold: 0, margin: 1, max: 3 });
    return {
      candidates,
      matches: (await this.classify(app, lang, sentence)).matches,
      threshold: app.classificationThreshold,
      margin: app.ambiguityMargin,
    };
  }
}
