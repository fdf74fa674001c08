import { seededRandom } from './hash';

/** Training vectors in compressed sparse rows, all over the same feature rows. */
export interface SparseMatrix {
  indptr: Int32Array;
  indices: Int32Array;
  values: Float32Array;
  /** Number of feature rows (columns of this matrix). */
  features: number;
}

export interface SvmProblem {
  x: SparseMatrix;
  /** +1 or -1 per sample. */
  y: Int8Array;
  /** Per-sample cost (class weighting). */
  cost: Float64Array;
  /** `prepareRows(x, cost)`, computed once for problems that differ only in their labels. */
  prepared?: PreparedRows;
}

/** What the solver derives from the samples and their costs alone (not their labels). */
export interface PreparedRows {
  /** Per sample: the L2 loss's diagonal term, 0.5 / cost. */
  diag: Float64Array;
  /** Per sample: its squared norm (bias included) plus `diag`. */
  qd: Float64Array;
}

export function prepareRows(x: SparseMatrix, cost: Float64Array): PreparedRows {
  const { indptr, values } = x;
  const n = cost.length;
  const diag = new Float64Array(n);
  const qd = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    diag[i] = 0.5 / cost[i];
    let sq = BIAS * BIAS;
    for (let p = indptr[i]; p < indptr[i + 1]; p++) sq += values[p] * values[p];
    qd[i] = sq + diag[i];
  }
  return { diag, qd };
}

const BIAS = 1;
const EPSILON = 0.1;
const MAX_ITERATIONS = 200;

/**
 * L2-regularised, L2-loss linear SVM solved in the dual by coordinate descent with shrinking
 * (Hsieh et al. 2008, LIBLINEAR's `solve_l2r_l1l2_svc`). Chosen over SGD because it converges in a
 * few passes, has no learning rate to tune and is exact on the tiny training sets bots have.
 * Returns the weights and the bias (the bias is a regularised constant feature, as in LIBLINEAR).
 */
export function trainBinarySvm(problem: SvmProblem, seed: number): { w: Float64Array; b: number } {
  const { x, y, cost } = problem;
  // Locals, not property reads, in the hot loops below.
  const { indptr, indices, values } = x;
  const n = y.length;
  const w = new Float64Array(x.features);
  let b = 0;
  const alpha = new Float64Array(n);
  const { diag, qd } = problem.prepared ?? prepareRows(x, cost);
  const index = new Int32Array(n);
  for (let i = 0; i < n; i++) index[i] = i;
  const random = seededRandom(seed);
  let active = n;
  let pgMaxOld = Infinity;
  for (let iter = 0; iter < MAX_ITERATIONS; iter++) {
    let pgMax = -Infinity;
    let pgMin = Infinity;
    for (let i = 0; i < active; i++) {
      const j = i + Math.floor(random() * (active - i));
      const t = index[i];
      index[i] = index[j];
      index[j] = t;
    }
    for (let s = 0; s < active; s++) {
      const i = index[s];
      const yi = y[i];
      let dot = b * BIAS;
      const end = indptr[i + 1];
      for (let p = indptr[i]; p < end; p++) dot += w[indices[p]] * values[p];
      const g = yi * dot - 1 + diag[i] * alpha[i];
      let pg = g;
      if (alpha[i] === 0) {
        if (g > pgMaxOld) {
          // Shrinking: a sample well outside the margin is unlikely to become a support vector.
          active--;
          index[s] = index[active];
          index[active] = i;
          s--;
          continue;
        }
        if (g > 0) pg = 0;
      }
      if (pg > pgMax) pgMax = pg;
      if (pg < pgMin) pgMin = pg;
      if (Math.abs(pg) > 1e-12) {
        const old = alpha[i];
        alpha[i] = Math.max(old - g / qd[i], 0);
        const d = (alpha[i] - old) * yi;
        for (let p = indptr[i]; p < end; p++) w[indices[p]] += d * values[p];
        b += d * BIAS;
      }
    }
    if (pgMax - pgMin <= EPSILON) {
      if (active === n) break;
      active = n;
      pgMaxOld = Infinity;
      continue;
    }
    pgMaxOld = pgMax <= 0 ? Infinity : pgMax;
  }
  return { w, b: b * BIAS };
}
