import { Module } from '@nestjs/common';
import { ClassifyController } from './classify.controller';
import { EntityTypesController } from './entity-types.controller';
import { EntityTypesService } from './entity-types.service';
import { ClassifyService } from './classify.service';
import { IntentsController } from './intents.controller';
import { IntentsService } from './intents.service';
import { QnasController } from './qnas.controller';
import { QnasService } from './qnas.service';
import { StatusController } from './status.controller';
import { TrainingDataController } from './training-data.controller';
import { TrainingDataService } from './training-data.service';

/** QnAs, Intents and classification per App (the models and the store: TrainerRuntimeModule, libs/server-modules). */
@Module({
  controllers: [QnasController, IntentsController, EntityTypesController, ClassifyController, StatusController, TrainingDataController],
  providers: [QnasService, IntentsService, EntityTypesService, ClassifyService, TrainingDataService],
  exports: [QnasService, IntentsService, ClassifyService],
})
export class TrainerModule {}
