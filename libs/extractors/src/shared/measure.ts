import type { Dimension, DimensionRules, EntityValue, Token } from '../types';
import { scanNumbers } from './numbers';
import { foldedText, type UnitMatcher } from './units';

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
      const scan = scanNumbers(ctx);
      if (!scan.numbers.length) return [];
      const folded = foldedText(ctx);
      const out: Token[] = [];
      for (const n of scan.numbers) {
        const hit = matcher.at(folded, n.end);
        if (!hit) continue;
        if (opts.notAfter) {
          opts.notAfter.lastIndex = hit.end;
          if (opts.notAfter.test(folded)) continue;
        }
        if (hit.info.ambiguous && !opts.cue?.test(folded)) continue;
        const { unit, factor } = hit.info;
        const value: EntityValue = { value: n.value, unit };
        if (opts.normalized) value.normalized = [{ value: round(n.value * (factor ?? 1)), unit: opts.normalized }];
        value.type = numType(n.value);
        out.push({ dim, start: n.start, end: hit.end, value });
      }
      return out;
    },
  };
}
