import type { Language } from '@parley/contracts';
import { EN_SENTENCES } from './en';
import { ES_SENTENCES } from './es';
import { FR_SENTENCES } from './fr';

/** Correct everyday chat sentences per language: the checker must return each unchanged. */
export const CORRECT_SENTENCES: Record<Language, readonly string[]> = {
  en: EN_SENTENCES,
  fr: FR_SENTENCES,
  es: ES_SENTENCES,
};
