import { scanNumbers } from '../../shared/numbers';
import type { Part } from '../../shared/parts';
import type { DimensionRules, Lang, Token } from '../../types';

/**
 * When an ordinal word is really something else: en "a second" and fr "une seconde" are time,
 * es "un cuarto de hora" is a quarter. Returns true to drop the hit.
 */
type Veto = (word: string, prev: Part | undefined, next: Part | undefined) => boolean;

const isNum = (p: Part | undefined) => !!p && (/\d/.test(p.text) || (!!p.entry && !p.entry.ordinal && p.entry.kind !== 'and'));

const VETOES: Record<Lang, Veto> = {
  en: (w, prev) => w === 'second' && (isNum(prev) || ['a', 'per', 'each', 'every', 'split', 'one'].includes(prev?.text ?? '')),
  fr: (w, prev) => (w === 'seconde' || w === 'second') && (isNum(prev) || ['une', 'quelques', 'par', 'chaque', 'de', 'en'].includes(prev?.text ?? '')),
  es: (w, prev, next) => {
    if (/^segund[oa]s?$/.test(w)) return isNum(prev) || w.endsWith('s') || ['un', 'una', 'por', 'cada', 'medio', 'pocos'].includes(prev?.text ?? '');
    if (/^cuart[oa]s?$/.test(w)) return !['el', 'la', 'al', 'del', 'los', 'las', 'mi', 'tu', 'su'].includes(prev?.text ?? '') || next?.text === 'de';
    return false;
  },
};

/** Ordinal numbers ("3rd", "third", "troisième", "1er", "tercero", "3º"): `{ value, type: 'ordinal' }`. */
export function ordinalRules(lang: Lang): DimensionRules {
  const veto = VETOES[lang];
  return {
    dim: 'ordinal',
    extract(ctx) {
      const { ordinals, parts } = scanNumbers(ctx);
      const out: Token[] = [];
      for (const o of ordinals) {
        if (o.spelled && o.to - o.from === 1 && veto(parts[o.from]!.text, parts[o.from - 1], parts[o.to])) continue;
        out.push({ dim: 'ordinal', start: o.start, end: o.end, value: { value: o.value, type: 'ordinal' } });
      }
      return out;
    },
  };
}
