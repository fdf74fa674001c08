import { BitDistance, MAX_BIT_QUERY } from './bit-distance';
import type { Dictionary } from './dictionary';
import { cheapestBaseEdit, cheapestEdit, firstLetterCost, osaDistance, weightedDistance, type EditCosts } from './distance';
import { foldCode } from './fold';
import { MAX_DELETES, PREFIX_LENGTH, deleteHashes } from './hash';
import { letterMask, popCount } from './word-store';
import { type GroupLayout, groupLayout } from './group-layout';

/** Shared by every searcher: queries run one at a time (JavaScript is single-threaded). */
const bitDistance = new BitDistance();
const OE = 0x153;
const AE = 0xe6;
/** `letterMask` bits of œ and æ (letters that do not fold): their words skip the folded bound. */
const LIGATURE_BITS = letterMask(Uint16Array.of(OE, AE), 0, 2);

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
  private readonly dp = new Int32Array((PREFIX_LENGTH + 1) * (PREFIX_LENGTH + 1));
  private readonly query = new Uint16Array(MAX_WORD);
  private readonly hashes = new Uint32Array(MAX_DELETES);
  private readonly layout: GroupLayout;
  private priors?: Float64Array;
  private priorsWeight = 0;

  constructor(readonly dictionary: Dictionary) {
    this.seen = new Uint32Array(dictionary.index.groupStart.length - 1);
    this.layout = groupLayout(dictionary);
  }

  /** Adds the candidates of `query` (lower case) to `out` (sorted, best first), keeping the best `limit`. */
  collect(query: string, options: SearchOptions, out: Candidate[], limit: number): void {
    const dictionary = this.dictionary;
    const { groupStart, groupWords, bucketStart, postGroup, postFingerprint } = dictionary.index;
    const mask = bucketStart.length - 2;
    const k = options.maxDistance;
    const n = query.length;
    if (n === 0 || n > MAX_WORD) return;
    if (++this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const q = this.query;
    for (let i = 0; i < n; i++) q[i] = query.charCodeAt(i);
    const bits = n <= MAX_BIT_QUERY;
    if (bits) bitDistance.set(q, n);
    const queryMask = letterMask(q, 0, n);
    const prefixLength = Math.min(n, PREFIX_LENGTH);
    for (let i = 0; i < prefixLength; i++) this.prefix[i] = foldCode(q[i]);
    const { costs, substitution, frequencyWeight } = options;
    const cheapest = cheapestEdit(costs);
    const baseEdit = cheapestBaseEdit(costs);
    // A word other than the query itself is at least one (cheapest) edit away.
    const floor = dictionary.has(query) ? 0 : cheapest;
    const groupPrior = this.groupPriors(frequencyWeight);
    const { ligature, memberLogFrequency, memberLength, memberMask, memberChars, memberOffset } = this.layout;
    const hashes = this.hashes;
    const hashCount = deleteHashes(query, k, hashes);
    let worst = worstOf(out, limit);

    for (let h = 0; h < hashCount; h++) {
      const hash = hashes[h];
      const fingerprint = hash >>> 24;
      const bucket = hash & mask;
      for (let p = bucketStart[bucket], end = bucketStart[bucket + 1]; p < end; p++) {
        if (postFingerprint[p] !== fingerprint) continue;
        const group = postGroup[p];
        if (this.seen[group] === stamp) continue;
        this.seen[group] = stamp;
        // Words of a group are in rank order, so their prior only grows: once even the cheapest
        // possible edit cannot enter the list, neither this word nor the rest of the group can.
        if (floor + groupPrior[group] >= worst) continue;
        const prefixEdits = this.prefixDistance(prefixLength, group, k);
        if (prefixEdits > k) continue;
        // Every word of the group shares the folded prefix, hence its first letter and at least
        // `prefixEdits` edits of base letters: a bound on the weighted distance of all of them.
        const groupFloor =
          ligature[group] === 1
            ? floor
            : Math.max(floor, prefixEdits * baseEdit) + firstLetterCost(q[0], this.layout.prefix[group * PREFIX_LENGTH], costs);
        for (let w = groupStart[group], wEnd = groupStart[group + 1]; w < wEnd; w++) {
          const id = groupWords[w];
          // The id term breaks ties by rank, so equal scores always order the same way.
          const wordPrior = id * 1e-9 - frequencyWeight * memberLogFrequency[w];
          if (groupFloor + wordPrior >= worst) break;
          const m = memberLength[w];
          if (m > n + k || n > m + k || popCount(queryMask ^ memberMask[w]) > 2 * k) continue;
          const start = memberOffset[w];
          const distance = bits ? bitDistance.distance(memberChars, start, m, k) : osaDistance(q, n, memberChars, start, m, k);
          if (distance > k) continue;
          if (Math.max(groupFloor, Math.ceil(distance / 2) * cheapest) + wordPrior >= worst) continue;
          if (bits && (memberMask[w] & LIGATURE_BITS) === 0) {
            const folded = bitDistance.foldedDistance(memberChars, start, m, k);
            if (folded * baseEdit + firstLetterCost(q[0], memberChars[start], costs) + wordPrior >= worst) continue;
          }
          const score = weightedDistance(q, n, memberChars, start, m, costs, substitution) + wordPrior;
          if (score < worst) {
            insert(out, { id, dictionary, distance, score }, limit);
            worst = worstOf(out, limit);
          }
        }
      }
    }
  }

  /** Prior of each group's best (first) word, for one frequency weight (computed once). */
  private groupPriors(frequencyWeight: number): Float64Array {
    if (this.priors && this.priorsWeight === frequencyWeight) return this.priors;
    const { groupStart, groupWords } = this.dictionary.index;
    const logFrequency = this.dictionary.logFrequency;
    const priors = new Float64Array(groupStart.length - 1);
    for (let g = 0; g < priors.length; g++) {
      const first = groupWords[groupStart[g]];
      priors[g] = first * 1e-9 - frequencyWeight * logFrequency[first];
    }
    this.priors = priors;
    this.priorsWeight = frequencyWeight;
    return priors;
  }

  /**
   * Lower bound of the distance between the query and any word of a group, from their folded
   * prefixes: the cheapest way to reach the end of either prefix (the rest of the words is unseen).
   */
  private prefixDistance(n: number, group: number, bound: number): number {
    const m = this.layout.prefixLength[group];
    const r = this.layout.prefix;
    const base = group * PREFIX_LENGTH;
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
        const cb = r[base + j - 1];
        let d = Math.min(dp[row - width + j] + 1, dp[row + j - 1] + 1, dp[row - width + j - 1] + (ca === cb ? 0 : 1));
        if (i > 1 && j > 1 && ca === r[base + j - 2] && p[i - 2] === cb) d = Math.min(d, dp[row - 2 * width + j - 2] + 1);
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
