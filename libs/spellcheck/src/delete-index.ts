import { foldString } from './fold';
import { MAX_DISTANCE, PREFIX_LENGTH, forEachDelete } from './hash';

/**
 * Symmetric-delete index in typed arrays. Words sharing a folded 7-letter prefix form one
 * group, and deletes are generated once per group (not per word): French and Spanish verbs
 * share long prefixes, so this cuts the index several times over. Delete strings are never
 * stored: only a bucket of their 32-bit hash and an 8-bit fingerprint. Collisions only add
 * candidates, which the distance check then rejects.
 *
 * Words are stored in group order (see `groupOrder`), so a group is a range of word ids and a
 * search reads a group's words, frequencies and letters from adjacent memory.
 */
export interface DeleteIndex {
  /** Group g holds the word ids groupStart[g] .. groupStart[g + 1] (best rank first). */
  groupStart: Uint32Array;
  /** Bucket b holds postings bucketStart[b] .. bucketStart[b + 1]. Length is a power of two + 1. */
  bucketStart: Uint32Array;
  postGroup: Uint32Array;
  postFingerprint: Uint8Array;
}

const DELETES_PER_GROUP = 1 + PREFIX_LENGTH + (PREFIX_LENGTH * (PREFIX_LENGTH - 1)) / 2;

/**
 * The storage order of words given in rank order (best first): grouped by folded prefix, groups
 * in the rank of their best word, words in rank order within a group. `order[id]` is the rank
 * of the word stored at `id`. Group numbers thus grow with their best word's rank, which the
 * search relies on (a group's prior never beats an earlier group's).
 */
export function groupOrder(words: readonly string[]): { order: Uint32Array; groupStart: Uint32Array } {
  const groupOf = new Map<string, number>();
  const wordGroup = new Uint32Array(words.length);
  let groupCount = 0;
  for (let rank = 0; rank < words.length; rank++) {
    const prefix = foldString(words[rank].slice(0, PREFIX_LENGTH));
    let group = groupOf.get(prefix);
    if (group === undefined) {
      group = groupCount++;
      groupOf.set(prefix, group);
    }
    wordGroup[rank] = group;
  }
  const groupStart = countingSort(wordGroup, groupCount);
  const order = new Uint32Array(words.length);
  const cursor = groupStart.slice(0, groupCount);
  for (let rank = 0; rank < words.length; rank++) order[cursor[wordGroup[rank]]++] = rank;
  return { order, groupStart };
}

/** The index of words already in group order (`groupStart` from `groupOrder`). */
export function buildDeleteIndex(words: readonly string[], groupStart: Uint32Array): DeleteIndex {
  const groupCount = groupStart.length - 1;
  const representatives: string[] = [];
  for (let g = 0; g < groupCount; g++) representatives.push(foldString(words[groupStart[g]].slice(0, PREFIX_LENGTH)));

  let hashes = new Uint32Array(groupCount * DELETES_PER_GROUP);
  let groups = new Uint32Array(groupCount * DELETES_PER_GROUP);
  let size = 0;
  const seen: number[] = [];
  for (let g = 0; g < groupCount; g++) {
    seen.length = 0;
    forEachDelete(representatives[g], MAX_DISTANCE, (hash) => {
      if (seen.includes(hash)) return;
      seen.push(hash);
      hashes[size] = hash;
      groups[size++] = g;
    });
  }
  hashes = hashes.subarray(0, size);
  groups = groups.subarray(0, size);

  let bucketCount = 1;
  while (bucketCount * 3 < size) bucketCount *= 2;
  const mask = bucketCount - 1;
  const buckets = new Uint32Array(size);
  for (let i = 0; i < size; i++) buckets[i] = hashes[i] & mask;
  const bucketStart = countingSort(buckets, bucketCount);
  const postGroup = new Uint32Array(size);
  const postFingerprint = new Uint8Array(size);
  const fill = bucketStart.slice(0, bucketCount);
  for (let i = 0; i < size; i++) {
    const at = fill[buckets[i]]++;
    postGroup[at] = groups[i];
    postFingerprint[at] = hashes[i] >>> 24;
  }
  return { groupStart, bucketStart, postGroup, postFingerprint };
}

/** Start offsets (length count + 1) of a stable counting sort of `keys` in [0, count). */
function countingSort(keys: Uint32Array, count: number): Uint32Array {
  const start = new Uint32Array(count + 1);
  for (let i = 0; i < keys.length; i++) start[keys[i] + 1]++;
  for (let k = 0; k < count; k++) start[k + 1] += start[k];
  return start;
}
