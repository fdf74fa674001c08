/**
 * The costliest sentences of the largest allowed length (2,000 characters) for each CPU-bound
 * route, found by timing many repeated patterns against the engines (bench/RESULTS.md, "Hostile
 * input"): what a tenant trying to freeze a server would send. Shared by the hostile-input bench,
 * the fault suite and the e2e specs.
 */
export const LONGEST_SENTENCE = 2000;

const fill = (unit: string, length = LONGEST_SENTENCE) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Three-letter words that are no words: each is looked up at distance 2 among hundreds of neighbours. */
function unknownShortWords(length: number): string {
  const consonants = 'bcdfghlmnprstv';
  const vowels = 'aeiou';
  let seed = 1;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  let s = '';
  while (s.length < length) s += `${consonants[next(14)]}${vowels[next(5)]}${consonants[next(14)]} `;
  return s.slice(0, length);
}

export const HOSTILE = {
  /** Spell checking at distance 2 (`EN_2`): 500 unknown three-letter words. */
  spelling: { sentence: unknownShortWords(LONGEST_SENTENCE), key: 'EN_2' },
  /** Entity extraction in Spanish: 667 amounts of money, each also a number, a time candidate... */
  extraction: { sentence: fill('$1 '), lang: 'es' },
  /** Classification: 2,000 characters of words the model knows. */
  classify: { sentence: fill('when are you open how long does delivery take ') },
} as const;
