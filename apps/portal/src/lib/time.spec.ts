import { describe, expect, it } from 'vitest';
import { ago, date, dateTime, duration } from './time';

describe('times as the portal shows them', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  const gb = { locale: 'en-GB', timeZone: 'UTC' };
  it('says how long ago, then the date past a week', () => {
    expect(ago('2026-11-28T11:59:30Z', now)).toBe('just now');
    expect(ago('2026-11-28T11:55:00Z', now)).toBe('5 min ago');
    expect(ago('2026-11-28T09:00:00Z', now)).toBe('3 h ago');
    expect(ago('2026-11-27T11:00:00Z', now)).toBe('1 day ago');
    expect(ago('2026-11-25T12:00:00Z', now)).toBe('3 days ago');
    expect(ago('2026-10-02T12:00:00Z', now, gb)).toBe('2 Oct 2026');
  });
  it("writes a day and time in the browser's language and time zone, the same way on every page", () => {
    expect(dateTime('2026-11-28T17:38:06Z', gb)).toBe('28 Nov 2026, 17:38');
    expect(dateTime('2026-11-28T17:38:06Z', { locale: 'en-US', timeZone: 'UTC' })).toMatch(/^Nov 28, 2026, 5:38\sPM$/);
    expect(dateTime('2026-11-28T17:38:06Z', { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe('28.11.2026, 18:38');
    expect(date('2026-11-28T23:30:00Z', { locale: 'en-GB', timeZone: 'America/New_York' })).toBe('28 Nov 2026');
    expect(date('2026-11-28T23:30:00Z', { locale: 'en-GB', timeZone: 'Europe/Paris' })).toBe('29 Nov 2026');
  });
  it('writes a duration in the unit that reads best', () => {
    expect(duration(140.4)).toBe('140 ms');
    expect(duration(2345)).toBe('2.3 s');
    expect(duration(245_000)).toBe('4 min 05 s');
  });
});
