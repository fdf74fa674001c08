import type { Language } from '../../libs/spellcheck/src';
import { CORRECT_SENTENCES } from '../../libs/spellcheck/src/corpus';

/**
 * The test corpus of correct chat sentences, each with one deterministic typo (two letters of
 * its longest word swapped): what a chat endpoint mostly sees, known words with a few errors.
 */
function withTypo(sentence: string): string {
  const words = sentence.split(' ');
  let longest = 0;
  words.forEach((w, i) => {
    if (w.length > words[longest].length) longest = i;
  });
  const w = words[longest];
  if (w.length > 3) words[longest] = w.slice(0, 1) + w[2] + w[1] + w.slice(3);
  return words.join(' ');
}

export const CHAT_SENTENCES: Record<Language, string[]> = {
  en: CORRECT_SENTENCES.en.map(withTypo),
  fr: CORRECT_SENTENCES.fr.map(withTypo),
  es: CORRECT_SENTENCES.es.map(withTypo),
};
