import { startOf } from '../../time/calendar';
import { formatIso, offsetZone, toInstant, toWall } from '../../time/zone';
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
import { cityZoneAfter, regionZoneAfter } from './city-zone';
import { resolve } from './resolve';
import { hasDate, merge, type Point, type Spec } from './spec';

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
      let iv = parseInterval(p, w.start);
      // "9am to 5pm EST", "15:00 UTC+2", "9am to 5pm New York time": the hours are that zone's.
      let tz = iv && (iv.from ?? iv.to) ? zoneAfter(ctx, iv.end) : undefined;
      if (iv && tz) {
        const pz = inZone(p, tz.zone);
        const again = parseInterval(pz, w.start);
        if (again && again.end === iv.end) iv = { ...again, end: tz.end };
        else tz = undefined;
      }
      // "around 5-6 kg", "from 2 to 3 litres": a range of a measure; "ça dure de 2 à 3 heures": one of lengths.
      if (iv && (iv.length || beforeMeasure(ctx, iv.start, iv.end))) {
        after = iv.end;
        continue;
      }
      if (iv) {
        out.push({ dim: 'time', start: iv.start, end: iv.end, value: intervalValue(tz?.zone ?? zone, iv.from, iv.to) });
        after = iv.end;
        continue;
      }
      const s = chain(p, w.start);
      // "de 5 à 6 kilos": the hour "à 6" is the measure's.
      if (!s || beforeMeasure(ctx, s.start, s.end)) continue;
      if (s.latent) {
        // "le 3 ou le 4", "el 3 o el 4": two days of the month, each after its article.
        const alt = dayOfMonth(s) ? alternative(p, s) : undefined;
        if (alt) {
          for (const d of [{ ...s, latent: false }, alt]) {
            const r = resolve(p, d);
            if (r && 'point' in r) out.push({ dim: 'time', start: d.start, end: d.end, value: { type: 'timestamp', ...pointValue(zone, r.point) } });
          }
          after = alt.end;
          continue;
        }
        // "por la mañana" alone is no time, and its "mañana" is not tomorrow.
        if (s.pod && !s.tod && !hasDate(s)) after = s.end;
        continue;
      }
      // "tomorrow from 2pm to 4pm": the day applies to both ends.
      if (hasDate(s) && !s.tod && !s.pod) {
        let tail = parseInterval(p, s.end, s);
        // "tomorrow from 2pm to 4pm EST", "... London time": the day and the hours are that zone's.
        const tz = tail && (tail.from ?? tail.to) ? zoneAfter(ctx, tail.end) : undefined;
        let tailZone = zone;
        if (tail && tz) {
          const pz = inZone(p, tz.zone);
          const day = chain(pz, s.start);
          const again = day && day.end === s.end ? parseInterval(pz, s.end, day) : undefined;
          if (again && again.end === tail.end) {
            tail = { ...again, end: tz.end };
            tailZone = tz.zone;
          }
        }
        // "tomorrow 3-4 people", "on monday 2-3 kg": the day alone, its numbers count or measure something.
        if (tail && !tail.length && !beforeMeasure(ctx, s.start, tail.end) && !notAnHour(ctx, s.start, tail.end)) {
          out.push({ dim: 'time', start: s.start, end: tail.end, value: intervalValue(tailZone, tail.from, tail.to) });
          after = tail.end;
          continue;
        }
      }
      const sz = s.tod ? zoneAfter(ctx, s.end) : undefined;
      const at = sz ? inZone(p, sz.zone) : p;
      let spec = s;
      let end = sz?.end ?? s.end;
      if (sz) {
        // Read again in that zone; "3pm EST tomorrow", "10am London time tomorrow": what follows the zone is still this time's.
        spec = chain(at, s.start) ?? s;
        const next = chain(at, sz.end);
        const merged = next && !next.latent && merge(spec, next);
        if (merged) {
          spec = { ...merged, start: s.start };
          end = next.end;
        }
      }
      const r = resolve(at, spec);
      if (!r) continue;
      const value = 'point' in r ? { type: 'timestamp', ...pointValue(at.zone, r.point) } : intervalValue(at.zone, r.from, r.to);
      out.push({ dim: 'time', start: s.start, end, value });
      after = end;
      // "demain 14h ou 15h", "tomorrow at 2 or 3": the alternative on the same day.
      const alt = sz ? undefined : alternative(p, s);
      const ra = alt && resolve(p, alt);
      if (alt && ra) {
        const v = 'point' in ra ? { type: 'timestamp', ...pointValue(zone, ra.point) } : intervalValue(zone, ra.from, ra.to);
        out.push({ dim: 'time', start: alt.start, end: alt.end, value: v });
        after = alt.end;
      }
    }
    return out;
  }

  /**
   * The time after "or" that follows `s`, read with what `s` says and it leaves unsaid: the day ("demain 14h ou 15h",
   * "demain matin ou aprem"), an hour for a bare number after an hour ("tomorrow at 2 or 3"), a day of the month after
   * a day of the month ("le 3 ou le 4"). Undefined when it says its own day or is no such part.
   */
  function alternative(p: Parse, s: Spec): Spec | undefined {
    const or = p.cur.phrase(lex.or, s.end);
    if (!or) return undefined;
    let n = chain(p, p.cur.skip(or.end));
    if (!n || n.span || n.range) return undefined;
    if (dayOfMonth(s)) return dayOfMonth(n) ? { ...n, latent: false } : undefined;
    if (hasDate(n) || s.latent) return undefined;
    const bare = n.bare !== undefined;
    if (n.bare !== undefined) {
      if (!s.tod || s.pod || n.bare > 24 || !Number.isInteger(n.bare)) return undefined;
      n = { ...n, tod: { h: n.bare, m: 0, s: 0, amb: s.tod.amb && n.bare >= 1 && n.bare <= 12, grain: 'hour' } };
      delete n.bare;
    } else if ((!n.tod && !n.pod) || (n.tod && !s.tod) || (n.pod && !n.tod && !s.pod)) return undefined;
    // "at 9 or 10": the next 10 o'clock; "à 14h ou 15h" is read on its own.
    if (!hasDate(s)) return bare ? { ...n, latent: false } : undefined;
    return { ...n, latent: false, cal: s.cal, day: s.day, soft: s.soft, wd: s.wd, today: s.today };
  }

  /** "Marie a 2 ans", "à 5 minutes d'ici": a bare number before a unit of time is its count, no hour. */
  function beforeDurationUnit(ctx: RuleContext, end: number): boolean {
    return scanNumbers(ctx).numbers.some((n) => n.end === end) && !!cursorOf(ctx).phrase(lex.duration.units, end);
  }
}

