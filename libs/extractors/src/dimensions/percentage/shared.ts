import { scanNumbers } from '../../shared/numbers';
import { round } from '../../shared/measure';
import { UnitMatcher, foldedText, forms } from '../../shared/units';
import type { DimensionRules, Token } from '../../types';

/** Percentage: `{ value: <fraction>, type: 'float' }` ("65%" gives 0.65). */
export function percentageRules(words: string): DimensionRules {
  const matcher = new UnitMatcher(forms(true, `%,${words}`));
  return {
    dim: 'percentage',
    needs: ['number'],
    extract(ctx) {
      const scan = scanNumbers(ctx);
      if (!scan.numbers.length) return [];
      const folded = foldedText(ctx);
      const out: Token[] = [];
      for (const n of scan.numbers) {
        const hit = matcher.at(folded, n.end);
        if (hit) out.push({ dim: 'percentage', start: n.start, end: hit.end, value: { value: round(n.value / 100), type: 'float' } });
      }
      return out;
    },
  };
}
