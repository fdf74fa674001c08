import type { Dictionary } from './dictionary';
import { cheapestEdit, osaDistance, weightedDistance, type EditCosts } from './distance';
import { foldCode } from './fold';
import { PREFIX_LENGTH, forEachDelete } from './hash';
import { letterMask, popCount } from './word-store';

/** A scored candidate (lower score is better); its text is read only for the final few. */
export interface Candidate {
  id: number;
  dictionary: Dictionary;
  distance: number;
  score: number;
}

/** Longer tokens are not words anyone expects corrected (and would slow the distance down). */
const MAX_WORD = 48;

export interface SearchOptions {
  maxDistance: number;
  costs: EditCosts;
  /** From `substitutionTable`: keyboard and vowel costs between letters. */
  substitution: Float64Array;
  frequencyWeight: number;
}

/**
 * Symmetric-delete lookup over one dictionary. Holds a per-group "seen" stamp so a group reached
 * through several deletes is checked once, without clearing an array per query.
 */
export class Searcher {
  private readonly seen: Uint32Array;
  private stamp = 0;
  private readonly prefix = new Int32Array(PREFIX_LENGTH);
  private readonly representative = new Int32Array(PREFIX_LENGTH);
  private readonly dp = new Int32Array((PREFIX_LENGTH + 1) * (PREFIX_LENGTH + 1));
  private readonly query = new Uint16Array(MAX_WORD);

  constructor(readonly dictionary: Dictionary) {
    this.seen = new Uint32Array(dictionary.index.groupStart.length - 1);
  }

  /** Adds the candidates of `query` (lower case) to `out` (sorted, best first), keeping the best `limit`. */
  collect(query: string, options: SearchOptions, out: Candidate[], limit: number): void {
    const dictionary = this.dictionary;
    const { groupStart, groupWords, bucketStart, postGroup, postFingerprint } = dictionary.index;
    const { chars, offsets } = dictionary.words;
    const logFrequency = dictionary.logFrequency;
    const masks = dictionary.letterMasks;
    const mask = bucketStart.length - 2;
    const k = options.maxDistance;
    const n = query.length;
    if (n > MAX_WORD) return;
    if (++this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const q = this.query;
    for (let i = 0; i < n; i++) q[i] = query.charCodeAt(i);
    const queryMask = letterMask(q, 0, n);
    const prefixLength = Math.min(n, PREFIX_LENGTH);
    for (let i = 0; i < prefixLength; i++) this.prefix[i] = foldCode(q[i]);
    const cheapest = cheapestEdit(options.costs);
    const frequencyWeight = options.frequencyWeight;
    // The id term breaks ties by rank, so equal scores always order the same way.
    const prior = (id: number) => id * 1e-9 - frequencyWeight * logFrequency[id];
    // A word other than the query itself is at least one (cheapest) edit away.
    const floor = dictionary.has(query) ? 0 : cheapest;

    forEachDelete(query, k, (hash) => {
      const fingerprint = hash >>> 24;
      const bucket = hash & mask;
      for (let p = bucketStart[bucket], end = bucketStart[bucket + 1]; p < end; p++) {
        if (postFingerprint[p] !== fingerprint) continue;
        const group = postGroup[p];
        if (this.seen[group] === stamp) continue;
        this.seen[group] = stamp;
        const first = groupWords[groupStart[group]];
        // Words of a group are in rank order, so their prior only grows: once even the cheapest
        // possible edit cannot enter the list, neither this word nor the rest of the group can.
        if (floor + prior(first) >= worstOf(out, limit)) continue;
        if (this.prefixDistance(prefixLength, chars, offsets[first], offsets[first + 1], k) > k) continue;
        for (let w = groupStart[group], wEnd = groupStart[group + 1]; w < wEnd; w++) {
          const id = groupWords[w];
          const wordPrior = prior(id);
          const worst = worstOf(out, limit);
          if (floor + wordPrior >= worst) break;
          const start = offsets[id];
          const m = offsets[id + 1] - start;
          if (m > n + k || n > m + k || popCount(queryMask ^ masks[id]) > 2 * k) continue;
          const distance = osaDistance(q, n, chars, start, m, k);
          if (distance > k) continue;
          if (Math.ceil(distance / 2) * cheapest + wordPrior >= worst) continue;
          const score = weightedDistance(q, n, chars, start, m, options.costs, options.substitution) + wordPrior;
          if (score < worst) insert(out, { id, dictionary, distance, score }, limit);
        }
      }
    });
  }

  /**
   * Lower bound of the distance between the query and any word of a group, from their folded
   * prefixes: the cheapest way to reach the end of either prefix (the rest of the words is unseen).
   */
  private prefixDistance(n: number, chars: Uint16Array, start: number, end: number, bound: number): number {
    const m = Math.min(end - start, PREFIX_LENGTH);
    const r = this.representative;
    for (let j = 0; j < m; j++) r[j] = foldCode(chars[start + j]);
    const p = this.prefix;
    const width = PREFIX_LENGTH + 1;
    const dp = this.dp;
    const over = bound + 1;
    for (let j = 0; j <= m; j++) dp[j] = j;
    let best = n === 0 ? 0 : m <= bound ? m : over;
    for (let i = 1; i <= n; i++) {
      const ca = p[i - 1];
      const row = i * width;
      // Only the band |i - j| <= bound matters: cells outside it exceed the bound.
      const lo = Math.max(1, i - bound);
      const hi = Math.min(m, i + bound);
      dp[row + lo - 1] = lo === 1 ? i : over;
      if (hi < m) dp[row + hi + 1] = over;
      let rowMin = dp[row + lo - 1];
      for (let j = lo; j <= hi; j++) {
        const cb = r[j - 1];
        let d = Math.min(dp[row - width + j] + 1, dp[row + j - 1] + 1, dp[row - width + j - 1] + (ca === cb ? 0 : 1));
        if (i > 1 && j > 1 && ca === r[j - 2] && p[i - 2] === cb) d = Math.min(d, dp[row - 2 * width + j - 2] + 1);
        dp[row + j] = d;
        if (d < rowMin) rowMin = d;
      }
      if (hi === m && dp[row + m] < best) best = dp[row + m];
      // Later rows only grow: what the last column reached so far is the answer.
      if (rowMin > bound) return best;
    }
    for (let j = Math.max(0, n - bound); j <= m && j <= n + bound; j++) if (dp[n * width + j] < best) best = dp[n * width + j];
    return best;
  }
}

function worstOf(out: Candidate[], limit: number): number {
  return out.length >= limit ? out[out.length - 1].score : Infinity;
}

/** Keeps `out` sorted by score, one entry per word id, at most `limit` long. */
function insert(out: Candidate[], candidate: Candidate, limit: number): void {
  let at = out.length;
  while (at > 0 && out[at - 1].score > candidate.score) at--;
  out.splice(at, 0, candidate);
  if (out.length > limit) out.pop();
}
