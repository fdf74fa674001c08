import { z } from 'zod';

/**
 * The longest `sentence` a route analyses (entity extraction, spell checking, classification), in
 * characters: Unicode code points, as every length rule of the api counts them (zod's, JSON
 * Schema's `maxLength`; an emoji counts 1). What the engines answer within a few tens of
 * milliseconds at worst (bench/RESULTS.md, "Hostile input").
 */
export const MAX_SENTENCE = 2000;

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

const tooLong = (issue: { input?: unknown }) =>
  `must be at most ${MAX_SENTENCE.toLocaleString('en')} characters (got ${codePoints(String(issue.input ?? '')).toLocaleString('en')})`;

/** Characters as the length rules count them: code points (a surrogate pair is one). */
export function codePoints(s: string): number {
  let pairs = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return s.length - pairs;
}

function sentenceString() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .min(1, { error: 'must not be empty' })
    .max(MAX_SENTENCE, { error: tooLong });
}

/** `sentence` of a query string (a repeated parameter counts once, the first value). */
export function sentenceQuery() {
  return z.preprocess(first, sentenceString());
}

/** `sentence` of a JSON body. */
export function sentenceBody() {
  return sentenceString();
}

/**
 * Whether a failed validation is only a sentence over the length: that answers 413 (the status the
 * length rule has always had), anything else with it a 400 naming every problem.
 */
export function onlySentenceTooLong(issues: readonly z.core.$ZodIssue[]): boolean {
  return (
    issues.length > 0 &&
    issues.every((i) => i.code === 'too_big' && i.origin === 'string' && i.maximum === MAX_SENTENCE && i.path.length === 1 && i.path[0] === 'sentence')
  );
}

/**
 * The length in characters of the `sentence` a request carries (query or JSON body), as validation
 * reads it, counted up to MAX_SENTENCE + 1 (what is longer is refused whatever its length); 0 when none.
 */
export function sentenceLength(req: { query?: unknown; body?: unknown }): number {
  for (const source of [req.query, req.body]) {
    if (typeof source !== 'object' || source === null) continue;
    const s = first((source as Record<string, unknown>).sentence);
    // Code points are at least half the UTF-16 units: no need to count a long one.
    if (typeof s === 'string') return s.length > 2 * MAX_SENTENCE ? MAX_SENTENCE + 1 : codePoints(s);
  }
  return 0;
}
