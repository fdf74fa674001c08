import type { Type } from '@nestjs/common';

/** The product's feature modules (NLP, trainer, botmeter); one line each. */
export const FEATURE_MODULES: Type[] = [];
