import { forms } from '../../../shared/units';
import { CENTILITRE, CUBIC_METRE, GALLON, LITRE, MILLILITRE, PINT, SYMBOLS, volumeRules } from '../shared';

export const units = [
  ...SYMBOLS,
  ...forms(LITRE, 'litro|s,lt|s'),
  ...forms(MILLILITRE, 'mililitro|s'),
  ...forms(CENTILITRE, 'centilitro|s'),
  ...forms(GALLON, 'galon|es'),
  ...forms(PINT, 'pinta|s'),
  ...forms(CUBIC_METRE, 'metro cubico,metros cubicos'),
];

export const rules = volumeRules(units);
