import { stopWordsFor } from './stop-words';
import type { Lang } from './types';

/**
 * An App whose phrases are mostly names (stations, places, products the language's frequent words
 * do not hold: "from garching to marienplatz") is asked about names it never saw ("harthaus to
 * hackerbrücke"); relatedness then takes a sentence none of whose content words it knows as one
 * more such name, not as unrelated (classifier README, "Relatedness").
 */
const NUMBER = /^\d+$/;
const sets = new WeakMap<readonly string[], ReadonlySet<string>>();

/**
 * Share of the content words (not function words, not numbers) of the App's phrases (folded, as
 * `phraseKey` gives them) that are not among `frequent`, the language's frequent words (folded).
 * 0 without a list.
 */
export function nameShare(phrases: readonly string[], lang: Lang, frequent: readonly string[]): number {
  if (frequent.length === 0) return 0;
  let set = sets.get(frequent);
  if (!set) {
    set = new Set(frequent);
    sets.set(frequent, set);
  }
  const stop = stopWordsFor(lang);
  let content = 0;
  let rare = 0;
  for (const phrase of phrases) {
    for (const word of phrase.split(' ')) {
      if (!word || stop.has(word) || NUMBER.test(word)) continue;
      content++;
      if (!set.has(word)) rare++;
    }
  }
  return content > 0 ? rare / content : 0;
}
