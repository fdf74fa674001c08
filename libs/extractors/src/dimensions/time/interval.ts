import { add, DAY } from '../../time/calendar';
import type { Phrases } from '../duration/phrases';
import { atom, chain, type Parse } from './parser';
import { resolve, type Resolved } from './resolve';
import { hasDate, type Spec } from './spec';
import type { Point } from './spec';

export interface IntervalMatch {
  start: number;
  end: number;
  from?: Point;
  to?: Point;
  /** A range of lengths ("ça dure de 2 à 3 heures"): no time, and no part of it is one ("à 3 heures" is no hour). */
  length?: true;
}

const first = (r: Resolved): Point | undefined => ('point' in r ? r.point : r.from);
const last = (r: Resolved): Point | undefined => ('point' in r ? r.point : r.to);

/**
 * Lets each end of "from 3 to 5pm", "du 3 au 5 mars", "de 9 a 11 de la mañana" borrow what it
 * leaves unsaid from the other end: the half of the day, the month, the date.
 */
function complete(a: Spec, b: Spec): [Spec, Spec] | undefined {
  a = { ...a };
  b = { ...b };
  if (b.bare !== undefined) {
    if (a.tod && b.bare <= 24) b.tod = { h: b.bare, m: 0, s: 0, amb: b.bare >= 1 && b.bare <= 12, grain: 'hour' };
    // "June 4-6": the second day of the month.
    else if (!a.tod && a.cal?.d !== undefined && b.bare >= 1 && b.bare <= 31) b.cal = { d: b.bare };
    else return undefined;
    delete b.bare;
  }
  if (a.bare !== undefined) {
    if (b.tod && a.bare <= 24) a.tod = { h: a.bare, m: 0, s: 0, amb: a.bare >= 1 && a.bare <= 12, grain: 'hour' };
    else if (b.cal?.d !== undefined && a.bare >= 1 && a.bare <= 31) a.cal = { d: a.bare };
    else return undefined;
    delete a.bare;
  }
  if (a.cal && b.cal && a.cal.d !== undefined && b.cal.d !== undefined) {
    // Each end takes the month and year the other says; a year said once belongs to the end
    // that says it ("from December 28 to January 3, 2027": the first end is in 2026).
    const am = a.cal.mo ?? b.cal.mo;
    const bm = b.cal.mo ?? a.cal.mo;
    const wraps = am !== undefined && bm !== undefined && bm < am ? 1 : 0;
    const ay = a.cal.y ?? (b.cal.y === undefined ? undefined : b.cal.y - wraps);
    const by = b.cal.y ?? (a.cal.y === undefined ? undefined : a.cal.y + wraps);
    a.cal = { ...a.cal, mo: am, y: ay };
    b.cal = { ...b.cal, mo: bm, y: by };
  }
  if (a.tod && b.tod) {
    if (!a.pod && b.pod) a.pod = b.pod;
    if (!b.pod && a.pod) b.pod = a.pod;
    // "from 3 to 5pm": the first end takes the afternoon when that keeps it before the second.
    if (a.tod.amb && !b.tod.amb && !b.pod && a.tod.h < 12)
      a.tod = { ...a.tod, h: a.tod.h + 12 <= b.tod.h ? a.tod.h + 12 : a.tod.h, amb: false };
    // "from 13:00 to 5": 17:00; "from 22:00 to 2": 2:00, after midnight.
    if (b.tod.amb && !a.tod.amb && !a.pod && b.tod.h < 12 && a.tod.h >= 12)
      b.tod = { ...b.tod, h: b.tod.h + 12 > a.tod.h ? b.tod.h + 12 : b.tod.h, amb: false };
  }
  if (!hasDate(a) && hasDate(b) && a.tod) Object.assign(a, { cal: b.cal, day: b.day, soft: b.soft });
  if (!hasDate(b) && hasDate(a) && b.tod) Object.assign(b, { cal: a.cal, day: a.day, soft: a.soft });
  return [a, b];
}

