export { emailRules as rules } from '../shared';
