export * from './entities';
export { buildDataSourceOptions, openDataSource, type DatabaseSettings } from './data-source-options';
export { embeddedPostgresUrl, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
export { prepareDatabase, runMigrations, type PreparedDatabase } from './prepare-database';
export * from './app-secrets';
export { LOCAL_OWNER, NO_PASSWORD, findAccount, findOrCreateAccount, hasNoPassword } from './owners';
export { MIGRATIONS } from './migrations';
export { GroupCommitWriter, GroupCommitError, type GroupCommitOptions } from './group-commit-writer';
export { createScratchDatabase, type ScratchDatabase } from './scratch-database';
export { MAX_JSON_DEPTH, storableText, storableTextProblem, unstorableParts, type UnstorablePart } from './storable';
export { isDatabaseTimeout } from './database-timeout';
export { TimeoutSafeClient } from './timeout-safe-client';
export {
  CHANGE_CHANNEL,
  ChangeSignal,
  announceChange,
  changePayload,
  parseChange,
  type Change,
  type ChangeSignalOptions,
  type Queryable,
  type SignalState,
} from './change-signal';
export { APP_DATA_ORDER, deleteInBatches, type AppDataOwner, type AppDataPart } from './app-data';
