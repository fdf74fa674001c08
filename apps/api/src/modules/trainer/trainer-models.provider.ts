import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { TrainerModels, TrainerStore, TrainerVersions } from '@parley/trainer-runtime';
import { Metrics } from '@parley/server-kit';
import { AppsRepository } from '../apps/apps.repository';

/**
 * The process's trainer runtime: the one cache of App versions (polled, shared with the speller's
 * vocabulary) and the models (cache, worker thread), closed with the app.
 */
@Injectable()
export class TrainerModelsHolder implements OnModuleDestroy {
  private readonly logger = new Logger('Trainer');
  readonly versions: TrainerVersions;
  readonly models: TrainerModels;

  constructor(store: TrainerStore, apps: AppsRepository, metrics: Metrics) {
    this.versions = new TrainerVersions(store);
    this.models = new TrainerModels(store, this.versions, {
      appLanguage: (appId) => apps.language(appId),
      appDecision: (appId) => apps.decision(appId),
      onTraining: metrics.trainingObserver(),
      onFailure: (appId, what, err) => this.logger.warn(`App ${appId}: ${what} failed: ${err instanceof Error ? err.message : String(err)}`),
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.versions.close();
    await this.models.close();
  }
}
