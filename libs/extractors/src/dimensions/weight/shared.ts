import { poundIsWeight } from '../../shared/cues';
import { measureRules, type MeasureUnit } from '../../shared/measure';
import type { Lang } from '../../types';
import { UnitMatcher, forms, type UnitForm } from '../../shared/units';

export const KILOGRAM: MeasureUnit = { unit: 'kilogram', factor: 1 };
export const GRAM: MeasureUnit = { unit: 'gram', factor: 0.001 };
export const MILLIGRAM: MeasureUnit = { unit: 'milligram', factor: 1e-6 };
export const TONNE: MeasureUnit = { unit: 'tonne', factor: 1000 };
export const POUND: MeasureUnit = { unit: 'pound', factor: 0.45359237 };
export const OUNCE: MeasureUnit = { unit: 'ounce', factor: 0.028349523125 };
/** "pounds", "livres", "libras" are also money (and "livres" books): a weight only beside a weight word. */
export const POUND_WORD: MeasureUnit = { ...POUND, ambiguous: true };

export const SYMBOLS = [
  ...forms(KILOGRAM, 'kg|s'),
  ...forms(GRAM, 'g,gr,grs,grm,grms,gm,gms'),
  ...forms(MILLIGRAM, 'mg'),
  ...forms(POUND, 'lb|s'),
  ...forms(OUNCE, 'oz'),
  // "3 t" alone is too vague; "3t" is a tonne.
  ...forms(TONNE, 't', { glued: true }),
];

/**
 * Weight: `{ value, unit, normalized: [{ value, unit: 'kilogram' }], type }`. Units are spelled out
 * ("77kg" gives unit "kilogram"; the old service answered "kg").
 */
export function weightRules(units: UnitForm<MeasureUnit>[], lang: Lang) {
  const cue = (folded: string, start: number, end: number) => poundIsWeight(lang, folded, start, end);
  return measureRules('weight', new UnitMatcher(units), { normalized: 'kilogram', cue, parts: { kilogram: 1000 } });
}
