import { FOLD } from './fold';

const fold = FOLD;

/** Length of the word prefix the delete index is built on (SymSpell's prefix trick). */
export const PREFIX_LENGTH = 7;
/** Deletes stored per prefix: the largest edit distance a query may ask for. */
export const MAX_DISTANCE = 2;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * FNV-1a over the folded prefix of `word` (at most PREFIX_LENGTH code units), skipping the
 * positions `skipA` and `skipB` (-1 for none). Hashing "the prefix minus positions i, j"
 * directly means neither the build nor a query allocates a string per delete.
 */
export function deleteHash(word: string, length: number, skipA: number, skipB: number): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < length; i++) {
    if (i === skipA || i === skipB) continue;
    hash ^= fold[word.charCodeAt(i)];
    hash = Math.imul(hash, FNV_PRIME);
  }
  // A final avalanche spreads short keys over the high bits used as fingerprints.
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return hash >>> 0;
}

/**
 * Calls `visit` with the hash of every string obtained from the folded prefix by deleting up to
 * `maxDeletes` characters (the prefix itself included). Runs of equal letters give equal deletes;
 * duplicates are harmless for queries and removed by the builder.
 */
export function forEachDelete(word: string, maxDeletes: number, visit: (hash: number) => void): void {
  const length = Math.min(word.length, PREFIX_LENGTH);
  visit(deleteHash(word, length, -1, -1));
  if (maxDeletes < 1 || length < 2) return;
  for (let i = 0; i < length; i++) {
    if (i > 0 && fold[word.charCodeAt(i)] === fold[word.charCodeAt(i - 1)]) continue;
    visit(deleteHash(word, length, i, -1));
  }
  if (maxDeletes < 2 || length < 3) return;
  for (let i = 0; i < length; i++) {
    for (let j = i + 1; j < length; j++) visit(deleteHash(word, length, i, j));
  }
}

/** Most deletes `forEachDelete` can produce: the prefix, each single and each pair of deletes. */
export const MAX_DELETES = 1 + PREFIX_LENGTH + (PREFIX_LENGTH * (PREFIX_LENGTH - 1)) / 2;

/** `forEachDelete` into an array (no closure on the query path); returns how many were written. */
export function deleteHashes(word: string, maxDeletes: number, into: Uint32Array): number {
  let count = 0;
  forEachDelete(word, maxDeletes, (hash) => {
    into[count++] = hash;
  });
  return count;
}

/** Plain FNV-1a of code units [start, end) of a string or array, for the exact-word lookup table. */
export function stringHash(text: string | Uint16Array, start: number, end: number): number {
  let hash = FNV_OFFSET;
  const isString = typeof text === 'string';
  for (let i = start; i < end; i++) {
    hash ^= isString ? text.charCodeAt(i) : text[i];
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/** How many of `forEachDelete`'s hashes come first with at most one delete (they are visited first). */
export function nearDeleteCount(word: string): number {
  const length = Math.min(word.length, PREFIX_LENGTH);
  if (length < 2) return 1;
  let count = 2;
  for (let i = 1; i < length; i++) if (fold[word.charCodeAt(i)] !== fold[word.charCodeAt(i - 1)]) count++;
  return count;
}
