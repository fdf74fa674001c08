import type { DimensionRules } from '../../../types';
import { streetNumberTokens } from '../../../places/streets';

// One implementation for the three languages: the word tables it reads are per language.
export const rules: DimensionRules = { dim: 'street-number', extract: streetNumberTokens };
