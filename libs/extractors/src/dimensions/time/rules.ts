import { startOf } from '../../time/calendar';
import { formatIso, toInstant, toWall } from '../../time/zone';
import type { DimensionRules, EntityValue, RuleContext, Token } from '../../types';
import { findStreets } from '../../places/streets';
import { scanNumbers } from '../../shared/numbers';
import { cursorOf, type Cursor } from '../duration/cursor';
import { durationStarts } from '../duration/parse';
import { firstWords } from '../duration/phrases';
import { parseInterval } from './interval';
import type { TimeLexicon } from './lexicon';
import { MEASURE_AFTER } from '../../shared/measure';
import { chain, type Parse } from './parser';
import { resolve } from './resolve';
import { hasDate, type Point } from './spec';

function pointValue(zone: string, pt: Point): { 'time-stamp': string; unit: string; milliseconds: number } {
  const ms = toInstant(zone, pt.wall);
  return { 'time-stamp': formatIso(zone, ms), unit: pt.grain, milliseconds: ms };
}

function intervalValue(zone: string, from?: Point, to?: Point): EntityValue {
  const v: EntityValue = { type: 'interval' };
  if (from) v.from = pointValue(zone, from);
  if (to) v.to = pointValue(zone, to);
  return v;
}

/**
 * End of a phrase holding a time word that is no time at `pos`: "Father Christmas", "sapin de Noël",
 * a greeting and the holiday it wishes ("Merry Christmas", "feliz Navidad"), a holiday naming a
 * thing ("Black Friday deals": its "Friday" is no weekday either).
 */
function notTime(cur: Cursor, lex: TimeLexicon, pos: number): number | undefined {
  const nt = cur.phrase(lex.notTimes, pos);
  if (nt) return nt.end;
  const g = cur.phrase(lex.greetings, pos);
  if (g) return cur.phrase(lex.holidays, g.end)?.end;
  const h = cur.phrase(lex.holidays, pos);
  return h && cur.phrase(lex.holidayNouns, h.end) ? h.end : undefined;
}

/**
 * Start offsets of the street numbers the times found read ("meet me at 12 Main St": "at 12" is no hour; "à 14h30
 * au 8 place Bellecour": "au 8" is no day). Streets are looked for only when a time ends with a digit followed by a word.
 */
function streetNumbersIn(ctx: RuleContext, out: Token[]): number[] {
  const text = ctx.text;
  if (!out.some((t) => /\d/.test(text[t.end - 1] ?? '') && /^ +\p{L}/u.test(text.slice(t.end, t.end + 3)))) return [];
  const numbers = findStreets(ctx).flatMap((s) => (s.number?.value ? [s.number.start] : []));
  return numbers.filter((n) => out.some((t) => n >= t.start && n < t.end));
}

/**
 * Times in one language: at each word, the longest interval or chain of time parts
 * ("next Monday at 5pm") that starts there; parts that mean nothing alone ("March", "le 3") are skipped.
 */
