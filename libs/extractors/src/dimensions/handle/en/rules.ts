export { handleRules as rules } from '../shared';