/** A closed interval ("between Monday and Wednesday", "3-5pm") or an open one ("after 5pm"). */
export function parseInterval(p: Parse, pos: number, base?: Spec): IntervalMatch | undefined {
  const { cur, lex } = p;
  if (!cur.mayStart(pos, p.starts)) return undefined;
  const start = cur.skip(pos);
  const f = cur.phrase(lex.intervalFrom, pos);
  let a = chain(p, f ? f.end : pos);
  if (a) {
    const q = cur.skip(a.end);
    let j: { end: number } | undefined;
    if (f) j = cur.phrase(f.value === 'between' ? lex.intervalAnd : lex.intervalTo, q);
    else if (cur.text[q] === '-' || cur.text[q] === '\u2013') j = { end: q + 1 };
    // "fri to mon", "monday to wednesday", "lundi au mercredi": two days need no "from" (two hours or numbers do).
    else if (a.wd !== undefined && !a.tod && !a.latent) j = cur.phrase(lex.intervalTo, q);
    let b = j ? chain(p, j.end) : undefined;
    // "samedi 10h-12h", "saturday 10am-12pm": two hours of the weekday said.
    const hours = !!a.tod && !!b?.tod && !hasDate(b);
    if (b && !f && j && a.wd !== undefined && !hours && (b.wd === undefined || b.tod)) b = undefined;
    let clock = false;
    // "du 23 au 27", "del 23 al 27", "between the 3 and the 5": two days of the month, each after its article.
    if (b && a.latent && b.latent) {
      const da = asDay(p, a);
      const db = asDay(p, b);
      if (da && db) [a, b] = [da, db];
    }
    // "between 1 and 3 tmrw", "de 10 a 12 el sábado": the day said after two bare hours is theirs.
    const dayAfter =
      !base && f && b && a.bare !== undefined && b.bare !== undefined && a.bare <= 24 && b.bare <= 24 ? dayAt(p, b.end) : undefined;
    const day = base ?? dayAfter;
    if (b && (f || (base && a.bare !== undefined && b.bare !== undefined)) && a.bare !== undefined && b.latent) {
      // "between 2 and 4 this afternoon", "entre 2 et 4 cet après-midi": the part of the day after two bare hours is
      // theirs (alone, "4 this afternoon" is a count: "we are four tonight").
      const pod = b.bare !== undefined && a.bare <= 12 && b.bare <= 12 ? atom(p, cur.skip(b.end)) : undefined;
      if (pod && pod.pod && !pod.tod && pod.bare === undefined && !pod.cal) {
        b = { ...pod, start: b.start, end: pod.end, latent: false, tod: { h: b.bare!, m: 0, s: 0, amb: true, grain: 'hour' } };
        delete b.bare;
      }
      // "wed between 8 and 12", "tomorrow from 9 to 1", "tmrw 10-12": after a day, two bare numbers are its hours (the second
      // past noon when it would come before the first); alone, "from 9 to 5" is a range of numbers.
      else if (day && b.bare !== undefined && a.bare <= 24 && b.bare <= 24) {
        const late = b.bare < a.bare && b.bare < 12;
        a = { ...a, latent: false, tod: { h: a.bare, m: 0, s: 0, amb: !late && a.bare >= 1 && a.bare <= 12, grain: 'hour' } };
        b = {
          ...b,
          latent: false,
          tod: { h: late ? b.bare + 12 : b.bare, m: 0, s: 0, amb: !late && b.bare >= 1 && b.bare <= 12, grain: 'hour' },
        };
        delete a.bare;
        delete b.bare;
        clock = true;
      }
      // "de 14 à 16 heures", "de 9 à 17 heures": an hour past 12 makes the range one of the clock, not of durations; so
      // does a start in the working day (7 to 12) before the 24-hour clock's word ("de 9 a 11 horas", "de 9 à 11 heures")
      // unless a word of length comes before ("dura de 8 a 10 horas"; "de 2 a 3 horas" stays a length).
      else
        clock =
          !!b.tod &&
          b.tod.grain === 'hour' &&
          a.bare <= 24 &&
          (a.bare > 12 || b.tod.h > 12 || (!b.tod.amb && a.bare >= 7 && a.bare < b.tod.h && !lengthBefore(p, start)));
    }
    if (b && (!a.latent || !b.latent || (a.tod && b.tod) || clock) && (clock || !(a.bare !== undefined && b.latent))) {
      const bOwnDate = hasDate(b) || !!day;
      const ends = complete(a, b);
      // Two hours and no day ("from 3 to 5pm"): both on the same day, today unless already over.
      const floating = !!ends && !day && !hasDate(ends[0]) && !hasDate(ends[1]) && !!ends[0].tod && !!ends[1].tod;
      // "today from 9 to 11": a span of the day as said, even begun (an open end moves to the evening: "today before 8").
      if (ends && day) for (const e of ends) if (!hasDate(e)) Object.assign(e, onDay(day), { today: undefined });
      if (ends && floating) for (const e of ends) e.day = p.today;
      const ra = ends && resolve(p, ends[0]);
      const rb = ends && resolve(p, ends[1]);
      if (ra && rb) {
        let from = first(ra);
        let to = last(rb);
        // "from 10pm to 2am": the second end is the next day.
        if (from && to && to.wall < from.wall && ends[1].tod && !bOwnDate) {
          to = { ...to, wall: to.wall + DAY };
        }
        if (floating && from && to && to.wall <= p.now) {
          from = { ...from, wall: from.wall + DAY };
          to = { ...to, wall: to.wall + DAY };
        }
        // "from December 28 to January 3" said on December 30: the January after that December.
        if (from && to && to.wall < from.wall && ends[1].cal?.mo !== undefined && ends[1].cal.y === undefined)
          to = { ...to, wall: add(to.wall, 'year', 1) };
        // "between Monday and Wednesday" said on a Tuesday: the Wednesday after that Monday.
        if (from && to && to.wall < from.wall && ends[1].soft && !ends[1].tod) to = { ...to, wall: to.wall + 7 * DAY };
        if (from && to && to.wall >= from.wall) return { start, end: dayAfter?.end ?? b.end, from, to };
      }
    }
    // "ça dure de 2 à 3 heures", "comptez de 1 à 2 heures": a bare number, then a smaller count of the 24-hour clock's
    // word that is no hour alone, and no span of the clock: a range of lengths, whose second end is no hour either.
    if (b && f && !clock && a.bare !== undefined && b.latent && b.tod?.grain === 'hour' && !b.tod.amb && a.bare < b.tod.h)
      return { start, end: b.end, length: true };
  }
  const plain = f ? chain(p, pos) : a;
  const after = open(p, pos, start, plain, lex.after, 'from', base);
  if (after !== undefined) return after ?? undefined;
  return open(p, pos, start, plain, lex.before, 'to', base) ?? undefined;
}

