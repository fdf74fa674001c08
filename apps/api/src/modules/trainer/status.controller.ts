import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Lang } from '@parley/classifier';
import { InstanceRegistry, ModelStore, TrainerModels, TrainerStore, TrainingJobs } from '@parley/trainer-runtime';
import { AppAccess } from '../apps/app-access.decorator';
import { CurrentApp } from '../apps/current-app.decorator';
import { ApiLang, ResolveLang } from '../../common/decorators/lang.decorator';
import type { AppContext } from '../apps/app-context';
import { TrainerStatusDto, toJobStatus } from './dto/status.dto';

@ApiTags('trainer')
@Controller('trainer/api/v0/status')
@AppAccess()
export class StatusController {
  constructor(
    private readonly store: TrainerStore,
    private readonly models: TrainerModels,
    private readonly stored: ModelStore,
    private readonly jobs: TrainingJobs,
    private readonly registry: InstanceRegistry,
  ) {}

  /**
   * Where the App's training stands: the version of its data, the version of the model trained
   * for it (one training job, on whichever instance took it, for every instance), the job's state,
   * what each live api and webchat instance serves, the cross-validation score and what each
   * threshold trades on the App's data (expected in-scope accuracy and off-topic rejection). `modelVersion`
   * is what the instance that answered serves: a script that changes QnAs polls until it reaches
   * `dataVersion` (asking also makes that instance load the newest model).
   */
  @Get()
  @ApiLang()
  @ApiOkResponse({ type: TrainerStatusDto })
  async status(@CurrentApp() app: AppContext, @ResolveLang() lang: Lang): Promise<TrainerStatusDto> {
    const record = await this.store.trainingRecord(app.id);
    const model = this.models.status(app.id, lang, record.version);
    const [infos, jobs, instances] = await Promise.all([
      this.stored.infos(app.id),
      this.jobs.latest(app.id, lang),
      this.registry.instances(app.id, lang),
    ]);
    const trained = infos.find((m) => m.language === lang) ?? null;
    const job = jobs[0] ? toJobStatus(jobs[0]) : null;
    // Behind, and the latest training failed for good: say so, rather than "training" for ever.
    const failed = model.state !== 'idle' && job?.state === 'failed';
    return {
      language: lang,
      dataVersion: record.version,
      modelVersion: model.modelVersion,
      state: failed ? 'failed' : model.state,
      reason: failed ? (job.error ?? 'the training failed') : model.reason,
      lastTrainedAt: (trained?.trainedAt ?? model.lastTrainedAt)?.toISOString() ?? null,
      lastTrainingMs: trained ? trained.trainingMs : model.lastTrainingMs === null ? null : Math.round(model.lastTrainingMs),
      trainedVersion: trained?.version ?? null,
      modelBytes: trained?.bytes ?? null,
      job,
      instances: instances.map((i) => ({
        id: i.id,
        server: i.server === 'webchat' ? 'webchat' : 'api',
        host: i.host,
        pid: i.pid,
        startedAt: i.startedAt.toISOString(),
        modelVersion: i.version,
        loadedAt: i.loadedAt?.toISOString() ?? null,
        current: i.id === this.registry.id,
      })),
      crossValidationScore: record.crossValidationScore,
      scoredVersion: record.scoredVersion,
      items: record.items,
      thresholdCurve: record.thresholdCurve,
    };
  }
}
