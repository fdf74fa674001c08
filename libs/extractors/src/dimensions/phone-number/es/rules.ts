import { phoneRules } from '../shared';

export const rules = phoneRules('es');
