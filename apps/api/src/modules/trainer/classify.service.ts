import { Injectable } from '@nestjs/common';
import type { Lang } from '@parley/classifier';
import type { AppContext } from '../apps/app-context';
import type { ClassificationMatchDto } from './dto/classify.dto';
import { TrainerModelsHolder } from './trainer-models.provider';

@Injectable()
export class ClassifyService {
  constructor(private readonly holder: TrainerModelsHolder) {}

  /**
   * Matches under the App's threshold and ambiguity margin (docs/api.md, "Classification"), and the
   * version of the App's data the model that chose them was trained on.
   */
  async classify(app: AppContext, lang: Lang, sentence: string): Promise<{ matches: ClassificationMatchDto[]; modelVersion: number }> {
    const { matches, modelVersion } = await this.holder.models.match(app.id, lang, sentence, {
      threshold: app.classificationThreshold,
      margin: app.ambiguityMargin,
      max: 5,
    });
    return {
      modelVersion,
      matches: matches.map((m) => ({
        id: m.id,
        type: m.type,
        label: m.label,
        probability: m.probability,
        resolvePrompt: m.resolvePrompt,
        ...(m.type === 'QnA' ? { answers: m.answers ?? [] } : {}),
      })),
    };
  }
}
