import { forenameRules } from '../shared';

export const rules = forenameRules('fr');
