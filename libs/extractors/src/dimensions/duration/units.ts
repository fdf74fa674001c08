import type { Grain } from '../../time/calendar';

/** Seconds per unit; months and years counted as Duckling does (30 and 365 days). */
export const SECONDS: Readonly<Record<Grain, number>> = {
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86_400,
  week: 604_800,
  month: 2_592_000,
  year: 31_536_000,
};

/** Next finer unit and how many of it make one of `unit`; fractions are re-expressed in it. */
const FINER: Partial<Record<Grain, [Grain, number]>> = {
  year: ['month', 12],
  month: ['day', 30],
  week: ['day', 7],
  day: ['hour', 24],
  hour: ['minute', 60],
  minute: ['second', 60],
};

/**
 * Expresses an amount as an integer of the largest unit that allows it, as Duckling does:
 * 1.5 hour -> 90 minute, 2.5 days -> 60 hour. Below a second the fraction is kept.
 */
export function integral(value: number, unit: Grain): { value: number; unit: Grain } {
  for (let i = 0; i < 6; i++) {
    const rounded = Math.round(value * 1e6) / 1e6;
    if (Number.isInteger(rounded)) return { value: rounded, unit };
    const f = FINER[unit];
    if (!f) return { value, unit };
    value *= f[1];
    unit = f[0];
  }
  return { value, unit };
}

const ORDER: readonly Grain[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];
export const finerThan = (a: Grain, b: Grain): boolean => ORDER.indexOf(a) < ORDER.indexOf(b);
