export { InvalidInputException, TooManyRequestsException, type ErrorBody, type ErrorDetail } from './errors';
export { COMMON_ERROR_STATUS, DB_DOWN_CODES, FASTIFY_ERRORS, RETRY_AFTER_SECONDS, type ErrorStatusTable } from './error-codes';
export { errorBody, toErrorBody } from './error-body';
export { ErrorFilter } from './error.filter';
export { notAnObject, zodDetails } from './zod-details';
export { HealthController, READINESS_CHECKS, type ReadinessCheck } from './health.controller';
export { HealthModule } from './health.module';
export { ApiSchemaProperty, openApiSchema, withErrorResponses, withSchemaComponents, type ErrorResponsesOptions } from './openapi';
export { httpServerOptions, MAX_HEADER_BYTES, type HttpServerSettings } from './http-server';
export { ChecksUnreadableBody, readableBody, registerJsonParser, RejectUnreadableBody, UnreadableBody } from './json-body';
export { answerWrongMethod } from './wrong-method';
export { DatabaseOutage, isDatabaseDown, type DatabaseOutageOptions, type OutageLogger } from './database-outage';
export { DatabaseOutageModule } from './database-outage.module';
export {
  BASE_PAGE_CSP,
  helmetHeaders,
  matchesPath,
  pageHeaders,
  registerResponseHeaders,
  responseHeaders,
  type PagePolicy,
  type ResponseHeaderOptions,
  type ResponseHeaders,
} from './response-headers';
export { clientAddress, proxyTrust, type ProxyTrust, type TrustProxy } from './client-address';
export { createLogger, logRequests, type RequestLogger, type RequestLogOptions } from './request-log';
export {
  checkOutboundUrl,
  guardedLookup,
  refusedAddress,
  refusedAddresses,
  refusedUrl,
  RefusedAddressError,
  systemResolver,
  type OutboundPolicy,
  type Resolver,
} from './outbound-address';
export { Metrics, serveMetrics, type MetricsAccess, type PoolLike } from './metrics';
export { installMetrics, MetricsModule } from './metrics.module';
export { requestTracker, stopGracefully, type GracefulStopOptions, type ShutdownLogger } from './shutdown';
export { PinoNestLogger } from './nest-logger';
export { traceRoutes } from './trace-routes';
export { compressRoutes, SWAGGER_UI_CACHE, type CompressedRoutesOptions } from './compressed-routes';
