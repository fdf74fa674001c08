import { durationRules } from '../rules';
import { lexicon } from './lexicon';

export const rules = durationRules(lexicon);
