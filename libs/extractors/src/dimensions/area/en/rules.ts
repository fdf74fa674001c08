import { forms } from '../../../shared/units';
import { ACRE, HECTARE, SQUARE_CENTIMETRE, SQUARE_FOOT, SQUARE_KILOMETRE, SQUARE_METRE, SQUARE_MILE, SYMBOLS, areaRules } from '../shared';

export const units = [
  ...SYMBOLS(forms),
  ...forms(SQUARE_METRE, 'sq m,sqm,square metre|s,square meter|s,metre|s squared,meter|s squared,m squared'),
  ...forms(SQUARE_KILOMETRE, 'sq km,square kilometre|s,square kilometer|s,km squared'),
  ...forms(SQUARE_CENTIMETRE, 'square centimetre|s,square centimeter|s'),
  ...forms(SQUARE_FOOT, 'square foot,square feet,sq feet'),
  ...forms(SQUARE_MILE, 'sq mi,square mile|s'),
  ...forms(HECTARE, 'hectare|s'),
  ...forms(ACRE, 'acre|s'),
];

export const rules = areaRules(units);
