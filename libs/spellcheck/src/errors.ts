/** Domain error with a stable code; the API maps codes to HTTP statuses from one table. */
export class SpellcheckError extends Error {
  constructor(
    readonly code: 'SPELL.BAD_KEY' | 'SPELL.BAD_DICTIONARY' | 'SPELL.UNSUPPORTED_LANGUAGE',
    message: string,
    readonly details: { field: string; problem: string }[] = [],
  ) {
    super(message);
    this.name = 'SpellcheckError';
  }
}
