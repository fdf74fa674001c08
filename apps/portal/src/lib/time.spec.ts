import { describe, expect, it } from 'vitest';
import { ago, duration, utcTime } from './time';

describe('times as the portal shows them', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it('says how long ago, then the date past a week', () => {
    expect(ago('2026-11-28T11:59:30Z', now)).toBe('just now');
    expect(ago('2026-11-28T11:55:00Z', now)).toBe('5 min ago');
    expect(ago('2026-11-28T09:00:00Z', now)).toBe('3 h ago');
    expect(ago('2026-11-27T11:00:00Z', now)).toBe('1 day ago');
    expect(ago('2026-11-25T12:00:00Z', now)).toBe('3 days ago');
    expect(ago('2026-10-02T12:00:00Z', now)).toBe('2 Oct 2026');
  });
  it('writes a time in UTC and a duration in the unit that reads best', () => {
    expect(utcTime('2026-11-28T14:05:00Z')).toBe('28 Nov 2026, 14:05 UTC');
    expect(duration(140.4)).toBe('140 ms');
    expect(duration(2345)).toBe('2.3 s');
    expect(duration(245_000)).toBe('4 min 05 s');
  });
});
