import type { Language } from '@parley/contracts';

/** Language names by hand, in addition to `Intl.DisplayNames` and `iso-639-1` (keys: the request language). */
export const LANGUAGE_EXTRA: Record<Language, Record<string, string>> = {
  en: { Mandarin: 'zh', Cantonese: 'zh', Farsi: 'fa', Castilian: 'es', Flemish: 'nl', Tagalog: 'tl', Bengali: 'bn', 'Brazilian Portuguese': 'pt', Gaelic: 'ga', Persian: 'fa', Arabic: 'ar' },
  fr: { mandarin: 'zh', cantonais: 'zh', farsi: 'fa', castillan: 'es', flamand: 'nl', tagalog: 'tl', hollandais: 'nl', brésilien: 'pt' },
  es: { mandarín: 'zh', cantonés: 'zh', farsi: 'fa', castellano: 'es', flamenco: 'nl', tagalo: 'tl', holandés: 'nl', bengalí: 'bn', euskera: 'eu', vasco: 'eu' },
};

/**
 * ISO 639-1 codes left out: names that are everyday words ("Cree" is Spanish for "believes",
 * "Ewe", "Ido", "Venda", "Os") or languages a chat user is unlikely to name, kept out for precision.
 */
export const LANGUAGE_SKIP = ['tw', 'io', 'ie', 'ii', 'cu', 'ho', 'cr', 've', 'ee', 'lu', 'kj', 'ng', 'nr', 'nd', 'st', 'se', 'na', 'om', 'or', 'ki', 'kr', 'kv', 'os', 'lg', 'li', 'ch', 'bi', 'ik', 'iu', 'hz', 'oj', 'za', 'ss', 'ts', 'tn', 'sg', 'ty', 'sm', 'to', 'fj', 'mh', 'gv', 'kw', 'wa', 'an', 'av', 'ae', 'pi', 'ak', 'aa', 'co', 'ba', 'kg', 'ay', 'sc', 'rn', 'cv', 'dv'];

/**
 * Language and nationality words that are everyday words too ("polish", French "malaise"):
 * they count only when capitalised mid-sentence or written in capitals.
 */
export const NEEDS_CAPITAL: Record<Language, string[]> = {
  en: ['polish', 'swede', 'swedes', 'pole', 'poles', 'finn', 'finns', 'scot', 'dane', 'danes', 'turk', 'lao', 'kiwi', 'kiwis', 'brit', 'latin', 'malay', 'chinese'],
  fr: ['malaise', 'malaises', 'lao', 'kiwi'],
  es: ['lao', 'flamenco', 'vasco'],
};
