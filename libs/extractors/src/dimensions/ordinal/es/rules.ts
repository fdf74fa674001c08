import { ordinalRules } from '../shared';

export const rules = ordinalRules('es');
