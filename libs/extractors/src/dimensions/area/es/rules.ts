import { forms } from '../../../shared/units';
import { ACRE, HECTARE, SQUARE_CENTIMETRE, SQUARE_FOOT, SQUARE_KILOMETRE, SQUARE_METRE, SYMBOLS, areaRules } from '../shared';

// Folded forms: "hectáreas" is matched as "hectareas".
export const units = [
  ...SYMBOLS(forms),
  ...forms(SQUARE_METRE, 'metro cuadrado,metros cuadrados,mts cuadrados,m cuadrados'),
  ...forms(SQUARE_KILOMETRE, 'kilometro cuadrado,kilometros cuadrados,km cuadrados'),
  ...forms(SQUARE_CENTIMETRE, 'centimetro cuadrado,centimetros cuadrados'),
  ...forms(SQUARE_FOOT, 'pie cuadrado,pies cuadrados'),
  ...forms(HECTARE, 'hectarea|s'),
  ...forms(ACRE, 'acre|s'),
];

export const rules = areaRules(units);
