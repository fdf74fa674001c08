import { percentageRules } from '../shared';

export const rules = percentageRules('pour cent,pourcent|s,pourcentage|s');
