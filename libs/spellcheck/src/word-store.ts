import { foldCode } from './fold';

/**
 * Words packed as UTF-16 code units in one typed array with offsets: a million JS strings
 * would cost ~60 bytes each on the heap, and these arrays load from the file without copying.
 */
export class WordStore {
  constructor(
    readonly chars: Uint16Array,
    /** Word i is chars[offsets[i] .. offsets[i + 1]). */
    readonly offsets: Uint32Array,
  ) {}

  static fromStrings(words: readonly string[]): WordStore {
    const offsets = new Uint32Array(words.length + 1);
    for (let i = 0; i < words.length; i++) offsets[i + 1] = offsets[i] + words[i].length;
    const chars = new Uint16Array(offsets[words.length]);
    words.forEach((word, i) => {
      for (let k = 0; k < word.length; k++) chars[offsets[i] + k] = word.charCodeAt(k);
    });
    return new WordStore(chars, offsets);
  }

  get size(): number {
    return this.offsets.length - 1;
  }

  length(id: number): number {
    return this.offsets[id + 1] - this.offsets[id];
  }

  get(id: number): string {
    return String.fromCharCode(...this.chars.subarray(this.offsets[id], this.offsets[id + 1]));
  }

  equals(id: number, text: string): boolean {
    const start = this.offsets[id];
    if (this.offsets[id + 1] - start !== text.length) return false;
    for (let k = 0; k < text.length; k++) if (this.chars[start + k] !== text.charCodeAt(k)) return false;
    return true;
  }

  /**
   * One bit per folded letter a word contains (a-z, then 6 shared bits for other letters). An edit
   * changes at most two bits, so words whose masks differ in more than 2k bits are more than k
   * edits apart: a test far cheaper than the alignment, computed once at load.
   */
  letterMasks(): Uint32Array {
    const masks = new Uint32Array(this.size);
    for (let id = 0; id < this.size; id++) {
      masks[id] = letterMask(this.chars, this.offsets[id], this.offsets[id + 1]);
    }
    return masks;
  }

  /** Copies word `id` into `into` (from 0) and returns its length. */
  copy(id: number, into: Uint16Array): number {
    const start = this.offsets[id];
    const length = Math.min(this.offsets[id + 1] - start, into.length);
    into.set(this.chars.subarray(start, start + length));
    return length;
  }
}

export function letterMask(chars: Uint16Array, start: number, end: number): number {
  let mask = 0;
  for (let k = start; k < end; k++) {
    const c = foldCode(chars[k]);
    mask |= c >= 97 && c <= 122 ? 1 << (c - 97) : 1 << (26 + (c % 6));
  }
  return mask >>> 0;
}
