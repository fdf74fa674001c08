import { BitDistance, MAX_BIT_QUERY } from './bit-distance';
import type { Dictionary } from './dictionary';
import {
  cheapestBaseEdit,
  cheapestEdit,
  cheapestIndel,
  firstLetterCost,
  hasDoubleLetter,
  osaDistance,
  WeightedDistance,
  type EditCosts,
} from './distance';
import { FOLD } from './fold';
import { MAX_DELETES, PREFIX_LENGTH, deleteHashes, nearDeleteCount } from './hash';
import { letterMask } from './word-store';
import { BASE_EDIT, GroupLayout, PLAIN_EDIT, SINGLE_EDIT, UNBOUNDED, prefixByte } from './group-layout';

const PREFIX = PREFIX_LENGTH;

/** Shared by every searcher: queries run one at a time (JavaScript is single-threaded). */
const bitDistance = new BitDistance();
const weighted = new WeightedDistance();
const fold = FOLD;
const OE = 0x153;
const AE = 0xe6;
/** `letterMask` bits of œ and æ (letters that do not fold): their words skip the folded bound. */
const LIGATURE_BITS = letterMask(Uint16Array.of(OE, AE), 0, 2);
/** `letterMask` bits of the apostrophe and the hyphen (nearly free to leave out). */
const PUNCTUATION_BITS = letterMask(Uint16Array.of(0x27, 0x2d), 0, 2);

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
  /** Leave out words displayed in capitals (acronyms): the query is not typed in capitals. */
  skipAcronyms: boolean;
}

/**
 * Symmetric-delete lookup over one dictionary. Holds a per-group "seen" stamp so a group reached
 * through several deletes is checked once, without clearing an array per query.
 */
export class Searcher {
  private readonly seen: Uint32Array;
  private stamp = 0;
  /** Per query: bit i of peq[b] is set when the query's folded prefix letter i is byte b. */
  private readonly peq = new Int32Array(256);
  private readonly query = new Uint16Array(MAX_WORD);
  private readonly hashes = new Uint32Array(MAX_DELETES);
  /** Per query: the cheapest edit for each `GroupLayout` summary class (none bounds UNBOUNDED). */
  private readonly edits = Float64Array.of(0, 0, 0, -Infinity);
  /**
   * Per query: the least a word costs in a group first reached through the query with d
   * deletes (d folded edits away), by d and the summary's class and prefix length (at
   * d * 32 + (summary >>> 14)).
   */
  private readonly bounds = new Float64Array(3 * 32);
  private readonly groups: GroupLayout;

  constructor(readonly dictionary: Dictionary) {
    this.seen = new Uint32Array(dictionary.index.groupStart.length - 1);
    this.groups = new GroupLayout(dictionary);
  }

