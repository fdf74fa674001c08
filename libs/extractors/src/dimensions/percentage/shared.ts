import { measured, round } from '../../shared/measure';
import { UnitMatcher, forms } from '../../shared/units';
import type { DimensionRules, Token } from '../../types';

/** Percentage: `{ value: <fraction>, type: 'float' }` ("65%" gives 0.65). */
export function percentageRules(words: string): DimensionRules {
  const matcher = new UnitMatcher(forms(true, `%,${words}`));
  return {
    dim: 'percentage',
    needs: ['number'],
    extract(ctx) {
      // "15%", "two and a half percent", "un demi pour cent", "medio por ciento".
      const out: Token[] = [];
      for (const m of measured(ctx, matcher))
        out.push({ dim: 'percentage', start: m.start, end: m.end, value: { value: round(m.value / 100), type: 'float' } });
      return out;
    },
  };
}
