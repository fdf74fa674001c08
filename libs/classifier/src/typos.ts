import { fold } from './normalize';
import { stemmerFor, uncachedStemmerFor } from './stem';
import type { Lang, Model } from './types';

/**
 * Typos against the App's own words: a customer's word the App does not know ("opning", "refnud",
 * "reservacoin") that is one edit away from one of the App's content words (a letter missing, one
 * too many, one changed, or two neighbours swapped) is read as that word, unless it is itself a
 * frequent word of the language ("older" is not a typo of "order"). The character n-grams alone
 * keep part of a misspelt word; the word, its bigrams and relatedness (the App knows a content
 * word of the sentence) were lost with it. A typo in a form of the word the App's phrases do not
 * hold ("canclación" when they say "cancelar") is read too: the word with that typo undone has the
 * App's stem.
 */

/** Words shorter than this are not corrected (one edit of a short word is often another word). */
export const MIN_TYPO_LENGTH = 4;
/** Stems shorter than this are not compared ("appl" and "app"). */
const MIN_STEM_LENGTH = 5;

/**
 * True when `a` and `b` are at most one typo apart: a letter missing, one too many, one changed, or
 * two neighbours swapped, never at the first letter but for a swap ("teh" is "the"; "gmail" is not
 * "email": a customer rarely mistypes a word's first letter, and a word that differs there is most
 * often another word). `keepEnd`: nor at the last letter of the longer word but for a swap (stems:
 * "programm" and "program", "appl" and "app" are other words, not typos).
 */
