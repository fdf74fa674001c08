import { measureRules, type MeasureUnit } from '../../shared/measure';
import { UnitMatcher, type UnitForm } from '../../shared/units';

export const KILOMETRE: MeasureUnit = { unit: 'kilometre', factor: 1000 };
export const METRE: MeasureUnit = { unit: 'metre', factor: 1 };
export const CENTIMETRE: MeasureUnit = { unit: 'centimetre', factor: 0.01 };
export const MILLIMETRE: MeasureUnit = { unit: 'millimetre', factor: 0.001 };
export const MILE: MeasureUnit = { unit: 'mile', factor: 1609.344 };
export const YARD: MeasureUnit = { unit: 'yard', factor: 0.9144 };
export const FOOT: MeasureUnit = { unit: 'foot', factor: 0.3048 };
export const INCH: MeasureUnit = { unit: 'inch', factor: 0.0254 };

// "5 metres squared", "3 mètres carrés", "2 metros cúbicos" are areas and volumes.
const NOT_AFTER = /[ \u00a0\u202f]+(?:squared|cubed|carres?|cubes?|cuadrados?|cubicos?)(?![\p{L}])/uy;

/** Distance: `{ value, unit, normalized: [{ value, unit: 'metre' }], type }`. */
export function distanceRules(units: UnitForm<MeasureUnit>[]) {
  return measureRules('distance', new UnitMatcher(units), { normalized: 'metre', notAfter: NOT_AFTER, parts: { metre: 100, foot: 12 } });
}
