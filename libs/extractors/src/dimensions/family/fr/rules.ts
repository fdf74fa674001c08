import { familyRules } from '../shared';

export const rules = familyRules('fr');
