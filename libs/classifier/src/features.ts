import { hashString } from './hash';
import { normalizeFrench } from './french';
import { fold, words } from './normalize';
import { stemmerFor } from './stem';
import { stopWordsFor } from './stop-words';
import type { Lang } from './types';

/** Feature groups; each is normalised on its own so the many character n-grams do not drown the words. */
export const GROUPS = 3;
const WORD = 0;
const BIGRAM = 1;
export const CHARS = 2;
/** Relative weight of words, word bigrams and character n-grams (tuned on the bench corpora). */
export const GROUP_WEIGHTS = [1, 0.3, 1];
const NUMBER = /^\d+$/;
const MIN_GRAM = 3;
const MAX_GRAM = 5;

/** The distinct features of one sentence with their counts. */
export interface RawFeatures {
  hashes: number[];
  counts: number[];
  groups: number[];
  /** Indices (into `hashes`) of the word features of content words: not function words, not numbers. */
  contentWords: number[];
}

/**
 * Stemmed words and word bigrams (what the sentence says) plus character 3–5-grams of each
 * folded word (what survives typos, inflections the stemmer misses and unknown compounds).
 */
/**
 * Reads a content word of the sentence as another (typos against the App's words, `typos.ts`):
 * given the word as written (lower case), folded and stemmed, the word to read instead, or undefined.
 */
export type WordCorrector = (token: string, folded: string, stemmed: string) => string | undefined;

export function extractFeatures(sentence: string, lang: Lang, correct?: WordCorrector, contentOut?: string[]): RawFeatures {
  const stem = stemmerFor(lang);
  const stop = stopWordsFor(lang);
  const tokens = words(lang === 'fr' ? normalizeFrench(sentence) : sentence);
  // Function words are kept whole, not stemmed: folded and stemmed, Spanish "cómo" became "com",
  // the stem of comer/comido/comemos, and every "how" question leaned towards eating. They keep
  // their full weight: down-weighting them lost points on every bench corpus ("what are you",
  // "who made you" are all function words).
  const folded = tokens.map(foldWord);
  const stems = tokens.map((token, i) => (stop.has(folded[i]) ? '=' + folded[i] : stem(token)));
  if (correct) {
    for (let i = 0; i < tokens.length; i++) {
      if (stems[i][0] === '=' || NUMBER.test(stems[i])) continue;
      const read = correct(tokens[i], folded[i], stems[i]);
      if (read === undefined) continue;
      tokens[i] = read;
      folded[i] = foldWord(read);
      stems[i] = stop.has(folded[i]) ? '=' + folded[i] : stem(read);
    }
  }
  const out: RawFeatures = { hashes: [], counts: [], groups: [], contentWords: [] };
  startSentence();
  for (let i = 0; i < stems.length; i++) {
    const content = stems[i][0] !== '=' && !NUMBER.test(stems[i]);
    if (content && contentOut) contentOut.push(tokens[i]);
    addWord(out, 'w ' + stems[i], content);
    // French chat drops accents, and Snowball stems "payé"/"paye" or "données"/"donnees" apart:
    // the stem of the unaccented spelling is a second word feature.
    if (lang === 'fr' && stems[i][0] !== '=') {
      const plain = stem(folded[i]);
      if (plain !== stems[i]) addWord(out, 'w ' + plain, content);
    }
    if (i > 0) add(out, hashString('b ' + stems[i - 1] + ' ' + stems[i]), BIGRAM);
  }
  // N-grams within each padded word, not across words: the bench showed they generalise better
  // (word order is already in the bigrams). Each one's hash is that of 'c' + the n-gram, computed
  // from the characters (no substring).
  for (const word of folded) {
    const text = ' ' + word + ' ';
    for (let n = MIN_GRAM; n <= MAX_GRAM; n++) {
      for (let i = 0; i + n <= text.length; i++) {
        let h = CHAR_SEED;
        for (let j = i; j < i + n; j++) h = Math.imul(h ^ text.charCodeAt(j), FNV_PRIME);
        add(out, h >>> 0, CHARS);
      }
    }
  }
  return out;
}

/** Counts feature `h` of the sentence under way; returns its index in `out` when it is new, else -1. */
function add(out: RawFeatures, h: number, group: number): number {
  const at = find(h, out.hashes);
  if (at >= 0) {
    out.counts[at]++;
    return -1;
  }
  insert(h, out.hashes);
  out.hashes.push(h);
  out.counts.push(1);
  out.groups.push(group);
  return out.hashes.length - 1;
}

function addWord(out: RawFeatures, key: string, content: boolean): void {
  const at = add(out, hashString(key), WORD);
  if (content && at >= 0) out.contentWords.push(at);
}

/** FNV-1a's prime, and its state after the character n-grams' prefix 'c' (`hashString('c')` before the last step). */
const FNV_PRIME = 0x01000193;
const CHAR_SEED = Math.imul(0x811c9dc5 ^ 0x63, FNV_PRIME);

/**
 * `fold` of one lower-cased word: most are plain ASCII letters and digits, which fold leaves as
 * they are; the others go through `fold`, memoised (a bounded cache, as the stemmer's).
 */
export function foldWord(word: string): string {
  if (ASCII.test(word)) return word;
  let folded = foldCache.get(word);
  if (folded === undefined) {
    if (foldCache.size >= 50_000) foldCache.clear();
    foldCache.set(word, (folded = fold(word)));
  }
  return folded;
}
const ASCII = /^[a-z0-9]*$/;
const foldCache = new Map<string, string>();

/**
 * The distinct features seen so far in one sentence (hash -> index into its `hashes`): open
 * addressing over typed arrays reused from sentence to sentence (a generation stamp empties them),
 * not a Map, whose keys above 2^30 are heap numbers.
 */
let slots = new Int32Array(256);
let stamps = new Int32Array(256);
let generation = 0;

function startSentence(): void {
  if (slots.length > 4096) {
    // A very long text grew the table: not kept for the next.
    slots = new Int32Array(256);
    stamps = new Int32Array(256);
    generation = 0;
  }
  if (generation === 0x7fffffff) {
    stamps.fill(0);
    generation = 0;
  }
  generation++;
}

function find(h: number, hashes: number[]): number {
  const mask = slots.length - 1;
  for (let s = h & mask; stamps[s] === generation; s = (s + 1) & mask) if (hashes[slots[s]] === h) return slots[s];
  return -1;
}

/** Records `h` as the next of `hashes` (not yet pushed), growing the table to stay at most half full. */
function insert(h: number, hashes: number[]): void {
  if ((hashes.length + 1) * 2 > slots.length) {
    slots = new Int32Array(slots.length * 2);
    stamps = new Int32Array(slots.length);
    for (let i = 0; i < hashes.length; i++) place(hashes[i], i);
  }
  place(h, hashes.length);
}

function place(h: number, at: number): void {
  const mask = slots.length - 1;
  let s = h & mask;
  while (stamps[s] === generation) s = (s + 1) & mask;
  stamps[s] = generation;
  slots[s] = at;
}

