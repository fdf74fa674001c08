import { add, DAY, startOf, type Grain } from '../../time/calendar';
import type { PeriodPart } from './lexicon';
import { monthLed, shifted, yearAfter, type Parse } from './parser';
import type { Point, Spec } from './spec';

type PeriodGrain = 'week' | 'month' | 'year';

/** A week, month or year named after "the third Thursday of", "the end of", "le 3 du". */
export interface Period {
  /** First day and the day after the last (wall days). */
  from: number;
  to: number;
  grain: PeriodGrain;
  end: number;
  /**
   * Said without a year or a shift ("June", "the month"): the grain to move on by when what is
   * read in it is already past (future bias); undefined when the period was pinned down.
   */
  roll?: Grain;
}

const isPeriodGrain = (g: string): g is PeriodGrain => g === 'week' || g === 'month' || g === 'year';

function period(from: number, grain: PeriodGrain, end: number, roll?: Grain): Period {
  return { from, to: add(from, grain, 1), grain, end, roll };
}

/** "next month", "the month", "la semaine prochaine", "June", "junio de 2027", "2027". */
export function periodTarget(p: Parse, pos: number): Period | undefined {
  const { cur, lex } = p;
  const s = shifted(p, pos, undefined);
  if (s?.span && isPeriodGrain(s.span.grain)) return period(s.span.wall, s.span.grain, s.end);
  const art = cur.phrase(lex.articles, pos);
  const g = cur.phrase(lex.grains, art ? art.end : pos);
  // "quarter" counts months in shifted(); it is no period here.
  if (g && isPeriodGrain(g.value) && cur.wordAt(art ? art.end : pos)?.text !== 'quarter') {
    return period(startOf(p.now, g.value), g.value, g.end, g.value);
  }
  const m = monthLed(p, pos, 'in');
  if (m?.cal?.mo !== undefined && m.cal.d === undefined) {
    const now = new Date(p.today);
    const y = m.cal.y ?? (m.cal.mo < now.getUTCMonth() + 1 ? now.getUTCFullYear() + 1 : now.getUTCFullYear());
    return period(Date.UTC(y, m.cal.mo - 1, 1), 'month', m.end, m.cal.y === undefined ? 'year' : undefined);
  }
  const c = cur.text.charCodeAt(cur.skip(pos));
  const y = c >= 48 && c <= 57 ? yearAfter(p, pos) : undefined;
  return y ? period(Date.UTC(y.value, 0, 1), 'year', y.end) : undefined;
}

/**
 * The third of a period a part names, as an interval: weeks Monday-Tuesday, Wednesday-Thursday,
 * Friday-Sunday; months days 1-10, 11-20, 21-last; years January-April, May-August, September-December.
 */
function partOfPeriod(per: Period, part: PeriodPart): { from: Point; to: Point } {
  const i = part === 'early' ? 0 : part === 'mid' ? 1 : 2;
  if (per.grain === 'year') {
    return { from: { wall: add(per.from, 'month', 4 * i), grain: 'month' }, to: { wall: add(per.from, 'month', 4 * i + 3), grain: 'month' } };
  }
  const bounds = per.grain === 'week' ? [0, 2, 4, 7] : [0, 10, 20, (per.to - per.from) / DAY];
  return { from: { wall: per.from + bounds[i]! * DAY, grain: 'day' }, to: { wall: per.from + (bounds[i + 1]! - 1) * DAY, grain: 'day' } };
}

/** "early next year", "the end of the month", "mid-March", "à la mi-juin", "a finales de junio". */
export function partLed(p: Parse, pos: number): Spec | undefined {
  const { cur, lex } = p;
  const m = cur.phrase(lex.partOf, pos);
  let part: PeriodPart;
  let per: Period | undefined;
  if (m) {
    part = m.value;
    per = periodTarget(p, m.end);
  } else {
    const art = cur.phrase(lex.articles, pos);
    const g = cur.phrase(lex.partGlued, art ? art.end : pos);
    if (!g) return undefined;
    part = g.value.part;
    if (g.value.mo !== undefined) {
      const now = new Date(p.today);
      const y = yearAfter(p, g.end);
      const yy = y?.value ?? (g.value.mo < now.getUTCMonth() + 1 ? now.getUTCFullYear() + 1 : now.getUTCFullYear());
      per = period(Date.UTC(yy, g.value.mo - 1, 1), 'month', y?.end ?? g.end, y ? undefined : 'year');
    } else if (g.value.grain) per = period(startOf(p.now, g.value.grain), g.value.grain, g.end, g.value.grain);
  }
  if (!per) return undefined;
  let range = partOfPeriod(per, part);
  // "early November" said on the 17th: the next one.
  const past = range.to.grain === 'month' ? range.to.wall < startOf(p.today, 'month') : range.to.wall < p.today;
  if (past && per.roll) range = partOfPeriod(period(add(per.from, per.roll, 1), per.grain, per.end), part);
  return { start: cur.skip(pos), end: per.end, latent: false, range };
}
