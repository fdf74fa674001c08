/**
 * The languages Parley speaks, declared once: the engines (entity extraction, spell checking,
 * classification), Apps, the NLP and trainer APIs, the webchat's FAQ bot and the portal read this
 * list. Adding a language starts here; the compiler then points at every table keyed by language
 * (`Record<Language, ...>`) that needs an entry.
 */
export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Names shown to people (the portal's language pickers). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fr: 'French', es: 'Spanish' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
