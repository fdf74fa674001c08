import { forms } from '../../../shared/units';
import { CENTILITRE, CUBIC_METRE, GALLON, LITRE, MILLILITRE, PINT, SYMBOLS, volumeRules } from '../shared';

export const units = [
  ...SYMBOLS,
  ...forms(LITRE, 'litre|s'),
  ...forms(MILLILITRE, 'millilitre|s'),
  ...forms(CENTILITRE, 'centilitre|s'),
  ...forms(GALLON, 'gallon|s'),
  ...forms(PINT, 'pinte|s'),
  ...forms(CUBIC_METRE, 'metre cube,metres cubes,metres cube,m cube|s'),
];

export const rules = volumeRules(units);
