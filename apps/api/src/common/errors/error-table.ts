import { COMMON_ERROR_STATUS, type ErrorStatusTable } from '@parley/server-kit';

/**
 * The api's stable error codes, thrown by engines and services, mapped to HTTP statuses in one
 * place. An error carrying one of these codes (`err.code`) gets that status from the global filter.
 */
export const ERROR_STATUS: ErrorStatusTable = {
  ...COMMON_ERROR_STATUS,
  'NLP.UNKNOWN_DIMENSION': 400,
  'NLP.UNKNOWN_TIMEZONE': 400,
  'NLP.UNKNOWN_REGION': 400,
  'NLP.UNSUPPORTED_LANGUAGE': 400,
  'NLP.INVALID_REFERENCE_TIME': 400,
  'NLP.SENTENCE_TOO_LONG': 413,
  'SPELL.BAD_KEY': 400,
  'SPELL.UNSUPPORTED_LANGUAGE': 400,
  'TRAINER.NOT_FOUND': 404,
  'TRAINER.EMPTY_MODEL': 409,
  'BOTMETER.INVALID_RECORD': 400,
};
