/**
 * Default context of every corpus: Tuesday 2026-11-17 10:30 in Europe/Paris (09:30 UTC).
 * A corpus may set its own in `context`.
 */
export const CORPUS_REFERENCE_TIME = Date.UTC(2026, 10, 17, 9, 30, 0);
export const CORPUS_TIMEZONE = 'Europe/Paris';
