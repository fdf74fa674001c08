import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import nspell from 'nspell';
import type { Language } from '@parley/contracts';

/** nspell (Hunspell in JS) with the `dictionary-*` packages: the peer we compare against. */
const PACKAGES: Record<Language, string> = { en: 'dictionary-en', fr: 'dictionary-fr', es: 'dictionary-es' };

export function loadNspell(language: Language): ReturnType<typeof nspell> {
  const dir = join(__dirname, '..', '..', 'node_modules', PACKAGES[language]);
  return nspell(readFileSync(join(dir, 'index.aff')), readFileSync(join(dir, 'index.dic')));
}
