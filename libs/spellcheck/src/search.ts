import type { Dictionary } from './dictionary';
import { osaDistance, weightedDistance, type EditCosts } from './distance';
import { foldCode } from './fold';
import { PREFIX_LENGTH, forEachDelete } from './hash';

/** A scored candidate; lower score is better. */
export interface Candidate {
  word: string;
  distance: number;
  score: number;
}

/** Longer tokens are not words anyone expects corrected (and would slow the distance down). */
const MAX_WORD = 48;

export interface SearchOptions {
  maxDistance: number;
  costs: EditCosts;
  neighbours: Set<number>;
  frequencyWeight: number;
  /** Added to log10(frequency) of every word of this dictionary (App vocabulary boost). */
  boost: number;
}

/**
 * Symmetric-delete lookup over one dictionary. Holds a per-group "seen" stamp so a group reached
 * through several deletes is checked once, without clearing an array per query.
 */
export class Searcher {
  private readonly seen: Uint32Array;
  private stamp = 0;
  private readonly prefix = new Int32Array(PREFIX_LENGTH);
  private readonly dp = new Int32Array((PREFIX_LENGTH + 1) * (PREFIX_LENGTH + 1));
  private readonly queryChars = new Uint16Array(MAX_WORD);
  private readonly wordChars = new Uint16Array(MAX_WORD + 4);

  constructor(readonly dictionary: Dictionary) {
    this.seen = new Uint32Array(dictionary.index.groupStart.length - 1);
  }

  /** Adds the candidates of `query` (lower case) to `out`, keeping the best `limit`. */
  collect(query: string, options: SearchOptions, out: Candidate[], limit: number): void {
    const { groupStart, groupWords, bucketStart, postGroup, postFingerprint } = this.dictionary.index;
    const { words, logFrequency } = this.dictionary;
    const mask = bucketStart.length - 2;
    const k = options.maxDistance;
    if (++this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    if (query.length > MAX_WORD) return;
    const n = query.length;
    for (let i = 0; i < n; i++) this.queryChars[i] = query.charCodeAt(i);
    const prefixLength = Math.min(n, PREFIX_LENGTH);
    for (let i = 0; i < prefixLength; i++) this.prefix[i] = foldCode(query.charCodeAt(i));

    forEachDelete(query, k, (hash) => {
      const fingerprint = hash >>> 24;
      const bucket = hash & mask;
      for (let p = bucketStart[bucket], end = bucketStart[bucket + 1]; p < end; p++) {
        if (postFingerprint[p] !== fingerprint) continue;
        const group = postGroup[p];
        if (this.seen[group] === stamp) continue;
        this.seen[group] = stamp;
        const first = groupWords[groupStart[group]];
        const firstLength = words.copy(first, this.wordChars);
        if (this.prefixDistance(prefixLength, firstLength, k) > k) continue;
        for (let w = groupStart[group], wEnd = groupStart[group + 1]; w < wEnd; w++) {
          const id = groupWords[w];
          if (Math.abs(words.length(id) - n) > k) continue;
          const m = words.copy(id, this.wordChars);
          const distance = osaDistance(this.queryChars, n, this.wordChars, m, k);
          if (distance > k) continue;
          const weighted = weightedDistance(this.queryChars, n, this.wordChars, m, options.costs, options.neighbours);
          // The id term breaks ties by rank, so equal scores always order the same way.
          const score = weighted - options.frequencyWeight * (logFrequency[id] + options.boost) + id * 1e-9;
          insert(out, { word: this.dictionary.displayForm(id), distance, score }, limit);
        }
      }
    });
  }

  /**
   * Lower bound of the distance between the query and any word of a group, from their folded
   * prefixes: the cheapest way to reach the end of either prefix (the rest of the words is unseen).
   */
  private prefixDistance(queryLength: number, representativeLength: number, bound: number): number {
    const n = queryLength;
    const m = Math.min(representativeLength, PREFIX_LENGTH);
    const representative = this.wordChars;
    const width = PREFIX_LENGTH + 1;
    const dp = this.dp;
    for (let j = 0; j <= m; j++) dp[j] = j;
    let best = n === 0 ? 0 : bound + 1;
    for (let i = 1; i <= n; i++) {
      const ca = this.prefix[i - 1];
      const row = i * width;
      dp[row] = i;
      for (let j = 1; j <= m; j++) {
        const cb = foldCode(representative[j - 1]);
        let d = Math.min(dp[row - width + j] + 1, dp[row + j - 1] + 1, dp[row - width + j - 1] + (ca === cb ? 0 : 1));
        if (i > 1 && j > 1 && ca === foldCode(representative[j - 2]) && this.prefix[i - 2] === cb) {
          d = Math.min(d, dp[row - 2 * width + j - 2] + 1);
        }
        dp[row + j] = d;
      }
      if (dp[row + m] < best) best = dp[row + m];
    }
    for (let j = 0; j <= m; j++) if (dp[n * width + j] < best) best = dp[n * width + j];
    return best;
  }
}

/** Keeps `out` sorted by score, one entry per word, at most `limit` long. */
export function insert(out: Candidate[], candidate: Candidate, limit: number): void {
  const existing = out.findIndex((c) => c.word === candidate.word);
  if (existing >= 0) {
    if (out[existing].score <= candidate.score) return;
    out.splice(existing, 1);
  }
  if (out.length >= limit && out[out.length - 1].score <= candidate.score) return;
  let at = out.length;
  while (at > 0 && out[at - 1].score > candidate.score) at--;
  out.splice(at, 0, candidate);
  if (out.length > limit) out.pop();
}
