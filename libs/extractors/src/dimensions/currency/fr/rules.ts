import { currencyRules } from '../shared';

export const rules = currencyRules('fr');
