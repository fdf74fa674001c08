import { Injectable, Logger } from '@nestjs/common';
import { InvalidInputException, type ErrorDetail } from '@parley/server-kit';
import { TrainerModels, TrainerStore, TrainerVersions, type TrainerItems } from '@parley/trainer-runtime';
import type { AppContext } from '../apps/app-context';
import type { ImportPreviewDto, ImportResultDto } from './dto/training-data.dto';
import type { Language } from '@parley/contracts';
import { toCsv } from './training-data/csv-format';
import { toDialogflowZip } from './training-data/dialogflow-format';
import { toRasaYaml } from './training-data/rasa-format';
import { checkEntityTypes, checkItems, type ImportProblem } from './training-data/incoming';
import { planImport } from './training-data/import-plan';
import { toTrainingDataFile, type TrainingDataFile } from './training-data/parley-format';
import { readUpload, type Upload } from './training-data/read-upload';

const MAX_PROBLEMS = 500;

/** An App's QnAs, Intents and entity types out as a file, and in from one (docs/api.md, "Training data"). */
@Injectable()
export class TrainingDataService {
  private readonly logger = new Logger(TrainingDataService.name);

  constructor(
    private readonly store: TrainerStore,
    private readonly models: TrainerModels,
    private readonly versions: TrainerVersions,
  ) {}

  async exportJson(app: AppContext): Promise<TrainingDataFile> {
    const { qnas, intents, entityTypes } = await this.exported(app);
    return toTrainingDataFile(app, qnas, intents, entityTypes);
  }

  async exportCsv(app: AppContext): Promise<string> {
    const { qnas, intents, entityTypes } = await this.exported(app);
    return toCsv(qnas, intents, entityTypes, app.language);
  }

  /** Rasa NLU YAML of the App's Intents and entity types in `language`. */
  async exportRasa(app: AppContext, language: Language): Promise<string> {
    const { intents, entityTypes } = await this.exported(app);
    return toRasaYaml(intents, entityTypes, language, app.language);
  }

  /** A Dialogflow ES agent (zip) of the App's QnAs, Intents and entity types. */
  async exportDialogflow(app: AppContext): Promise<Buffer> {
    const { qnas, intents, entityTypes } = await this.exported(app);
    return toDialogflowZip(app, qnas, intents, entityTypes);
  }

  /** What importing the file would do, and every problem found in it; changes nothing. */
  async preview(app: AppContext, upload: Omit<Upload, 'language'>): Promise<ImportPreviewDto> {
    const { read, checked, types, problems } = this.read(app, upload);
    const plan = planImport(await this.current(app, types.length > 0), checked, app.language, types);
    return {
      format: read.format,
      ...(read.language ? { language: read.language } : {}),
      summary: plan.summary,
      items: plan.items,
      entitySummary: plan.entitySummary,
      entities: plan.entities,
      problems: [...problems, ...plan.problems].slice(0, MAX_PROBLEMS),
    };
  }

  /**
   * Imports the file in one change (all of it or, on any problem, nothing: a 400 naming each),
   * then retrains the App once if its QnAs or Intents changed.
   */
  async apply(app: AppContext, upload: Omit<Upload, 'language'>): Promise<ImportResultDto> {
    const { read, checked, types, problems } = this.read(app, upload);
    if (problems.length) throw new InvalidInputException(problems.slice(0, MAX_PROBLEMS).map(toDetail));
    const decide = (current: TrainerItems) => {
      const plan = planImport(current, checked, app.language, types);
      // What the App as it is refuses rolls the whole import back.
      if (plan.problems.length) throw new InvalidInputException(plan.problems.map(toDetail));
      return { writes: plan.writes, result: plan };
    };
    const changed = await this.store.writeBatch(app.id, decide, { entityTypes: types.length > 0 });
    const plan = changed?.item ?? decide(await this.current(app, types.length > 0)).result;
    if (changed?.version != null) {
      this.models
        .changed(app.id, changed.version)
        .catch((err: unknown) => this.logger.error(`retraining App ${app.id} failed: ${String(err)}`));
    }
    // This process finds the new entity types at once (the others hear of them through the change signal).
    if (changed?.entitiesVersion != null) this.versions.observeEntities(app.id, changed.entitiesVersion);
    return { format: read.format, summary: plan.summary, items: plan.items, entitySummary: plan.entitySummary, entities: plan.entities };
  }

  private read(app: AppContext, upload: Omit<Upload, 'language'>) {
    const read = readUpload({ ...upload, language: app.language });
    const items = checkItems(read.items, app.language);
    const types = checkEntityTypes(read.entities, app.language);
    return { read, checked: items.checked, types: types.checked, problems: [...read.problems, ...items.problems, ...types.problems] };
  }

  /** The App's items, and its entity types when asked (a file without any leaves them unread). */
  private async current(app: AppContext, withTypes: boolean): Promise<TrainerItems> {
    const set = await this.store.trainingSet(app.id);
    return { qnas: set.qnas, intents: set.intents, entityTypes: withTypes ? await this.store.allEntityTypes(app.id) : [] };
  }

  private async exported(app: AppContext) {
    const [set, entityTypes] = await Promise.all([this.store.trainingSet(app.id), this.store.allEntityTypes(app.id)]);
    return { qnas: set.qnas, intents: set.intents, entityTypes };
  }
}

function toDetail(p: ImportProblem): ErrorDetail {
  return p;
}
