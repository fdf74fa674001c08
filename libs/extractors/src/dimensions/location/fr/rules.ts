import type { DimensionRules } from '../../../types';
import { locationTokens } from '../../../places/places';

// One implementation for the three languages: the word tables it reads are per language.
export const rules: DimensionRules = { dim: 'location', extract: locationTokens };
