import { timeRules } from '../rules';
import { lexicon } from './lexicon';

export const rules = timeRules(lexicon);
