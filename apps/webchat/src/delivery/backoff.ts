export interface BackoffSettings {
  baseMs: number;
  maxMs: number;
}

/**
 * Delay before attempt `attempt + 1`, after `attempt` failures: base, 2x base, 4x base... capped,
 * with +-20% jitter so that a bot coming back is not hit by every queued retry at the same instant.
 */
export function backoffDelay(attempt: number, s: BackoffSettings, random: () => number = Math.random): number {
  const exp = Math.min(s.maxMs, s.baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 30)));
  return Math.round(exp * (0.8 + 0.4 * random()));
}
