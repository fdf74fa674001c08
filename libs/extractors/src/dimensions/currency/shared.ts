import { poundIsWeight } from '../../shared/cues';
import { foldedText } from '../../shared/units';
import type { DimensionRules, Lang, Token } from '../../types';
import { CURRENCIES } from '../money/currencies';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Currency named on its own ("in dollars", "euros", "libras", "€"): `{ value: <symbol>, type: 'string' }`.
 * Subunits and slang ("cents", "bucks") are only read as part of an amount.
 */
export function currencyRules(lang: Lang): DimensionRules {
  const table = CURRENCIES[lang].filter((f) => !f.info.amountOnly && !f.glued && !['cad', 'aud', 'c$'].includes(f.form));
  const bySpelling = new Map(table.map((f) => [f.form, f.info]));
  const alt = [...bySpelling.keys()]
    .sort((a, b) => b.length - a.length)
    .map((f) => escape(f).replace(/ /g, '[ \\u00a0\\u202f]+') + (/[\p{L}\p{N}]$/u.test(f) ? '(?![\\p{L}\\p{N}])' : ''))
    .join('|');
  const RE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alt})`, 'gu');
  return {
    dim: 'currency',
    extract(ctx) {
      const folded = foldedText(ctx);
      const out: Token[] = [];
      RE.lastIndex = 0;
      for (let m = RE.exec(folded); m; m = RE.exec(folded)) {
        const info = bySpelling.get(m[0].replace(/[ \u00a0\u202f]+/g, ' '));
        if (!info) continue;
        if (info.ambiguous && poundIsWeight(lang, folded, m.index, m.index + m[0].length)) continue;
        out.push({ dim: 'currency', start: m.index, end: m.index + m[0].length, value: { value: info.symbol, type: 'string' } });
      }
      return out;
    },
  };
}