export function withinOneEdit(a: string, b: string, keepEnd = false): boolean {
  const la = a.length;
  const lb = b.length;
  if (la === lb) {
    let i = 0;
    while (i < la && a.charCodeAt(i) === b.charCodeAt(i)) i++;
    if (i === la) return true;
    if (i > 0 && !(keepEnd && i === la - 1) && sameFrom(a, b, i + 1, i + 1)) return true;
    return i + 1 < la && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameFrom(a, b, i + 2, i + 2);
  }
  if (la === lb + 1) return withinOneEdit(b, a, keepEnd);
  if (lb !== la + 1) return false;
  let i = 0;
  while (i < la && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i > 0 && !(keepEnd && i >= lb - 1) && sameFrom(a, b, i, i + 1);
}

/** `a` from `i` equals `b` from `j` (both to their end). */
function sameFrom(a: string, b: string, i: number, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (; i < a.length; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}

/** FNV-1a of `word` without its letter at `skip` (-1: the whole word): a deletion's hash, no substring made. */
function deletionHash(word: string, skip: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    if (i === skip) continue;
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Words by the hashes of their deletions, sorted (a few bytes an entry, not a map of strings). */
interface DeletionIndex {
  words: readonly string[];
  hashes: Uint32Array;
  word: Int32Array;
}

function deletionIndex(words: readonly string[], minLength: number): DeletionIndex {
  const pairs: number[] = [];
  words.forEach((w, i) => {
    if (w.length < minLength) return;
    for (let skip = -1; skip < w.length; skip++) pairs.push(deletionHash(w, skip), i);
  });
  const order = Array.from({ length: pairs.length / 2 }, (_, k) => k).sort((x, y) => pairs[2 * x] - pairs[2 * y] || x - y);
  const hashes = new Uint32Array(order.length);
  const word = new Int32Array(order.length);
  order.forEach((k, j) => {
    hashes[j] = pairs[2 * k];
    word[j] = pairs[2 * k + 1];
  });
  return { words, hashes, word };
}

/** Indices of the index's words within one typo of `w` (each once, in index order of their entries). */
function near(index: DeletionIndex, w: string, out: number[], keepEnd = false): number[] {
  out.length = 0;
  for (let skip = -1; skip < w.length; skip++) {
    const h = deletionHash(w, skip);
    for (let j = firstOf(index.hashes, h); j < index.hashes.length && index.hashes[j] === h; j++) {
      const i = index.word[j];
      if (!out.includes(i) && withinOneEdit(index.words[i], w, keepEnd)) out.push(i);
    }
  }
  return out;
}

/** First position of `h` in the sorted `hashes`, or its length when absent. */
function firstOf(hashes: Uint32Array, h: number): number {
  let lo = 0;
  let hi = hashes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (hashes[mid] < h) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The language's frequent words and their stems, by their deletions: built once per list (the
 * training thread's), read when an App is trained.
 */
interface FrequentIndex {
  words: DeletionIndex;
  stems: DeletionIndex;
  /** App word -> its frequent neighbours, as found (bounded: `MEMO_LIMIT`). */
  memo: Map<string, readonly string[]>;
}

const frequentIndexes = new WeakMap<readonly string[], FrequentIndex>();

function frequentIndex(words: readonly string[], lang: Lang): FrequentIndex {
  let index = frequentIndexes.get(words);
  if (!index) {
    const stem = stemmerFor(lang);
    index = {
      words: deletionIndex(words, MIN_TYPO_LENGTH - 1),
      stems: deletionIndex(
        words.map((w) => stem(w)),
        MIN_STEM_LENGTH,
      ),
      memo: new Map(),
    };
    frequentIndexes.set(words, index);
  }
  return index;
}

/**
 * The frequent words (folded) a customer may write that look like a typo of one of the App's words
 * (folded, with their stems) and are words of their own: one typo from the word, or their stem one
 * typo from its stem. Ascending.
 */
export function frequentNeighbours(
  appWords: readonly string[],
  appStems: readonly string[],
  frequent: readonly string[],
  lang: Lang,
): string[] {
  if (frequent.length === 0 || appWords.length === 0) return [];
  const index = frequentIndex(frequent, lang);
  const found = new Set<string>();
  appWords.forEach((w, i) => {
    for (const f of neighboursOf(index, w, appStems[i])) found.add(f);
  });
  return [...found].sort();
}

/** Most words of an App are in the next App, and in its next training: each word's neighbours are looked up once. */
const MEMO_LIMIT = 50_000;
const NONE: readonly string[] = [];
const scratch: number[] = [];

function neighboursOf(index: FrequentIndex, w: string, stem: string): readonly string[] {
  const memo = index.memo;
  let out = memo.get(w);
  if (out) return out;
  const list: string[] = [];
  for (const i of near(index.words, w, scratch)) if (index.words.words[i] !== w) list.push(index.words.words[i]);
  if (stem.length >= MIN_STEM_LENGTH) {
    for (const i of near(index.stems, stem, scratch, true)) {
      const f = index.words.words[i];
      if (f !== w && !list.includes(f)) list.push(f);
    }
  }
  out = list.length ? list : NONE;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(w, out);
  return out;
}

/** Per model: its words and their stems by their deletions, and the words not to correct (built on first use). */
interface Corrector {
  words: DeletionIndex;
  stems: DeletionIndex;
  blocked: Set<string>;
  /** The App's stems (of `MIN_STEM_LENGTH` letters or more) but their last letter, letter by letter. */
  trie: TrieNode;
  /** Each of those stems -> its first word in the vocabulary (the App's most used). */
  stemWord: Map<string, number>;
  /** Stems not memoised: a word's variants are made up once. */
  stem: (word: string) => string;
}

interface TrieNode {
  next: Map<number, TrieNode>;
  /** One of the App's stems but its last letter ends here. */
  end: boolean;
}

function stemTrie(stems: Iterable<string>): TrieNode {
  const root: TrieNode = { next: new Map(), end: false };
  for (const s of stems) {
    let node = root;
    for (let i = 0; i < s.length - 1; i++) {
      const c = s.charCodeAt(i);
      let child = node.next.get(c);
      if (!child) node.next.set(c, (child = { next: new Map(), end: false }));
      node = child;
    }
    node.end = true;
  }
  return root;
}

const correctors = new WeakMap<Model, Corrector>();

function correctorOf(model: Model): Corrector {
  let c = correctors.get(model);
  if (!c) {
    const stem = stemmerFor(model.lang);
    const stems = model.vocabulary.map((w) => stem(w));
    const stemWord = new Map<string, number>();
    stems.forEach((s, i) => {
      if (s.length >= MIN_STEM_LENGTH && !stemWord.has(s)) stemWord.set(s, i);
    });
    c = {
      words: deletionIndex(
        model.vocabulary.map((w) => fold(w)),
        MIN_TYPO_LENGTH - 1,
      ),
      stems: deletionIndex(stems, MIN_STEM_LENGTH),
      blocked: new Set(model.typoBlocked),
      trie: stemTrie(stemWord.keys()),
      stemWord,
      stem: uncachedStemmerFor(model.lang),
    };
    correctors.set(model, c);
  }
  return c;
}

/**
 * The App's word (as its phrases write it) that a word of the sentence the App does not know is a
 * typo of (`folded`: the word folded; `stemmed`: its stem; `token`: as written, lower case): one
 * typo from the word, else its stem one typo from the word's stem ("pregnutas" and "pregunta"),
 * else the word with a typo undone has one of the App's stems ("canclación": "cancelación", the
 * App's "cancelar"); undefined when there is none or it is a frequent word of the language.
 * The App's most used word wins a tie.
 */
export function correctTypo(model: Model, folded: string, stemmed: string, token = folded): string | undefined {
  if (folded.length < MIN_TYPO_LENGTH || model.vocabulary.length === 0) return undefined;
  const c = correctorOf(model);
  if (c.blocked.has(folded)) return undefined;
  let best = Math.min(...near(c.words, folded, scratch));
  if (!Number.isFinite(best) && stemmed.length >= MIN_STEM_LENGTH) best = Math.min(...near(c.stems, stemmed, scratch, true));
  if (!Number.isFinite(best)) best = undoneTypo(c, token, folded);
  return Number.isFinite(best) ? model.vocabulary[best] : undefined;
}

/** Words shorter than this are not read through a typo undone ("trop" is no typo of "trompé"). */
const MIN_UNDONE_LENGTH = 5;

const path: (TrieNode | undefined)[] = [];
const tried: string[] = [];

/**
 * The word's variants that undo one typo (two neighbours swapped, a letter deleted, or a letter the
 * App's stems hold at that place inserted or put instead; never at the first letter but for a
 * swap) and have one of the App's stems: the index in the vocabulary of that stem's word, the
 * lowest if several, or Infinity. Only variants that start as one of the App's stems but its last
 * letter are stemmed (the stemmer is the cost: a few µs a word): the word is walked down the App's
 * stems, letter by letter, with one typo undone on the way.
 */
function undoneTypo(c: Corrector, token: string, folded: string): number {
  const n = folded.length;
  if (n < MIN_UNDONE_LENGTH || c.stemWord.size === 0) return Infinity;
  // Variants are made of the word as written (the stemmers read accents) when folding kept its letters.
  const base = token.length === n ? token : folded;
  // The App's stems along the word as written; from `ending` on, the word has passed one of them
  // (but its last letter), and any typo undone after that point may give its stem.
  path.length = 0;
  tried.length = 0;
  let ending = Infinity;
  let node: TrieNode | undefined = c.trie;
  for (let k = 0; node; k++) {
    path.push(node);
    if (node.end && ending === Infinity) ending = k;
    node = k < n ? node.next.get(folded.charCodeAt(k)) : undefined;
  }
  let best = Infinity;
  const consider = (variant: string, at: number, op: Op) => {
    if (tried.includes(variant)) return;
    tried.push(variant);
    const stem = c.stem(variant);
    const i = c.stemWord.get(stem);
    // At the stem's last letter or the next, a letter more, less or changed is a derivation, not a
    // typo ("programs" and "programmer"): as for stems one typo apart, only a swap is read there.
    if (i === undefined || i >= best || (op !== 'swap' && touchesEnd(op === 'delete' ? folded : fold(variant), at, stem.length))) return;
    best = i;
  };
  for (let i = 0; i <= n; i++) {
    const inEnding = i >= ending;
    const at = path[i];
    if (!inEnding && !at) break;
    // Two neighbours swapped (the first two letters too).
    if (i + 1 < n && folded[i] !== folded[i + 1]) {
      const first = at?.next.get(folded.charCodeAt(i + 1));
      if (inEnding || first?.end || reaches(first?.next.get(folded.charCodeAt(i)), folded, i + 2))
        consider(base.slice(0, i) + base[i + 1] + base[i] + base.slice(i + 2), i, 'swap');
    }
    if (i === 0) continue;
    // A letter too many.
    if (i < n && (inEnding || reaches(at, folded, i + 1))) consider(base.slice(0, i) + base.slice(i + 1), i, 'delete');
    if (!at) continue;
    // A letter missing or mistyped: one the App's stems hold there.
    for (const [code, child] of at.next) {
      const letter = String.fromCharCode(code);
      if (inEnding || reaches(child, folded, i)) consider(base.slice(0, i) + letter + base.slice(i), i, 'insert');
      if (i < n && code !== folded.charCodeAt(i) && (inEnding || reaches(child, folded, i + 1)))
        consider(base.slice(0, i) + letter + base.slice(i + 1), i, 'change');
    }
  }
  return best;
}

type Op = 'swap' | 'delete' | 'insert' | 'change';

/** From `node`, the letters of `s` from `from` on pass the end of one of the App's stems (but its last letter). */
function reaches(node: TrieNode | undefined, s: string, from: number): boolean {
  for (let k = from; node; k++) {
    if (node.end) return true;
    node = k < s.length ? node.next.get(s.charCodeAt(k)) : undefined;
  }
  return false;
}

/**
 * The letter at `at` of `word`, or the run of that letter around it (a letter doubled or undoubled
 * may be any of its run's), is the stem's last letter or the next one.
 */
function touchesEnd(word: string, at: number, stemLength: number): boolean {
  let a = at;
  let b = at;
  while (a > 0 && word[a - 1] === word[at]) a--;
  while (b + 1 < word.length && word[b + 1] === word[at]) b++;
  return a <= stemLength && b >= stemLength - 1;
}
