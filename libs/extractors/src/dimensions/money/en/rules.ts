import { numType, round } from '../../../shared/measure';
import { scanNumbers } from '../../../shared/numbers';
import { foldedText } from '../../../shared/units';
import type { DimensionRules, Token } from '../../../types';
import { moneyRules } from '../shared';

const base = moneyRules('en');

// British notes named by what they are worth: "a tenner", "a fiver", "2 tenners".
const NOTE = /(?<![\p{L}\p{N}])(?:(an?|one)[ \u00a0]+)?(tenner|fiver)(s?)(?![\p{L}\p{N}])/gu;

export const rules: DimensionRules = {
  ...base,
  extract(ctx) {
    const out = base.extract(ctx);
    if (!/(?:tenner|fiver)/i.test(ctx.text)) return out;
    const folded = foldedText(ctx);
    const numbers = scanNumbers(ctx).numbers;
    NOTE.lastIndex = 0;
    for (let m = NOTE.exec(folded); m; m = NOTE.exec(folded)) {
      const worth = m[2] === 'tenner' ? 10 : 5;
      let start = m.index;
      let count = 1;
      // "2 tenners": the number before the notes.
      const n = m[1] ? undefined : numbers.find((x) => !x.latent && /^[ \u00a0]+$/.test(folded.slice(x.end, m!.index)));
      if (n) {
        start = n.start;
        count = n.value;
      } else if (m[3]) continue; // "tenners" without a count is no amount
      const value = round(count * worth);
      out.push({ dim: 'money', start, end: m.index + m[0].length, value: { value, unit: '£', type: numType(value) } } as Token);
    }
    return out;
  },
};
