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

/** The bias's constant feature (the kernel below adds it as 1). */
const BIAS = 1;
const EPSILON = 0.1;
const MAX_ITERATIONS = 200;

/**
 * L2-regularised, L2-loss linear SVM solved in the dual by coordinate descent with shrinking
 * (Hsieh et al. 2008, LIBLINEAR's `solve_l2r_l1l2_svc`). Chosen over SGD because it converges in a
 * few passes, has no learning rate to tune and is exact on the tiny training sets bots have.
 * Returns the weights and the bias (the bias is a regularised constant feature of value 1, as in
 * LIBLINEAR). Problems that share their rows and differ in their labels (one per item) should load
 * the rows once with `loadRows`.
 */
export function trainBinarySvm(problem: SvmProblem, seed: number): { w: Float64Array; b: number } {
  return loadRows(problem.x, problem.prepared ?? prepareRows(problem.x, problem.cost)).solve(problem.y, seed);
}

export interface LoadedRows {
  /** One binary SVM over the loaded rows with these labels (+1 / -1 per row). */
  solve(y: Int8Array, seed: number): { w: Float64Array; b: number };
}

/**
 * The solver runs as asm.js (the source below), which V8 validates and compiles ahead of time like
 * WebAssembly: typed, with no bounds or type checks in the loops, twice as fast as the same loops
 * in plain JavaScript. The arithmetic is the plain solver's, operation for operation (mulberry32 for
 * the order of the rows, doubles throughout, no fused multiply-add), so the weights are the same bit
 * for bit (spec). A runtime that does not validate asm.js runs it as ordinary JavaScript: the same
 * results, slower. It is built from a string because compilers that rewrite numeric literals
 * (`0.0` as `0`) would change its asm.js types.
 *
 * Memory: `heap` holds, at byte offsets given by the caller, w and alpha (float64, zeroed by the
 * caller), diag and qd (float64), indptr, the order of the rows and indices (int32), values
 * (float32) and y (int8).
 */
const KERNEL = `'use asm';
var I8 = new stdlib.Int8Array(heap);
var I32 = new stdlib.Int32Array(heap);
var F32 = new stdlib.Float32Array(heap);
var F64 = new stdlib.Float64Array(heap);
var imul = stdlib.Math.imul;
var floor = stdlib.Math.floor;
var abs = stdlib.Math.abs;
var max = stdlib.Math.max;
var inf = stdlib.Infinity;
var state = 0;
function random() {
  var t = 0;
  state = (state + 1831565813) | 0;
  t = state;
  t = imul(t ^ (t >>> 15), t | 1);
  t = t ^ ((t + imul(t ^ (t >>> 7), t | 61)) | 0);
  return +((t ^ (t >>> 14)) >>> 0) / 4294967296.0;
}
function solve(n, seed, maxIter, eps, W, A, DG, Q, IP, IX, IND, VAL, Y) {
  n = n | 0; seed = seed | 0; maxIter = maxIter | 0; eps = +eps; W = W | 0; A = A | 0; DG = DG | 0; Q = Q | 0;
  IP = IP | 0; IX = IX | 0; IND = IND | 0; VAL = VAL | 0; Y = Y | 0;
  var i = 0, j = 0, t = 0, s = 0, p = 0, end = 0, iter = 0, active = 0, yi = 0;
  var b = 0.0, dot = 0.0, g = 0.0, pg = 0.0, pgMax = 0.0, pgMin = 0.0, pgMaxOld = 0.0, old = 0.0, d = 0.0, ai = 0.0;
  state = seed;
  for (i = 0; (i | 0) < (n | 0); i = (i + 1) | 0) I32[(IX + (i << 2)) >> 2] = i;
  active = n;
  pgMaxOld = inf;
  for (iter = 0; (iter | 0) < (maxIter | 0); iter = (iter + 1) | 0) {
    pgMax = -inf;
    pgMin = inf;
    for (i = 0; (i | 0) < (active | 0); i = (i + 1) | 0) {
      j = (i + ~~floor(+random() * +((active - i) | 0))) | 0;
      t = I32[(IX + (i << 2)) >> 2] | 0;
      I32[(IX + (i << 2)) >> 2] = I32[(IX + (j << 2)) >> 2];
      I32[(IX + (j << 2)) >> 2] = t;
    }
    for (s = 0; (s | 0) < (active | 0); s = (s + 1) | 0) {
      i = I32[(IX + (s << 2)) >> 2] | 0;
      yi = I8[(Y + i) >> 0] | 0;
      dot = b;
      p = I32[(IP + (i << 2)) >> 2] | 0;
      end = I32[(IP + ((i + 1) << 2)) >> 2] | 0;
      for (; (p | 0) < (end | 0); p = (p + 1) | 0)
        dot = dot + +F64[(W + (I32[(IND + (p << 2)) >> 2] << 3)) >> 3] * +F32[(VAL + (p << 2)) >> 2];
      ai = +F64[(A + (i << 3)) >> 3];
      g = +(yi | 0) * dot - 1.0 + +F64[(DG + (i << 3)) >> 3] * ai;
      pg = g;
      if (ai == 0.0) {
        if (g > pgMaxOld) {
          active = (active - 1) | 0;
          I32[(IX + (s << 2)) >> 2] = I32[(IX + (active << 2)) >> 2];
          I32[(IX + (active << 2)) >> 2] = i;
          s = (s - 1) | 0;
          continue;
        }
        if (g > 0.0) pg = 0.0;
      }
      if (pg > pgMax) pgMax = pg;
      if (pg < pgMin) pgMin = pg;
      if (+abs(pg) > 1.0e-12) {
        old = ai;
        ai = +max(old - g / +F64[(Q + (i << 3)) >> 3], 0.0);
        F64[(A + (i << 3)) >> 3] = ai;
        d = (ai - old) * +(yi | 0);
        p = I32[(IP + (i << 2)) >> 2] | 0;
        for (; (p | 0) < (end | 0); p = (p + 1) | 0) {
          t = (W + (I32[(IND + (p << 2)) >> 2] << 3)) | 0;
          F64[t >> 3] = +F64[t >> 3] + d * +F32[(VAL + (p << 2)) >> 2];
        }
        b = b + d;
      }
    }
    if (pgMax - pgMin <= eps) {
      if ((active | 0) == (n | 0)) break;
      active = n;
      pgMaxOld = inf;
      continue;
    }
    pgMaxOld = pgMax <= 0.0 ? inf : pgMax;
  }
  return +b;
}
return { solve: solve };`;

