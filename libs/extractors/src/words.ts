import type { Word } from './types';

const WORD = /[\p{L}\p{N}]+(?:['\u2019-][\p{L}\p{N}]+)*/gu;

/** Splits a (normalised) sentence into words with their offsets. */
export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) {
    words.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return words;
}
