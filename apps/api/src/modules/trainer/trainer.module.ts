import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IntentEntity, QnaEntity } from '@parley/persistence';
import { ClassifyController } from './classify.controller';
import { ClassifyService } from './classify.service';
import { IntentsController } from './intents.controller';
import { IntentsService } from './intents.service';
import { QnasController } from './qnas.controller';
import { QnasService } from './qnas.service';
import { TrainerModelsHolder } from './trainer-models.provider';

/** QnAs, Intents and classification per App. */
@Module({
  imports: [TypeOrmModule.forFeature([QnaEntity, IntentEntity])],
  controllers: [QnasController, IntentsController, ClassifyController],
  providers: [TrainerModelsHolder, QnasService, IntentsService, ClassifyService],
  exports: [QnasService, IntentsService, ClassifyService, TrainerModelsHolder],
})
export class TrainerModule {}
