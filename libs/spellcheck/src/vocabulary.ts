import { tokenize } from './tokenize';

/**
 * The distinct words of an App's texts (QnA titles, utterances, answers, Intent labels): what
 * `Speller.withVocabulary` takes. Each in the casing first seen inside a sentence; a capital that
 * starts a sentence says nothing (`Quiero comprar...` lists `quiero`), so a word seen only there
 * with only its first letter capitalised is listed in lower case. Words with digits are left out, as the
 * checker never touches them anyway. With `limit`, the `limit` words found in the most texts
 * (ties: first seen first): indexing them takes about 10 µs a word, which a server does on the
 * event loop each time the App changes.
 */
export function vocabularyFromTexts(texts: Iterable<string>, { limit = Infinity } = {}): string[] {
  const seen = new Map<string, { word: string; texts: number; last: number; inside: boolean }>();
  let n = 0;
  const add = (typed: string, initial: boolean) => {
    const key = typed.toLowerCase();
    // Only the first letter capitalised, at a sentence start: the word's own case is unknown.
    const word = initial && typed.length > 1 && typed.slice(1) === key.slice(1) ? key : typed;
    const entry = seen.get(key);
    if (!entry) seen.set(key, { word, texts: 1, last: n, inside: !initial });
    else {
      if (!initial && !entry.inside) Object.assign(entry, { word, inside: true });
      if (entry.last !== n) {
        entry.texts++;
        entry.last = n;
      }
    }
  };
  for (const text of texts) {
    n++;
    for (const token of tokenize(text.normalize('NFC'))) {
      add(token.text, token.sentenceInitial);
      // Hyphenated and elided words also count by their parts (l'Appli -> Appli).
      const parts = token.text.split(/['’-]/);
      parts.forEach((part, k) => {
        if (part.length > 1) add(part, token.sentenceInitial && k === 0);
      });
    }
  }
  const entries = [...seen.values()];
  // Array.prototype.sort is stable: ties keep the order first seen.
  if (entries.length > limit) entries.sort((a, b) => b.texts - a.texts).length = limit;
  return entries.map((e) => e.word);
}
