/** Deepest nesting of objects and arrays accepted in a stored JSON value (the deepest real one, a QnA answer table, needs 8). */
export const MAX_JSON_DEPTH = 32;

const NUL = '\u0000';
/** In a `u` regex, paired surrogates form one code point: this matches only a lone one. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why PostgreSQL cannot store `s`, or undefined when it can. */
export function storableTextProblem(s: string): string | undefined {
  if (s.includes(NUL)) return 'must not contain the NUL character';
  // JSON.stringify keeps it as a \ud800 escape, which jsonb refuses (text columns would store U+FFFD).
  if (LONE_SURROGATE.test(s)) return 'must be well-formed Unicode (it holds a lone surrogate)';
  return undefined;
}

export interface UnstorablePart {
  /** Dotted path inside the value (`answers.0.payload.value`); `body` for the value itself. */
  field: string;
  problem: string;
}

/**
 * What PostgreSQL cannot store, or what would break on the way there, whatever the shape: strings
 * holding the NUL character (refused in text and jsonb) or a lone surrogate (refused in jsonb) -
 * in a group-committed batch, one such message failed every message of its batch - and nesting
 * deeper than `maxDepth` (recursive walkers such as class-transformer, and PostgreSQL's own jsonb
 * parser, run out of stack).
 * Iterative, so a hostile value cannot overflow the stack here. One problem per offending field,
 * at most 20.
 */
export function unstorableParts(value: unknown, maxDepth = MAX_JSON_DEPTH, root = 'body'): UnstorablePart[] {
  const problems: UnstorablePart[] = [];
  const stack: [unknown, string, number][] = [[value, '', 1]];
  while (stack.length && problems.length < 20) {
    const [v, path, depth] = stack.pop()!;
    if (typeof v === 'string') {
      const problem = storableTextProblem(v);
      if (problem) problems.push({ field: path || root, problem });
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth > maxDepth) {
      problems.push({ field: path || root, problem: `must not nest objects or arrays more than ${maxDepth} levels deep` });
      continue;
    }
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    // Pushed in reverse so problems come out in document order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, child] = entries[i]!;
      if (typeof child === 'string' ? storableTextProblem(child) !== undefined : child !== null && typeof child === 'object') {
        stack.push([child, path ? `${path}.${k}` : k, depth + 1]);
      }
    }
  }
  return problems;
}

/** A string PostgreSQL can store (no NUL character, no lone surrogate). */
export function storableText(s: string): boolean {
  return storableTextProblem(s) === undefined;
}
