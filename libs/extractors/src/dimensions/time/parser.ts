import { add, DAY, startOf, weekday, finer, type Grain } from '../../time/calendar';
import { namedLed, offsetFrom } from './named-days';
import { periodTarget } from './period';
import { toInstant, toWall } from '../../time/zone';
import type { Cursor } from '../duration/cursor';
import type { Phrases, WordSet } from '../duration/phrases';
import { parseDuration } from '../duration/parse';
import { gluedHoursLength } from '../duration/lexicon';
import { dividesNoun } from '../../shared/quantities';
import { apostropheBefore, shortenedYear } from '../../shared/shortened-years';
import { MEASURE_AFTER } from '../../shared/measure';
import type { Prep, Season, Shift, TimeLexicon } from './lexicon';
import { merge, type Spec, type TimeOfDay } from './spec';

/** One sentence being parsed: text, words, and "now" read on the wall clock of the zone. */
export interface Parse {
  cur: Cursor;
  lex: TimeLexicon;
  /** First words of the phrases a part can start with (rules.ts): no part starts at another word. */
  starts: WordSet;
  /** First words of holidays, "the third", "the end of", "the day after" (with what may precede them). */
  named: WordSet;
  zone: string;
  ref: number;
  now: number;
  today: number;
  /**
   * Parts and chains already read at an offset (null: none there). The grammar tries every word
   * as the start of an interval, a chain and an open interval, so each offset is asked several times.
   * Results are shared: callers copy a Spec before changing it.
   */
  atoms?: Map<number, Spec | null>;
  chains?: Map<number, Spec | null>;
  /** Start offsets of street numbers: no part starts there ("au 8 place Bellecour" is no day). */
  streetNumbers?: ReadonlySet<number>;
  /** Ordinals written as words, by start offset ("first", "twenty-first", "premier", "primero"). */
  ordinals?: ReadonlyMap<number, { value: number; end: number }>;
}

const HOUR = 3_600_000;
const MIN = 60_000;
const AMPM = / ?([ap])\.?m\b\.?/y;
const CLOCK = /:(\d{2})(?::(\d{2}))?/y;
const H_GLUED = / ?h(?: ?(\d{2}))?(?![\p{L}\p{N}])/uy;
// Not followed by the same separator and a digit (a version, a phone number): "3/2/2020-3/9/2020" is two dates.
const NUM_DATE = /([/.-])(\d{1,2})(?:\1(\d{4}|\d{2}))?(?![\p{L}\p{N}]|\1\d)/uy;
const ISO = /-(\d{1,2})-(\d{1,2})(?:[t ](\d{1,2}):(\d{2})(?::(\d{2}))?)?(?![\p{L}\p{N}])/uy;

function at(re: RegExp, text: string, pos: number): RegExpExecArray | null {
  re.lastIndex = pos;
  return re.exec(text);
}

/**
 * Sticky match of `re` at `pos` when the character there is one of `firsts` (every match of `re`
 * starts with one): most numbers are followed by none, and a regex call costs more than the test.
 */
function atIf(firsts: string, re: RegExp, text: string, pos: number): RegExpExecArray | null {
  return pos < text.length && firsts.includes(text[pos]!) ? at(re, text, pos) : null;
}

/** atIf for the regexes that may start with one space (" pm", " h"): the character after it is tested too. */
function atIfSpaced(firsts: string, re: RegExp, text: string, pos: number): RegExpExecArray | null {
  const c = text[pos] === ' ' ? text[pos + 1] : text[pos];
  return c !== undefined && firsts.includes(c) ? at(re, text, pos) : null;
}

const longest = (a: Spec | undefined, b: Spec | undefined): Spec | undefined => (!a ? b : !b ? a : b.end > a.end ? b : a);

/** "et demie", "y cuarto", "moins le quart" after an hour. */
function minutesAfter(p: Parse, tod: TimeOfDay, end: number): { tod: TimeOfDay; end: number } {
  const mw = p.cur.phrase(p.lex.minuteWords, end);
  if (!mw || tod.m !== 0) return { tod, end };
  const m = mw.value;
  const t = m >= 0 ? { ...tod, m, grain: 'minute' as Grain } : { ...tod, h: (tod.h + 23) % 24, m: 60 + m, grain: 'minute' as Grain };
  return { tod: t, end: mw.end };
}

function ampm(tod: TimeOfDay, which: string): TimeOfDay | undefined {
  if (tod.h < 1 || tod.h > 12) return undefined;
  const h = which === 'p' ? (tod.h % 12) + 12 : tod.h % 12;
  return { ...tod, h, amb: false };
}

/**
 * A year written with 2 digits is the one within 50 years of the reference time: said in 2026,
 * "81" is 1981 and "75" is 2075 (the pivot moves with the reference time, in every language).
 */
export function twoDigitYear(p: Parse, s: string): number {
  if (s.length !== 2) return Number(s);
  const now = new Date(p.today).getUTCFullYear();
  const y = Math.floor(now / 100) * 100 + Number(s);
  return y > now + 49 ? y - 100 : y < now - 50 ? y + 100 : y;
}

/**
 * "[of] March [, 2027]" after a day number: calendar fields or undefined. With `period` (the day
 * had an ordinal or an article), also "of next month", "du mois prochain", "del mes que viene".
 */
function monthAfterDay(p: Parse, d: number, pos: number, start: number, period = false): Spec | undefined {
  if (d < 1 || d > 31) return undefined;
  const of = p.cur.phrase(p.lex.of, pos);
  const mo = p.cur.phrase(p.lex.months, of ? of.end : pos);
  if (!mo) return period ? dayOfPeriod(p, d, pos, start) : undefined;
  const s: Spec = { start, end: mo.end, latent: false, cal: { d, mo: mo.value } };
  const y = yearAfter(p, mo.end);
  if (y) {
    s.cal!.y = y.value;
    s.end = y.end;
  }
  return s;
}

