import { percentageRules } from '../shared';

export const rules = percentageRules('por ciento,porciento|s,pct,porcentaje,por cien,punto porcentual,puntos porcentuales');
