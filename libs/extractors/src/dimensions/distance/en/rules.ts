import { forms } from '../../../shared/units';
import { CENTIMETRE, FOOT, INCH, KILOMETRE, METRE, MILE, MILLIMETRE, YARD, distanceRules } from '../shared';

export const units = [
  ...forms(KILOMETRE, 'km,kms,kilometre|s,kilometer|s,klick|s'),
  ...forms(METRE, 'm,metre|s,meter|s,mtr|s'),
  ...forms(CENTIMETRE, 'cm,centimetre|s,centimeter|s'),
  ...forms(MILLIMETRE, 'mm,millimetre|s,millimeter|s'),
  ...forms(MILE, 'mi,mile|s'),
  ...forms(YARD, 'yd|s,yard|s'),
  ...forms(FOOT, 'ft,foot,feet'),
  ...forms(INCH, 'inch|es'),
  // "5 in" is too often the preposition; only glued to the digits.
  ...forms(INCH, 'in,"', { glued: true }),
];

export const rules = distanceRules(units);
