import type { CorpusExample, EntityValue } from '../types';

/** One expected entity. */
export const one = (text: string, body: string, value: EntityValue): CorpusExample => ({ text, expected: [{ body, value }] });

/** Several expected entities, in order of position. */
export const many = (text: string, ...found: [body: string, value: EntityValue][]): CorpusExample => ({
  text,
  expected: found.map(([body, value]) => ({ body, value })),
});

/** The same sentence pattern for each name: `{}` is replaced by the name. */
export const each = (pattern: string, rows: readonly (readonly [name: string, value: EntityValue, body?: string])[]): CorpusExample[] =>
  rows.map(([name, value, body]) => one(pattern.replace('{}', name), body ?? name, value));