/** A day alone right after `pos` ("tmrw", "el sábado", "jeudi"): no hour, no part of the day. */
function dayAt(p: Parse, pos: number): Spec | undefined {
  const d = chain(p, p.cur.skip(pos));
  return d && !d.latent && hasDate(d) && !d.tod && !d.pod && !d.span && !d.range ? d : undefined;
}

/** Whether a word of length ends right before `start` ("dura de 8 a 10 horas"): the range there is one of lengths. */
const lengthBefore = (p: Parse, start: number): boolean => !!p.lex.rangeLengthAfter?.test(p.cur.text.slice(Math.max(0, start - 24), start));

/** The date a day said before an interval gives the ends that say none ("wed 25th from 4pm", "Monday the 7th from 9 to 5"). */
const onDay = (base: Spec): Partial<Spec> => ({ cal: base.cal, day: base.day, soft: base.soft, wd: base.wd, today: base.today });

/**
 * "after 5pm" (side from) or "before Monday" (side to); undefined when it is not one, null when
 * nothing may be read here at all (`plain` is a time reaching as far). After a day (`base`), an hour
 * alone is on that day ("on wed 25th from 4pm": the 25th at 16:00).
 */
function open(
  p: Parse,
  pos: number,
  start: number,
  plain: Spec | undefined,
  words: Phrases<unknown>,
  side: 'from' | 'to',
  base?: Spec,
): IntervalMatch | null | undefined {
  const w = p.cur.phrase(words, pos);
  if (!w) return undefined;
  const read = chain(p, w.end);
  // "jusqu'au 23", "avant le 23", "à partir du 23", "hasta el 23": a day of the month after its article.
  let s = (read && asDay(p, read)) ?? read;
  if (s && base && s.tod && !hasDate(s)) s = { ...s, ...onDay(base) };
  // "since January", "depuis janvier", "after March": a month alone is enough here.
  const month = !!s && side === 'from' && s.cal?.mo !== undefined && s.cal.d === undefined && s.cal.y === undefined && !s.tod && !s.pod;
  // "since 2019", "depuis 2019": a year alone too, after the words that look back.
  const year = !!s && w.value === 'since' && s.cal?.y !== undefined && s.cal.mo === undefined && s.cal.d === undefined && !s.tod;
  // "after lunch", "après le déjeuner": lunch alone is enough here, its end after "after", its start after "before".
  const meal = !!s && s.pod === 'lunch' && !s.tod;
  // "hasta las 5": an hour after an article is enough here; a bare "after 5" is not.
  if (!s || (s.latent && !s.tod && !month && !year && !meal)) return undefined;
  // "après-demain" is a day, not "after tomorrow".
  if (plain && !plain.latent && plain.end >= s.end) return null;
  const r = resolve(p, s);
  let pt = r && (side === 'from' ? (meal ? last(r) : first(r)) : meal ? first(r) : last(r));
  // "since January", "since Monday": the last one, not the next (a month or weekday alone, no year, no date).
  if (pt && w.value === 'since' && pt.wall > p.now && (month || (s.soft && !s.tod && !s.pod))) {
    pt = { ...pt, wall: month ? add(pt.wall, 'year', -1) : pt.wall - 7 * DAY };
  }
  return pt ? { start, end: s.end, [side]: pt } : undefined;
}