interface Kernel {
  solve(...args: number[]): number;
}
type Link = (stdlib: typeof globalThis, foreign: object, heap: ArrayBuffer) => Kernel;
/** The kernel's module, or undefined where code is not generated from strings (`--disallow-code-generation-from-strings`). */
const link = ((): Link | undefined => {
  try {
    // A constant source, not input: see KERNEL.
    return new Function('stdlib', 'foreign', 'heap', KERNEL) as Link;
  } catch {
    return undefined;
  }
})();

/** Heaps up to this size are kept for the next App (linking a new one costs ~0.2 ms). */
const KEEP_HEAP_BYTES = 16 << 20;
let kept: { heap: ArrayBuffer; kernel: Kernel } | undefined;
let loads = 0;

/** Copies the rows into the solver's memory, once for every item's problem over them. */
export function loadRows(x: SparseMatrix, prepared: PreparedRows): LoadedRows {
  if (!link) return { solve: (y, seed) => plainSvm(x, prepared, y, seed) };
  const n = prepared.qd.length;
  const nnz = x.indptr[n];
  // Offsets in bytes, float64 arrays first (8-byte aligned), then 4-byte, then 1-byte ones.
  const W = 0;
  const A = W + 8 * x.features;
  const DG = A + 8 * n;
  const Q = DG + 8 * n;
  const IP = Q + 8 * n;
  const IX = IP + 4 * (n + 1);
  const IND = IX + 4 * n;
  const VAL = IND + 4 * nnz;
  const Y = VAL + 4 * nnz;
  // asm.js wants a power of two of at least 64 KiB (or a multiple of 16 MiB).
  let size = 1 << 16;
  while (size < Y + n) size *= 2;
  let memory = kept && kept.heap.byteLength >= size ? kept : undefined;
  if (!memory) {
    const heap = new ArrayBuffer(size);
    memory = { heap, kernel: link(globalThis, {}, heap) };
    if (size <= KEEP_HEAP_BYTES) kept = memory;
  }
  const { heap, kernel } = memory;
  const load = ++loads;
  new Float64Array(heap, DG, n).set(prepared.diag);
  new Float64Array(heap, Q, n).set(prepared.qd);
  new Int32Array(heap, IP, n + 1).set(x.indptr.subarray(0, n + 1));
  new Int32Array(heap, IND, nnz).set(x.indices.subarray(0, nnz));
  new Float32Array(heap, VAL, nnz).set(x.values.subarray(0, nnz));
  const w = new Float64Array(heap, W, x.features);
  const alpha = new Float64Array(heap, A, n);
  const y8 = new Int8Array(heap, Y, n);
  return {
    solve(y, seed) {
      // A later load may have reused the kept memory: load these rows again.
      if (load !== loads && memory === kept) return loadRows(x, prepared).solve(y, seed);
      w.fill(0);
      alpha.fill(0);
      y8.set(y);
      const b = kernel.solve(n, seed, MAX_ITERATIONS, EPSILON, W, A, DG, Q, IP, IX, IND, VAL, Y);
      return { w: w.slice(), b };
    },
  };
}

/**
 * The same solver in plain JavaScript, operation for operation: where the kernel cannot be built,
 * and the reference the kernel is checked against (spec).
 */
export function plainSvm(x: SparseMatrix, prepared: PreparedRows, y: Int8Array, seed: number): { w: Float64Array; b: number } {
  const { indptr, indices, values } = x;
  const { diag, qd } = prepared;
  const n = y.length;
  const w = new Float64Array(x.features);
  let b = 0;
  const alpha = new Float64Array(n);
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
      let dot = b;
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
        b += d;
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
  return { w, b };
}
