export * from './entities';
export { buildDataSourceOptions, type DatabaseSettings } from './data-source-options';
export { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
export { prepareDatabase, runMigrations, type PreparedDatabase } from './prepare-database';
export * from './app-secrets';
export { MIGRATIONS } from './migrations';
export { GroupCommitWriter, GroupCommitError, type GroupCommitOptions } from './group-commit-writer';
export { createScratchDatabase, type ScratchDatabase } from './scratch-database';
export { MAX_JSON_DEPTH, storableText, storableTextProblem, unstorableParts, type UnstorablePart } from './storable';
