import type { DimensionRules } from '../../../types';
import { streetTypeTokens } from '../../../places/streets';

// One implementation for the three languages: the word tables it reads are per language.
export const rules: DimensionRules = { dim: 'street-type', extract: streetTypeTokens };
