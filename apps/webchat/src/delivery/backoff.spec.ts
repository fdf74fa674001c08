import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

const s = { baseMs: 1000, maxMs: 60_000 };

describe('backoffDelay', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [6, 32_000],
    [7, 60_000],
    [50, 60_000],
  ])('after %i failures waits %i ms (no jitter)', (attempt, expected) => {
    expect(backoffDelay(attempt, s, () => 0.5)).toBe(expected);
  });

  it('keeps jitter within 20% either way', () => {
    expect(backoffDelay(3, s, () => 0)).toBe(3200);
    expect(backoffDelay(3, s, () => 1)).toBe(4800);
  });

  it('retries for at least 10 minutes with the default settings before a 15-minute window closes', () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 10 * 60_000) elapsed += backoffDelay(++attempts, s, () => 0.5);
    expect(attempts).toBeGreaterThan(10);
  });
});
