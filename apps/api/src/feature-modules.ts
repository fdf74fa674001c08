import type { Type } from '@nestjs/common';
import { NlpModule } from './modules/nlp/nlp.module';

/** The product's feature modules (NLP, trainer, botmeter); one line each. */
export const FEATURE_MODULES: Type[] = [NlpModule];
