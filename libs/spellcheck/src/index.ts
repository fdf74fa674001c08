export { decodeDictionary, encodeDictionary } from './codec';
export { Dictionary, type DictionaryEntry } from './dictionary';
export { SpellcheckError } from './errors';
export { SPELLCHECK_KEYS, parseSpellcheckKey, type MaxDistance, type SpellcheckKey } from './key';
export { DEFAULT_RANKING, type Ranking } from './ranking';
export { Speller, type CheckOptions, type SuggestOptions, type VocabularyOptions } from './speller';
export type { SpellcheckResult } from './types';
export { vocabularyFromTexts } from './vocabulary';
