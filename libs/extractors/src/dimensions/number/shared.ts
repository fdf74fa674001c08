import { scanNumbers } from '../../shared/numbers';
import type { DimensionRules, Token } from '../../types';

/** Value of a `number` token: `{ value, type: 'integer' | 'float' }`. */
export interface NumberValue {
  [key: string]: unknown;
  value: number;
  type: 'integer' | 'float';
}

/**
 * Numbers in digits or words. Articles read as 1 ("un", "una") and pronoun "one" ("this one") are
 * latent tokens: later rules ("dans un jour") may use them; they are not reported alone.
 */
export const numberRules: DimensionRules = {
  dim: 'number',
  extract(ctx) {
    const out: Token<NumberValue>[] = [];
    for (const n of scanNumbers(ctx).numbers) {
      out.push({
        dim: 'number',
        start: n.start,
        end: n.end,
        value: { value: n.value, type: Number.isInteger(n.value) ? 'integer' : 'float' },
        ...(n.latent ? { latent: true } : {}),
      });
    }
    return out;
  },
};
