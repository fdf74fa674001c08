import type { Grain } from '../../time/calendar';
import type { Pod } from './lexicon';

/** A wall-clock instant (see time/zone.ts) and the grain it stands for. */
export interface Point {
  wall: number;
  grain: Grain;
}

export interface TimeOfDay {
  h: number;
  m: number;
  s: number;
  /** A 12-hour reading ("at 5") that may mean 5:00 or 17:00. */
  amb: boolean;
  grain: Grain;
}

/**
 * What a stretch of words says about a time, before it is resolved against the reference time:
 * combining "demain" + "à 17h" or "3" + "to 5pm" needs the parts, not resolved instants.
 */
export interface Spec {
  start: number;
  end: number;
  /** Usable inside a larger expression but not reported alone ("March", "le 3", "morning"). */
  latent: boolean;
  /** Calendar fields said explicitly; missing ones are filled with a future bias. */
  cal?: { y?: number; mo?: number; d?: number };
  /** A day already resolved (wall ms at midnight): "tomorrow", "next Monday". */
  day?: number;
  /** `day` is today as said ("today", "hoy", "aujourd'hui"): an hour of it whose morning is over is the evening's. */
  today?: boolean;
  /** `day` comes from a weekday alone: an explicit date next to it wins ("Monday March 3rd"). */
  soft?: boolean;
  /**
   * The weekday said beside a date (0 = Sunday): with a day of the month alone it picks the month
   * ("Monday the 7th": the next 7th that is a Monday); a full date wins over it.
   */
  wd?: number;
  /** A resolved instant or period: "now", "in 2 hours", "next week". */
  span?: Point;
  /** A resolved interval: a season, the weekend. */
  range?: { from: Point; to: Point };
  tod?: TimeOfDay;
  pod?: Pod;
  /** A bare number: an hour or a day only next to the other end of an interval ("from 3 to 5pm"). */
  bare?: number;
}

export const hasDate = (s: Spec): boolean => s.day !== undefined || s.cal !== undefined;

/** Combines two adjacent parts ("tomorrow" + "at 3am"), or undefined when they cannot go together. */
export function merge(a: Spec, b: Spec): Spec | undefined {
  if (a.bare !== undefined || b.bare !== undefined) {
    // "5 de la tarde", "3 in the afternoon": a bare hour followed by a part of the day.
    const [n, other] = a.bare !== undefined ? [a, b] : [b, a];
    // Not before a part of today ("nous sommes quatre ce soir", "somos cuatro esta noche": a count).
    if (n !== a || other.tod || !other.pod || other.day !== undefined || other.bare !== undefined || n.bare! > 12) return undefined;
    return { ...other, start: a.start, end: b.end, latent: false, tod: { h: n.bare!, m: 0, s: 0, amb: true, grain: 'hour' } };
  }
  if (a.span || b.span || a.range || b.range) return undefined;
  if ((a.tod && b.tod) || (a.pod && b.pod)) return undefined;
  const out: Spec = { start: a.start, end: b.end, latent: a.latent && b.latent };
  if (a.cal && b.cal) {
    const c = { ...a.cal };
    for (const k of ['y', 'mo', 'd'] as const) {
      if (b.cal[k] === undefined) continue;
      if (c[k] !== undefined) return undefined;
      c[k] = b.cal[k];
    }
    if (c.mo !== undefined && (c.d !== undefined || c.y !== undefined)) out.latent = false;
    out.cal = c;
  } else out.cal = a.cal ?? b.cal;
  if (a.day !== undefined && b.day !== undefined) return undefined;
  const day = a.day ?? b.day;
  const soft = a.day !== undefined ? a.soft : b.soft;
  if (day !== undefined) {
    if (!out.cal) {
      out.day = day;
      out.soft = soft;
      if (a.today || b.today) out.today = true;
      out.wd = a.wd ?? b.wd;
    } else if (!soft) return undefined;
    else out.wd = a.wd ?? b.wd;
  } else if (a.wd !== undefined || b.wd !== undefined) out.wd = a.wd ?? b.wd;
  out.tod = a.tod ?? b.tod;
  out.pod = a.pod ?? b.pod;
  if (out.tod && out.cal && out.cal.d === undefined) return undefined;
  return out;
}
