export {
  TrainerModels,
  ModelNotReadyError,
  type ClassifyResult,
  type ModelStatus,
  type TrainerModelsOptions,
} from './trainer-models';
export {
  TrainerStore,
  type BatchWritten,
  type Changed,
  type IntentFields,
  type QnaFields,
  type TrainerItems,
  type TrainerWrites,
  type TrainingRecord,
  type TrainingSet,
  type VocabularyTexts,
  type EntityTypeFields,
  type EntityTypesSnapshot,
} from './trainer.store';
export { TrainerVersions, type TrainerVersionsOptions } from './trainer-versions';
export { TrainingPool } from './training-pool';
export { ModelStore, type StoredModel, type StoredModelInfo } from './model.store';
export { MODEL_RECORD_FORMAT, decodeRecord, encodeRecord, recordBytes, type ItemInfo, type ModelRecord } from './model-record';
export { ModelTrainer, toTraining, type ModelTrainerOptions } from './model-trainer';
export { TrainingJobs, TRAINING_QUEUE, jobKey, type TrainingJobData, type TrainingJobsOptions } from './training-jobs';
export { TrainingJobsStore, JOBS_SCHEMA, type JobState } from './training-jobs.store';
export { InstanceRegistry, type InstanceRegistryOptions } from './instance-registry';
export { InstancesStore, type InstanceRow, type ServingInstance } from './instances.store';
export { AppEntities, type AppEntitiesOptions, type AppEntity } from './app-entities';