const DAY_ARTICLE = /(?:^|[ '])(?:du|au|le|l|del|al|el|the)[ ]+$/;

/**
 * A number read alone (or after "le"/"el") as a day of the month when an article stands right before it, in an
 * interval or after "until"/"from": "du 23 au 27", "jusqu'au 23", "hasta el 23". Alone, "le 23" stays a number.
 */
function asDay(p: Parse, s: Spec): Spec | undefined {
  if (s.tod || s.pod || s.day !== undefined || s.span || s.range) return undefined;
  // A bare number needs its article right before it; "le 23" / "el 23" was read with it (a latent day).
  const d = s.bare ?? (s.latent && s.cal && s.cal.mo === undefined && s.cal.y === undefined ? s.cal.d : undefined);
  if (d === undefined || d < 1 || d > 31 || !Number.isInteger(d)) return undefined;
  // "jusqu'au 3e étage": a number glued to letters is something else.
  if (/[\p{L}\p{N}]/u.test(p.cur.text[s.end] ?? '')) return undefined;
  if (s.bare !== undefined) {
    const at = p.cur.skip(s.start);
    if (!DAY_ARTICLE.test(p.cur.text.slice(Math.max(0, at - 8), at))) return undefined;
  }
  const out: Spec = { ...s, latent: false, cal: { d } };
  delete out.bare;
  return out;
}
