import { percentageRules } from '../shared';

export const rules = percentageRules('pour cent,pour-cent|s,pourcent|s,pourcentage|s,point de pourcentage,points de pourcentage');
