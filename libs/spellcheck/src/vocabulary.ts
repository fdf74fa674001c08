import { tokenize } from './tokenize';

/**
 * The distinct words of an App's texts (QnA titles, utterances, answers, Intent labels), in the
 * casing first seen: what `Speller.withVocabulary` takes. Words with digits are left out, as the
 * checker never touches them anyway.
 */
export function vocabularyFromTexts(texts: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const text of texts) {
    for (const token of tokenize(text.normalize('NFC'))) {
      const key = token.text.toLowerCase();
      if (!seen.has(key)) seen.set(key, token.text);
      // Hyphenated and elided words also count by their parts (l'Appli -> Appli).
      for (const part of token.text.split(/['’-]/)) {
        if (part.length > 1 && !seen.has(part.toLowerCase())) seen.set(part.toLowerCase(), part);
      }
    }
  }
  return [...seen.values()];
}
