import { phoneRules } from '../shared';

export const rules = phoneRules('fr');
