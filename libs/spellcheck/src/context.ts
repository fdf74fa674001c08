import type { Language } from '@parley/contracts';
import { tokenize } from './tokenize';
import { normaliseApostrophe, splitElision } from './words';

/** Stands for the start or the end of a sentence in word pairs (`<s> thank`, `it </s>`). */
export const SENTENCE_START = '<s>';
export const SENTENCE_END = '</s>';

/**
 * The words of a text as word-pair statistics count them: lower case, straight apostrophes,
 * French elided heads as words of their own (`l'hôtel` -> `l'`, `hôtel`), sentence starts and
 * ends marked. The same split at build time (the language's pairs) and at check time (the words
 * around a typo), so both see the same pairs.
 */
export function contextWords(language: Language, text: string): string[] {
  const out: string[] = [];
  for (const token of tokenize(text.normalize('NFC'))) {
    if (token.sentenceInitial) {
      if (out.length) out.push(SENTENCE_END);
      out.push(SENTENCE_START);
    }
    out.push(...wordPieces(language, token.text));
  }
  if (out.length) out.push(SENTENCE_END);
  return out;
}

/** One token's pieces for the pairs: the elided head apart (`l'`, `hôtel`), else the word. */
export function wordPieces(language: Language, word: string): string[] {
  const lower = normaliseApostrophe(word).toLowerCase();
  const [head, rest] = splitElision(language, lower);
  return head && rest ? [head, rest] : [lower];
}

/**
 * How much more often two words follow each other than chance would have them: log10 of
 * (pairs seen + k) / (pairs expected + k), where pairs expected = count(a) x count(b) / total.
 * Zero when nothing is known (a word never seen, or a pair of rare words); below zero for a pair
 * of common words that never meet (`the to`); above zero for a set phrase (`thank you`).
 * k (the smoothing) keeps a pair seen twice between rare words from counting for much.
 */
export function association(pair: number, countA: number, countB: number, total: number, smoothing: number): number {
  if (countA === 0 || countB === 0 || total === 0) return 0;
  return Math.log10((pair + smoothing) / ((countA * countB) / total + smoothing));
}

/** Pair statistics that answer by word: the language's (by dictionary id) or an App's (by string). */
export interface PairStatistics {
  /** A handle for the word (-1 when unknown), given to `count` and `pairCount`. */
  lookup(word: string): number;
  count(handle: number): number;
  pairCount(a: number, b: number): number;
  readonly total: number;
}

/** Everything the language's pair statistics hold; what the codec serializes. */
export interface ContextParts {
  /** Context id k stands for dictionary id words[k] (ascending); the last two stand for `<s>` and `</s>`. */
  words: Uint32Array;
  /** Occurrences of each context word in the text the pairs were counted on. */
  counts: Uint32Array;
  /** Pairs (a, b) for a given a: b = pairNext[i], seen pairCount[i] times, i in pairStart[a] .. pairStart[a + 1], b ascending. */
  pairStart: Uint32Array;
  pairNext: Uint32Array;
  pairCount: Uint16Array;
  /** Words counted in all (the text's length in words). */
  total: number;
}

/**
 * The language's word pairs, counted at build time on a text corpus (see data/SOURCES.md): the
 * pairs seen at least twice, between words of the dictionary. Typed arrays only (a few MB).
 */
export class LanguagePairs implements PairStatistics {
  readonly total: number;
  private readonly start: number;
  private readonly end: number;

  constructor(
    readonly parts: ContextParts,
    private readonly find: (word: string) => number,
  ) {
    this.total = parts.total;
    this.start = parts.words.length - 2;
    this.end = parts.words.length - 1;
  }

