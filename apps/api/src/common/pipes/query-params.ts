import { z } from 'zod';

/**
 * Zod building blocks for query strings, with the conventions of existing SDKs: a repeated
 * parameter counts once (the first value), lists come repeated or comma-separated (or both),
 * booleans are true/false/1/0.
 */
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** A required, non-empty string. */
export function requiredText() {
  return z.preprocess(
    first,
    z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') }).min(1, { error: 'must not be empty' }),
  );
}

/** An optional string ('' counts as absent); `text` may add rules (a pattern), which OpenAPI shows. */
export function optionalText(text: z.ZodString = z.string({ error: 'must be a string' })) {
  return z.preprocess((v) => {
    const s = first(v);
    return s === '' ? undefined : s;
  }, text.optional());
}

/** `a,b`, `x=a&x=b`, or both, into one list of known values; unknown ones are named (all at once, hence no z.enum). */
export function optionalList<T extends string>(known: readonly T[], noun: string) {
  return nameList(noun, () => known).meta({ items: { type: 'string', enum: [...known] } }) as unknown as z.ZodType<T[] | undefined>;
}

/**
 * A list of names, repeated or comma-separated, each one of `known` or of `more()`: names known only
 * while the request is served (an App's own entity types), read when the query is validated.
 */
export function optionalNames(known: readonly string[], noun: string, more: () => readonly string[]) {
  return nameList(noun, () => [...known, ...more()]).meta({ items: { type: 'string' } }) as unknown as z.ZodType<string[] | undefined>;
}

/** The list of names a query parameter gives, each one of `names()` (read at validation), every unknown one named. */
function nameList(noun: string, names: () => readonly string[]) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return undefined;
      const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
      const list = parts.map((p) => p.trim()).filter(Boolean);
      return list.length ? list : undefined;
    },
    z
      .array(z.string())
      .optional()
      .superRefine((list, ctx) => {
        const allowed = names();
        const unknown = list?.filter((v) => !allowed.includes(v)) ?? [];
        if (unknown.length) {
          ctx.addIssue({
            code: 'custom',
            message: `unknown ${noun}${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `"${u}"`).join(', ')}; each value must be one of ${allowed.join(', ')}`,
          });
        }
      }),
  );
}

/** true/false/1/0. */
export function optionalBoolean() {
  return z.preprocess(
    (value) => {
      const v = first(value);
      if (v === undefined || v === '') return undefined;
      if (v === 'true' || v === '1' || v === true) return true;
      if (v === 'false' || v === '0' || v === false) return false;
      return v;
    },
    z.boolean({ error: 'must be true, false, 1 or 0' }).optional(),
  );
}