/** A day of the month alone after its article ("le 3", "el 4"): latent, no month, year or hour. */
const dayOfMonth = (s: Spec): boolean =>
  s.latent && s.cal?.d !== undefined && s.cal.mo === undefined && s.cal.y === undefined && !s.tod && !s.pod && s.day === undefined;

/**
 * Zones said by their abbreviation after an hour, with their fixed offset in hours (an abbreviation names standard or
 * summer time): Europe's, North America's, Australia's (eastern, central with its half hour, western).
 */
// prettier-ignore
const ZONE_ABBREVIATIONS: Record<string, number> = {
  utc: 0, gmt: 0, z: 0, bst: 1, cet: 1, cest: 2, eet: 2, eest: 3, wet: 0, west: 1,
  est: -5, edt: -4, cst: -6, cdt: -5, mst: -7, mdt: -6, pst: -8, pdt: -7, akst: -9, akdt: -8, hst: -10,
  aest: 10, aedt: 11, acst: 9.5, acdt: 10.5, awst: 8,
};
const ZONE_AFTER =
  /^ *\(?(utc|gmt|z|bst|cet|cest|eet|eest|wet|west|est|edt|cst|cdt|mst|mdt|pst|pdt|akst|akdt|hst|aest|aedt|acst|acdt|awst)(?: *([+-\u2212]) *(\d{1,2})(?::?(\d{2}))?)?\)?(?![\p{L}\p{N}])/u;

/**
 * A time zone right after a time, with the end of what was read: an abbreviation ("3pm EST", "15:00 UTC+2"),
 * a North American region's ("3pm Eastern time", "9am CT"), else a city's time ("10am London time", "15h heure de Paris",
 * "a las 10 hora de Madrid": city-zone.ts).
 */
function zoneAfter(ctx: RuleContext, end: number): { zone: string; end: number } | undefined {
  return abbreviationAfter(ctx, end) ?? regionZoneAfter(ctx, end) ?? cityZoneAfter(ctx, end);
}

/**
 * A zone's abbreviation right after a time: "3pm EST", "15:00 UTC+2", "10h GMT". The abbreviation is read as typed in
 * capitals ("est" in lower case is a French verb), UTC/GMT with an offset in any case. A zone of fixed offset: IANA's
 * for whole hours (`Etc/GMT+5` is UTC-5), else the offset itself (`+09:30`, ACST), with the end of what was read.
 */
function abbreviationAfter(ctx: RuleContext, end: number): { zone: string; end: number } | undefined {
  const m = ZONE_AFTER.exec(ctx.text.slice(end, end + 16));
  if (!m) return undefined;
  const abbr = m[1]!;
  const typed = ctx.original.slice(end, end + m[0].length);
  if (!/[A-Z]{2,}|\bZ\b/.test(typed) && !(m[2] && (abbr === 'utc' || abbr === 'gmt'))) return undefined;
  if (abbr === 'z' && m[2]) return undefined;
  let minutes = ZONE_ABBREVIATIONS[abbr]! * 60;
  if (m[2]) {
    if (abbr !== 'utc' && abbr !== 'gmt') return undefined;
    const off = Number(m[3]) * 60 + Number(m[4] ?? 0);
    // Offsets fall on quarter hours: "UTC+5:30", "UTC+9:30", "UTC+5:45".
    if (off > 14 * 60 || off % 15 !== 0) return undefined;
    minutes = m[2] === '+' ? off : -off;
  }
  return { zone: offsetZone(minutes), end: end + m[0].length };
}

/** The parse in another zone: its own now and today, nothing read yet. */
function inZone(p: Parse, zone: string): Parse {
  const now = toWall(zone, p.ref);
  return { ...p, zone, now, today: startOf(now, 'day'), atoms: undefined, chains: undefined };
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
