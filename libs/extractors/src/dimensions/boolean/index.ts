import type { DimensionModule } from '..';
import { rules as en } from './en/rules';
import { rules as es } from './es/rules';
import { rules as fr } from './fr/rules';

export const boolean: DimensionModule = { en, fr, es };