export function timeRules(lex: TimeLexicon): DimensionRules {
  // Phrases read where an interval, a chain or a part starts (parseInterval, atom, core, relative).
  const starts = firstWords([
    lex.intervalFrom,
    lex.after,
    lex.before,
    lex.preps,
    lex.months,
    lex.shiftBefore,
    lex.weekdays,
    lex.articles,
    lex.grains,
    lex.seasons,
    lex.relDays,
    lex.now,
    lex.podsToday,
    lex.podsYesterday,
    lex.pods,
    lex.fixedHours,
    lex.inWords,
    lex.agoBefore,
    lex.minutePrefix,
    ...durationStarts(lex.duration),
    lex.nth,
    lex.weekdayAbbr,
    lex.weekdayPairs,
    lex.holidays,
    lex.greetings,
    lex.notTimes,
    lex.dayOffsets,
    lex.partOf,
    lex.partGlued,
    lex.decades,
  ]);
  const notTimes = firstWords(lex.holidayNouns.map.size ? [lex.notTimes, lex.greetings, lex.holidays] : [lex.notTimes, lex.greetings]);
  const named = firstWords([lex.holidays, lex.shiftBefore, lex.nth, lex.partOf, lex.articles, lex.partGlued, lex.dayOffsets]);
  return {
    dim: 'time',
    needs: ['number', 'item-count'],
    extract(ctx) {
      const out = times(ctx);
      const numbers = streetNumbersIn(ctx, out);
      // Read again, with no part starting at a street's number: the time before it stays ("à 14h30 au 8 place Bellecour").
      const read = numbers.length ? times(ctx, new Set(numbers)).filter((t) => !numbers.some((n) => n >= t.start && n < t.end)) : out;
      return read.filter((t) => !notAnHour(ctx, t.start, t.end) && !beforeDurationUnit(ctx, t.end));
    },
  };

  /** The times of the sentence; `streetNumbers`: offsets where no part may start. */
  function times(ctx: RuleContext, streetNumbers?: ReadonlySet<number>): Token[] {
    const cur = cursorOf(ctx);
    const zone = ctx.timezone;
    // Made at the first word that may start a time (many sentences have none).
    let p: Parse | undefined;
    const out: Token[] = [];
    let after = 0;
    const words = cur.words;
    const ordinals = spelledOrdinals(ctx);
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      if (w.start < after || (!cur.wordMayStart(i, starts) && !ordinals?.has(w.start))) continue;
      const skip = cur.wordIn(i, notTimes) ? notTime(cur, lex, w.start) : undefined;
      if (skip) {
        after = skip;
        continue;
      }
      if (!p) {
        const now = toWall(zone, ctx.referenceTime);
        p = { cur, lex, starts, named, zone, ref: ctx.referenceTime, now, today: startOf(now, 'day'), streetNumbers, ordinals };
      }
      const iv = parseInterval(p, w.start);
      // "around 5-6 kg", "from 2 to 3 litres": a range of a measure.
      if (iv && (beforeMeasure(ctx, iv.start, iv.end))) {
        after = iv.end;
        continue;
      }
      if (iv) {
        out.push({ dim: 'time', start: iv.start, end: iv.end, value: intervalValue(zone, iv.from, iv.to) });
        after = iv.end;
        continue;
      }
      const s = chain(p, w.start);
      // "de 5 à 6 kilos": the hour "à 6" is the measure's.
      if (!s || beforeMeasure(ctx, s.start, s.end)) continue;
      if (s.latent) {
        // "por la mañana" alone is no time, and its "mañana" is not tomorrow.
        if (s.pod && !s.tod && !hasDate(s)) after = s.end;
        continue;
      }
      // "tomorrow from 2pm to 4pm": the day applies to both ends.
      if (hasDate(s) && !s.tod && !s.pod) {
        const tail = parseInterval(p, s.end, s);
        if (tail) {
          out.push({ dim: 'time', start: s.start, end: tail.end, value: intervalValue(zone, tail.from, tail.to) });
          after = tail.end;
          continue;
        }
      }
      const r = resolve(p, s);
      if (!r) continue;
      const value = 'point' in r ? { type: 'timestamp', ...pointValue(zone, r.point) } : intervalValue(zone, r.from, r.to);
      out.push({ dim: 'time', start: s.start, end: s.end, value });
      after = s.end;
    }
    return out;
  }

  /** "Marie a 2 ans", "à 5 minutes d'ici": a bare number before a unit of time is its count, no hour. */
  function beforeDurationUnit(ctx: RuleContext, end: number): boolean {
    return scanNumbers(ctx).numbers.some((n) => n.end === end) && !!cursorOf(ctx).phrase(lex.duration.units, end);
  }
}

/** A time read from [start, end) that ends on a bare number followed by a measure unit: "5-6 kg", "à 6 kilos", "by twelve percent". */
function beforeMeasure(ctx: RuleContext, start: number, end: number): boolean {
  return end > start && MEASURE_AFTER.test(ctx.text.slice(end, end + 14)) && scanNumbers(ctx).numbers.some((n) => n.end === end);
}

/**
 * A time read from [start, end) whose last number counts something or goes on after it: French "a" (has)
 * reads as "à" once accents are folded ("Elle a trois enfants", "on a deux options": the number starts a
 * count of a noun), and "passe à 1 100 euros" must not stop at "à 1".
 */
function notAnHour(ctx: RuleContext, start: number, end: number): boolean {
  if (ctx.tokens('item-count').some((c) => c.start >= start && c.start < end && c.end > end)) return true;
  return scanNumbers(ctx).numbers.some((n) => n.start >= start && n.start < end && n.end > end);
}

/** Ordinals written as words ("first", "twenty-first", "premier", "primero"), by start: days of a month. */
function spelledOrdinals(ctx: RuleContext): Map<number, { value: number; end: number }> | undefined {
  let out: Map<number, { value: number; end: number }> | undefined;
  for (const o of scanNumbers(ctx).ordinals)
    if (o.spelled && o.value >= 1 && o.value <= 31) (out ??= new Map()).set(o.start, { value: o.value, end: o.end });
  return out;
}
