import type { Language } from '@parley/contracts';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { TrainerModels, TrainerStore, TrainerVersions } from '@parley/trainer-runtime';
import { Metrics } from '@parley/server-kit';
import { AppDirectory } from '../apps/app-directory.service';
import { FaqClassifier, type ClassifyDecision, type FaqMatch } from './faq-classifier';

/** The FAQ bot's classifier: the same trained models as the api's trainer (libs/trainer-runtime). */
@Injectable()
export class TrainerClassifier extends FaqClassifier implements OnApplicationShutdown {
  private readonly logger = new Logger('Trainer');
  private readonly versions: TrainerVersions;
  private readonly models: TrainerModels;

  constructor(store: TrainerStore, apps: AppDirectory, metrics: Metrics) {
    super();
    this.versions = new TrainerVersions(store);
    this.models = new TrainerModels(store, this.versions, {
      maxModels: 100,
      appLanguage: async (appId) => (await apps.byAppId(appId))?.language ?? null,
      appDecision: async (appId) => {
        const app = await apps.byAppId(appId);
        return app ? { threshold: app.classificationThreshold, margin: app.ambiguityMargin } : null;
      },
      onTraining: metrics.trainingObserver(),
      onFailure: (appId, what, err) => this.logger.warn(`App ${appId}: ${what} failed: ${err instanceof Error ? err.message : String(err)}`),
    });
  }

  classify(appId: string, lang: Language, sentence: string, decision: ClassifyDecision): Promise<FaqMatch[]> {
    return this.models.classify(appId, lang, sentence, decision);
  }

  byPrompt(appId: string, lang: Language, text: string): Promise<FaqMatch | null> {
    return this.models.byPrompt(appId, lang, text);
  }

  async onApplicationShutdown(): Promise<void> {
    this.versions.close();
    await this.models.close();
  }
}
