import { forms } from '../../../shared/units';
import { GRAM, KILOGRAM, MILLIGRAM, OUNCE, POUND_WORD, SYMBOLS, TONNE, weightRules } from '../shared';

// Folded forms ("kilogramos"). "libras" is money unless a weight word is near.
export const units = [
  ...SYMBOLS,
  ...forms(KILOGRAM, 'kilo|s,kilogramo|s'),
  ...forms(GRAM, 'gramo|s'),
  ...forms(MILLIGRAM, 'miligramo|s'),
  ...forms(TONNE, 'tonelada|s'),
  ...forms(OUNCE, 'onza|s'),
  ...forms(POUND_WORD, 'libra|s'),
];

export const rules = weightRules(units, 'es');
