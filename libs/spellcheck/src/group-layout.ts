import type { Dictionary } from './dictionary';
import { foldCode } from './fold';
import { PREFIX_LENGTH } from './hash';

const OE = 0x153;
const AE = 0xe6;
/** Int32 slots per group record. */
export const GROUP_STRIDE = 4;
const LIGATURE = 0x80;

/**
 * What a search reads for every group it reaches, in one 16-byte record per group (a misspelt
 * word reaches a few hundred groups scattered over the dictionary: a cache miss per group, not
 * one per array): record[4g] is the group's first word id (its words are ids record[4g] ..
 * record[4g + 4], the last record closing the list), record[4g + 1 .. 4g + 2] its folded prefix
 * as bytes with the prefix length (and a ligature flag) in the top byte, and record[4g + 3] is
 * left to the searcher (the prior of the group's best word, as float bits).
 */
export function groupLayout(dictionary: Dictionary): Int32Array {
  const { groupStart } = dictionary.index;
  const { chars, offsets } = dictionary.words;
  const groups = groupStart.length - 1;
  const record = new Int32Array((groups + 1) * GROUP_STRIDE);
  for (let g = 0; g < groups; g++) {
    const first = groupStart[g];
    const start = offsets[first];
    const length = Math.min(offsets[first + 1] - start, PREFIX_LENGTH);
    let low = 0;
    let high = length;
    for (let j = 0; j < length; j++) {
      const c = foldCode(chars[start + j]);
      if (c === OE || c === AE) high |= LIGATURE;
      if (j < 4) low |= prefixByte(c) << (8 * j);
      else high |= prefixByte(c) << (8 * (j - 4) + 8);
    }
    record[g * GROUP_STRIDE] = first;
    record[g * GROUP_STRIDE + 1] = low;
    // Length and flag in the low byte here, letters 4-6 above it.
    record[g * GROUP_STRIDE + 2] = high;
  }
  record[groups * GROUP_STRIDE] = groupStart[groups];
  return record;
}

/**
 * A folded letter as one byte: ASCII as is, other letters share bytes by their low bits. Letters
 * that share a byte look equal, which can only lower `prefixBound`: it stays a lower bound.
 */
export function prefixByte(folded: number): number {
  return folded < 0x80 ? folded : 0x80 | (folded & 0x7f);
}

/** Whether the group's prefix holds a ligature (œ, æ), which the folded bound must not price. */
export function hasLigature(record: Int32Array, group: number): boolean {
  return (record[group * GROUP_STRIDE + 2] & LIGATURE) !== 0;
}

/** First prefix letter of a group, as `prefixByte`. */
export function firstPrefixByte(record: Int32Array, group: number): number {
  return record[group * GROUP_STRIDE + 1] & 0xff;
}

/**
 * Lower bound of the OSA distance between the query and any word of a group, from their folded
 * prefixes: the cheapest way to reach the end of either prefix (the rest of the words is unseen).
 * Bit-parallel over the query's prefix letters (Myers, with Hyyrö's transposition term, as in
 * `bit-distance.ts`): `peq[b]` has bit i set when the query's letter i is byte b; n <= 8.
 */
export function prefixBound(peq: Int32Array, n: number, record: Int32Array, group: number): number {
  const low = record[group * GROUP_STRIDE + 1];
  const high = record[group * GROUP_STRIDE + 2];
  const m = high & 0x7f;
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
