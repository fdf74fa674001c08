import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AppLanguage } from '@parley/persistence';
import { TrainerModels } from '@parley/trainer-runtime';
import type { DataSource } from 'typeorm';
import { FaqClassifier, type FaqMatch } from './faq-classifier';

/** The FAQ bot's classifier: the same trained models as the api's trainer (libs/trainer-runtime). */
@Injectable()
export class TrainerClassifier extends FaqClassifier implements OnApplicationShutdown {
  private readonly models: TrainerModels;

  constructor(@InjectDataSource() ds: DataSource) {
    super();
    this.models = new TrainerModels(ds, { maxModels: 100 });
  }

  classify(appId: string, lang: AppLanguage, sentence: string, decision: { threshold: number; margin: number }): Promise<FaqMatch[]> {
    return this.models.classify(appId, lang, sentence, decision);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.models.close();
  }
}
