import type { z } from 'zod';
import type { ErrorDetail } from './errors';

/**
 * Zod issues as error details: the field's dotted path (`answers.0.1.payload.value`), one problem
 * per issue; an issue about the whole input is named `root` (`body`, `query`).
 */
export function zodDetails(error: z.ZodError, root = 'body'): ErrorDetail[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return { field: path || root, problem: issue.message };
  });
}

/** Message bodies must be JSON objects; anything else is one problem, not a cascade. */
export function notAnObject(body: unknown): boolean {
  return typeof body !== 'object' || body === null || Array.isArray(body);
}
