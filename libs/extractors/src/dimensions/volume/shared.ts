import { measureRules, type MeasureUnit } from '../../shared/measure';
import { UnitMatcher, forms, type UnitForm } from '../../shared/units';

export const LITRE: MeasureUnit = { unit: 'litre' };
export const MILLILITRE: MeasureUnit = { unit: 'millilitre' };
export const CENTILITRE: MeasureUnit = { unit: 'centilitre' };
export const DECILITRE: MeasureUnit = { unit: 'decilitre' };
export const GALLON: MeasureUnit = { unit: 'gallon' };
export const PINT: MeasureUnit = { unit: 'pint' };
export const CUBIC_METRE: MeasureUnit = { unit: 'cubic metre' };
export const FLUID_OUNCE: MeasureUnit = { unit: 'fluid ounce' };

export const SYMBOLS = [
  ...forms(LITRE, 'l'),
  ...forms(MILLILITRE, 'ml'),
  ...forms(CENTILITRE, 'cl'),
  ...forms(DECILITRE, 'dl'),
  ...forms(CUBIC_METRE, 'm³,m3'),
];

/** Volume: `{ value, unit, type }` (no normalised value for volumes). */
export function volumeRules(units: UnitForm<MeasureUnit>[]) {
  return measureRules('volume', new UnitMatcher(units));
}
