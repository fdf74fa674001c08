import type { Dictionary } from './dictionary';
import { foldCode } from './fold';
import { PREFIX_LENGTH } from './hash';

const OE = 0x153;
const AE = 0xe6;

/**
 * What a search reads for every group and word it reaches, laid out densely in group order.
 * A misspelt word reaches a few hundred groups scattered over the dictionary; reading each one
 * through groupStart -> groupWords -> offsets -> chars -> logFrequency costs a cache miss per
 * step, which (not the arithmetic) was most of the search time. Here a group's folded prefix
 * and its words' frequency, length, letter mask and letters sit side by side (about 9 bytes
 * per word plus a second copy of the letters), built once when the dictionary loads.
 */
export interface GroupLayout {
  /** Folded prefix of group g at g * PREFIX_LENGTH; its length in prefixLength[g]. */
  prefix: Uint16Array;
  prefixLength: Uint8Array;
  /** 1 when the group's prefix holds a ligature (œ, æ), which the folded bound must not price. */
  ligature: Uint8Array;
  /** Per entry of groupWords (same positions): the word's log10 frequency, length and letter mask. */
  memberLogFrequency: Float32Array;
  memberLength: Uint8Array;
  memberMask: Uint32Array;
  /** The words' letters in group order: member w is memberChars[memberOffset[w] .. + memberLength[w]). */
  memberChars: Uint16Array;
  memberOffset: Uint32Array;
}

export function groupLayout(dictionary: Dictionary): GroupLayout {
  const { groupStart, groupWords } = dictionary.index;
  const { chars, offsets } = dictionary.words;
  const groups = groupStart.length - 1;
  const prefix = new Uint16Array(groups * PREFIX_LENGTH);
  const prefixLength = new Uint8Array(groups);
  const ligature = new Uint8Array(groups);
  for (let g = 0; g < groups; g++) {
    const first = groupWords[groupStart[g]];
    const start = offsets[first];
    const length = Math.min(offsets[first + 1] - start, PREFIX_LENGTH);
    prefixLength[g] = length;
    for (let j = 0; j < length; j++) {
      const c = foldCode(chars[start + j]);
      prefix[g * PREFIX_LENGTH + j] = c;
      if (c === OE || c === AE) ligature[g] = 1;
    }
  }
  const members = groupWords.length;
  const memberLogFrequency = new Float32Array(members);
  const memberLength = new Uint8Array(members);
  const memberMask = new Uint32Array(members);
  const memberChars = new Uint16Array(chars.length);
  const memberOffset = new Uint32Array(members);
  let at = 0;
  for (let w = 0; w < members; w++) {
    const id = groupWords[w];
    memberOffset[w] = at;
    memberChars.set(chars.subarray(offsets[id], offsets[id + 1]), at);
    at += offsets[id + 1] - offsets[id];
    memberLogFrequency[w] = dictionary.logFrequency[id];
    memberLength[w] = Math.min(offsets[id + 1] - offsets[id], 255);
    memberMask[w] = dictionary.letterMasks[id];
  }
  return { prefix, prefixLength, ligature, memberLogFrequency, memberLength, memberMask, memberChars, memberOffset };
}
