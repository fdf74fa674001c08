import { add, DAY, GRAINS, nthWeekday } from '../../time/calendar';
import type { DurationMatch } from '../duration/parse';
import { holidayIn } from './holidays';
import { chain, yearAfter, type Parse } from './parser';
import { partLed, periodTarget, type Period } from './period';
import { resolve } from './resolve';
import type { Spec } from './spec';

/**
 * "Christmas", "next Easter", "Noël 2027", "la Navidad pasada": the next occurrence (today
 * included) unless a year or a shift says otherwise. Holy Week is an interval of days.
 */
export function holidayLed(p: Parse, pos: number): Spec | undefined {
  const { cur, lex } = p;
  const sb = cur.phrase(lex.shiftBefore, pos);
  const h = cur.phrase(lex.holidays, sb ? sb.end : pos);
  if (!h || cur.phrase(lex.holidayNouns, h.end)) return undefined;
  const y = yearAfter(p, h.end);
  const sa = sb || y ? undefined : cur.phrase(lex.shiftAfter, h.end);
  const shift = sb?.value ?? sa?.value;
  let occ: { from: number; to: number } | undefined;
  if (y) occ = holidayIn(h.value, y.value);
  else {
    const y0 = new Date(p.today).getUTCFullYear();
    const list = [y0 - 1, y0, y0 + 1, y0 + 2].map((yy) => holidayIn(h.value, yy));
    if (shift === -1) occ = list.findLast((o) => o.to < p.today);
    else if (shift === 1 || shift === 2) occ = list.filter((o) => o.from > p.today)[shift - 1];
    else occ = list.find((o) => o.to >= p.today);
  }
  if (!occ) return undefined;
  const s: Spec = { start: cur.skip(pos), end: y?.end ?? sa?.end ?? h.end, latent: false };
  if (occ.from === occ.to) s.day = occ.from;
  else s.range = { from: { wall: occ.from, grain: 'day' }, to: { wall: occ.to, grain: 'day' } };
  return s;
}

/**
 * "the third Thursday of June", "le dernier vendredi d'avril", "el primer lunes de agosto",
 * "the last day of the month": a day counted in a week, month or year.
 */
export function nthLed(p: Parse, pos: number): Spec | undefined {
  const { cur, lex } = p;
  const n = cur.phrase(lex.nth, pos);
  if (!n) return undefined;
  const wd = cur.phrase(lex.weekdays, n.end);
  const dw = wd ? undefined : cur.phrase(lex.dayWord, n.end);
  const of = (wd ?? dw) && cur.phrase(lex.nthOf, (wd ?? dw)!.end);
  let per = of ? periodTarget(p, of.end) : undefined;
  if (!per) return undefined;
  const pick = (q: Period) => {
    if (wd) return nthWeekday(q.from, q.to, wd.value, n.value);
    const day = n.value > 0 ? q.from + (n.value - 1) * DAY : q.to - DAY;
    return day < q.to ? day : NaN;
  };
  let day = pick(per);
  // "the first Monday of the month" said after it: next month's.
  if (per.roll && !(day >= p.today)) {
    const from = add(per.from, per.roll, 1);
    per = { ...per, from, to: add(from, per.grain, 1) };
    day = pick(per);
  }
  if (Number.isNaN(day)) return undefined;
  return { start: cur.skip(pos), end: per.end, latent: false, day };
}

/** The day (or instant) a day offset counts from: a point of day grain or finer, or an end of an interval. */
function offsetBase(p: Parse, pos: number, sign: number): { wall: number; grain: (typeof GRAINS)[number]; end: number } | undefined {
  const t = chain(p, pos);
  if (!t || t.latent || (t.day === undefined && !t.cal && !t.range)) return undefined;
  const r = resolve(p, t);
  const pt = r && ('point' in r ? r.point : sign > 0 ? r.to : r.from);
  if (!pt || GRAINS.indexOf(pt.grain) > GRAINS.indexOf('day')) return undefined;
  return { ...pt, end: t.end };
}

function offsetSpec(start: number, base: { wall: number; grain: (typeof GRAINS)[number]; end: number }, wall: number): Spec {
  // A day stays open to a time after it ("two days before Christmas at 8pm"); an instant is final.
  return base.grain === 'day' ? { start, end: base.end, latent: false, day: wall } : { start, end: base.end, latent: false, span: { wall, grain: base.grain } };
}

/**
 * "three days after tomorrow", "two weeks before Christmas", "dos días después de Navidad", "a week
 * from Monday": `d` read at `start`, then an offset word `w` (relative() in parser.ts finds both).
 */
export function offsetFrom(p: Parse, start: number, d: DurationMatch, w: { value: number; end: number }): Spec | undefined {
  if (!Number.isInteger(d.value) || GRAINS.indexOf(d.unit) < GRAINS.indexOf('day')) return undefined;
  const base = offsetBase(p, w.end, w.value);
  return base && offsetSpec(start, base, add(base.wall, d.unit, w.value * d.value));
}

/** "the day after Christmas", "le lendemain de Noël", "la veille du 3 mars", "la víspera de Reyes". */
export function dayOffsetLed(p: Parse, pos: number): Spec | undefined {
  const o = p.cur.phrase(p.lex.dayOffsets, pos);
  const base = o && offsetBase(p, o.end, o.value);
  return base && offsetSpec(p.cur.skip(pos), base, base.wall + o.value * DAY);
}

const longest = (a: Spec | undefined, b: Spec | undefined): Spec | undefined => (!a ? b : !b ? a : b.end > a.end ? b : a);

/** The longest of the parts that start with a name: holidays, "the third Thursday of", "the end of", "the day after". */
export function namedLed(p: Parse, pos: number): Spec | undefined {
  let best = holidayLed(p, pos);
  best = longest(best, nthLed(p, pos));
  best = longest(best, partLed(p, pos));
  return longest(best, dayOffsetLed(p, pos));
}
