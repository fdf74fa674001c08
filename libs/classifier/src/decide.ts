import { classify } from './classify';
import type { DecisionOptions, Match, Model } from './types';

/** The threshold an App gets unless its owner sets one. */
export const DEFAULT_THRESHOLD = 0.16;

export const DECISION_DEFAULTS: Required<DecisionOptions> = { threshold: DEFAULT_THRESHOLD, margin: 0.05, max: 5 };

/**
 * The API's decision rule: the best match when it reaches the threshold; others only when the
 * sentence is ambiguous, i.e. within `margin` of the best (a real tie), at most `max`. Empty when nothing fits. `matches` must be sorted best first, as `classify` returns them.
 */
export function decide(matches: readonly Match[], options: DecisionOptions = {}): Match[] {
  const { threshold, margin, max } = { ...DECISION_DEFAULTS, ...options };
  const best = matches[0];
  if (!best || best.probability < threshold || max < 1) return [];
  const kept = [best];
  for (let i = 1; i < matches.length && kept.length < max; i++) {
    const m = matches[i];
    if (best.probability - m.probability > margin) break;
    kept.push(m);
  }
  return kept;
}

/** `classify` then `decide`: what the classify endpoint returns, before ids are joined to items. */
export function match(model: Model, sentence: string, options: DecisionOptions = {}): Match[] {
  return decide(classify(model, sentence), options);
}
