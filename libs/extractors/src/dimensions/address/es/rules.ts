import type { DimensionRules } from '../../../types';
import { addressTokens } from '../../../places/streets';

// One implementation for the three languages: the word tables it reads are per language.
export const rules: DimensionRules = { dim: 'address', extract: addressTokens };
