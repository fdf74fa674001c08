/** Calendar arithmetic on wall-clock ms (see zone.ts): plain UTC math, no zone involved. */
export type Grain = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';
export const GRAINS: readonly Grain[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];

export const DAY = 86_400_000;
const FIXED: Partial<Record<Grain, number>> = { second: 1000, minute: 60_000, hour: 3_600_000, day: DAY, week: 7 * DAY };

/** Start of the grain containing `wall`; weeks start on Monday (ISO, and how en/fr/es users count). */
export function startOf(wall: number, grain: Grain): number {
  const d = new Date(wall);
  switch (grain) {
    case 'year':
      return Date.UTC(d.getUTCFullYear(), 0, 1);
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'week': {
      const day = Math.floor(wall / DAY) * DAY;
      return day - ((d.getUTCDay() + 6) % 7) * DAY;
    }
    default: {
      const size = FIXED[grain]!;
      return Math.floor(wall / size) * size;
    }
  }
}

/** Adds n grains; months and years clamp the day (Jan 31 + 1 month = Feb 28). */
export function add(wall: number, grain: Grain, n: number): number {
  if (grain !== 'month' && grain !== 'year') return wall + n * FIXED[grain]!;
  const d = new Date(wall);
  const months = grain === 'year' ? 12 * n : n;
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), last), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}

/** 0 = Sunday ... 6 = Saturday. */
export const weekday = (wall: number): number => new Date(wall).getUTCDay();

/** Wall ms of a calendar date, or NaN when the date does not exist (Feb 30). */
export function dateOf(y: number, m: number, d: number, h = 0, mi = 0, s = 0): number {
  const w = Date.UTC(y, m - 1, d, h, mi, s);
  const c = new Date(w);
  if (c.getUTCFullYear() !== y || c.getUTCMonth() !== m - 1 || c.getUTCDate() !== d) return NaN;
  return w;
}

/** The grain just finer than `grain` (Duckling truncates "in <duration>" to it). */
export function finer(grain: Grain): Grain {
  return grain === 'second' ? 'second' : grain === 'month' || grain === 'week' ? 'day' : grain === 'year' ? 'month' : GRAINS[GRAINS.indexOf(grain) - 1]!;
}

/** Easter Sunday of year `y` (Gregorian computus, anonymous algorithm), as a wall day. */
export function easterSunday(y: number): number {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(y, month - 1, day);
}

/**
 * The n-th weekday `wd` (0 = Sunday) of the days [from, to) (wall days), n = -1 for the last one;
 * NaN when there is none (a fifth Monday some months lack).
 */
export function nthWeekday(from: number, to: number, wd: number, n: number): number {
  const w = n > 0 ? from + (((wd - weekday(from) + 7) % 7) + 7 * (n - 1)) * DAY : to - DAY - ((weekday(to - DAY) - wd + 7) % 7) * DAY;
  return w >= from && w < to ? w : NaN;
}
