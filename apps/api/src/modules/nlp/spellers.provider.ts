import type { Speller } from '@parley/spellcheck';
import { loadSpellers } from '@parley/spellcheck/data';
import type { Language } from '@parley/contracts';

export const SPELLERS = Symbol('SPELLERS');
export type Spellers = Record<Language, Speller>;

/** The three language dictionaries, loaded once per process (~0.3 s). */
export const spellersProvider = { provide: SPELLERS, useFactory: (): Spellers => loadSpellers() };
