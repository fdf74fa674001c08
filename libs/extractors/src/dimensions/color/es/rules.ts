import { colorRules } from '../shared';

export const rules = colorRules('es');
