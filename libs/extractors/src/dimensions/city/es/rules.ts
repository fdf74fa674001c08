import type { DimensionRules } from '../../../types';
import { cityTokens } from '../../../places/places';

// One implementation for the three languages: the word tables it reads are per language.
export const rules: DimensionRules = { dim: 'city', needs: ['forename'], extract: cityTokens };
