export { TrainerModels, type ClassifiedMatch, type ClassifyResult, type ItemInfo, type ModelStatus, type TrainerModelsOptions } from './trainer-models';
export {
  TrainerStore,
  type Changed,
  type IntentFields,
  type QnaFields,
  type TrainerItems,
  type TrainerWrites,
  type TrainingRecord,
  type TrainingSet,
  type VocabularyTexts,
} from './trainer.store';
export { TrainerVersions, type TrainerVersionsOptions } from './trainer-versions';
export { TrainingPool } from './training-pool';