/** "the 3rd of next month": the day in a month said as a period ("the month": this one, or the next if past). */
function dayOfPeriod(p: Parse, d: number, pos: number, start: number): Spec | undefined {
  const of = p.cur.phrase(p.lex.nthOf, pos);
  const per = of && periodTarget(p, of.end);
  if (!per || per.grain !== 'month') return undefined;
  const m = new Date(per.from);
  const cal = per.roll ? { d } : { d, mo: m.getUTCMonth() + 1, y: m.getUTCFullYear() };
  return { start, end: per.end, latent: false, cal };
}

/**
 * A year said with an apostrophe for its century ("in '95", "summer of '69") is past or at most 10 years ahead:
 * said in 2026, '00-'36 are 2000-2036 and '37-'99 are 1937-1999 (the 50-year window of twoDigitYear would make
 * "'69" 2069).
 */
function apostropheYear(p: Parse, digits: number): number {
  const now = new Date(p.today).getUTCFullYear();
  const y = Math.floor(now / 100) * 100 + digits;
  return y > now + 10 ? y - 100 : y;
}

/**
 * A decade: "the 1990s", "les années 2000" as said; "the '90s", "les années 90", "los '80" is the latest decade
 * that has begun ("the '20s" said in 2026 is the 2020s, "the '30s" the 1930s). An interval of years, from its first
 * to its last ("the '90s": 1990..1999, year grain), as seasons go from their first to their last day.
 */
function decade(p: Parse, start: number, end: number, value: number, fourDigits: boolean, latent = false): Spec {
  let y = value;
  if (!fourDigits) {
    const now = new Date(p.today).getUTCFullYear();
    y = Math.floor(now / 100) * 100 + value;
    if (y > now) y -= 100;
  }
  return {
    start,
    end,
    latent,
    range: { from: { wall: Date.UTC(y, 0, 1), grain: 'year' }, to: { wall: Date.UTC(y + 9, 0, 1), grain: 'year' } },
  };
}

/** "'95" (a year), "'90s" (a decade) with its two digits at `pos`; the spec starts at the apostrophe. */
function shortened(p: Parse, pos: number): Spec | undefined {
  const s = shortenedYear(p.cur.original, pos);
  if (!s) return undefined;
  if (s.kind === 'decade') return decade(p, s.start, s.end, s.digits, false);
  return { start: s.start, end: s.end, latent: false, cal: { y: apostropheYear(p, s.digits) } };
}

