import { percentageRules } from '../shared';

export const rules = percentageRules('por ciento,porciento,porcentaje,por cien,punto porcentual,puntos porcentuales');
