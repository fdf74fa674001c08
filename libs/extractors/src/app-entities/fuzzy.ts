/** The most typos a word may hold (`allowedTypos`), and the most the typo index answers for. */
export const MAX_TYPOS = 2;

// Distance rows reused by every `osa` call (engines are synchronous: no call overlaps another).
let rowA = new Int32Array(32);
let rowB = new Int32Array(32);
let rowC = new Int32Array(32);

/**
 * Edit distance as the spell checker counts it (optimal string alignment: an insertion, a deletion,
 * a substitution or a swap of two neighbours costs one), bounded: answers `bound + 1` as soon as the
 * distance is known to be larger.
 */
export function osa(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  const n = a.length;
  const m = b.length;
  if (rowA.length <= m) {
    rowA = new Int32Array(m + 1);
    rowB = new Int32Array(m + 1);
    rowC = new Int32Array(m + 1);
  }
  let prev2 = rowA;
  let prev = rowB;
  let row = rowC;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let least = i;
    const ca = a.charCodeAt(i - 1);
    const ca2 = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (j > 1 && ca === b.charCodeAt(j - 2) && ca2 === cb) v = Math.min(v, prev2[j - 2]! + 1);
      row[j] = v;
      if (v < least) least = v;
    }
    if (least > bound) return bound + 1;
    const t = prev2;
    prev2 = prev;
    prev = row;
    row = t;
  }
  return prev[m]!;
}

