/** Domain error with a stable code; the API maps codes to HTTP statuses from one table. */
export class ClassifierError extends Error {
  constructor(
    readonly code: 'TRAINER.UNSUPPORTED_LANGUAGE' | 'TRAINER.BAD_MODEL',
    message: string,
  ) {
    super(message);
    this.name = 'ClassifierError';
  }
}
