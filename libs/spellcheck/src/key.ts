import type { Language } from '@parley/contracts';
import { SpellcheckError } from './errors';

export type MaxDistance = 1 | 2;
export const SPELLCHECK_KEYS = ['EN_1', 'EN_2', 'FR_1', 'FR_2', 'ES_1', 'ES_2'] as const;
export type SpellcheckKey = (typeof SPELLCHECK_KEYS)[number];

/** `EN_2` -> English, at most two edits per word (the `key` parameter). */
export function parseSpellcheckKey(key: string): { language: Language; maxDistance: MaxDistance } {
  const match = /^(EN|FR|ES)_([12])$/.exec(key);
  if (!match) {
    throw new SpellcheckError('SPELL.BAD_KEY', `unknown key ${key}`, [
      { field: 'key', problem: `must be one of ${SPELLCHECK_KEYS.join(', ')}` },
    ]);
  }
  return { language: match[1].toLowerCase() as Language, maxDistance: Number(match[2]) as MaxDistance };
}
