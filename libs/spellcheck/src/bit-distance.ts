import { accentedForms, foldCode } from './fold';

/** Longest query the bit vectors hold (one bit per query letter in a 32-bit integer). */
export const MAX_BIT_QUERY = 32;

/**
 * Optimal string alignment distance by bit vectors (Myers 1999, with Hyyrö's 2003 transposition
 * term): one column of the dynamic programme per letter of the word in a handful of integer
 * operations, instead of a loop over the query's letters. It runs once per candidate word, for
 * hundreds of candidates per misspelt word, so this is where correction time goes.
 *
 * Usage: `set(query)` once per query, then `distance` / `foldedDistance` per word.
 * The match tables are indexed by UTF-16 code unit (a 64k table, reset after each query
 * by clearing only the query's own letters).
 */
export class BitDistance {
  private readonly exact = new Int32Array(0x10000);
  private readonly folded = new Int32Array(0x10000);
  private readonly letters = new Uint16Array(MAX_BIT_QUERY);
  private length = 0;

  /** Takes the query's first `n` code units (n <= MAX_BIT_QUERY) of `q`. */
  set(q: Uint16Array, n: number): void {
    this.mark(0);
    this.length = n;
    for (let i = 0; i < n; i++) this.letters[i] = q[i];
    this.mark(1);
  }

  /**
   * Sets (or clears) the bits of the query's letters. The folded table is filled for every code
   * unit that folds like a query letter, so the distance reads both tables the same way, with
   * no folding per letter of the word.
   */
  private mark(on: number): void {
    for (let i = 0; i < this.length; i++) {
      const bit = on << i;
      const c = this.letters[i];
      this.exact[c] = on ? this.exact[c] | bit : 0;
      const f = foldCode(c);
      this.folded[f] = on ? this.folded[f] | bit : 0;
      for (const u of accentedForms(f)) this.folded[u] = on ? this.folded[u] | bit : 0;
    }
  }

  /** Exact OSA distance between the query and b[start .. start + m), or more than `bound` once it must exceed it. */
  distance(b: Uint16Array, start: number, m: number, bound: number): number {
    return run(this.exact, this.length, b, start, m, bound);
  }

  /** The same on accent-folded letters: `é` and `e` match. */
  foldedDistance(b: Uint16Array, start: number, m: number, bound: number): number {
    return run(this.folded, this.length, b, start, m, bound);
  }
}

function run(peq: Int32Array, n: number, b: Uint16Array, start: number, m: number, bound: number): number {
  if (n === 0) return m;
  const last = 1 << (n - 1);
  let vp = n === 32 ? -1 : (1 << n) - 1;
  let vn = 0;
  let d0 = 0;
  let pmPrevious = 0;
  let score = n;
  for (let j = 0; j < m; j++) {
    const c = b[start + j];
    const pm = peq[c];
    const transposition = (((~d0 & pm) << 1) & pmPrevious) | 0;
    d0 = (((pm & vp) + vp) ^ vp) | pm | vn | transposition | 0;
    let hp = vn | ~(d0 | vp);
    let hn = d0 & vp;
    if (hp & last) score++;
    else if (hn & last) score--;
    // The last row can fall by at most one per remaining letter of the word.
    if (score - (m - j - 1) > bound) return bound + 1;
    hp = (hp << 1) | 1;
    hn <<= 1;
    vp = hn | ~(d0 | hp);
    vn = hp & d0;
    pmPrevious = pm;
  }
  return score;
}
