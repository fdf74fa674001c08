/**
 * Stable error codes (`err.code`) mapped to HTTP statuses. Engines and services throw errors with
 * these codes; the error filter answers with the status. Each server spreads this table into its
 * own (`{ ...COMMON_ERROR_STATUS, 'NLP.UNKNOWN_DIMENSION': 400 }`) and hands it to the filter.
 */
export type ErrorStatusTable = Readonly<Record<string, number>>;

/** Codes both servers know. */
export const COMMON_ERROR_STATUS: ErrorStatusTable = {
  'DB.UNAVAILABLE': 503,
  // An App's first model is still training (a job on any instance): the error says when to try again.
  'TRAINER.MODEL_NOT_READY': 503,
};

/** Fastify's own errors that are the client's fault, with the sentence we answer. */
export const FASTIFY_ERRORS: Readonly<Record<string, { status: number; message: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is larger than 1 MiB' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Content-Type must be application/json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The JSON body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Content-Length does not match the body' },
};

/**
 * Error codes of node, pg and PostgreSQL meaning the database cannot be reached or is going away,
 * or cancelled a statement past DB_QUERY_TIMEOUT_MS (57014, statement_timeout).
 */
export const DB_DOWN_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57014',
  '57P01',
  '57P03',
  '53300',
  '08006',
  '08001',
]);

/** Messages of pg when the server went away, no connection came in time, or no answer to a query (a frozen server). */
export const DB_DOWN_MESSAGES: readonly string[] = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
];

/** Seconds a client is told to wait after a 503. */
export const RETRY_AFTER_SECONDS = 5;
