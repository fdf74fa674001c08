import type { Grain } from '../../time/calendar';
import type { Cursor, DurationAt } from './cursor';
import type { DurationLexicon } from './lexicon';
import { firstWords, phrases, type Phrases, type WordSet } from './phrases';
import { finerThan, integral, SECONDS } from './units';

export type DurationMatch = DurationAt;

const GLUED = /(\d+)(?:[.,](\d+))?([a-z]+)(\d{1,2})?(?![\p{L}\p{N}])/uy;

/** Fractions written as one character ("½ hour", "1½ hours"). */
const VULGAR = phrases({ '\u00bd': 0.5, '\u00bc': 0.25, '\u00be': 0.75, '\u2153': 1 / 3, '\u2154': 2 / 3 });
const SLASHED = /(\d{1,2})\/(\d{1,2})(?![\p{N}/])/uy;

const isDigit = (c: number) => c >= 48 && c <= 57;

/** End of the run of digits at `pos`. */
function digitsEnd(text: string, pos: number): number {
  while (pos < text.length && isDigit(text.charCodeAt(pos))) pos++;
  return pos;
}

/** "1/2", "3/4" (a proper fraction) or "½" at `q` (no blank skipped). */
function fraction(cur: Cursor, q: number): { value: number; end: number } | undefined {
  const v = VULGAR.map.get(cur.text[q] ?? '');
  if (v !== undefined) return cur.boundary(q + 1) ? { value: v, end: q + 1 } : undefined;
  // The regex only where digits are followed by a slash.
  const e = digitsEnd(cur.text, q);
  if (e === q || cur.text[e] !== '/' || (q > 0 && /[\p{L}\p{N}/]/u.test(cur.text[q - 1]!))) return undefined;
  const m = cur.match(SLASHED, q);
  return m && +m[1]! > 0 && +m[1]! < +m[2]! ? { value: +m[1]! / +m[2]!, end: m.index + m[0].length } : undefined;
}

/** A fraction after a whole number: "1 1/2", "1½" (blanks between allowed). */
function fractionAfter(cur: Cursor, end: number): { value: number; end: number } | undefined {
  const q = cur.text.charCodeAt(end) === 32 ? end + 1 : end;
  const c = cur.text.charCodeAt(q);
  return isDigit(c) || VULGAR.map.has(cur.text[q] ?? '') ? fraction(cur, q) : undefined;
}

function amount(cur: Cursor, lex: DurationLexicon, pos: number, digit: boolean): { value: number; end: number } | undefined {
  if (!digit) {
    const q = cur.skip(pos);
    const f = VULGAR.map.has(cur.text[q] ?? '') ? fraction(cur, q) : undefined;
    if (f) return f;
    // "un par de horas": the longer phrase wins over its article read as a number.
    const n = cur.number(pos);
    const one = cur.phrase(lex.one, pos);
    return one && (!n || one.end > n.end) ? one : n;
  }
  const q = cur.skip(pos);
  const e = digitsEnd(cur.text, q);
  const next = cur.text[e];
  if (next === lex.decimal && isDigit(cur.text.charCodeAt(e + 1))) {
    const dec = cur.match(lex.decimal === '.' ? /(\d+)\.(\d+)(?![\p{N}])/uy : /(\d+),(\d+)(?![\p{N}])/uy, q);
    if (dec && (dec.index === 0 || !/[\p{L}\p{N}.,]/u.test(cur.text[dec.index - 1]!))) {
      return { value: Number(`${dec[1]}.${dec[2]}`), end: dec.index + dec[0].length };
    }
  }
  if (next === '/') {
    const f = fraction(cur, q);
    if (f) {
      // "3/4 of an hour", "3/4 d'heure"
      const of = cur.phrase(lex.fractionOf, f.end);
      return of && cur.phrase(lex.units, of.end) ? { value: f.value, end: of.end } : f;
    }
  }
  const n = cur.number(pos);
  // "1 1/2 hours", "1½ hours" (not "a 1/2 day": only after digits)
  const more = n && Number.isInteger(n.value) ? fractionAfter(cur, n.end) : undefined;
  return more ? { value: n!.value + more.value, end: more.end } : n;
}

