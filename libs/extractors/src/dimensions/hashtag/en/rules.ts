export { hashtagRules as rules } from '../shared';
