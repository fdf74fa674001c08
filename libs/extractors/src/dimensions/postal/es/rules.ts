import type { DimensionRules } from '../../../types';
import { postalTokens } from '../../../places/postal';

// One implementation for the three languages: the word tables it reads are per language.
export const rules: DimensionRules = { dim: 'postal', extract: postalTokens };
