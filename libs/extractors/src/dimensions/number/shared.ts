import { scanNumbers } from '../../shared/numbers';
import { fractions } from '../../shared/quantities';
import type { DimensionRules, Token } from '../../types';

/** Value of a `number` token: `{ value, type: 'integer' | 'float' }`. */
export interface NumberValue {
  [key: string]: unknown;
  value: number;
  type: 'integer' | 'float';
}

/**
 * Numbers in digits or words. Articles read as 1 ("un", "una") and pronoun "one" ("this one") are
 * latent tokens: later rules ("dans un jour") may use them; they are not reported alone. A fraction is
 * a number when it is a fraction of something ("a quarter of", "la moitié des", "tres cuartos de").
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
    // A fraction of something: "a quarter of the students", "la moitié des élèves", "tres cuartas partes del presupuesto", "1/3 of the seats".
    for (const f of fractions(ctx))
      if (f.of) out.push({ dim: 'number', start: f.start, end: f.end, value: { value: f.value, type: 'float' } });
    return out;
  },
};
