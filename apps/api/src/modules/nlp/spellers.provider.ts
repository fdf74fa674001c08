import type { Speller } from '@parley/spellcheck';
import { loadSpellers } from '@parley/spellcheck/data';

export const SPELLERS = Symbol('SPELLERS');
export type Spellers = Record<'en' | 'fr' | 'es', Speller>;

/** The three language dictionaries, loaded once per process (~0.3 s). */
export const spellersProvider = { provide: SPELLERS, useFactory: (): Spellers => loadSpellers() };
