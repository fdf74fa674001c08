export { urlRules as rules } from '../shared';