// "1990s", "1990's" after the number (read in the sentence as received: the apostrophe is a space in the folded text).
const DECADE_S = /['\u2019]?s(?![\p{L}\p{N}])/iuy;
// The number after a decade word: "90", "1990", "90s"; its apostrophe is read before.
const DECADE_NUMBER = /(\d{4}|\d\d)(['\u2019]?s)?(?![\p{L}\p{N}])/iuy;

/**
 * "les années 90", "les années '90", "dans les années 1990", "los años 80", "la década de los 80", "los '80",
 * "los 80s": a word that names a decade, then its number (a "los" alone needs the apostrophe or the "s").
 */
function decadeLed(p: Parse, pos: number): Spec | undefined {
  const { cur } = p;
  const w = cur.phrase(p.lex.decades, pos);
  if (!w) return undefined;
  const q = cur.skip(w.end);
  const t = cur.original;
  const apos = apostropheBefore(t, q);
  DECADE_NUMBER.lastIndex = q;
  const m = DECADE_NUMBER.exec(t);
  if (!m) return undefined;
  const v = Number(m[1]);
  const four = m[1]!.length === 4;
  if (v % 10 !== 0 || (four && (v < 1000 || v > 2990)) || (!w.value && !apos && !m[2])) return undefined;
  if (apos && (four || !shortenedYear(t, q))) return undefined;
  return decade(p, cur.skip(pos), m.index + m[0].length, v, four);
}

export function yearAfter(p: Parse, pos: number): { value: number; end: number } | undefined {
  let q = p.cur.skip(pos);
  if (p.cur.text[q] === ',') q++;
  const of = p.cur.phrase(p.lex.of, q);
  const from = p.cur.skip(of ? of.end : q);
  // "March '95", "summer of '69".
  const sy = shortenedYear(p.cur.original, from);
  if (sy?.kind === 'year') return { value: apostropheYear(p, sy.digits), end: sy.end };
  const m = p.cur.match(/(\d{4})(?![\p{L}\p{N}])/uy, from);
  if (!m) return undefined;
  const y = Number(m[1]);
  return y >= 1900 && y <= 2200 ? { value: y, end: m.index + 4 } : undefined;
}

const hourTod = (h: number, m = 0, s = 0, amb = h >= 1 && h <= 12): TimeOfDay => ({
  h,
  m,
  s,
  amb,
  grain: s ? 'second' : m ? 'minute' : 'hour',
});

/** A time of day read from `start` to `end`, with what may follow it: "pm", "et demie". */
function withTail(p: Parse, start: number, tod: TimeOfDay, end: number, latent = false): Spec {
  const a = atIfSpaced('ap', AMPM, p.cur.text, end);
  if (a) {
    const t2 = ampm(tod, a[1]!);
    if (t2) return { start, end: a.index + a[0].length, latent: false, tod: t2 };
  }
  const mw = minutesAfter(p, tod, end);
  return { start, end: mw.end, latent, tod: mw.tod };
}

/**
 * "7.30am", "at 6.15", "saturday 12.30", "a las 14.30": an hour written with a dot. A time with "am"/"pm" or after a
 * word of the hour ("at", "à", "a las"); else latent (read after a day, "saturday 12.30", not alone: "it was 12.30").
 */
function dottedClock(p: Parse, start: number, end: number, prep: Prep | undefined): Spec | undefined {
  const t = p.cur.text;
  const m = at(DOTTED, t, end);
  if (!m || end - start > 2 || +m[1]! > 59) return undefined;
  // An amount is no hour: "$3.50 on sunday", "3.50€", "3.50 euros le kilo".
  if (p.lex.currency.before_(t, start) || p.lex.currency.at(t, m.index + m[0].length)) return undefined;
  const h = +t.slice(start, end);
  const tod = hourTod(h, +m[1]!, 0, h >= 1 && h <= 12 && t[start] !== '0');
  tod.grain = 'minute';
  return withTail(p, start, tod, m.index + m[0].length, prep !== 'time');
}
const ISH = /ish(?![\p{L}\p{N}])/uy;
const DOTTED = /\.(\d{2})(?![\p{N}]|[.,]\d)/uy;

/** Everything that starts with a number: clock times, numeric dates, "3 mars", "5pm", years. */
/** After a proper fraction in digits, what makes it the fraction of something: "1/3 of the seats". */
const FRACTION_OF = /^ +(?:of|des|du|del)(?![\p{L}\p{N}])/u;
/** "pour", "para", "for" right before a bare number: a count of people ("une table pour 6"), not a day. */
const COUNT_AFTER = /(?:^|[^\p{L}])(?:pour|para|for)\s+$/u;

function numberLed(p: Parse, pos: number, prep: Prep | undefined): Spec | undefined {
  const { cur, lex } = p;
  const n = cur.number(pos);
  if (!n) return undefined;
  const start = cur.skip(pos);
  const t = cur.text;
  const digits = /\d/.test(t[start]!);
  const v = n.value;
  if (digits && t[n.end] === '.' && v <= 23) {
    const dc = dottedClock(p, start, n.end, prep);
    if (dc) return dc;
  }
  if (!Number.isInteger(v) || v < 0) return undefined;
  let best: Spec | undefined;
  if (digits) {
    // "'95", "'90s": nothing else (a percentage in quotes, "'95 percent'", reads on).
    const sy = shortened(p, start);
    if (sy) return sy;
    // "the 1990s", "the 1990's" (not "the 1900s": a century as often as a decade).
    const ds =
      v >= 1000 && v <= 2990 && v % 10 === 0 && (v % 100 !== 0 || v === 2000) && n.end - start === 4
        ? atIf("'\u2019sS", DECADE_S, cur.original, n.end)
        : null;
    if (ds) return decade(p, start, ds.index + ds[0].length, v, true, !prep);
    const iso = v >= 1000 ? atIf('-', ISO, t, n.end) : null;
    if (iso) {
      const s: Spec = { start, end: iso.index + iso[0].length, latent: false, cal: { y: v, mo: +iso[1]!, d: +iso[2]! } };
      if (iso[3] !== undefined) s.tod = hourTod(+iso[3], +iso[4]!, iso[5] ? +iso[5] : 0, false);
      if (s.tod) s.tod.grain = iso[5] ? 'second' : 'minute';
      return s;
    }
    const nd = atIf('/.-', NUM_DATE, t, n.end);
    // "1/2 hour", "3/4 cup of sugar", "1/3 of the seats" are fractions.
    const ndEnd = nd ? nd.index + nd[0].length : 0;
    const fraction =
      nd &&
      nd[3] === undefined &&
      (MEASURE_AFTER.test(t.slice(ndEnd, ndEnd + 14)) ||
        (v < +nd[2]! && FRACTION_OF.test(t.slice(ndEnd, ndEnd + 5))) ||
        (nd[1] === '/' && v > 0 && v < +nd[2]! && +nd[2]! <= 4 && prep !== 'date' && dividesNoun(t, start, ndEnd)));
    if (nd && (nd[1] === '/' || nd[3] !== undefined) && !cur.phrase(lex.duration.units, ndEnd) && !fraction) {
      const [d, mo] = lex.dayFirst ? [v, +nd[2]!] : [+nd[2]!, v];
      if (mo >= 1 && mo <= 12 && d >= 1 && d <= 31) {
        best = { start, end: nd.index + nd[0].length, latent: false, cal: { d, mo } };
        if (nd[3] !== undefined) best.cal!.y = twoDigitYear(p, nd[3]);
      }
    }
    const clock = atIf(':', CLOCK, t, n.end);
    if (clock && v <= 24 && +clock[1]! < 60) {
      // "02:00" with its leading zero is on the 24-hour clock.
      // "a las 8:30 horas": the word for hours is the clock's, on the 24-hour clock (no "30 horas" of length).
      const cEnd = clock.index + clock[0].length;
      const hours = lex.clockHourWords && (cur.phrase(lex.clockHourWords, cEnd) ?? gluedWord(p, lex.clockHourWords, cEnd));
      const tod = hourTod(v, +clock[1]!, clock[2] ? +clock[2] : 0, !hours && v >= 1 && v <= 12 && t[start] !== '0');
      tod.grain = clock[2] ? 'second' : 'minute';
      best = longest(best, withTail(p, start, tod, hours ? hours.end : cEnd));
    }
    // "17h30": an hour in fr; in es one only after "a las" or as an end of an interval ("de 9h a 11h").
    const glued = lex.gluedH === 'always' || prep === 'time' || prep === 'art';
    const hg = glued || lex.gluedH === 'interval' ? atIfSpaced('h', H_GLUED, t, n.end) : null;
    // "ça dure 1h30", "une séance d'1h30": a length of time (the duration's), no hour.
    const length = hg && prep !== 'time' && prep !== 'art' && gluedHoursLength(lex.duration, t, start, hg.index + hg[0].length);
    if (hg && !length && v <= 24 && (!hg[1] || +hg[1] < 60)) {
      const tod: TimeOfDay = { h: v, m: hg[1] ? +hg[1] : 0, s: 0, amb: false, grain: hg[1] ? 'minute' : 'hour' };
      best = longest(best, withTail(p, start, tod, hg.index + hg[0].length, !glued));
    }
    const ord = at(lex.ordinal, t, n.end);
    // "the 4th floor", "au 3e étage", "el 4º piso": an ordinal of the noun after it, no day.
    if (
      ord &&
      v >= 1 &&
      v <= 31 &&
      (v === 1 || !lex.firstDayOnlyOrdinal) &&
      !lex.rankedNoun.test(t.slice(ord.index + ord[0].length, ord.index + ord[0].length + 24))
    ) {
      const end = ord.index + ord[0].length;
      best = longest(best, monthAfterDay(p, v, end, start, true) ?? { start, end, latent: prep !== 'date', cal: { d: v } });
    }
    if (v >= 1900 && v <= 2200 && n.end - start === 4) best = longest(best, { start, end: n.end, latent: prep !== 'in', cal: { y: v } });
  }
  if (v <= 24) {
    const a = atIfSpaced('ap', AMPM, t, n.end);
    if (a) {
      const tod = ampm(hourTod(v), a[1]!);
      if (tod) best = longest(best, { start, end: a.index + a[0].length, latent: false, tod });
    }
    const hw = cur.phrase(lex.hourWords, n.end) ?? gluedWord(p, lex.hourWords, n.end);
    if (hw) {
      // "5 o'clock" alone is a time; "5 heures" / "5 horas" alone is a duration unless "à"/"a las" precede.
      const oclock = /o\s*clock/.test(t.slice(n.end, hw.end));
      // "a las 10 horas" is 10:00, as "à 10 heures" is; "a las 3 en punto" the next of 3:00 and 15:00.
      let tod = hourTod(v, 0, 0, !lex.hIs24 && hw.value !== 24 && v >= 1 && v <= 12);
      let end = hw.end;
      const mm = cur.number(end);
      if (mm && mm.value < 60 && !cur.phrase(lex.duration.units, mm.end)) {
        tod = { ...tod, m: mm.value, grain: 'minute' };
        end = mm.end;
      }
      best = longest(best, withTail(p, start, tod, end, !(oclock || prep === 'time')));
    }
    if (prep === 'time' || prep === 'art') best = longest(best, withTail(p, start, hourTod(v), n.end, prep === 'art'));
    // "at 5ish", "tmrw 10ish": an hour said roughly, after a word of the hour or beside a day ("she's 12ish" is an age).
    if (digits && v >= 1 && v <= 12 && atIf('i', ISH, t, n.end))
      best = longest(best, { start, end: n.end + 3, latent: prep !== 'time', tod: hourTod(v) });
  }
  best = longest(best, monthAfterDay(p, v, n.end, start, prep === 'date'));
  // "pour le 6", "para el 6": a day; "une table pour 6", "para seis", "for six" without the article: people.
  if (!best && v >= 1 && v <= 31 && prep === 'date' && !COUNT_AFTER.test(t.slice(Math.max(0, start - 6), start)))
    best = { start, end: n.end, latent: true, cal: { d: v } };
  return best ?? { start, end: n.end, latent: true, bare: v };
}

/** A one-word phrase of `table` glued to the number before it: the word for hours in "a las 9hs", "a las 20:30hs". */
function gluedWord<V>(p: Parse, table: Phrases<V>, pos: number): { value: V; end: number } | undefined {
  const m = atIf('abcdefghijklmnopqrstuvwxyz', GLUED_WORD, p.cur.text, pos);
  const value = m ? table.map.get(m[0]) : undefined;
  return value === undefined ? undefined : { value, end: pos + m![0].length };
}
const GLUED_WORD = /[a-z]+(?![\p{L}\p{N}])/uy;

/** "the first of March", "le premier mars", "el primero de marzo", "the twenty-first of May": a day as an ordinal word, then its month. */
function ordinalLed(p: Parse, pos: number): Spec | undefined {
  const start = p.cur.skip(pos);
  const o = p.ordinals?.get(start);
  return o && Number.isInteger(o.value) ? monthAfterDay(p, o.value, o.end, start) : undefined;
}

/** "March", "March 3rd", "March 3rd, 2027", "marzo de 2027", "March the first". */
export function monthLed(p: Parse, pos: number, prep: Prep | undefined): Spec | undefined {
  const mo = p.cur.phrase(p.lex.months, pos);
  if (!mo) return undefined;
  const start = p.cur.skip(pos);
  let best: Spec = { start, end: mo.end, latent: prep !== 'in' && prep !== 'date', cal: { mo: mo.value } };
  if (p.ordinals?.size) {
    // "March the first", "March first".
    const the = p.cur.phrase(p.lex.articles, mo.end);
    const o = p.ordinals.get(p.cur.skip(the ? the.end : mo.end));
    if (o && Number.isInteger(o.value) && o.value >= 1 && o.value <= 31)
      best = { start, end: o.end, latent: false, cal: { mo: mo.value, d: o.value } };
  }
  const d = best.cal!.d === undefined ? p.cur.number(mo.end) : undefined;
  if (d && d.value >= 1 && d.value <= 31 && Number.isInteger(d.value)) {
    const ord = at(p.lex.ordinal, p.cur.text, d.end);
    const end = ord ? ord.index + ord[0].length : d.end;
    if (p.cur.boundary(end) && p.cur.text[end] !== ':') {
      best = { start, end, latent: false, cal: { mo: mo.value, d: d.value } };
    }
  }
  const y = yearAfter(p, best.end);
  if (y) best = { ...best, end: y.end, latent: false, cal: { ...best.cal, y: y.value } };
  return best;
}

/** Next occurrence of a weekday (0 = Sunday) with Duckling's future bias. */
export function weekdayDay(p: Parse, wd: number, shift: Shift | undefined): number {
  const diff = (wd - weekday(p.today) + 7) % 7;
  // shift 2: "Friday after next", a week after the next one.
  const days = shift === 0 ? diff : shift === -1 ? (diff === 0 ? -7 : diff - 7) : (diff === 0 ? 7 : diff) + (shift === 2 ? 7 : 0);
  return p.today + days * DAY;
}

/** "[next] Monday [prochain]", "le lundi 3" (fr, es), "Thu, Oct 8". */
function weekdayLed(p: Parse, pos: number): Spec | undefined {
  const { cur, lex } = p;
  const start = cur.skip(pos);
  const sb = cur.phrase(lex.shiftBefore, pos);
  const wd = cur.phrase(lex.weekdays, sb ? sb.end : pos);
  if (!wd) return abbreviatedWeekday(p, sb ? sb.end : pos, start, sb?.value);
  const sa = sb ? undefined : cur.phrase(lex.shiftAfter, wd.end);
  const shift = sb?.value ?? sa?.value;
  const s: Spec = { start, end: sa?.end ?? wd.end, latent: false, day: weekdayDay(p, wd.value, shift), soft: true, wd: wd.value };
  if (lex.weekdayDay && shift === undefined) {
    // "le lundi 3", "el lunes 3 de marzo": a bare number right after the weekday is the day of the month,
    // unless a part of the day follows ("el lunes 3 de la tarde" is an hour).
    // Nor when a word follows that cannot go on a time ("samedi 4 personnes").
    const d = numberLed(p, s.end, 'date');
    if (d?.cal?.d !== undefined && !d.tod && !cur.phrase(lex.pods, d.end)) {
      const q = cur.skip(d.end);
      if (q === cur.text.length || !/[\p{L}\p{N}]/u.test(cur.text[q]!) || cur.mayStart(q, p.starts))
        return { start, end: d.end, latent: false, cal: d.cal, wd: wd.value };
    }
  }
  return s;
}

/**
 * "Thu, Oct 8", "jeu. 8 oct.": an abbreviated weekday is read right before a date, an hour or a part of the day, or with
 * a word that shifts it ("next fri", "lun prochain"); `shift` is the word said before it.
 */
function abbreviatedWeekday(p: Parse, pos: number, start: number, shift?: Shift): Spec | undefined {
  const { cur, lex } = p;
  const ab = cur.phrase(lex.weekdayAbbr, pos);
  if (!ab) return undefined;
  const sa = shift === undefined ? cur.phrase(lex.shiftAfter, ab.end) : undefined;
  if (shift !== undefined || sa) {
    // "next fri", "last tues", "lun prochain", "el jue que viene": the shift says it is a day ("the last sat" stays a verb).
    if (lex.weekdayAbbrNotAfter.test(cur.text.slice(Math.max(0, start - 8), ab.end))) return undefined;
    const s = shift ?? sa!.value;
    return { start, end: sa?.end ?? ab.end, latent: false, day: weekdayDay(p, ab.value, s), soft: true, wd: ab.value };
  }
  let q = ab.end;
  if (cur.text[q] === '.') q++;
  q = cur.skip(q);
  if (cur.text[q] === ',') q++;
  const date = longest(numberLed(p, q, 'date'), monthLed(p, q, 'date'));
  if (date && !date.latent && date.cal?.d !== undefined) return { ...date, start, wd: ab.value };
  // "thurs at 11am", "sat 10am", "wed between 8 and 12", "sam. 14h", "fri to mon": the weekday itself, read as a whole one
  // is, when an hour follows or another abbreviated weekday closes a range (words such as "sat", "mar", "jeu" alone stay words).
  // "I sat at 5pm", "la mer à 6h", "el mar a las 6": a verb or a noun after its subject or its article.
  if (lex.weekdayAbbrNotAfter.test(cur.text.slice(Math.max(0, start - 8), ab.end))) return undefined;
  const rest = cur.text.slice(q, q + 40);
  const range = ABBR_RANGE.exec(rest);
  const led = !!lex.weekdayAbbrAfter?.test(cur.text.slice(Math.max(0, start - 12), start)) && CLAUSE_END.test(cur.text.slice(ab.end, ab.end + 16));
  if (
    !led &&
    !HOUR_NEXT.test(rest) &&
    !POD_NEXT.test(rest) &&
    !(range && cur.phrase(lex.weekdayAbbr, q + range[0].length)) &&
    !closesRange(p, start)
  )
    return undefined;
  return {
    start,
    end: cur.text[ab.end] === '.' ? ab.end + 1 : ab.end,
    latent: false,
    day: weekdayDay(p, ab.value, undefined),
    soft: true,
    wd: ab.value,
  };
}

/** "fri to mon": the abbreviated weekday after a range word that follows another one. */
function closesRange(p: Parse, start: number): boolean {
  const from = Math.max(0, start - 16);
  const m = ABBR_BEFORE.exec(p.cur.text.slice(from, start));
  return !!m && !!p.cur.phrase(p.lex.weekdayAbbr, from + m.index);
}
const ABBR_BEFORE = /\p{L}+\.?[ \u00a0]*(?:[ \u00a0](?:to|till|until|thru|through|au|a|al|hasta)[ \u00a0]+|-[ \u00a0]*)$/u;

/** After an abbreviated weekday: an hour ("at 11am", "10am", "8.30pm", "14h30", "a las 9", "between 8 and 12"). */
const HOUR_NEXT =
  /^(?:(?:a|sobre|desde|hacia|hasta)[ \u00a0]+las[ \u00a0]+\d{1,2}(?![\p{L}\p{N}])|(?:(?:at|around|about|from|between|by|a|vers|des|de|entre)[ \u00a0]+)?\d{1,2}(?:[:.h]\d{2}[ \u00a0]*(?:am|pm|h)?|[ \u00a0]*(?:am|pm|h)|[ \u00a0]+and[ \u00a0]+\d{1,2}|[ \u00a0]+(?:et|y)[ \u00a0]+(?:las[ \u00a0]+)?\d{1,2})(?![\p{L}\p{N}]))/u;
/**
 * After an abbreviated weekday: a part of the day or noon ("sat morning", "wed at noon", "jeu aprem", "ven soir", "mer midi",
 * "sab por la mañana", "vie en la tarde", "mie a mediodia"). In English the bare word only ("sun in the afternoon",
 * "sat at night" are the sun and a verb).
 */
const POD_NEXT =
  /^(?:morning|afternoon|evening|night|lunchtime|(?:at[ \u00a0]+)?(?:noon|midday)|matin|matinee|aprem|apres-midi|apres midi|soir|soiree|midi|(?:por|en|a|de)[ \u00a0]+la[ \u00a0]+(?:manana|tarde|noche)|(?:a|al)[ \u00a0]+mediodia|mediodia)(?![\p{L}\p{N}])/u;
/** What may follow the abbreviated weekday that ends its clause ("on fri?", "el sab o el dom", "on sat or sun"). */
const CLAUSE_END = /^\.?(?:[ \u00a0]*(?:[?!.,;:)]|$)|[ \u00a0]+(?:or|and|o|y|pls|please|porfa|then|instead|is|if|ok|okay|works?)(?![\p{L}\p{N}]))/u;
/** Between two abbreviated weekdays of a range: "fri to mon", "lun au ven", "lun a vie". */
const ABBR_RANGE = /^(?:to|till|until|thru|through|au|a|al|hasta)[ \u00a0]+|^-[ \u00a0]*/;

function weekend(p: Parse, shift: Shift | undefined): Spec['range'] {
  const wd = weekday(p.today);
  // The current weekend while in it, else the coming one; "next" is the one after that.
  let sat = wd === 6 ? p.today : wd === 0 ? p.today - DAY : p.today + (6 - wd) * DAY;
  if (shift) sat += shift * 7 * DAY;
  return { from: { wall: sat, grain: 'day' }, to: { wall: sat + DAY, grain: 'day' } };
}

const SEASONS: Record<Season, [number, number, number, number]> = {
  spring: [3, 20, 6, 20],
  summer: [6, 21, 9, 22],
  autumn: [9, 23, 12, 20],
  winter: [12, 21, 3, 19],
};

/** The season that starts in year `y`, in days (winter ends the next year). */
function seasonOf(s: Season, y: number): { from: number; to: number } {
  const [m1, d1, m2, d2] = SEASONS[s];
  return { from: Date.UTC(y, m1 - 1, d1), to: Date.UTC(m2 < m1 ? y + 1 : y, m2 - 1, d2) };
}

function season(p: Parse, s: Season, shift: Shift | undefined): Spec['range'] {
  const y0 = new Date(p.today).getUTCFullYear();
  // Occurrences from the one that started last year: pick by shift.
  const list = [y0 - 2, y0 - 1, y0, y0 + 1].map((y) => seasonOf(s, y));
  const current = list.findIndex((o) => o.to >= p.today);
  const i = shift === 1 ? list.findIndex((o) => o.from > p.today) : shift === -1 ? list.findLastIndex((o) => o.to < p.today) : current;
  const o = list[i]!;
  return { from: { wall: o.from, grain: 'day' }, to: { wall: o.to, grain: 'day' } };
}

/** "next week", "la semaine prochaine", "este fin de semana", "cet ete", "el verano que viene". */
export function shifted(p: Parse, pos: number, prep: Prep | undefined): Spec | undefined {
  const { cur, lex } = p;
  const start = cur.skip(pos);
  const sb = cur.phrase(lex.shiftBefore, pos);
  const art = sb ? undefined : cur.phrase(lex.articles, pos);
  const q = sb?.end ?? art?.end ?? pos;
  const g = cur.phrase(lex.grains, q);
  const se = g ? undefined : cur.phrase(lex.seasons, q);
  if (!g && !se) return undefined;
  // The chat's "we" (week-end) after its article or "ce" only: alone it may be English ("we are").
  if (g && !sb && !art && g.end - cur.skip(q) === 2 && cur.text.slice(g.end - 2, g.end) === 'we') return undefined;
  const wEnd = (g ?? se)!.end;
  const sa = sb ? undefined : cur.phrase(lex.shiftAfter, wEnd);
  const shift = sb?.value ?? sa?.value;
  const end = sa?.end ?? wEnd;
  if (se) {
    // "summer 1995", "the summer of '69", "l'été 1995", "el verano del '95": that year's.
    const y = shift === undefined ? yearAfter(p, end) : undefined;
    if (y) {
      const o = seasonOf(se.value, y.value);
      return { start, end: y.end, latent: false, range: { from: { wall: o.from, grain: 'day' }, to: { wall: o.to, grain: 'day' } } };
    }
    return { start, end, latent: shift === undefined && prep !== 'in', range: season(p, se.value, shift) };
  }
  const grain = g!.value;
  if (grain === 'weekend') return { start, end, latent: false, range: weekend(p, shift) };
  if (shift === undefined || grain === 'second' || grain === 'minute' || grain === 'hour' || grain === 'day') return undefined;
  return { start, end, latent: false, span: { wall: add(startOf(p.now, grain), grain, shift), grain } };
}

/** An amount of time right before "now" / "maintenant" / "ahora" ("for 3 hours now", "2 semanas ahora"). */
const NOW_AFTER_LENGTH =
  /(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|secondes?|heures?|jours?|semaines?|mois|ans|annees?|segundos?|minutos?|horas?|dias?|semanas?|meses|anos?)[ \u00a0]+$/;

/** A distance earlier in the clause, before "in"/"en" and an amount of time (see relative()). */
const DISTANCE_BEFORE =
  /\d(?:[.,]\d+)? ?(?:k|km|kms|kilomet(?:er|re)s?|kilometros?|miles?|mi|m|met(?:er|re)s?|metros?|laps?|lengths?|largos?|vueltas?)(?![\p{L}\p{N}])[^,.;:!?]*$/u;
const WORKDAYS_IN = /\b(?:business|working)\b/;
const WORKDAYS_AFTER = /^[ \u00a0]+(?:ouvres|ouvrables|habiles|laborables)\b/;

/** "in 3 days", "dans une heure", "hace dos semanas", "3 days ago", "2 hours from now", "2 days after Christmas". */
function relative(p: Parse, pos: number): Spec | undefined {
  const { cur, lex } = p;
  const start = cur.skip(pos);
  let sign = 0;
  let q = pos;
  const inw = cur.phrase(lex.inWords, pos) ?? undefined;
  const ago = inw ? undefined : cur.phrase(lex.agoBefore, pos);
  if (inw) {
    // "ran 10k this morning in 52 min", "corrí 10 km en 55 minutos": the time a distance took, a duration.
    if (DISTANCE_BEFORE.test(cur.text.slice(Math.max(0, start - 48), start))) return undefined;
    sign = 1;
    q = inw.end;
  } else if (ago) {
    sign = -1;
    q = ago.end;
  }
  const d = parseDuration(cur, lex.duration, q);
  if (!d) return undefined;
  // "in 10 business days", "sous 15 jours ouvrés", "en 5 días hábiles": days of work, which the calendar cannot count
  // without the holidays of the place; left a duration.
  if (WORKDAYS_IN.test(cur.text.slice(q, d.end)) || WORKDAYS_AFTER.test(cur.text.slice(d.end, d.end + 12))) return undefined;
  let end = d.end;
  if (!sign) {
    // "two days before Christmas", "a week from Monday": counted from a day, not from now.
    const w = cur.phrase(lex.offsetWords, end);
    const o = w && offsetFrom(p, start, d, w);
    if (o) return o;
    const after = cur.phrase(lex.agoAfter, end);
    const fromNow = after ? undefined : cur.phrase(lex.fromNow, end);
    if (!after && !fromNow) return undefined;
    sign = after ? -1 : 1;
    end = (after ?? fromNow)!.end;
  }
  const grain = finer(d.unit);
  let wall: number;
  if (d.unit === 'second' || d.unit === 'minute' || d.unit === 'hour') {
    // Elapsed time: counted on the real clock, so "in 2 hours" across a DST change stays 2 hours.
    wall = toWall(p.zone, p.ref + sign * d.seconds * 1000);
  } else wall = add(p.now, d.unit, sign * d.value);
  return { start, end, latent: false, span: { wall: startOf(wall, grain), grain } };
}

/** "half past 5", "quarter to 9", "five past three", "20 minutes past 4", "quarter past noon". */
const HALF_HOUR = /(?:^|[^\p{L}])(?:at|around|about|by|till|until|from|for)[ \u00a0]*$/u;

function minuteLed(p: Parse, pos: number): Spec | undefined {
  const mp = p.cur.phrase(p.lex.minutePrefix, pos) ?? minutesPast(p, pos);
  if (!mp) return undefined;
  const n = p.cur.number(mp.end);
  // "at half 7", "around half 8": British for 7:30, 8:30; "half 3 of them", "half 2 hours" are no time.
  if (p.cur.text.slice(mp.end - 4, mp.end) === 'half' && !HALF_HOUR.test(p.cur.text.slice(Math.max(0, pos - 12), pos))) return undefined;
  if (!n || n.value < 1 || n.value > 12) {
    const fh = p.cur.phrase(p.lex.fixedHours, mp.end);
    if (!fh) return undefined;
    const h = mp.value >= 0 ? fh.value : (fh.value + 23) % 24;
    return { start: p.cur.skip(pos), end: fh.end, latent: false, tod: { h, m: (60 + mp.value) % 60, s: 0, amb: false, grain: 'minute' } };
  }
  const m = mp.value;
  let tod: TimeOfDay =
    m >= 0 ? { h: n.value, m, s: 0, amb: true, grain: 'minute' } : { h: n.value - 1, m: 60 + m, s: 0, amb: true, grain: 'minute' };
  let end = n.end;
  const a = atIfSpaced('ap', AMPM, p.cur.text, end);
  if (a) {
    const t2 = ampm({ ...tod, h: n.value }, a[1]!);
    if (t2) {
      tod = { ...t2, h: m >= 0 ? t2.h : (t2.h + 23) % 24, m: tod.m };
      end = a.index + a[0].length;
    }
  }
  return { start: p.cur.skip(pos), end, latent: false, tod };
}

/**
 * A number of minutes then "past"/"to" (en): "five past three", "20 minutes past 4", "ten minutes to six".
 * "to" or "after" after a bare number in digits is a range ("5 to 6"): it needs the word "minutes" or the number in words.
 */
function minutesPast(p: Parse, pos: number): { end: number; value: number } | undefined {
  const re = p.lex.minutesPast;
  if (!re) return undefined;
  const start = p.cur.skip(pos);
  const n = p.cur.number(start);
  if (!n || !Number.isInteger(n.value) || n.value < 1 || n.value > 59) return undefined;
  re.lastIndex = n.end;
  const w = re.exec(p.cur.text);
  if (!w) return undefined;
  const back = w[1] === 'to' || w[1] === 'till';
  // "5 to 6", "3 after 4": a range or a sequence unless "minutes" is said or the number is in words.
  if (w[1] !== 'past' && w[0].indexOf('min') < 0 && /\d/.test(p.cur.text[start]!)) return undefined;
  return { end: re.lastIndex, value: back ? -n.value : n.value };
}

/** Parts of the grammar that start without a preposition. */
function core(p: Parse, pos: number, prep: Prep | undefined): Spec | undefined {
  const { cur, lex } = p;
  if (!cur.mayStart(pos, p.starts) && !p.ordinals?.has(cur.skip(pos))) return undefined;
  const start = cur.skip(pos);
  if (p.streetNumbers?.has(start)) return undefined;
  let best = numberLed(p, pos, prep);
  if (p.ordinals?.size) best = longest(best, ordinalLed(p, pos));
  best = longest(best, monthLed(p, pos, prep));
  best = longest(best, weekdayLed(p, pos));
  best = longest(best, shifted(p, pos, prep));
  const rd = cur.phrase(lex.relDays, pos);
  if (rd) best = longest(best, { start, end: rd.end, latent: false, day: add(p.today, 'day', rd.value), today: rd.value === 0 || undefined });
  const now = cur.phrase(lex.now, pos);
  // "for 3 hours now", "i'm now 78kg": "now" tells how things stand, no time is asked about.
  if (
    now &&
    (NOW_AFTER_LENGTH.test(cur.text.slice(Math.max(0, start - 16), start)) || /^[ \u00a0]+\d/.test(cur.text.slice(now.end, now.end + 3)))
  )
    return best;
  if (now) best = longest(best, { start, end: now.end, latent: false, span: { wall: startOf(p.now, 'second'), grain: 'second' } });
  const pt = cur.phrase(lex.podsToday, pos);
  if (pt) best = longest(best, { start, end: pt.end, latent: false, day: p.today, pod: pt.value });
  const py = cur.phrase(lex.podsYesterday, pos);
  if (py) best = longest(best, { start, end: py.end, latent: false, day: add(p.today, 'day', -1), pod: py.value });
  const pod = cur.phrase(lex.pods, pos);
  if (pod) best = longest(best, { start, end: pod.end, latent: true, pod: pod.value });
  const fh = cur.phrase(lex.fixedHours, pos);
  if (fh) {
    const mw = minutesAfter(p, { h: fh.value, m: 0, s: 0, amb: false, grain: 'hour' }, fh.end);
    best = longest(best, { start, end: mw.end, latent: false, tod: mw.tod });
  }
  const pair = cur.phrase(lex.weekdayPairs, pos);
  if (pair) {
    // "monday-friday": from the next first day to the second one after it.
    const from = weekdayDay(p, pair.value[0], undefined);
    const to = from + ((pair.value[1] - pair.value[0] + 7) % 7) * DAY;
    best = longest(best, {
      start,
      end: pair.end,
      latent: false,
      range: { from: { wall: from, grain: 'day' }, to: { wall: to, grain: 'day' } },
    });
  }
  // After shifted(): "fin de semana" stays the weekend, not the end of the week.
  if (cur.wordStarts(pos, p.named)) best = longest(best, namedLed(p, pos));
  best = longest(best, decadeLed(p, pos));
  if (!prep) best = longest(best, relative(p, pos));
  if (!prep || prep === 'time') best = longest(best, minuteLed(p, pos));
  return best;
}

/** One part, with an optional preposition that belongs to its body ("at 5pm", "le 3 mars"). */
export function atom(p: Parse, pos: number): Spec | undefined {
  const memo = (p.atoms ??= new Map());
  const hit = memo.get(pos);
  if (hit !== undefined) return hit ?? undefined;
  const best = atom_(p, pos);
  memo.set(pos, best ?? null);
  return best;
}

function atom_(p: Parse, pos: number): Spec | undefined {
  if (!p.cur.mayStart(pos, p.starts)) return undefined;
  let best = core(p, pos, undefined);
  const prep = p.cur.phrase(p.lex.preps, pos);
  if (prep) {
    let s = core(p, prep.end, prep.value);
    // "el día 15": the word "día" makes the number a day of the month ("el 15" alone may be anything).
    if (
      s?.latent &&
      s.cal?.d !== undefined &&
      s.cal.mo === undefined &&
      s.cal.y === undefined &&
      / dia$/.test(p.cur.text.slice(pos, prep.end))
    )
      s = { ...s, latent: false };
    if (s && (!best || s.end > best.end)) best = { ...s, start: p.cur.skip(pos) };
  }
  return best;
}

/** Adjacent parts merged: "next Monday at 5pm", "el 3 de marzo a las 5 de la tarde". */
export function chain(p: Parse, pos: number): Spec | undefined {
  const memo = (p.chains ??= new Map());
  const hit = memo.get(pos);
  if (hit !== undefined) return hit ?? undefined;
  const acc = chain_(p, pos);
  memo.set(pos, acc ?? null);
  return acc;
}

function chain_(p: Parse, pos: number): Spec | undefined {
  let acc = atom(p, pos);
  if (!acc) return undefined;
  for (;;) {
    let q = p.cur.skip(acc.end);
    // "Thu, Oct 8", "sam. 21 nov. à 11h": a comma, or the dot of an abbreviation, between parts.
    if (p.cur.text[q] === ',' || (q === acc.end && p.cur.text[q] === '.')) q++;
    const next = atom(p, q);
    if (!next) break;
    const m = merge(acc, next);
    if (!m) break;
    acc = m;
  }
  return acc;
}

export { HOUR, MIN, toInstant };
