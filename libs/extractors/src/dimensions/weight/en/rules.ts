import { forms } from '../../../shared/units';
import { GRAM, KILOGRAM, MILLIGRAM, OUNCE, POUND_WORD, SYMBOLS, TONNE, weightRules } from '../shared';

export const units = [
  ...SYMBOLS,
  ...forms(KILOGRAM, 'kilo|s,kilogram|s,kilogramme|s'),
  ...forms(GRAM, 'gram|s,gramme|s'),
  ...forms(MILLIGRAM, 'milligram|s'),
  ...forms(TONNE, 'tonne|s,ton|s,metric ton|s'),
  ...forms(OUNCE, 'ounce|s'),
  ...forms(POUND_WORD, 'pound|s'),
];

export const rules = weightRules(units, 'en');
