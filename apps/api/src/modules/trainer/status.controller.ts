import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Lang } from '@parley/classifier';
import { TrainerStore } from '@parley/trainer-runtime';
import { AppAccess } from '../apps/app-access.decorator';
import { CurrentApp } from '../apps/current-app.decorator';
import { ApiLang, ResolveLang } from '../../common/decorators/lang.decorator';
import type { AppContext } from '../apps/app-context';
import { TrainerStatusDto } from './dto/status.dto';
import { TrainerModelsHolder } from './trainer-models.provider';

@ApiTags('trainer')
@Controller('trainer/api/v0/status')
@AppAccess()
export class StatusController {
  constructor(
    private readonly store: TrainerStore,
    private readonly holder: TrainerModelsHolder,
  ) {}

  /**
   * Where the App's training stands on this instance: the version of its data, the version the
   * served model was trained on (equal once every change is in the model classify answers with),
   * whether it is training, when it last trained and how long it took, and the cross-validation
   * score. A script that changes QnAs polls it until `modelVersion` reaches `dataVersion`.
   */
  @Get()
  @ApiLang()
  @ApiOkResponse({ type: TrainerStatusDto })
  async status(@CurrentApp() app: AppContext, @ResolveLang() lang: Lang): Promise<TrainerStatusDto> {
    const record = await this.store.trainingRecord(app.id);
    const model = this.holder.models.status(app.id, lang, record.version);
    return {
      language: lang,
      dataVersion: record.version,
      modelVersion: model.modelVersion,
      state: model.state,
      reason: model.reason,
      lastTrainedAt: model.lastTrainedAt?.toISOString() ?? null,
      lastTrainingMs: model.lastTrainingMs === null ? null : Math.round(model.lastTrainingMs),
      crossValidationScore: record.crossValidationScore,
      scoredVersion: record.scoredVersion,
      items: record.items,
    };
  }
}
