import type { Dimension, DimensionRules, EntityValue, RuleContext, Token } from '../types';
import { scanNumbers } from './numbers';
import { andAHalf, quantities } from './quantities';
import { foldedText, type UnitHit, type UnitMatcher } from './units';

/** A measurement unit: its name in responses, and the factor to the normalised unit if any. */
export interface MeasureUnit {
  unit: string;
  factor?: number;
  /** A word that is also something else ("pounds" is money too): kept only when `cue` matches the sentence. */
  ambiguous?: boolean;
}

export function round(v: number): number {
  return Number.isInteger(v) ? v : Number(v.toPrecision(12));
}

export const numType = (v: number) => (Number.isInteger(v) ? 'integer' : 'float');

/** A number or a quantity ("a", "half a") with the unit after it. */
export interface Measured<U> {
  start: number;
  end: number;
  value: number;
  unit: UnitHit<U>;
}

/**
 * The unit after the number or quantity [start, end), with "and a half" before it ("two and a half
 * kilos") or after it ("a kilo and a half", "un litre et demi", "un kilo y medio").
 */
export function unitAfter<U>(matcher: UnitMatcher<U>, folded: string, start: number, end: number, value: number): Measured<U> | null {
  const whole = Number.isInteger(value) && value > 0;
  let unit = matcher.at(folded, end);
  if (!unit && whole) {
    const half = andAHalf(folded, end);
    if (half >= 0) {
      unit = matcher.at(folded, half);
      if (unit) return { start, end: unit.end, value: value + 0.5, unit };
    }
  }
  if (!unit) return null;
  const half = whole ? andAHalf(folded, unit.end) : -1;
  if (half >= 0) return { start, end: half, value: value + 0.5, unit };
  return { start, end: unit.end, value, unit };
}

/** After "a", "half", "medio": a unit written as a word ("a mile"), not a symbol ("a $5 tip", "a m"). */
export const wordUnit = (form: string) => form.length > 1 && /^\p{L}/u.test(form);

/** Every number and quantity of the sentence followed by a unit of `matcher`. */
export function measured<U>(ctx: RuleContext, matcher: UnitMatcher<U>): Measured<U>[] {
  const scan = scanNumbers(ctx);
  const qs = quantities(ctx);
  if (!scan.numbers.length && !qs.length) return [];
  const folded = foldedText(ctx);
  const out: Measured<U>[] = [];
  for (const n of scan.numbers) {
    const m = unitAfter(matcher, folded, n.start, n.end, n.value);
    if (m) out.push(m);
  }
  for (const q of qs) {
    if (!matcher.mayStartAt(folded, q.end)) continue;
    const m = unitAfter(matcher, folded, q.start, q.end, q.value);
    if (m && wordUnit(m.unit.form)) out.push(m);
  }
  return out;
}

/**
 * Rules for "<number> <unit>" dimensions (distance, weight...). `normalized` names the unit that
 * `factor` converts to; `notAfter` rejects a hit followed by some text ("5 mètres carrés" is an area).
 */
export function measureRules(
  dim: Dimension,
  matcher: UnitMatcher<MeasureUnit>,
  opts: { normalized?: string; notAfter?: RegExp; cue?: RegExp } = {},
): DimensionRules {
  return {
    dim,
    needs: ['number'],
    extract(ctx) {
      const found = measured(ctx, matcher);
      if (!found.length) return [];
      const folded = foldedText(ctx);
      const out: Token[] = [];
      for (const m of found) {
        const hit = m.unit;
        if (opts.notAfter) {
          opts.notAfter.lastIndex = hit.end;
          if (opts.notAfter.test(folded)) continue;
        }
        if (hit.info.ambiguous && !opts.cue?.test(folded)) continue;
        const { unit, factor } = hit.info;
        const value: EntityValue = { value: m.value, unit };
        if (opts.normalized) value.normalized = [{ value: round(m.value * (factor ?? 1)), unit: opts.normalized }];
        value.type = numType(m.value);
        out.push({ dim, start: m.start, end: m.end, value });
      }
      return out;
    },
  };
}
