export { TrainerModels, bumpTrainerVersion, type ClassifiedMatch, type ItemInfo, type TrainerModelsOptions } from './trainer-models';
export { TrainingPool } from './training-pool';
