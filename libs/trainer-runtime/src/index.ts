export { TrainerModels, type ClassifiedMatch, type ItemInfo, type TrainerModelsOptions } from './trainer-models';
export { TrainerStore, type Changed, type IntentFields, type QnaFields, type TrainingSet, type VocabularyTexts } from './trainer.store';
export { TrainerVersions, type TrainerVersionsOptions } from './trainer-versions';
export { TrainingPool } from './training-pool';
