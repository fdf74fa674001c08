export { numberRules as rules } from '../shared';
