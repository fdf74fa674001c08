import { eng, fra, spa } from 'stopword';
import { fold } from './normalize';
import type { Lang } from './types';

const LIST: Record<Lang, string[]> = { en: eng, fr: fra, es: spa };
const sets = new Map<Lang, Set<string>>();

/**
 * Folded function words of a language ("que" and "qué" alike). The `stopword` package's lists
 * hold function words only (articles, pronouns, interrogatives, auxiliaries), unlike
 * stopwords-iso's, which also list content words a bot needs ("help", "name", "tiempo").
 */
export function stopWordsFor(lang: Lang): Set<string> {
  let set = sets.get(lang);
  if (!set) {
    set = new Set(LIST[lang].map(fold));
    sets.set(lang, set);
  }
  return set;
}
