import { dateOf, DAY, weekday, type Grain } from '../../time/calendar';
import type { Pod } from './lexicon';
import type { Parse } from './parser';
import type { Point, Spec, TimeOfDay } from './spec';

const HOUR = 3_600_000;

/** Hours covered by each part of the day (Duckling's bounds); `to` is the closing hour. */
const POD_HOURS: Record<Pod, [number, number]> = {
  early: [0, 6],
  morning: [4, 12],
  lunch: [12, 14],
  afternoon: [12, 19],
  evening: [18, 24],
  night: [18, 24],
  // "en fin de matinée", "a media mañana"; "early afternoon", "en début d'aprem"; "late afternoon", "en fin de journée".
  lateMorning: [10, 12],
  earlyAfternoon: [12, 15],
  lateAfternoon: [16, 19],
};

export type Resolved = { point: Point } | { from?: Point; to?: Point };

/** The day (or month, or year) a spec names, with Duckling's future bias for missing fields. */
function dateOfSpec(p: Parse, s: Spec): Point | undefined {
  if (s.cal) {
    const { y, mo, d } = s.cal;
    const t = new Date(p.today);
    const ny = t.getUTCFullYear();
    const nm = t.getUTCMonth() + 1;
    if (d !== undefined) {
      if (mo === undefined) {
        // "le 3": this month if not past, else the next month that has that day; with a weekday
        // ("Monday the 7th") the first such month where that day is that weekday, within 14 months.
        let first: number | undefined;
        for (let k = 0; k < (s.wd === undefined ? 4 : 15); k++) {
          const w = dateOf(ny + Math.floor((nm - 1 + k) / 12), ((nm - 1 + k) % 12) + 1, d);
          if (Number.isNaN(w) || w < p.today) continue;
          first ??= w;
          if (s.wd === undefined || weekday(w) === s.wd) return { wall: w, grain: 'day' };
        }
        return first === undefined ? undefined : { wall: first, grain: 'day' };
      }
      if (y !== undefined) {
        const w = dateOf(y, mo, d);
        return Number.isNaN(w) ? undefined : { wall: w, grain: 'day' };
      }
      for (let k = 0; k < 8; k++) {
        const w = dateOf(ny + k, mo, d);
        if (!Number.isNaN(w) && w >= p.today) return { wall: w, grain: 'day' };
      }
      return undefined;
    }
    if (mo !== undefined) return { wall: Date.UTC(y ?? (mo < nm ? ny + 1 : ny), mo - 1, 1), grain: 'month' };
    if (y !== undefined) return { wall: Date.UTC(y, 0, 1), grain: 'year' };
  }
  return s.day !== undefined ? { wall: s.day, grain: 'day' } : undefined;
}

/** A part of the day turns "5" into 17:00 ("5 de la tarde", "5 in the afternoon"). */
function withPod(tod: TimeOfDay, pod: Pod | undefined): TimeOfDay {
  if (!pod) return tod;
  let h = tod.h;
  const pm = pod === 'afternoon' || pod === 'earlyAfternoon' || pod === 'lateAfternoon' || pod === 'evening' || pod === 'lunch';
  if ((pm || (pod === 'night' && h >= 5)) && h < 12) h += 12;
  if ((pod === 'morning' || pod === 'early') && h === 12) h = 0;
  return { ...tod, h, amb: false };
}

export function resolve(p: Parse, s: Spec): Resolved | undefined {
  if (s.range) return { from: s.range.from, to: s.range.to };
  if (s.span) return { point: s.span };
  const date = dateOfSpec(p, s);
  if ((s.cal || s.day !== undefined) && !date) return undefined;
  if (s.tod) {
    const tod = withPod(s.tod, s.pod);
    const ms = tod.m * 60_000 + tod.s * 1000;
    if (date) {
      // With a day, an unqualified 1..7 is read as afternoon: "tomorrow at 3" is 15:00.
      let h = tod.amb && tod.h >= 1 && tod.h <= 7 ? tod.h + 12 : tod.h;
      // "today at 8", "hoy a las 9" said at 10:30: the morning's is over, the evening's is meant.
      if (tod.amb && h < 12 && s.today && date.wall + h * HOUR + ms <= p.now) h += 12;
      return { point: { wall: date.wall + h * HOUR + ms, grain: tod.grain } };
    }
    // Without a day: the next time the clock shows it (either half of the day when ambiguous).
    const c = p.today + tod.h * HOUR + ms;
    const options = tod.amb && tod.h < 12 ? [c, c + 12 * HOUR, c + DAY] : tod.amb && tod.h === 12 ? [c, c + 12 * HOUR, c + DAY] : [c, c + DAY];
    const wall = options.find((w) => w > p.now) ?? c + DAY;
    return { point: { wall, grain: tod.grain } };
  }
  if (s.pod) {
    const base = date?.wall ?? p.today;
    const [a, b] = POD_HOURS[s.pod];
    return { from: { wall: base + a * HOUR, grain: 'hour' }, to: { wall: base + b * HOUR, grain: 'hour' } };
  }
  return date ? { point: date } : undefined;
}

export const toGrain = (g: Grain) => g;
