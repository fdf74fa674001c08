/**
 * Stable error codes thrown by engines and services, mapped to HTTP statuses in one place.
 * An error carrying one of these codes (`err.code`) gets that status from the global filter.
 */
export const ERROR_STATUS: Readonly<Record<string, number>> = {
  'NLP.UNKNOWN_DIMENSION': 400,
  'NLP.UNKNOWN_TIMEZONE': 400,
  'NLP.UNKNOWN_REGION': 400,
  'NLP.UNSUPPORTED_LANGUAGE': 400,
  'NLP.SENTENCE_TOO_LONG': 413,
  'SPELL.BAD_KEY': 400,
  'SPELL.UNSUPPORTED_LANGUAGE': 400,
  'TRAINER.NOT_FOUND': 404,
  'TRAINER.EMPTY_MODEL': 409,
  'DB.UNAVAILABLE': 503,
  'BOTMETER.INVALID_RECORD': 400,
};

export interface ErrorDetail {
  field: string;
  problem: string;
}

/** Body of every error response (docs/api.md, "Errors"). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  details?: ErrorDetail[];
}