  /** Adds the candidates of `query` (lower case) to `out` (sorted, best first), keeping the best `limit`. */
  collect(query: string, options: SearchOptions, out: Candidate[], limit: number): void {
    const dictionary = this.dictionary;
    const { bucketStart, postGroup, postFingerprint } = dictionary.index;
    const { chars, offsets } = dictionary.words;
    const { logFrequency, rank, letterMasks } = dictionary;
    const mask = bucketStart.length - 2;
    const k = options.maxDistance;
    const n = query.length;
    if (n === 0 || n > MAX_WORD) return;
    if (++this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const seen = this.seen;
    const q = this.query;
    for (let i = 0; i < n; i++) q[i] = query.charCodeAt(i);
    const bits = n <= MAX_BIT_QUERY;
    if (bits) bitDistance.set(q, n);
    weighted.set(q, n, options.costs, options.substitution);
    const queryMask = letterMask(q, 0, n);
    const prefixLength = Math.min(n, PREFIX_LENGTH);
    const peq = this.peq;
    for (let i = 0; i < prefixLength; i++) peq[prefixByte(fold[q[i]])] |= 1 << i;
    const firstByte = prefixByte(fold[q[0]]);
    const { costs, frequencyWeight } = options;
    const cheapest = cheapestEdit(costs);
    const baseEdit = cheapestBaseEdit(costs);
    // For words without an apostrophe or a hyphen (when the query has none either), and also
    // without a doubled letter (when the query has none): edits that cannot be nearly free.
    const punctuated = (queryMask & PUNCTUATION_BITS) !== 0;
    const doubled = hasDoubleLetter(q, 0, n);
    const plainEdit = punctuated ? baseEdit : cheapestBaseEdit(costs, false);
    const singleEdit = punctuated || doubled ? plainEdit : cheapestBaseEdit(costs, false, false);
    // A word shorter than the query lost letters of it, a longer one has letters it lacks: each
    // costs at least a deletion or an insertion (dearer than the cheapest edit in most rankings).
    const deletion = cheapestIndel(costs, costs.extraLetter, punctuated, doubled);
    const insertion = cheapestIndel(costs, costs.missingLetter, false, false);
    const insertionDoubled = cheapestIndel(costs, costs.missingLetter, false, true);
    const insertionAny = cheapestIndel(costs, costs.missingLetter, true, true);
    const firstLetter = costs.firstLetter;
    // A word other than the query itself is at least one (cheapest) edit away.
    const floor = dictionary.has(query) ? 0 : cheapest;
    const groups = this.groups;
    groups.usePriors(frequencyWeight);
    const hashes = this.hashes;
    const hashCount = deleteHashes(query, k, hashes);
    // Hashes come by number of deletes. A group first reached through the query with d deletes
    // shares no delete of fewer with it: its words are at least d folded edits away
    // (SymSpell's argument for distance d - 1).
    const nearCount = nearDeleteCount(query);
    const summary = groups.summary;
    const priorStep = groups.priorStep;
    const edits = this.edits;
    edits[SINGLE_EDIT] = singleEdit;
    edits[PLAIN_EDIT] = plainEdit;
    edits[BASE_EDIT] = baseEdit;
    const bounds = this.bounds;
    bounds.fill(-Infinity);
    for (let d = 0; d <= k; d++) {
      for (let kind = 0; kind < UNBOUNDED; kind++) {
        for (let length = 1; length <= PREFIX; length++) {
          // Under PREFIX letters, every word of the group has that length; else at least PREFIX.
          const indels = length < PREFIX ? Math.abs(n - length) : Math.max(0, PREFIX - n);
          const indel =
            length < PREFIX && n > length
              ? deletion
              : kind === SINGLE_EDIT
                ? insertion
                : kind === PLAIN_EDIT
                  ? insertionDoubled
                  : insertionAny;
          bounds[d * 32 + (length << 2) + kind] = indels * indel + Math.max(0, d - indels) * edits[kind];
        }
      }
    }
    let worst = worstOf(out, limit);

    for (let h = 0; h < hashCount; h++) {
      const hash = hashes[h];
      const fingerprint = hash >>> 24;
      const bucket = hash & mask;
      // Where the bounds of this hash's delete count sit in `bounds`.
      const level = h === 0 ? 0 : h < nearCount ? 32 : 64;
      for (let p = bucketStart[bucket], end = bucketStart[bucket + 1]; p < end; p++) {
        if (postFingerprint[p] !== fingerprint) continue;
        const group = postGroup[p];
        if (seen[group] === stamp) continue;
        seen[group] = stamp;
        const s = summary[group];
        if (bounds[level + (s >>> 14)] + (s & 0x3f) * priorStep + (((s >>> 6) & 0xff) === firstByte ? 0 : firstLetter) >= worst) continue;
        // Words of a group are in rank order, so their prior only grows: once even the cheapest
        // possible edit cannot enter the list, neither this word nor the rest of the group can.
        if (floor + groups.prior(group) >= worst) continue;
        const prefixEdits = groups.prefixBound(peq, prefixLength, group);
        if (prefixEdits > k) continue;
        // Every word of the group shares the folded prefix, hence its first letter and at least
        // `prefixEdits` edits of base letters, each at the cheapest cost that can apply to the
        // group's words: a bound on the weighted distance of all of them.
        const groupEdit = groups.hasPunctuation(group) ? baseEdit : groups.hasDoubleLetter(group) ? plainEdit : singleEdit;
        const groupFloor = groups.hasLigature(group)
          ? floor
          : Math.max(floor, prefixEdits * groupEdit) + (groups.firstByte(group) === firstByte ? 0 : firstLetter);
        // The best word's prior from the record: most groups end here, before any word is read.
        if (groupFloor + groups.prior(group) >= worst) continue;
        // With all k edits spent on the prefixes, a word within k edits ends as the query does:
        // its letters after the prefix box (from `tail`, on the diagonal of the length
        // difference) must equal the query's, a test far cheaper than the distance.
        const tail = prefixEdits >= k;
        for (let id = groups.first(group), last = groups.end(group); id < last; id++) {
          // The rank term breaks ties, so equal scores always order the same way.
          const wordPrior = rank[id] * 1e-9 - frequencyWeight * logFrequency[id];
          if (groupFloor + wordPrior >= worst) break;
          const start = offsets[id];
          const m = offsets[id + 1] - start;
          const wordMask = letterMasks[id];
          // An edit brings in at most one letter the other word lacks, on each side.
          if (m > n + k || n > m + k || popCount(queryMask & ~wordMask) > k || popCount(wordMask & ~queryMask) > k) continue;
          if (tail && !sameTail(q, n, chars, start, m)) continue;
          const distance = bits ? bitDistance.distance(chars, start, m, k) : osaDistance(q, n, chars, start, m, k);
          if (distance > k) continue;
          if (Math.max(groupFloor, Math.ceil(distance / 2) * cheapest) + wordPrior >= worst) continue;
          if (bits && (wordMask & LIGATURE_BITS) === 0) {
            const folded = bitDistance.foldedDistance(chars, start, m, k);
            const wordPunctuated = (wordMask & PUNCTUATION_BITS) !== 0;
            const wordDoubled = hasDoubleLetter(chars, start, m);
            const edit = wordPunctuated ? baseEdit : wordDoubled ? plainEdit : singleEdit;
            const indels = n > m ? n - m : m - n;
            const indel = n > m ? deletion : wordPunctuated ? insertionAny : wordDoubled ? insertionDoubled : insertion;
            const lower = indels * indel + (folded - indels) * edit + firstLetterCost(q[0], chars[start], costs);
            if (lower + wordPrior >= worst) continue;
          }
          const score = weighted.distance(chars, start, m, worst - wordPrior) + wordPrior;
          if (score < worst && !(options.skipAcronyms && dictionary.isAcronym(id))) {
            insert(out, { id, dictionary, distance, score }, limit);
            worst = worstOf(out, limit);
          }
        }
      }
    }
    for (let i = 0; i < prefixLength; i++) peq[prefixByte(fold[q[i]])] = 0;
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

/** Number of set bits of a 32-bit integer. */
function popCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/**
 * Whether the word's letters after the prefix box equal the query's on the diagonal of their
 * length difference. The alignment leaves the box [0, min(n, 7)] x [0, min(m, 7)] at word
 * position min(mp, np - delta) (one more after a transposition across its edge); past that point
 * a word already k edits away on the prefixes can have no further edit.
 */
function sameTail(q: Uint16Array, n: number, chars: Uint16Array, start: number, m: number): boolean {
  const delta = n - m;
  const np = n < PREFIX ? n : PREFIX;
  const mp = m < PREFIX ? m : PREFIX;
  for (let t = Math.min(mp, np - delta) + 1; t < m; t++) if (chars[start + t] !== q[t + delta]) return false;
  return true;
}
