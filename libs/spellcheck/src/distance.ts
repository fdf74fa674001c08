import { FOLD } from './fold';

const fold = FOLD;

const MAX_LENGTH = 64;
const rowA = new Int32Array(MAX_LENGTH + 1);
const rowB = new Int32Array(MAX_LENGTH + 1);
const rowC = new Int32Array(MAX_LENGTH + 1);

/**
 * Damerau optimal string alignment distance (an adjacent swap is one edit), or `bound + 1` as
 * soon as it must exceed `bound`. This is the distance the API's `_1`/`_2` limit refers to.
 * Only the diagonal band |i - j| <= bound is computed (Ukkonen): cells outside it exceed the bound.
 */
export function osaDistance(a: Uint16Array, n: number, b: Uint16Array, bStart: number, m: number, bound: number): number {
  if (Math.abs(n - m) > bound) return bound + 1;
  if (n > MAX_LENGTH || m > MAX_LENGTH) return bound + 1;
  const over = bound + 1;
  let prev2 = rowA;
  let prev = rowB;
  let curr = rowC;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    const lo = Math.max(1, i - bound);
    const hi = Math.min(m, i + bound);
    curr[lo - 1] = lo === 1 ? i : over;
    let rowMin = curr[lo - 1];
    const ca = a[i - 1];
    for (let j = lo; j <= hi; j++) {
      const cb = b[bStart + j - 1];
      let d = prev[j] + 1;
      const left = curr[j - 1] + 1;
      if (left < d) d = left;
      const diagonal = prev[j - 1] + (ca === cb ? 0 : 1);
      if (diagonal < d) d = diagonal;
      if (i > 1 && j > 1 && ca === b[bStart + j - 2] && a[i - 2] === cb && ca !== cb && prev2[j - 2] + 1 < d) {
        d = prev2[j - 2] + 1;
      }
      curr[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (hi < m) curr[hi + 1] = over;
    if (rowMin > bound) return over;
    const t = prev2;
    prev2 = prev;
    prev = curr;
    curr = t;
  }
  return prev[m] > bound ? over : prev[m];
}

/** Costs of the cheap signals, tuned on development pairs (see bench/spell). */
export interface EditCosts {
  /** é for e, n for ñ: dropped accents are the commonest difference in fr/es chat. */
  accent: number;
  /** helllo, begining: a doubled or undoubled letter. */
  doubling: number;
  /** A neighbouring key. */
  adjacentKey: number;
  /** One vowel for another (seperate, problam): how people misspell by sound. */
  vowel: number;
  /** An adjacent swap (teh). */
  transposition: number;
  /** Added when the first letters differ: people rarely get the first letter wrong. */
  firstLetter: number;
  /** A letter of the word left out (juce for juice): the commonest misspelling. */
  missingLetter: number;
  /** A letter typed that the word does not have. */
  extraLetter: number;
}

/** The cheapest single edit: a candidate at distance d costs at least d times this. */
export function cheapestEdit(costs: EditCosts): number {
  return Math.min(
    costs.accent,
    costs.doubling,
    costs.adjacentKey,
    costs.vowel,
    costs.transposition,
    costs.missingLetter,
    costs.extraLetter,
    1,
  );
}

/** Cost of a left-out apostrophe or hyphen. */
const PUNCTUATION = 0.3;
const APOSTROPHE = 0x27;
const HYPHEN = 0x2d;
const OE = 0x153;
const AE = 0xe6;
const O = 0x6f;
const A = 0x61;
const E = 0x65;
const VOWELS = new Set([...'aeiouy'].map((c) => c.charCodeAt(0)));

/**
 * The cheapest edit that changes a letter's base letter, i.e. anything but an accent: each edit
 * of the accent-folded alignment costs at least this much (except a ligature typed as two letters, `oe` for `œ`),
 * which bounds a candidate's weighted distance from its folded distance without computing it.
 * Without `punctuation`: when neither word holds an apostrophe or a hyphen; without `doubling`:
 * when neither holds a letter twice in a row (see `insertCost`).
 */
export function cheapestBaseEdit(costs: EditCosts, punctuation = true, doubling = true): number {
  return Math.min(
    doubling ? costs.doubling : 1,
    costs.adjacentKey,
    costs.vowel,
    costs.transposition,
    costs.missingLetter,
    costs.extraLetter,
    punctuation ? PUNCTUATION : 1,
    1,
  );
}

/**
 * The cheapest way to insert (`plain` = missingLetter) or delete (`plain` = extraLetter) a letter
 * of a word that may (`punctuation`, `doubling`) hold an apostrophe or hyphen, or a doubled letter.
 */
export function cheapestIndel(costs: EditCosts, plain: number, punctuation: boolean, doubling: boolean): number {
  return Math.min(plain, doubling ? costs.doubling : plain, punctuation ? PUNCTUATION : plain);
}

/** The `firstLetter` cost `weightedDistance` adds for query letter `a` and word letter `b`. */
export function firstLetterCost(a: number, b: number, costs: EditCosts): number {
  return fold[a] !== fold[b] && !(b === OE && a === O) ? costs.firstLetter : 0;
}

/**
 * Weighted optimal string alignment used to rank candidates already within the distance limit:
 * the same alignment as `osaDistance`, with each edit priced by how likely a person makes it.
 * Usage: `set(query)` once per query (its folded letters and deletion costs), then `distance`
 * per candidate word.
 */
export class WeightedDistance {
  private readonly query = new Uint16Array(MAX_LENGTH);
  private n = 0;
  /** Per query letter: folded, its row of the substitution table (-1 off a-z), deletion cost. */
  private readonly folded = new Int32Array(MAX_LENGTH);
  private readonly row = new Int32Array(MAX_LENGTH);
  private readonly deletion = new Float64Array(MAX_LENGTH);
  private readonly insertion = new Float64Array(MAX_LENGTH + 1);
  private readonly rowA = new Float64Array(MAX_LENGTH + 1);
  private readonly rowB = new Float64Array(MAX_LENGTH + 1);
  private readonly rowC = new Float64Array(MAX_LENGTH + 1);
  private costs!: EditCosts;
  private substitution!: Float64Array;

  set(a: Uint16Array, n: number, costs: EditCosts, substitution: Float64Array): void {
    this.n = Math.min(n, MAX_LENGTH);
    this.costs = costs;
    this.substitution = substitution;
    for (let i = 0; i < this.n; i++) {
      const fa = fold[a[i]];
      this.query[i] = a[i];
      this.folded[i] = fa;
      this.row[i] = fa >= 97 && fa <= 122 ? (fa - 97) * 26 : -1;
      this.deletion[i] = insertCost(a, 0, n, i, costs, costs.extraLetter);
    }
  }

  /**
   * Between the query and b[bStart .. bStart + m); Infinity as soon as the result must exceed
   * `bound` (a candidate that cannot enter the list).
   */
  distance(b: Uint16Array, bStart: number, m: number, bound = Infinity): number {
    const n = this.n;
    if (m > MAX_LENGTH) return Math.max(n, m);
    const { costs, substitution, query: a, folded, row: rows, deletion, insertion } = this;
    let prev2 = this.rowA;
    let prev = this.rowB;
    let curr = this.rowC;
    prev[0] = 0;
    for (let j = 1; j <= m; j++) {
      insertion[j] = insertCost(b, bStart, m, j - 1, costs, costs.missingLetter);
      prev[j] = prev[j - 1] + insertion[j];
    }
    const accent = costs.accent;
    const transposition = costs.transposition;
    const first = n > 0 && m > 0 ? firstLetterCost(a[0], b[bStart], costs) : 0;
    // Every cell derives from the two rows above it with non-negative costs, so the smaller of
    // two consecutive row minima never falls: once it is over the bound, so is the result.
    const over = bound - first + 1e-9;
    let previousMin = 0;
    for (let i = 1; i <= n; i++) {
      const del = deletion[i - 1];
      curr[0] = prev[0] + del;
      let rowMin = curr[0];
      const ca = a[i - 1];
      const fa = folded[i - 1];
      const row = rows[i - 1];
      for (let j = 1; j <= m; j++) {
        const cb = b[bStart + j - 1];
        // Ternaries, not Math.min: it must order NaN and -0, which costs a branch per argument.
        const up = prev[j] + del;
        const left = curr[j - 1] + insertion[j];
        let d = up < left ? up : left;
        if (ca === cb) {
          if (prev[j - 1] < d) d = prev[j - 1];
        } else {
          const fb = fold[cb];
          const diagonal = prev[j - 1] + (fa === fb ? accent : row >= 0 && fb >= 97 && fb <= 122 ? substitution[row + fb - 97] : 1);
          if (diagonal < d) d = diagonal;
          if (i > 1 && j > 1 && ca === b[bStart + j - 2] && a[i - 2] === cb && prev2[j - 2] + transposition < d) {
            d = prev2[j - 2] + transposition;
          }
        }
        // A ligature typed as two letters (oe for œ, ae for æ): one cheap edit, not two.
        if (i > 1 && (cb === OE || cb === AE) && a[i - 2] === (cb === OE ? O : A) && ca === E && prev2[j - 1] + accent < d) {
          d = prev2[j - 1] + accent;
        }
        curr[j] = d;
        if (d < rowMin) rowMin = d;
      }
      if (rowMin > over && previousMin > over) return Infinity;
      previousMin = rowMin;
      const t = prev2;
      prev2 = prev;
      prev = curr;
      curr = t;
    }
    return prev[m] + first;
  }
}

/** Whether s[start .. start + length) holds the same letter twice in a row (a doubling can be undone). */
export function hasDoubleLetter(s: Uint16Array, start: number, length: number): boolean {
  for (let k = start + 1; k < start + length; k++) if (s[k] === s[k - 1]) return true;
  return false;
}

/** Inserting (or deleting) s[k]: cheap when it doubles the letter before or after it, or is punctuation. */
function insertCost(s: Uint16Array, start: number, length: number, k: number, costs: EditCosts, plain: number): number {
  const c = s[start + k];
  // People leave out apostrophes and hyphens (quelquun, aujourdhui, dont): nearly free.
  if (c === APOSTROPHE || c === HYPHEN) return Math.min(PUNCTUATION, plain);
  if ((k > 0 && s[start + k - 1] === c) || (k + 1 < length && s[start + k + 1] === c)) {
    return costs.doubling;
  }
  return plain;
}

/**
 * Substitution costs between the 26 folded ASCII letters (keyboard neighbours, vowels), as a flat
 * table: looking a pair up there is far cheaper than in sets on every cell of the alignment.
 */
export function substitutionTable(costs: EditCosts, neighbours: Set<number>): Float64Array {
  const table = new Float64Array(26 * 26);
  for (let x = 0; x < 26; x++) {
    for (let y = 0; y < 26; y++) {
      const a = 97 + x;
      const b = 97 + y;
      let cost = 1;
      if (a === b) cost = 0;
      else if (neighbours.has((a << 8) | b)) cost = costs.adjacentKey;
      else if (VOWELS.has(a) && VOWELS.has(b)) cost = costs.vowel;
      table[x * 26 + y] = cost;
    }
  }
  return table;
}
