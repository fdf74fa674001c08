/** Domain error with a stable code; the API maps codes to HTTP statuses from one table. */
export class ExtractionError extends Error {
  constructor(
    readonly code:
      'NLP.UNKNOWN_DIMENSION' | 'NLP.UNKNOWN_TIMEZONE' | 'NLP.UNKNOWN_REGION' | 'NLP.UNSUPPORTED_LANGUAGE' | 'NLP.INVALID_REFERENCE_TIME',
    message: string,
    readonly details: { field: string; problem: string }[] = [],
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}
