import { percentageRules } from '../shared';

export const rules = percentageRules('percent,per cent,pct,percentage points');
