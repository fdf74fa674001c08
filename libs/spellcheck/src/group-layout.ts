import type { Dictionary } from './dictionary';
import { foldCode } from './fold';
import { PREFIX_LENGTH } from './hash';

const OE = 0x153;
const AE = 0xe6;
/** Int32 slots per group record. */
const STRIDE = 4;
const LIGATURE = 0x80;
const DOUBLE = 0x40;
const PUNCTUATION = 0x20;
/** A ligature anywhere in a word of the group (not only in the prefix). */
const ANY_LIGATURE = 0x10;
/** Summary classes: which cheapest edit prices the group's words (see `summary`). */
export const SINGLE_EDIT = 0;
export const PLAIN_EDIT = 1;
export const BASE_EDIT = 2;
export const UNBOUNDED = 3;
const PRIOR_STEPS = 63;
const APOSTROPHE = 0x27;
const HYPHEN = 0x2d;

/**
 * What a search reads for every group it reaches, in one 16-byte record per group (a misspelt
 * word reaches a few hundred groups scattered over the dictionary: one cache miss per group,
 * not one per array). Record g holds the group's first word id (its words are the ids up to the
 * next record's first), its folded prefix as bytes with the prefix length and flags (a ligature
 * in the prefix; a word with a doubled letter, or with an apostrophe or a hyphen, in the group),
 * and the prior of its best word for the searcher's frequency weight.
 *
 * Methods rather than exported functions: the search calls them per group, and a method call
 * is inlined where a call through a module binding may not be (tsx compiles exports to getters).
 */
export class GroupLayout {
  private readonly record: Int32Array;
  private readonly priors: Float32Array;
  private priorsWeight = NaN;
  /**
   * Four bytes per group, read before its record (a quarter of the memory, so mostly in cache):
   * its prefix length (bits 16-18; under PREFIX_LENGTH, the length of all its words), the class
   * of its cheapest edit (bits 14-15: SINGLE_EDIT... UNBOUNDED for ligatures or a negative
   * prior), its first prefix letter (bits 6-13) and its prior rounded down in steps of
   * `priorStep` (bits 0-5). Enough to rule out most groups that a query reaches only through
   * deletes, without reading their record.
   */
  readonly summary: Uint32Array;
  priorStep = 0;

  constructor(private readonly dictionary: Dictionary) {
    // A copy of records read from the file: the priors slots are written per frequency weight.
    const record = dictionary.groupRecords ? dictionary.groupRecords.slice() : groupRecords(dictionary);
    const groups = record.length / STRIDE - 1;
    this.record = record;
    this.priors = new Float32Array(record.buffer);
    this.summary = new Uint32Array(groups);
  }

  /** First word id of group g. */
  first(group: number): number {
    return this.record[group * STRIDE];
  }

  /** One past the last word id of group g. */
  end(group: number): number {
    return this.record[group * STRIDE + STRIDE];
  }

  /** Whether the group's prefix holds a ligature (œ, æ), which the folded bound must not price. */
  hasLigature(group: number): boolean {
    return (this.record[group * STRIDE + 2] & LIGATURE) !== 0;
  }

  /** Whether a word of the group has the same letter twice in a row. */
  hasDoubleLetter(group: number): boolean {
    return (this.record[group * STRIDE + 2] & DOUBLE) !== 0;
  }

  /** Whether a word of the group has an apostrophe or a hyphen. */
  hasPunctuation(group: number): boolean {
    return (this.record[group * STRIDE + 2] & PUNCTUATION) !== 0;
  }

  /** First prefix letter of the group, as `prefixByte`. */
  firstByte(group: number): number {
    return this.record[group * STRIDE + 1] & 0xff;
  }

  /** Prior of the group's best word, rounded down (set by `usePriors`). */
  prior(group: number): number {
    return this.priors[group * STRIDE + 3];
  }

  /**
   * Writes each group's best-word prior for one frequency weight (once per weight), rounded
   * down to a float: it must stay a lower bound.
   */
  usePriors(frequencyWeight: number): void {
    if (this.priorsWeight === frequencyWeight) return;
    const { logFrequency, rank } = this.dictionary;
    let largest = 0;
    for (let at = 0; at + STRIDE < this.record.length; at += STRIDE) {
      const first = this.record[at];
      const prior = rank[first] * 1e-9 - frequencyWeight * logFrequency[first];
      let rounded = Math.fround(prior);
      if (rounded > prior) rounded = Math.fround(prior - Math.abs(prior) * 2 ** -22);
      this.priors[at + 3] = rounded;
      if (prior > largest) largest = prior;
    }
    const step = largest / PRIOR_STEPS;
    this.priorStep = step;
    for (let g = 0; g < this.summary.length; g++) {
      const at = g * STRIDE;
      const high = this.record[at + 2];
      const prior = this.priors[at + 3];
      let kind = high & PUNCTUATION ? BASE_EDIT : high & DOUBLE ? PLAIN_EDIT : SINGLE_EDIT;
      if (high & (ANY_LIGATURE | LIGATURE) || prior < 0 || step === 0) kind = UNBOUNDED;
      const steps = kind === UNBOUNDED ? 0 : Math.min(PRIOR_STEPS, Math.floor((prior / step) * (1 - 1e-9)));
      this.summary[g] = ((high & 0x07) << 16) | (kind << 14) | ((this.record[at + 1] & 0xff) << 6) | steps;
    }
    this.priorsWeight = frequencyWeight;
  }

