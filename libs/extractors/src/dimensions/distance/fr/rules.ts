import { forms } from '../../../shared/units';
import { CENTIMETRE, FOOT, INCH, KILOMETRE, METRE, MILE, MILLIMETRE, YARD, distanceRules } from '../shared';

// Forms are folded: "kilomètres" is matched as "kilometres".
export const units = [
  ...forms(KILOMETRE, 'km,kms,kilometre|s,bornes'),
  ...forms(METRE, 'm,metre|s'),
  ...forms(CENTIMETRE, 'cm,centimetre|s'),
  ...forms(MILLIMETRE, 'mm,millimetre|s'),
  ...forms(MILE, 'mi,mile|s,mille|s'),
  ...forms(YARD, 'yard|s'),
  ...forms(FOOT, 'pied|s,ft'),
  ...forms(INCH, 'pouce|s'),
  ...forms(INCH, 'in,"', { glued: true }),
];

export const rules = distanceRules(units);
