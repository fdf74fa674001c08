import type { z } from 'zod';
import type { ErrorDetail } from './errors';

/** Zod issues as error details: dotted field path, one problem per issue. */
export function zodDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : 'body';
    return { field, problem: issue.message };
  });
}

/** Message bodies must be JSON objects; anything else is one problem, not a cascade. */
export function notAnObject(body: unknown): boolean {
  return typeof body !== 'object' || body === null || Array.isArray(body);
}
