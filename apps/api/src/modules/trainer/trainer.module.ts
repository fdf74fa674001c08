import { Module } from '@nestjs/common';
import { TrainerStore } from '@parley/trainer-runtime';
import { ClassifyController } from './classify.controller';
import { ClassifyService } from './classify.service';
import { IntentsController } from './intents.controller';
import { IntentsService } from './intents.service';
import { QnasController } from './qnas.controller';
import { QnasService } from './qnas.service';
import { StatusController } from './status.controller';
import { TrainerModelsHolder } from './trainer-models.provider';
import { trainerStoreProvider } from './trainer.store';
import { TrainingDataController } from './training-data.controller';
import { TrainingDataService } from './training-data.service';

/** QnAs, Intents and classification per App. */
@Module({
  controllers: [QnasController, IntentsController, ClassifyController, StatusController, TrainingDataController],
  providers: [trainerStoreProvider, TrainerModelsHolder, QnasService, IntentsService, ClassifyService, TrainingDataService],
  exports: [QnasService, IntentsService, ClassifyService, TrainerModelsHolder, TrainerStore],
})
export class TrainerModule {}
