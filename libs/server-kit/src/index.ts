export { InvalidInputException, type ErrorBody, type ErrorDetail } from './errors';
export { COMMON_ERROR_STATUS, DB_DOWN_CODES, FASTIFY_ERRORS, RETRY_AFTER_SECONDS, type ErrorStatusTable } from './error-codes';
export { errorBody, toErrorBody } from './error-body';
export { ErrorFilter } from './error.filter';
export { notAnObject, zodDetails } from './zod-details';
export { HealthController } from './health.controller';
export { HealthModule } from './health.module';
export { ApiSchemaProperty, openApiSchema, withSchemaComponents } from './openapi';
