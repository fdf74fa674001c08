import { Injectable, Logger } from '@nestjs/common';
import { InvalidInputException, type ErrorDetail } from '@parley/server-kit';
import { TrainerModels, TrainerStore } from '@parley/trainer-runtime';
import type { AppContext } from '../apps/app-context';
import type { ImportPreviewDto, ImportResultDto } from './dto/training-data.dto';
import { toCsv } from './training-data/csv-format';
import { checkItems, type ImportProblem } from './training-data/incoming';
import { planImport } from './training-data/import-plan';
import { toTrainingDataFile, type TrainingDataFile } from './training-data/parley-format';
import { readUpload, type Upload } from './training-data/read-upload';

const MAX_PROBLEMS = 500;

/** An App's QnAs and Intents out as a file, and in from one (docs/api.md, "Training data"). */
@Injectable()
export class TrainingDataService {
  private readonly logger = new Logger(TrainingDataService.name);

  constructor(
    private readonly store: TrainerStore,
    private readonly models: TrainerModels,
  ) {}

  async exportJson(app: AppContext): Promise<TrainingDataFile> {
    const set = await this.store.trainingSet(app.id);
    return toTrainingDataFile(app, set.qnas, set.intents);
  }

  async exportCsv(app: AppContext): Promise<string> {
    const set = await this.store.trainingSet(app.id);
    return toCsv(set.qnas, set.intents);
  }

  /** What importing the file would do, and every problem found in it; changes nothing. */
  async preview(app: AppContext, upload: Omit<Upload, 'language'>): Promise<ImportPreviewDto> {
    const { read, checked, problems } = this.read(app, upload);
    const plan = planImport(await this.store.trainingSet(app.id), checked, app.language);
    return {
      format: read.format,
      ...(read.language ? { language: read.language } : {}),
      summary: plan.summary,
      items: plan.items,
      problems: problems.slice(0, MAX_PROBLEMS),
    };
  }

  /**
   * Imports the file in one change (all of it or, on any problem, nothing: a 400 naming each),
   * then retrains the App once.
   */
  async apply(app: AppContext, upload: Omit<Upload, 'language'>): Promise<ImportResultDto> {
    const { read, checked, problems } = this.read(app, upload);
    if (problems.length) throw new InvalidInputException(problems.slice(0, MAX_PROBLEMS).map(toDetail));
    const changed = await this.store.writeBatch(app.id, (current) => {
      const plan = planImport(current, checked, app.language);
      return { writes: plan.writes, result: plan };
    });
    const plan = changed?.item ?? planImport(await this.store.trainingSet(app.id), checked, app.language);
    if (changed) {
      this.models
        .changed(app.id, changed.version)
        .catch((err: unknown) => this.logger.error(`retraining App ${app.id} failed: ${String(err)}`));
    }
    return { format: read.format, summary: plan.summary, items: plan.items };
  }

  private read(app: AppContext, upload: Omit<Upload, 'language'>) {
    const read = readUpload({ ...upload, language: app.language });
    const { checked, problems } = checkItems(read.items, app.language);
    return { read, checked, problems: [...read.problems, ...problems] };
  }
}

function toDetail(p: ImportProblem): ErrorDetail {
  return p;
}
