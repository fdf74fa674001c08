import { forms } from '../../../shared/units';
import { ACRE, HECTARE, SQUARE_CENTIMETRE, SQUARE_FOOT, SQUARE_KILOMETRE, SQUARE_METRE, SYMBOLS, areaRules } from '../shared';

// Folded forms: "mètres carrés" is matched as "metres carres".
export const units = [
  ...SYMBOLS(forms),
  ...forms(SQUARE_METRE, 'metre carre,metres carres,metres carre,m carre|s'),
  ...forms(SQUARE_KILOMETRE, 'kilometre carre,kilometres carres,km carre|s'),
  ...forms(SQUARE_CENTIMETRE, 'centimetre carre,centimetres carres'),
  ...forms(SQUARE_FOOT, 'pied carre,pieds carres'),
  ...forms(HECTARE, 'hectare|s'),
  ...forms(ACRE, 'acre|s'),
];

export const rules = areaRules(units);
