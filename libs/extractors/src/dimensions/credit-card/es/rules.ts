export { cardRules as rules } from '../shared';
