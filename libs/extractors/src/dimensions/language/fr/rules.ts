import type { DimensionRules } from '../../../types';
import { languageTokens } from '../../../places/peoples';

// One implementation for the three languages: the word tables it reads are per language.
export const rules: DimensionRules = { dim: 'language', extract: languageTokens };
