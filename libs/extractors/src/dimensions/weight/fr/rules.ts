import { forms } from '../../../shared/units';
import { GRAM, KILOGRAM, MILLIGRAM, OUNCE, POUND_WORD, SYMBOLS, TONNE, weightRules } from '../shared';

// Folded forms. "livres" is mostly books or pounds sterling: a weight only with a weight word.
export const units = [
  ...SYMBOLS,
  ...forms(KILOGRAM, 'kilo|s,kilogramme|s'),
  ...forms(GRAM, 'gramme|s'),
  ...forms(MILLIGRAM, 'milligramme|s'),
  ...forms(TONNE, 'tonne|s'),
  ...forms(OUNCE, 'once|s'),
  ...forms(POUND_WORD, 'livre|s'),
];

export const rules = weightRules(units, 'fr');
