import { numType, round } from '../../../shared/measure';
import { scanNumbers } from '../../../shared/numbers';
import { forms } from '../../../shared/units';
import type { DimensionRules } from '../../../types';
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

const base = distanceRules(units);

// A height in feet and inches with marks: "5'10", "5’4”", "6'2\"" (4 to 7 feet, 0 to 11 inches).
const HEIGHT = /(?<![\p{L}\p{N}'’.,])([4-7]) ?['’′] ?(1[01]|\d)(?:"|''|”|″)?(?![\p{L}\p{N}'’])/gu;

export const rules: DimensionRules = {
  ...base,
  extract(ctx) {
    const out = base.extract(ctx);
    // "ran 10k", "a 5k run": kilometres.
    for (const n of scanNumbers(ctx).numbers) {
      if (!n.race) continue;
      const v = round(n.value / 1000);
      out.push({ dim: 'distance', start: n.start, end: n.end, value: { value: v, unit: 'kilometre', normalized: [{ value: n.value, unit: 'metre' }], type: numType(v) } });
    }
    if (!/\d ?['’′] ?\d/.test(ctx.original)) return out;
    HEIGHT.lastIndex = 0;
    for (let m = HEIGHT.exec(ctx.original); m; m = HEIGHT.exec(ctx.original)) {
      const v = round(+m[1]! + +m[2]! / 12);
      out.push({ dim: 'distance', start: m.index, end: m.index + m[0].length, value: { value: v, unit: 'foot', normalized: [{ value: round(v * FOOT.factor!), unit: 'metre' }], type: numType(v) } });
    }
    return out;
  },
};
