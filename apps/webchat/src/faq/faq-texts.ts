import { FAQ_DEFAULT_TEXTS, type Language } from '@parley/contracts';

/** What the FAQ bot says when nothing matches, or before offering choices: the App's fallback when it wrote one. */
export function faqTexts(lang: Language, fallbackMessages: Partial<Record<Language, string>> = {}): { fallback: string; choose: string } {
  const defaults = FAQ_DEFAULT_TEXTS[lang] ?? FAQ_DEFAULT_TEXTS.en;
  const own = fallbackMessages[lang]?.trim();
  return { fallback: own || defaults.fallback, choose: defaults.choose };
}
