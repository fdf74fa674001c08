import { forms } from '../../../shared/units';
import { CENTILITRE, CUBIC_METRE, FLUID_OUNCE, GALLON, LITRE, MILLILITRE, PINT, SYMBOLS, volumeRules } from '../shared';

export const units = [
  ...SYMBOLS,
  ...forms(LITRE, 'litre|s,liter|s,ltr|s,lt'),
  ...forms(MILLILITRE, 'millilitre|s,milliliter|s'),
  ...forms(CENTILITRE, 'centilitre|s,centiliter|s'),
  ...forms(GALLON, 'gal|s,gallon|s'),
  ...forms(PINT, 'pint|s'),
  ...forms(CUBIC_METRE, 'cubic metre|s,cubic meter|s'),
  ...forms(FLUID_OUNCE, 'fl oz,fluid ounce|s'),
];

export const rules = volumeRules(units);
