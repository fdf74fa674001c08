/** Lower case, accents stripped, ligatures expanded: "Où ÇA" and "ou ca" look alike. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower-cased words (accents kept, the stemmers need them); punctuation and apostrophes split. */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Key under which a training phrase is remembered: folded words joined by one space. */
export function phraseKey(text: string): string {
  return words(fold(text)).join(' ');
}
