import { percentageRules } from '../shared';

export const rules = percentageRules('percent|s,per cent,pct,percentage points');