  /**
   * Lower bound of the OSA distance between the query and any word of a group, from their
   * folded prefixes: the cheapest way to reach the end of either prefix (the rest of the words
   * is unseen). Bit-parallel over the query's prefix letters (Myers, with Hyyrö's transposition
   * term, as in `bit-distance.ts`): bit i of `peq[b]` is set when query letter i is byte b; n <= 8.
   */
  prefixBound(peq: Int32Array, n: number, group: number): number {
    const low = this.record[group * STRIDE + 1];
    const high = this.record[group * STRIDE + 2];
    const m = high & 0x0f;
    // D[n][0] = n and D[0][m] = m: all of one prefix against none of the other.
    let best = n < m ? n : m;
    if (n === 0) return 0;
    const last = 1 << (n - 1);
    let vp = (1 << n) - 1;
    let vn = 0;
    let d0 = 0;
    let pmPrevious = 0;
    let score = n;
    for (let j = 0; j < m; j++) {
      const pm = peq[j < 4 ? (low >>> (8 * j)) & 0xff : (high >>> (8 * (j - 3))) & 0xff];
      const transposition = (((~d0 & pm) << 1) & pmPrevious) | 0;
      d0 = (((pm & vp) + vp) ^ vp) | pm | vn | transposition | 0;
      let hp = vn | ~(d0 | vp);
      const hn = d0 & vp;
      if (hp & last) score++;
      else if (hn & last) score--;
      // The last row: the query's prefix spent against the group's first j + 1 letters.
      if (score < best) best = score;
      hp = (hp << 1) | 1;
      vp = (hn << 1) | ~(d0 | hp);
      vn = hp & d0;
      pmPrevious = pm;
    }
    // The last column: D[i][m] = m + the vertical steps of rows 1..i.
    let value = m;
    for (let i = 0; i < n - 1; i++) {
      value += ((vp >>> i) & 1) - ((vn >>> i) & 1);
      if (value < best) best = value;
    }
    return best;
  }
}

/**
 * A folded letter as one byte: ASCII as is, other letters share bytes by their low bits. Letters
 * that share a byte look equal, which can only lower `prefixBound`: it stays a lower bound.
 */
export function prefixByte(folded: number): number {
  return folded < 0x80 ? folded : 0x80 | (folded & 0x7f);
}

/**
 * The records of `GroupLayout` with their priors slots empty: computed from the words, or stored
 * with the dictionary's file so that loading reads them.
 */
export function groupRecords(dictionary: Dictionary): Int32Array {
  const { groupStart } = dictionary.index;
  const { chars, offsets } = dictionary.words;
  const groups = groupStart.length - 1;
  const record = new Int32Array((groups + 1) * STRIDE);
  for (let g = 0; g < groups; g++) {
    const first = groupStart[g];
    const start = offsets[first];
    const length = Math.min(offsets[first + 1] - start, PREFIX_LENGTH);
    let low = 0;
    // Length and flags in the low byte, letters 4-6 above it.
    let high = length;
    for (let j = 0; j < length; j++) {
      const c = foldCode(chars[start + j]);
      if (c === OE || c === AE) high |= LIGATURE;
      if (j < 4) low |= prefixByte(c) << (8 * j);
      else high |= prefixByte(c) << (8 * (j - 3));
    }
    for (let id = first; id < groupStart[g + 1]; id++) {
      for (let k = offsets[id]; k < offsets[id + 1]; k++) {
        if (k > offsets[id] && chars[k] === chars[k - 1]) high |= DOUBLE;
        if (chars[k] === APOSTROPHE || chars[k] === HYPHEN) high |= PUNCTUATION;
        if (chars[k] === OE || chars[k] === AE) high |= ANY_LIGATURE;
      }
    }
    record[g * STRIDE] = first;
    record[g * STRIDE + 1] = low;
    record[g * STRIDE + 2] = high;
  }
  record[groups * STRIDE] = groupStart[groups];
  return record;
}
