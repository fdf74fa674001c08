import { moneyRules } from '../shared';

export const rules = moneyRules('en');
