import { scanNumbers } from '../../shared/numbers';
import { numType } from '../../shared/measure';
import { UnitMatcher, foldedText, type UnitForm } from '../../shared/units';
import type { DimensionRules, Token } from '../../types';

const LINE_SIGN = /(?:^|\n)[ \t]*[-\u2212][ \t]+$/;

export type TemperatureUnit = 'celsius' | 'fahrenheit' | 'degree';

/**
 * Temperature: `{ value, unit: 'celsius' | 'fahrenheit' | 'degree', type }`. A bare degree sign or
 * word gives 'degree'; "5 below zero" / "3 sous zéro" / "5 bajo cero" give -5 / -3 / -5, in degrees
 * when no unit is named.
 */
export function temperatureRules(units: UnitForm<TemperatureUnit>[], below: string): DimensionRules {
  const matcher = new UnitMatcher(units);
  const BELOW = new RegExp(`[ \\u00a0\\u202f]+(?:${below})(?![\\p{L}])`, 'uy');
  return {
    dim: 'temperature',
    needs: ['number'],
    extract(ctx) {
      const scan = scanNumbers(ctx);
      if (!scan.numbers.length) return [];
      const folded = foldedText(ctx);
      const out: Token[] = [];
      for (const n of scan.numbers) {
        const hit = matcher.at(folded, n.end);
        let end = hit?.end ?? n.end;
        let value = n.value;
        let start = n.start;
        // "- 4 degrees" opening a line: a sign, where before a number alone it would be a bullet.
        if (hit && value > 0 && LINE_SIGN.test(folded.slice(Math.max(0, start - 8), start))) {
          value = -value;
          do start--;
          while (folded[start] === ' ' || folded[start] === '\t');
        }
        BELOW.lastIndex = end;
        if (BELOW.test(folded)) {
          end = BELOW.lastIndex;
          value = -Math.abs(value);
        } else if (!hit) continue;
        out.push({ dim: 'temperature', start, end, value: { value, unit: hit?.info ?? 'degree', type: numType(value) } });
      }
      return out;
    },
  };
}
