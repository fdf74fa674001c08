/**
 * Splits a sentence into the words a spell checker may look at, with their offsets, leaving
 * everything else (spacing, punctuation, URLs, e-mails, handles, hashtags, numbers) untouched.
 */
export interface WordToken {
  text: string;
  start: number;
  end: number;
  /** First word of the sentence or after . ! ? : a capital there says nothing about names. */
  sentenceInitial: boolean;
}

/** Letters joined by apostrophes or hyphens: l'hôtel, peut-être, don't. */
const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;
const CHUNK = /\S+/g;
const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;
const SENTENCE_END = /[.!?…]/;
const TLDS = 'com|org|net|io|ai|app|dev|edu|gov|info|biz|me|tv|co|uk|us|eu|fr|es|de|it|be|ch|ca|mx|ar|cl|pe|ly|gl|gg|xyz';
const PROTECTED = [
  /^[a-z][a-z0-9+.-]*:\/\//i, // URL with a scheme
  /^www\./i,
  new RegExp(`^[\\p{L}\\d-]+(?:\\.[\\p{L}\\d-]+)*\\.(?:${TLDS})(?:[/?#:]|$)`, 'iu'), // bare domain
  /^[^@\s]+@[^@\s]+\.[^@\s]+$/, // e-mail
  /^[@#]/, // handle, hashtag
  /\d/, // numbers, codes, anything with a digit
];
/** A chunk without any of these characters cannot match a PROTECTED pattern (most chunks). */
const MAYBE_PROTECTED = /[\d.@#:]/;

export function tokenize(sentence: string): WordToken[] {
  const tokens: WordToken[] = [];
  let sentenceInitial = true;
  for (const chunk of sentence.matchAll(CHUNK)) {
    const text = chunk[0];
    if (MAYBE_PROTECTED.test(text) && isProtected(text)) {
      sentenceInitial = SENTENCE_END.test(text.slice(-1));
      continue;
    }
    let last = 0;
    for (const word of text.matchAll(WORD)) {
      const index = word.index ?? 0;
      if (SENTENCE_END.test(text.slice(last, index))) sentenceInitial = true;
      const start = (chunk.index ?? 0) + index;
      tokens.push({ text: word[0], start, end: start + word[0].length, sentenceInitial });
      sentenceInitial = false;
      last = index + word[0].length;
    }
    if (SENTENCE_END.test(text.slice(last))) sentenceInitial = true;
  }
  return tokens;
}

function isProtected(text: string): boolean {
  const core = text.replace(EDGE_PUNCTUATION, '');
  return PROTECTED.some((pattern) => pattern.test(text) || (core !== '' && pattern.test(core)));
}
