/**
 * Edit distance as the spell checker counts it (optimal string alignment: an insertion, a deletion,
 * a substitution or a swap of two neighbours costs one), bounded: answers `bound + 1` as soon as the
 * distance is known to be larger.
 */
export function osa(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  const n = a.length;
  const m = b.length;
  let prev2 = new Int32Array(m + 1);
  let prev = new Int32Array(m + 1);
  let row = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let least = row[0];
    for (let j = 1; j <= m; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) v = Math.min(v, prev2[j - 2]! + 1);
      row[j] = v;
      if (v < least) least = v;
    }
    if (least > bound) return bound + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[m]!;
}

/** How many typos a word of this length may hold: none under 4 letters, 1 up to 7, 2 from 8. */
export function allowedTypos(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/**
 * The words of a vocabulary within a few typos of a word, without an index beside the sorted list
 * of words: the distance rows of a prefix are shared by every word that starts with it, and a prefix
 * already too far from the word skips every word that starts with it (a binary search). Memory: the
 * words themselves; time: the prefixes close enough to the word, a few hundred for 100,000 words.
 */
export class FuzzyVocabulary {
  private readonly words: string[];

  constructor(words: Iterable<string>) {
    this.words = [...new Set(words)].sort();
  }

  /** From words already sorted and distinct (a compiled form's). */
  static sorted(words: string[]): FuzzyVocabulary {
    const v = Object.create(FuzzyVocabulary.prototype) as { words: string[] };
    v.words = words;
    return v as unknown as FuzzyVocabulary;
  }

  get size(): number {
    return this.words.length;
  }

  /** Words within `bound` typos of `word` (the word itself excluded), each with its distance. */
  near(word: string, bound: number): { word: string; distance: number }[] {
    const out: { word: string; distance: number }[] = [];
    if (bound <= 0) return out;
    const n = word.length;
    // rows[k]: distances between the prefix of length k of the current word and each prefix of `word`.
    const rows: Int32Array[] = [Int32Array.from({ length: n + 1 }, (_, j) => j)];
    const mins: number[] = [0];
    let previous = '';
    let i = 0;
    while (i < this.words.length) {
      const w = this.words[i]!;
      let common = 0;
      const limit = Math.min(previous.length, w.length);
      while (common < limit && previous.charCodeAt(common) === w.charCodeAt(common)) common++;
      let pruneAt = -1;
      for (let k = 1; k <= common; k++) if (mins[k]! > bound) {
        pruneAt = k;
        break;
      }
      if (pruneAt < 0) {
        for (let k = common + 1; k <= w.length; k++) {
          const row = (rows[k] ??= new Int32Array(n + 1));
          const up = rows[k - 1]!;
          const c = w.charCodeAt(k - 1);
          row[0] = k;
          let least = k;
          for (let j = 1; j <= n; j++) {
            const cost = word.charCodeAt(j - 1) === c ? 0 : 1;
            let v = Math.min(up[j]! + 1, row[j - 1]! + 1, up[j - 1]! + cost);
            if (k > 1 && j > 1 && c === word.charCodeAt(j - 2) && w.charCodeAt(k - 2) === word.charCodeAt(j - 1)) v = Math.min(v, rows[k - 2]![j - 2]! + 1);
            row[j] = v;
            if (v < least) least = v;
          }
          mins[k] = least;
          if (least > bound) {
            pruneAt = k;
            break;
          }
        }
      }
      previous = w;
      if (pruneAt > 0) {
        // No word starting with this prefix can come close: jump past all of them.
        i = this.after(w.slice(0, pruneAt), i + 1);
        previous = w.slice(0, pruneAt);
        continue;
      }
      const d = rows[w.length]![n]!;
      if (d <= bound && w !== word) out.push({ word: w, distance: d });
      i++;
    }
    return out;
  }

  /** Index of the first word from `from` on that does not start with `prefix`. */
  private after(prefix: string, from: number): number {
    let lo = from;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid]!.startsWith(prefix) || this.words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
