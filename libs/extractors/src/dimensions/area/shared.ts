import { measureRules, type MeasureUnit } from '../../shared/measure';
import { UnitMatcher, type UnitForm } from '../../shared/units';

export const SQUARE_METRE: MeasureUnit = { unit: 'square metre', factor: 1 };
export const SQUARE_KILOMETRE: MeasureUnit = { unit: 'square kilometre', factor: 1e6 };
export const SQUARE_CENTIMETRE: MeasureUnit = { unit: 'square centimetre', factor: 1e-4 };
export const SQUARE_FOOT: MeasureUnit = { unit: 'square foot', factor: 0.09290304 };
export const SQUARE_MILE: MeasureUnit = { unit: 'square mile', factor: 2589988.110336 };
export const HECTARE: MeasureUnit = { unit: 'hectare', factor: 1e4 };
export const ACRE: MeasureUnit = { unit: 'acre', factor: 4046.8564224 };

/** Symbols shared by every language. */
export const SYMBOLS = (f: typeof import('../../shared/units').forms) => [
  ...f(SQUARE_METRE, 'm²,m2,m^2,mt2,mts2,mt²,mts²'),
  ...f(SQUARE_KILOMETRE, 'km²,km2,km^2'),
  ...f(SQUARE_CENTIMETRE, 'cm²,cm2,cm^2'),
  ...f(SQUARE_FOOT, 'ft²,ft2,sq ft,sqft,sq. ft,sq.ft'),
  ...f(HECTARE, 'ha'),
];

/** Area: `{ value, unit, normalized: [{ value, unit: 'square metre' }], type }`. */
export function areaRules(units: UnitForm<MeasureUnit>[]) {
  return measureRules('area', new UnitMatcher(units), { normalized: 'square metre' });
}
