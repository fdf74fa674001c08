import { tokenize } from './tokenize';

/**
 * The distinct words of an App's texts (QnA titles, utterances, answers, Intent labels), in the
 * casing first seen: what `Speller.withVocabulary` takes. Words with digits are left out, as the
 * checker never touches them anyway. With `limit`, the `limit` words found in the most texts
 * (ties: first seen first): indexing them takes about 10 µs a word, which a server does on the
 * event loop each time the App changes.
 */
export function vocabularyFromTexts(texts: Iterable<string>, { limit = Infinity } = {}): string[] {
  const seen = new Map<string, { word: string; texts: number; last: number }>();
  let n = 0;
  const add = (word: string) => {
    const key = word.toLowerCase();
    const entry = seen.get(key);
    if (!entry) seen.set(key, { word, texts: 1, last: n });
    else if (entry.last !== n) {
      entry.texts++;
      entry.last = n;
    }
  };
  for (const text of texts) {
    n++;
    for (const token of tokenize(text.normalize('NFC'))) {
      add(token.text);
      // Hyphenated and elided words also count by their parts (l'Appli -> Appli).
      for (const part of token.text.split(/['’-]/)) if (part.length > 1) add(part);
    }
  }
  const entries = [...seen.values()];
  // Array.prototype.sort is stable: ties keep the order first seen.
  if (entries.length > limit) entries.sort((a, b) => b.texts - a.texts).length = limit;
  return entries.map((e) => e.word);
}