  lookup(word: string): number {
    if (word === SENTENCE_START) return this.start;
    if (word === SENTENCE_END) return this.end;
    const id = this.find(word);
    if (id < 0) return -1;
    const words = this.parts.words;
    let lo = 0;
    let hi = this.start - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = words[mid];
      if (at === id) return mid;
      if (at < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  count(handle: number): number {
    return handle < 0 ? 0 : this.parts.counts[handle];
  }

  pairCount(a: number, b: number): number {
    if (a < 0 || b < 0) return 0;
    const { pairStart, pairNext, pairCount } = this.parts;
    let lo = pairStart[a];
    let hi = pairStart[a + 1] - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = pairNext[mid];
      if (at === b) return pairCount[mid];
      if (at < b) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  }

  /** Memory the statistics take, in bytes. */
  get bytes(): number {
    const { words, counts, pairStart, pairNext, pairCount } = this.parts;
    return words.byteLength + counts.byteLength + pairStart.byteLength + pairNext.byteLength + pairCount.byteLength;
  }
}

/**
 * Counts the pairs of a text for `LanguagePairs`: `isWord` says which words the dictionary holds
 * (id >= 0); pairs seen fewer than `minPairCount` times, or with a word seen fewer than
 * `minWordCount` times, are left out.
 */
export function countPairs(
  language: Language,
  texts: Iterable<string>,
  find: (word: string) => number,
  { minPairCount = 2, minWordCount = 2 } = {},
): ContextParts {
  const wordCounts = new Map<string, number>();
  const pairCounts = new Map<string, number>();
  let total = 0;
  for (const text of texts) {
    const words = contextWords(language, text);
    for (let k = 0; k < words.length; k++) {
      const word = words[k];
      wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
      if (word !== SENTENCE_START && word !== SENTENCE_END) total++;
      if (k > 0 && !(words[k - 1] === SENTENCE_END && word === SENTENCE_START)) {
        const key = `${words[k - 1]} ${word}`;
        pairCounts.set(key, (pairCounts.get(key) ?? 0) + 1);
      }
    }
  }
  // Context ids: dictionary words seen often enough, by dictionary id, then <s> and </s>.
  const kept: [id: number, word: string][] = [];
  for (const [word, count] of wordCounts) {
    if (count < minWordCount || word === SENTENCE_START || word === SENTENCE_END) continue;
    const id = find(word);
    if (id >= 0) kept.push([id, word]);
  }
  kept.sort((a, b) => a[0] - b[0]);
  const contextId = new Map<string, number>(kept.map(([, word], k) => [word, k]));
  contextId.set(SENTENCE_START, kept.length);
  contextId.set(SENTENCE_END, kept.length + 1);
  const size = kept.length + 2;
  const words = new Uint32Array(size);
  const counts = new Uint32Array(size);
  kept.forEach(([id, word], k) => {
    words[k] = id;
    counts[k] = wordCounts.get(word)!;
  });
  words[size - 2] = 0xffffffff;
  words[size - 1] = 0xffffffff;
  counts[size - 2] = wordCounts.get(SENTENCE_START) ?? 0;
  counts[size - 1] = wordCounts.get(SENTENCE_END) ?? 0;

  const rows: [number, number][][] = Array.from({ length: size }, () => []);
  for (const [key, count] of pairCounts) {
    if (count < minPairCount) continue;
    const cut = key.indexOf(' ');
    const a = contextId.get(key.slice(0, cut));
    const b = contextId.get(key.slice(cut + 1));
    if (a !== undefined && b !== undefined) rows[a].push([b, Math.min(count, 0xffff)]);
  }
  const pairStart = new Uint32Array(size + 1);
  let pairs = 0;
  rows.forEach((row, a) => {
    row.sort((x, y) => x[0] - y[0]);
    pairStart[a] = pairs;
    pairs += row.length;
  });
  pairStart[size] = pairs;
  const pairNext = new Uint32Array(pairs);
  const pairCount = new Uint16Array(pairs);
  let at = 0;
  for (const row of rows) {
    for (const [b, count] of row) {
      pairNext[at] = b;
      pairCount[at++] = count;
    }
  }
  return { words, counts, pairStart, pairNext, pairCount, total };
}

/**
 * An App's own word pairs, counted on its texts (QnA titles, utterances, Intent labels) when the
 * App changes: small (an App's phrases), so plain maps.
 */
export class PhrasePairs implements PairStatistics {
  readonly total: number;
  private readonly ids = new Map<string, number>();
  private readonly counts: number[] = [];
  private readonly pairs = new Map<number, number>();

  /** At most `maxWords` words of the texts are counted (the first ones). */
  constructor(language: Language, texts: Iterable<string>, { maxWords = 50_000 } = {}) {
    let total = 0;
    for (const text of texts) {
      if (total >= maxWords) break;
      const words = contextWords(language, text);
      let previous = -1;
      for (const word of words) {
        let id = this.ids.get(word);
        if (id === undefined) {
          id = this.counts.length;
          this.ids.set(word, id);
          this.counts.push(0);
        }
        this.counts[id]++;
        if (word !== SENTENCE_START && word !== SENTENCE_END) total++;
        if (previous >= 0 && word !== SENTENCE_START) {
          const key = previous * 0x200000 + id;
          this.pairs.set(key, (this.pairs.get(key) ?? 0) + 1);
        }
        previous = word === SENTENCE_END ? -1 : id;
      }
    }
    this.total = total;
  }

  lookup(word: string): number {
    return this.ids.get(word) ?? -1;
  }

  count(handle: number): number {
    return handle < 0 ? 0 : this.counts[handle];
  }

  pairCount(a: number, b: number): number {
    return a < 0 || b < 0 ? 0 : (this.pairs.get(a * 0x200000 + b) ?? 0);
  }
}
