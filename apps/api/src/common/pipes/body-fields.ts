import { z } from 'zod';

/** zod building blocks for JSON bodies, with the problems worded as everywhere in the api. */
const required = (what: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`);

/** A string of at most `max` characters; `min: 1` refuses the empty string. */
export function text(max: number, { min = 0 } = {}) {
  const s = z.string({ error: required('a string') }).max(max, { error: `must be at most ${max.toLocaleString('en')} characters` });
  return min > 0 ? s.min(min, { error: 'must not be empty' }) : s;
}

/** An array of at most `max` items. */
export function list<T extends z.ZodType>(item: T, max: number) {
  return z.array(item, { error: required('an array') }).max(max, { error: `must hold at most ${max.toLocaleString('en')} items` });
}

/** A JSON object with these fields (unknown ones dropped). */
export function object<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape, { error: required('an object') });
}
