import { MAX_SENTENCE, sentenceLength } from '../../common/pipes/sentence';

/**
 * What a request costs in its App's rate limit, in tokens (docs/api.md, "Rate limits"): a route
 * whose work grows with its text is charged by its length, so that an App's limit bounds the CPU
 * it may take and not only its number of requests. Worst cases measured in bench/RESULTS.md
 * ("Hostile input"): a 2,000-character spell check or entity extraction takes tens of milliseconds of CPU,
 * about a hundred times a short one; a 2,000-character classification ~2 ms.
 * Read from the raw query or body, before validation (a sentence over the limit costs the most,
 * and is then refused by the length rule).
 */
export const REQUEST_COSTS = {
  /** Every other route. */
  request: () => 1,
  /** Entity extraction and spell checking: one token per started 100 characters of `sentence` (1 to 20). */
  sentence: (req: { query?: unknown; body?: unknown }) => perStarted(sentenceLength(req), 100),
  /** Classification: one token per started 1,000 characters (1 or 2). */
  classify: (req: { query?: unknown; body?: unknown }) => perStarted(sentenceLength(req), 1000),
} as const;

export type RequestCost = keyof typeof REQUEST_COSTS;

function perStarted(length: number, unit: number): number {
  return Math.max(1, Math.ceil(Math.min(length, MAX_SENTENCE) / unit));
}