/** How many typos a word of this length may hold: none under 4 letters, 1 up to 7, 2 from 8. */
export function allowedTypos(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/**
 * A symmetric-delete index (SymSpell) of a sorted vocabulary, in typed arrays (what a worker thread
 * transfers). Words sharing their first PREFIX letters make a group (a range of the sorted words);
 * each group's prefix is stored under the hash of every string left by deleting up to MAX_TYPOS of
 * its letters. A word within d typos of a vocabulary word shares one such delete with its group
 * (each side losing at most d letters of its prefix), so a search hashes the deletes of the word's
 * own prefix, reads the groups under them, and checks each of their words with `osa`. Delete strings
 * are never stored: a bucket of their 32-bit hash, 7 bits of it as a fingerprint, and a flag on the
 * deletes of two letters (a search for one typo skips them). Collisions only add candidates, which
 * the distance check rejects.
 */
export interface FuzzyIndex {
  /** Group g holds the sorted words groupStart[g] .. groupStart[g + 1]. */
  groupStart: Int32Array;
  /** Bucket b holds the postings bucketStart[b] .. bucketStart[b + 1]; a power of two + 1 long. */
  bucketStart: Int32Array;
  /** Each posting's group. */
  postGroup: Int32Array;
  /** Each posting's fingerprint (7 high bits of the hash), with 0x80 when two letters were deleted. */
  postKey: Uint8Array;
}

/** Letters of a word's prefix the index is built on (SymSpell's prefix trick: fewer deletes per word). */
const PREFIX = 7;
const TWO_DELETES = 0x80;

/**
 * FNV-1a of the first `length` code units of `word`, skipping positions `skipA` and `skipB` (-1 for
 * none), then mixed: hashing "the prefix minus positions i and j" directly allocates no string.
 */
function deleteHash(word: string, length: number, skipA: number, skipB: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < length; i++) {
    if (i === skipA || i === skipB) continue;
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

/**
 * The hashes of the deletes of `word`'s prefix, up to `deletes` letters: `into[0 .. ones)` the prefix
 * itself and its single deletes (one per run of equal letters), `into[ones .. count)` the pairs.
 */
function deletesOf(word: string, deletes: number, into: Uint32Array): { ones: number; count: number } {
  const length = Math.min(word.length, PREFIX);
  let count = 0;
  into[count++] = deleteHash(word, length, -1, -1);
  if (deletes >= 1) {
    for (let i = 0; i < length; i++) {
      if (i > 0 && word.charCodeAt(i) === word.charCodeAt(i - 1)) continue;
      into[count++] = deleteHash(word, length, i, -1);
    }
  }
  const ones = count;
  if (deletes >= 2) for (let i = 0; i < length; i++) for (let j = i + 1; j < length; j++) into[count++] = deleteHash(word, length, i, j);
  return { ones, count };
}

const MOST_DELETES = 1 + PREFIX + (PREFIX * (PREFIX - 1)) / 2;
const scratch = new Uint32Array(MOST_DELETES);

/** The typo index of words sorted and distinct (`FuzzyVocabulary`'s order). Linear in their number. */
export function buildFuzzyIndex(words: readonly string[]): FuzzyIndex {
  const starts: number[] = [];
  let previous: string | null = null;
  for (let i = 0; i < words.length; i++) {
    const prefix = words[i]!.slice(0, PREFIX);
    if (prefix !== previous) starts.push(i);
    previous = prefix;
  }
  const groups = starts.length;
  const groupStart = new Int32Array(groups + 1);
  groupStart.set(starts);
  groupStart[groups] = words.length;

  let hashes = new Uint32Array(Math.max(1, groups * MOST_DELETES));
  let posted = new Int32Array(hashes.length);
  let keys = new Uint8Array(hashes.length);
  let size = 0;
  for (let g = 0; g < groups; g++) {
    const { ones, count } = deletesOf(words[groupStart[g]!]!, MAX_TYPOS, scratch);
    const first = size;
    for (let k = 0; k < count; k++) {
      const h = scratch[k]!;
      // The same delete twice (runs of letters): kept once, as its fewest deletes.
      let seen = false;
      for (let s = first; s < size && !seen; s++) seen = hashes[s] === h;
      if (seen) continue;
      hashes[size] = h;
      posted[size] = g;
      keys[size++] = ((h >>> 25) & 0x7f) | (k >= ones ? TWO_DELETES : 0);
    }
  }
  hashes = hashes.subarray(0, size);
  posted = posted.subarray(0, size);
  keys = keys.subarray(0, size);

  let buckets = 1;
  while (buckets * 3 < size) buckets *= 2;
  const mask = buckets - 1;
  const bucketStart = new Int32Array(buckets + 1);
  for (let i = 0; i < size; i++) {
    const b = (hashes[i]! & mask) + 1;
    bucketStart[b] = bucketStart[b]! + 1;
  }
  for (let b = 0; b < buckets; b++) bucketStart[b + 1] = bucketStart[b + 1]! + bucketStart[b]!;
  const fill = bucketStart.slice(0, buckets);
  const postGroup = new Int32Array(size);
  const postKey = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const b = hashes[i]! & mask;
    const at = fill[b]!;
    fill[b] = at + 1;
    postGroup[at] = posted[i]!;
    postKey[at] = keys[i]!;
  }
  return { groupStart, bucketStart, postGroup, postKey };
}

/**
 * The words of a vocabulary within a few typos of a word (`near`), through a symmetric-delete index
 * (`FuzzyIndex`): a search reads a few dozen buckets and checks the handful of words found there,
 * whatever the size of the vocabulary. Memory: the words and about 6 bytes per delete of their
 * groups (6.6 MB for the 50,000 first words of 100,000 values of English words).
 */
export class FuzzyVocabulary {
  private readonly words: string[];
  private readonly index: FuzzyIndex;
  /** Groups seen by the current search (stamp per group), and the groups found. */
  private seen: Int32Array;
  private stamp = 0;

  constructor(words: Iterable<string>) {
    this.words = [...new Set(words)].sort();
    this.index = buildFuzzyIndex(this.words);
    this.seen = new Int32Array(this.index.groupStart.length - 1);
  }

  /** From a compiled form's words (sorted and distinct) and their index (`buildFuzzyIndex`). */
  static compiled(words: string[], index: FuzzyIndex): FuzzyVocabulary {
    const v = Object.create(FuzzyVocabulary.prototype) as { words: string[]; index: FuzzyIndex; seen: Int32Array; stamp: number };
    v.words = words;
    v.index = index;
    v.seen = new Int32Array(index.groupStart.length - 1);
    v.stamp = 0;
    return v as unknown as FuzzyVocabulary;
  }

  get size(): number {
    return this.words.length;
  }

  /** Words within `bound` typos of `word` (the word itself excluded), each with its distance, in sorted order. */
  near(word: string, bound: number): { word: string; distance: number }[] {
    const out: { word: string; distance: number }[] = [];
    if (bound <= 0 || !this.words.length) return out;
    if (bound > MAX_TYPOS) {
      // Past what the index holds: every word is checked.
      for (const w of this.words) {
        const d = osa(word, w, bound);
        if (d <= bound && w !== word) out.push({ word: w, distance: d });
      }
      return out;
    }
    const { groupStart, bucketStart, postGroup, postKey } = this.index;
    const mask = bucketStart.length - 2;
    const skip = bound < 2 ? TWO_DELETES : 0;
    if (++this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const groups: number[] = [];
    const { count } = deletesOf(word, bound, scratch);
    for (let k = 0; k < count; k++) {
      const h = scratch[k]!;
      const fingerprint = (h >>> 25) & 0x7f;
      const end = bucketStart[(h & mask) + 1]!;
      for (let p = bucketStart[h & mask]!; p < end; p++) {
        const key = postKey[p]!;
        if ((key & 0x7f) !== fingerprint || key & skip) continue;
        const g = postGroup[p]!;
        if (this.seen[g] === stamp) continue;
        this.seen[g] = stamp;
        groups.push(g);
      }
    }
    groups.sort((a, b) => a - b);
    for (const g of groups) {
      for (let i = groupStart[g]!; i < groupStart[g + 1]!; i++) {
        const w = this.words[i]!;
        const d = osa(word, w, bound);
        if (d <= bound && w !== word) out.push({ word: w, distance: d });
      }
    }
    return out;
  }
}