/** One "<amount> <unit> [and a half]" group, or a glued form such as "1h30" or "45min". */
function group(cur: Cursor, lex: DurationLexicon, pos: number): { value: number; unit: Grain; end: number } | undefined {
  const fixed = cur.phrase(lex.fixed, pos);
  if (fixed) return { ...fixed.value, end: fixed.end };
  // GLUED and the decimal amount start with a digit: no regex call before a word.
  const c = cur.text.charCodeAt(cur.skip(pos));
  const digit = c >= 48 && c <= 57;
  // GLUED needs a letter after the digits (and a decimal part): "45min", "1h30", "1.5h".
  let g: RegExpExecArray | null = null;
  if (digit) {
    const q = cur.skip(pos);
    let e = digitsEnd(cur.text, q);
    if ((cur.text[e] === '.' || cur.text[e] === ',') && isDigit(cur.text.charCodeAt(e + 1))) e = digitsEnd(cur.text, e + 1);
    const l = cur.text.charCodeAt(e);
    if (l >= 97 && l <= 122) g = cur.match(GLUED, pos);
  }
  if (g) {
    const unit = lex.units.map.get(g[3]!);
    if (unit && (g.index === 0 || !/[\p{L}\p{N}]/u.test(cur.text[g.index - 1]!))) {
      const base = Number(g[2] ? `${g[1]}.${g[2]}` : g[1]);
      const end = g.index + g[0].length;
      if (g[4] !== undefined) {
        // "1h30": the trailing digits count the next finer unit.
        if (unit !== 'hour' && unit !== 'minute') return undefined;
        const sub = Number(g[4]);
        if (sub >= 60) return undefined;
        return { value: base * 60 + sub, unit: unit === 'hour' ? 'minute' : 'second', end };
      }
      return { value: base, unit, end };
    }
  }
  const a = amount(cur, lex, pos, digit);
  if (!a) return undefined;
  let end = a.end;
  let value = a.value;
  const pre = cur.phrase(lex.half, end); // "2 and a half hours"
  if (pre) end = pre.end;
  const between = lex.between && cur.phrase(lex.between, end); // "2 more days", "a whole day"
  if (between) end = between.end;
  const u = cur.phrase(lex.units, end);
  if (!u) return undefined;
  end = u.end;
  if (pre) value += pre.value;
  else {
    const post = cur.phrase(lex.half, end);
    if (post) {
      value += post.value;
      end = post.end;
    }
  }
  return { value, unit: u.value, end };
}

/** Phrases a duration can start with, besides a number. */
export const durationStarts = (lex: DurationLexicon): Phrases<unknown>[] => [lex.fixed, lex.one, VULGAR];
/** Their first words, per lexicon (lexicons are module constants: entries live as long as they do). */
const STARTS = new WeakMap<DurationLexicon, WordSet>();

/**
 * Longest duration starting at `pos`: groups joined by "and"/"et"/"y", or "2 heures 30". Kept per
 * cursor and offset: the duration rules and the time grammar (relative times, offsets) ask for the same ones.
 */
export function parseDuration(cur: Cursor, lex: DurationLexicon, pos: number): DurationMatch | undefined {
  const memo = (cur.durations ??= new Map());
  pos = cur.skip(pos);
  const hit = memo.get(pos);
  if (hit !== undefined) return hit ?? undefined;
  const d = parseDuration_(cur, lex, pos);
  memo.set(pos, d ?? null);
  return d;
}

function parseDuration_(cur: Cursor, lex: DurationLexicon, pos: number): DurationMatch | undefined {
  let starts = STARTS.get(lex);
  if (!starts) STARTS.set(lex, (starts = firstWords(durationStarts(lex))));
  if (!cur.mayStart(pos, starts)) return undefined;
  const first = group(cur, lex, pos);
  if (!first) return undefined;
  let seconds = first.value * SECONDS[first.unit];
  let unit = first.unit;
  let end = first.end;
  for (;;) {
    const and = cur.phrase(lex.and, end);
    const next = group(cur, lex, and ? and.end : end);
    if (next && finerThan(next.unit, unit)) {
      seconds += next.value * SECONDS[next.unit];
      unit = next.unit;
      end = next.end;
      continue;
    }
    // "2 heures 1/2", "2 hours ½": a fraction of the last unit.
    const f = and ? undefined : fractionAfter(cur, end);
    if (f) {
      seconds += f.value * SECONDS[unit];
      end = f.end;
      break;
    }
    // "2 heures 30", "1 hour 20": a bare number after hours counts minutes.
    if (!and && (unit === 'hour' || unit === 'minute')) {
      const n = cur.number(end);
      if (n && n.value < 60 && Number.isInteger(n.value) && cur.boundary(n.end) && !cur.phrase(lex.units, n.end)) {
        seconds += n.value * SECONDS[unit === 'hour' ? 'minute' : 'second'];
        unit = unit === 'hour' ? 'minute' : 'second';
        end = n.end;
      }
    }
    break;
  }
  const r = integral(seconds / SECONDS[unit], unit);
  return { start: cur.skip(pos), end, value: r.value, unit: r.unit, seconds };
}
