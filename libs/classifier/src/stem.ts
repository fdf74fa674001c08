import { newStemmer } from 'snowball-stemmers';
import { ClassifierError } from './errors';
import { fold } from './normalize';
import type { Lang } from './types';

const ALGORITHM: Record<Lang, string> = { en: 'english', fr: 'french', es: 'spanish' };
const CACHE_LIMIT = 50_000;

type Stemmer = (word: string) => string;
const stemmers = new Map<Lang, Stemmer>();

/** Snowball stem, then folded: "Mangeons" and "mangé" share "mang". Memoised per language. */
export function stemmerFor(lang: Lang): Stemmer {
  let stemmer = stemmers.get(lang);
  if (stemmer) return stemmer;
  const uncached = uncachedStemmerFor(lang);
  const cache = new Map<string, string>();
  stemmer = (word) => {
    let stem = cache.get(word);
    if (stem === undefined) {
      // A bounded cache: chat traffic has a long tail of one-off words.
      if (cache.size >= CACHE_LIMIT) cache.clear();
      stem = uncached(word);
      cache.set(word, stem);
    }
    return stem;
  };
  stemmers.set(lang, stemmer);
  return stemmer;
}

const uncachedStemmers = new Map<Lang, Stemmer>();

/**
 * The same stems, not memoised: for words made up once and never seen again (the variants of a
 * typo, `typos.ts`), which would only crowd the cache.
 */
export function uncachedStemmerFor(lang: Lang): Stemmer {
  let stemmer = uncachedStemmers.get(lang);
  if (stemmer) return stemmer;
  const algorithm = ALGORITHM[lang];
  if (!algorithm) throw new ClassifierError('TRAINER.UNSUPPORTED_LANGUAGE', `unsupported language: ${lang}`);
  const snowball = newStemmer(algorithm);
  stemmer = (word) => fold(snowball.stem(lang === 'es' ? withoutEnclitic(word) : word));
  uncachedStemmers.set(lang, stemmer);
  return stemmer;
}

/**
 * Snowball's Spanish stemmer strips attached pronouns (casarme, casarnos) but leaves "te" and
 * "os" (casarte -> "casart"), so "¿piensas casarte?" shared nothing with "casarnos". Strip them
 * after an infinitive or gerund, where they can only be pronouns.
 */
const ENCLITIC = /(?<=(?:[aeiáéí]r|[aá]ndo|i[eé]ndo))(?:te|os)$/;

function withoutEnclitic(word: string): string {
  return word.length > 5 ? word.replace(ENCLITIC, '') : word;
}
