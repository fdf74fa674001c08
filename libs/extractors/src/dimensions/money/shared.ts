import { WEIGHT_CUE } from '../../shared/cues';
import { numType, round } from '../../shared/measure';
import { scanNumbers } from '../../shared/numbers';
import { UnitMatcher, foldedText } from '../../shared/units';
import type { DimensionRules, Lang, Token } from '../../types';
import { CURRENCIES, PREFIXES, type Currency } from './currencies';

// "3€50", "3 euros 50": cents written after the currency, at the end of the phrase.
const CENTS = /[ \u00a0\u202f]*(\d{2})(?![\p{N}]|[.,]\p{N})(?![ \u00a0\u202f]*[\p{L}\p{N}])/uy;
// "3 millions d'euros", "un millón de dólares".
const LINKERS: Record<Lang, string[]> = { en: ['of'], fr: ['de', 'd'], es: ['de'] };

/**
 * Money: `{ value, unit: <currency symbol or ISO code>, type }`, the currency before or after the
 * amount ("$3.50", "EUR 29,99", "20 euros", "10k$", "cinq cents dollars", "mil pesos").
 */
export function moneyRules(lang: Lang): DimensionRules {
  const matcher = new UnitMatcher<Currency>(CURRENCIES[lang], { linker: LINKERS[lang], prefix: PREFIXES });
  return {
    dim: 'money',
    needs: ['number'],
    extract(ctx) {
      const scan = scanNumbers(ctx);
      if (!scan.numbers.length) return [];
      const folded = foldedText(ctx);
      const out: Token[] = [];
      for (const n of scan.numbers) {
        let cur: Currency | undefined;
        let start = n.start;
        let end = n.end;
        const after = matcher.at(folded, n.end);
        if (after && !(after.info.ambiguous && WEIGHT_CUE[lang].test(folded))) {
          cur = after.info;
          end = after.end;
        } else if (!n.latent) {
          const before = matcher.before_(folded, n.start);
          if (before) {
            cur = before.info;
            start = before.start;
          }
        }
        if (!cur) continue;
        let value = n.value * (cur.factor ?? 1);
        if (after && !cur.factor && Number.isInteger(n.value)) {
          CENTS.lastIndex = end;
          const m = CENTS.exec(folded);
          if (m) {
            value += Number(m[1]) / 100;
            end = CENTS.lastIndex;
          }
        }
        value = round(value);
        out.push({ dim: 'money', start, end, value: { value, unit: cur.symbol, type: numType(value) } });
      }
      return out;
    },
  };
}
