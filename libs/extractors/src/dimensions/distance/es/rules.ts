import { forms } from '../../../shared/units';
import { CENTIMETRE, FOOT, INCH, KILOMETRE, METRE, MILE, MILLIMETRE, YARD, distanceRules } from '../shared';

// Forms are folded: "kilómetros" is matched as "kilometros".
export const units = [
  ...forms(KILOMETRE, 'km,kms,kilometro|s'),
  ...forms(METRE, 'm,metro|s,mts,mt'),
  ...forms(CENTIMETRE, 'cm,centimetro|s'),
  ...forms(MILLIMETRE, 'mm,milimetro|s'),
  ...forms(MILE, 'mi,milla|s'),
  ...forms(YARD, 'yarda|s'),
  ...forms(FOOT, 'pie|s,ft'),
  ...forms(INCH, 'pulgada|s'),
  ...forms(INCH, 'in,"', { glued: true }),
];

export const rules = distanceRules(units);
