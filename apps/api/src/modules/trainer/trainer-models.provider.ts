import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TrainerModels } from '@parley/trainer-runtime';
import type { DataSource } from 'typeorm';

/** The process's TrainerModels (models cache, worker thread), closed with the app. */
@Injectable()
export class TrainerModelsHolder implements OnModuleDestroy {
  readonly models: TrainerModels;

  constructor(@InjectDataSource() ds: DataSource) {
    this.models = new TrainerModels(ds);
  }

  async onModuleDestroy(): Promise<void> {
    await this.models.close();
  }
}

