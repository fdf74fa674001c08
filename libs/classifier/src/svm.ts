import { seededRandom } from './hash';

/** Training vectors in compressed sparse rows, all over the same feature rows. */
export interface SparseMatrix {
  indptr: Int32Array;
  indices: Int32Array;
  values: Float32Array;
  /** Number of feature rows (columns of this matrix). */
  features: number;
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

/** Every item's weights and bias, from one problem per item over the same rows. */
export interface ItemWeights {
  /** Interleaved by feature: item k's weight of feature f is `w[f * items + k]`. */
  w: Float64Array;
  b: Float64Array;
}

/**
 * One L2-regularised, L2-loss linear SVM per item (the item's rows positive, every other row
 * negative), each solved in the dual by coordinate descent with shrinking (Hsieh et al. 2008,
 * LIBLINEAR's `solve_l2r_l1l2_svc`). Chosen over SGD because it converges in a few passes, has no
 * learning rate to tune and is exact on the tiny training sets bots have. The bias is a regularised
 * constant feature of value 1, as in LIBLINEAR.
 *
 * The items' problems run in lockstep: one order of the rows per pass, shared by the items, and the
 * weights interleaved by feature, so that a row's entries are read once for all the items (its
 * dot products with every item's weights in one walk, its updates in another). Each item keeps its
 * own dual variables, shrinking and stopping test; an item whose solution is reached stops. Items in
 * `skip` (no phrases) are not solved: their weights stay 0.
 */
export function trainItems(...problem: Parameters<Solver>): ItemWeights {
  return inBlocks(link ? solveInKernel : solvePlain, ...problem);
}

/** `trainItems` in plain JavaScript: where the kernel cannot be built, and its reference (spec). */
export function plainItems(...problem: Parameters<Solver>): ItemWeights {
  return inBlocks(solvePlain, ...problem);
}

/** One block of items solved together (at most BLOCK of them). */
type Solver = (x: SparseMatrix, prepared: PreparedRows, labels: Int32Array, items: number, skip: Uint8Array, seed: number) => ItemWeights;

function inBlocks(solve: Solver, ...[x, prepared, labels, items, skip, seed]: Parameters<Solver>): ItemWeights {
  if (items <= BLOCK) return solve(x, prepared, labels, items, skip, seed);
  // Blocks of items, each in lockstep: the solver's weights stay a block's (features x BLOCK
  // doubles), not the whole App's, whose model may hold thousands of items.
  const w = new Float64Array(x.features * items);
  const b = new Float64Array(items);
  const local = new Int32Array(labels.length);
  for (let from = 0; from < items; from += BLOCK) {
    const size = Math.min(BLOCK, items - from);
    for (let i = 0; i < labels.length; i++) local[i] = labels[i] >= from && labels[i] < from + size ? labels[i] - from : -1;
    const part = solve(x, prepared, local, size, skip.subarray(from, from + size), seed + from);
    for (let f = 0; f < x.features; f++) for (let k = 0; k < size; k++) w[f * items + from + k] = part.w[f * size + k];
    b.set(part.b, from);
  }
  return { w, b };
}

/** Items solved together at most: their weights (features x BLOCK doubles) are the solver's memory. */
const BLOCK = 16;

/**
 * The solver runs as asm.js (the source below), which V8 validates and compiles ahead of time like
 * WebAssembly: typed, with no bounds or type checks in the loops, twice as fast as the same loops
 * in plain JavaScript. The arithmetic is `plainItems`'s, operation for operation (mulberry32 for
 * the order of the rows, doubles throughout, no fused multiply-add), so the weights are the same bit
 * for bit (spec). A runtime that does not validate asm.js runs it as ordinary JavaScript: the same
 * results, slower. It is built from a string because compilers that rewrite numeric literals
 * (`0.0` as `0`) would change its asm.js types.
 *
 * Memory (byte offsets given by the caller): float64 W (features x K), A (rows x K), DG and Q (per
 * row), B, DOT, D, PMX, PMN, POLD (per item); int32 IP, IX, IND, LAB (the row's item or -1), ITER,
 * SCNT (per item); float32 VAL; int8 DONE (per item) and SHR (rows x K). The caller zeroes W, A, B,
 * ITER, SCNT and SHR, and sets DONE.
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
function solve(n, K, live, seed, maxIter, eps, W, A, DG, Q, B, DOT, D, PMX, PMN, POLD, IP, IX, IND, LAB, ITER, SCNT, LIVE, VAL, DONE, SHR) {
  n = n | 0; K = K | 0; live = live | 0; seed = seed | 0; maxIter = maxIter | 0; eps = +eps;
  W = W | 0; A = A | 0; DG = DG | 0; Q = Q | 0; B = B | 0; DOT = DOT | 0; D = D | 0; PMX = PMX | 0; PMN = PMN | 0; POLD = POLD | 0;
  IP = IP | 0; IX = IX | 0; IND = IND | 0; LAB = LAB | 0; ITER = ITER | 0; SCNT = SCNT | 0; LIVE = LIVE | 0; VAL = VAL | 0; DONE = DONE | 0; SHR = SHR | 0;
  var i = 0, j = 0, t = 0, s = 0, p = 0, end = 0, k = 0, c = 0, nLive = 0, L4 = 0, o0 = 0, o1 = 0, o2 = 0, o3 = 0, yi = 0, base = 0, any = 0, at = 0, lab = 0;
  var v = 0.0, g = 0.0, pg = 0.0, a = 0.0, na = 0.0, d = 0.0, s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0;
  state = seed;
  for (i = 0; (i | 0) < (n | 0); i = (i + 1) | 0) I32[(IX + (i << 2)) >> 2] = i;
  for (k = 0; (k | 0) < (K | 0); k = (k + 1) | 0) F64[(POLD + (k << 3)) >> 3] = inf;
  while ((live | 0) > 0) {
    nLive = 0;
    for (k = 0; (k | 0) < (K | 0); k = (k + 1) | 0) {
      if (I8[(DONE + k) >> 0] | 0) continue;
      I32[(LIVE + (nLive << 2)) >> 2] = k;
      nLive = (nLive + 1) | 0;
    }
    L4 = nLive & -4;
    for (k = 0; (k | 0) < (K | 0); k = (k + 1) | 0) {
      F64[(PMX + (k << 3)) >> 3] = -inf;
      F64[(PMN + (k << 3)) >> 3] = inf;
    }
    for (i = 0; (i | 0) < (n | 0); i = (i + 1) | 0) {
      j = (i + ~~floor(+random() * +((n - i) | 0))) | 0;
      t = I32[(IX + (i << 2)) >> 2] | 0;
      I32[(IX + (i << 2)) >> 2] = I32[(IX + (j << 2)) >> 2];
      I32[(IX + (j << 2)) >> 2] = t;
    }
    for (s = 0; (s | 0) < (n | 0); s = (s + 1) | 0) {
      i = I32[(IX + (s << 2)) >> 2] | 0;
      lab = I32[(LAB + (i << 2)) >> 2] | 0;
      p = I32[(IP + (i << 2)) >> 2] | 0;
      end = I32[(IP + ((i + 1) << 2)) >> 2] | 0;
      // Four items at a time (of those still solving): the row's entries read once for them,
      // their sums in registers.
      for (c = 0; (c | 0) < (L4 | 0); c = (c + 4) | 0) {
        t = (LIVE + (c << 2)) | 0;
        o0 = I32[t >> 2] << 3; o1 = I32[(t + 4) >> 2] << 3; o2 = I32[(t + 8) >> 2] << 3; o3 = I32[(t + 12) >> 2] << 3;
        s0 = 0.0; s1 = 0.0; s2 = 0.0; s3 = 0.0;
        for (p = I32[(IP + (i << 2)) >> 2] | 0; (p | 0) < (end | 0); p = (p + 1) | 0) {
          base = (W + (imul(I32[(IND + (p << 2)) >> 2] | 0, K) << 3)) | 0;
          v = +F32[(VAL + (p << 2)) >> 2];
          s0 = s0 + +F64[(base + o0) >> 3] * v;
          s1 = s1 + +F64[(base + o1) >> 3] * v;
          s2 = s2 + +F64[(base + o2) >> 3] * v;
          s3 = s3 + +F64[(base + o3) >> 3] * v;
        }
        F64[(DOT + o0) >> 3] = s0; F64[(DOT + o1) >> 3] = s1; F64[(DOT + o2) >> 3] = s2; F64[(DOT + o3) >> 3] = s3;
      }
      if ((nLive - c | 0) >= 2) {
        t = (LIVE + (c << 2)) | 0;
        o0 = I32[t >> 2] << 3; o1 = I32[(t + 4) >> 2] << 3;
        s0 = 0.0; s1 = 0.0;
        for (p = I32[(IP + (i << 2)) >> 2] | 0; (p | 0) < (end | 0); p = (p + 1) | 0) {
          base = (W + (imul(I32[(IND + (p << 2)) >> 2] | 0, K) << 3)) | 0;
          v = +F32[(VAL + (p << 2)) >> 2];
          s0 = s0 + +F64[(base + o0) >> 3] * v;
          s1 = s1 + +F64[(base + o1) >> 3] * v;
        }
        F64[(DOT + o0) >> 3] = s0; F64[(DOT + o1) >> 3] = s1;
        c = (c + 2) | 0;
      }
      for (; (c | 0) < (nLive | 0); c = (c + 1) | 0) {
        o0 = I32[(LIVE + (c << 2)) >> 2] << 3;
        s0 = 0.0;
        for (p = I32[(IP + (i << 2)) >> 2] | 0; (p | 0) < (end | 0); p = (p + 1) | 0)
          s0 = s0 + +F64[(W + (imul(I32[(IND + (p << 2)) >> 2] | 0, K) << 3) + o0) >> 3] * +F32[(VAL + (p << 2)) >> 2];
        F64[(DOT + o0) >> 3] = s0;
      }
      any = 0;
      for (c = 0; (c | 0) < (nLive | 0); c = (c + 1) | 0) {
        k = I32[(LIVE + (c << 2)) >> 2] | 0;
        F64[(D + (k << 3)) >> 3] = 0.0;
        at = (imul(i, K) + k) | 0;
        if (I8[(SHR + at) >> 0] | 0) continue;
        yi = (lab | 0) == (k | 0) ? 1 : -1;
        a = +F64[(A + (at << 3)) >> 3];
        g = +(yi | 0) * (+F64[(DOT + (k << 3)) >> 3] + +F64[(B + (k << 3)) >> 3]) - 1.0 + +F64[(DG + (i << 3)) >> 3] * a;
        pg = g;
        if (a == 0.0) {
          if (g > +F64[(POLD + (k << 3)) >> 3]) {
            I8[(SHR + at) >> 0] = 1;
            I32[(SCNT + (k << 2)) >> 2] = ((I32[(SCNT + (k << 2)) >> 2] | 0) + 1) | 0;
            continue;
          }
          if (g > 0.0) pg = 0.0;
        }
        if (pg > +F64[(PMX + (k << 3)) >> 3]) F64[(PMX + (k << 3)) >> 3] = pg;
        if (pg < +F64[(PMN + (k << 3)) >> 3]) F64[(PMN + (k << 3)) >> 3] = pg;
        if (+abs(pg) > 1.0e-12) {
          na = +max(a - g / +F64[(Q + (i << 3)) >> 3], 0.0);
          F64[(A + (at << 3)) >> 3] = na;
          d = (na - a) * +(yi | 0);
          F64[(D + (k << 3)) >> 3] = d;
          F64[(B + (k << 3)) >> 3] = +F64[(B + (k << 3)) >> 3] + d;
          any = 1;
        }
      }
      if (any) {
        for (c = 0; (c | 0) < (L4 | 0); c = (c + 4) | 0) {
          t = (LIVE + (c << 2)) | 0;
          o0 = I32[t >> 2] << 3; o1 = I32[(t + 4) >> 2] << 3; o2 = I32[(t + 8) >> 2] << 3; o3 = I32[(t + 12) >> 2] << 3;
          s0 = +F64[(D + o0) >> 3]; s1 = +F64[(D + o1) >> 3]; s2 = +F64[(D + o2) >> 3]; s3 = +F64[(D + o3) >> 3];
          if ((s0 == 0.0) & (s1 == 0.0) & (s2 == 0.0) & (s3 == 0.0)) continue;
          for (p = I32[(IP + (i << 2)) >> 2] | 0; (p | 0) < (end | 0); p = (p + 1) | 0) {
            base = (W + (imul(I32[(IND + (p << 2)) >> 2] | 0, K) << 3)) | 0;
            v = +F32[(VAL + (p << 2)) >> 2];
            F64[(base + o0) >> 3] = +F64[(base + o0) >> 3] + s0 * v;
            F64[(base + o1) >> 3] = +F64[(base + o1) >> 3] + s1 * v;
            F64[(base + o2) >> 3] = +F64[(base + o2) >> 3] + s2 * v;
            F64[(base + o3) >> 3] = +F64[(base + o3) >> 3] + s3 * v;
          }
        }
        if ((nLive - c | 0) >= 2) {
          t = (LIVE + (c << 2)) | 0;
          o0 = I32[t >> 2] << 3; o1 = I32[(t + 4) >> 2] << 3;
          s0 = +F64[(D + o0) >> 3]; s1 = +F64[(D + o1) >> 3];
          c = (c + 2) | 0;
          if ((s0 != 0.0) | (s1 != 0.0)) {
            for (p = I32[(IP + (i << 2)) >> 2] | 0; (p | 0) < (end | 0); p = (p + 1) | 0) {
              base = (W + (imul(I32[(IND + (p << 2)) >> 2] | 0, K) << 3)) | 0;
              v = +F32[(VAL + (p << 2)) >> 2];
              F64[(base + o0) >> 3] = +F64[(base + o0) >> 3] + s0 * v;
              F64[(base + o1) >> 3] = +F64[(base + o1) >> 3] + s1 * v;
            }
          }
        }
        for (; (c | 0) < (nLive | 0); c = (c + 1) | 0) {
          o0 = I32[(LIVE + (c << 2)) >> 2] << 3;
          s0 = +F64[(D + o0) >> 3];
          if (s0 == 0.0) continue;
          for (p = I32[(IP + (i << 2)) >> 2] | 0; (p | 0) < (end | 0); p = (p + 1) | 0) {
            base = (W + (imul(I32[(IND + (p << 2)) >> 2] | 0, K) << 3) + o0) | 0;
            F64[base >> 3] = +F64[base >> 3] + s0 * +F32[(VAL + (p << 2)) >> 2];
          }
        }
      }
    }
    for (k = 0; (k | 0) < (K | 0); k = (k + 1) | 0) {
      if (I8[(DONE + k) >> 0] | 0) continue;
      t = ((I32[(ITER + (k << 2)) >> 2] | 0) + 1) | 0;
      I32[(ITER + (k << 2)) >> 2] = t;
      if (+F64[(PMX + (k << 3)) >> 3] - +F64[(PMN + (k << 3)) >> 3] <= eps) {
        if (((I32[(SCNT + (k << 2)) >> 2] | 0) == 0) | ((t | 0) >= (maxIter | 0))) {
          I8[(DONE + k) >> 0] = 1;
          live = (live - 1) | 0;
          continue;
        }
        for (i = 0; (i | 0) < (n | 0); i = (i + 1) | 0) I8[(SHR + ((imul(i, K) + k) | 0)) >> 0] = 0;
        I32[(SCNT + (k << 2)) >> 2] = 0;
        F64[(POLD + (k << 3)) >> 3] = inf;
        continue;
      }
      if ((t | 0) >= (maxIter | 0)) {
        I8[(DONE + k) >> 0] = 1;
        live = (live - 1) | 0;
        continue;
      }
      F64[(POLD + (k << 3)) >> 3] = +F64[(PMX + (k << 3)) >> 3] <= 0.0 ? inf : +F64[(PMX + (k << 3)) >> 3];
    }
  }
  return 0;
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

function solveInKernel(
  x: SparseMatrix,
  prepared: PreparedRows,
  labels: Int32Array,
  K: number,
  skip: Uint8Array,
  seed: number,
): ItemWeights {
  const n = prepared.qd.length;
  const nnz = x.indptr[n];
  // Offsets in bytes, float64 arrays first (8-byte aligned), then 4-byte, then 1-byte ones.
  const W = 0;
  const A = W + 8 * x.features * K;
  const DG = A + 8 * n * K;
  const Q = DG + 8 * n;
  const B = Q + 8 * n;
  const DOT = B + 8 * K;
  const D = DOT + 8 * K;
  const PMX = D + 8 * K;
  const PMN = PMX + 8 * K;
  const POLD = PMN + 8 * K;
  const IP = POLD + 8 * K;
  const IX = IP + 4 * (n + 1);
  const IND = IX + 4 * n;
  const LAB = IND + 4 * nnz;
  const ITER = LAB + 4 * n;
  const SCNT = ITER + 4 * K;
  const LIVE = SCNT + 4 * K;
  const VAL = LIVE + 4 * K;
  const DONE = VAL + 4 * nnz;
  const SHR = DONE + K;
  const bytes = SHR + n * K;
  // asm.js wants a power of two of at least 64 KiB (or a multiple of 16 MiB).
  let size = 1 << 16;
  while (size < bytes) size *= 2;
  let memory = kept && kept.heap.byteLength >= size ? kept : undefined;
  if (!memory) {
    const heap = new ArrayBuffer(size);
    memory = { heap, kernel: link!(globalThis, {}, heap) };
    if (size <= KEEP_HEAP_BYTES) kept = memory;
  }
  const { heap, kernel } = memory;
  new Float64Array(heap, W, x.features * K + n * K).fill(0);
  new Float64Array(heap, DG, n).set(prepared.diag);
  new Float64Array(heap, Q, n).set(prepared.qd);
  new Float64Array(heap, B, K).fill(0);
  new Int32Array(heap, IP, n + 1).set(x.indptr.subarray(0, n + 1));
  new Int32Array(heap, IND, nnz).set(x.indices.subarray(0, nnz));
  new Int32Array(heap, LAB, n).set(labels);
  new Int32Array(heap, ITER, 2 * K).fill(0);
  new Float32Array(heap, VAL, nnz).set(x.values.subarray(0, nnz));
  new Int8Array(heap, DONE, K).set(skip);
  new Int8Array(heap, SHR, n * K).fill(0);
  let live = 0;
  for (let k = 0; k < K; k++) if (!skip[k]) live++;
  kernel.solve(
    n,
    K,
    live,
    seed,
    MAX_ITERATIONS,
    EPSILON,
    W,
    A,
    DG,
    Q,
    B,
    DOT,
    D,
    PMX,
    PMN,
    POLD,
    IP,
    IX,
    IND,
    LAB,
    ITER,
    SCNT,
    LIVE,
    VAL,
    DONE,
    SHR,
  );
  return { w: new Float64Array(heap, W, x.features * K).slice(), b: new Float64Array(heap, B, K).slice() };
}

/** The same solver in plain JavaScript, operation for operation (one block of items). */
function solvePlain(x: SparseMatrix, prepared: PreparedRows, labels: Int32Array, K: number, skip: Uint8Array, seed: number): ItemWeights {
  const { indptr, indices, values } = x;
  const { diag, qd } = prepared;
  const n = labels.length;
  const w = new Float64Array(x.features * K);
  const b = new Float64Array(K);
  const alpha = new Float64Array(n * K);
  const shrunk = new Uint8Array(n * K);
  const shrunkCount = new Int32Array(K);
  const done = Uint8Array.from(skip);
  const iterations = new Int32Array(K);
  const pgMaxOld = new Float64Array(K).fill(Infinity);
  const pgMax = new Float64Array(K);
  const pgMin = new Float64Array(K);
  const dot = new Float64Array(K);
  const d = new Float64Array(K);
  const index = new Int32Array(n);
  for (let i = 0; i < n; i++) index[i] = i;
  const random = seededRandom(seed);
  let live = 0;
  for (let k = 0; k < K; k++) if (!done[k]) live++;
  while (live > 0) {
    pgMax.fill(-Infinity);
    pgMin.fill(Infinity);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(random() * (n - i));
      const t = index[i];
      index[i] = index[j];
      index[j] = t;
    }
    for (let s = 0; s < n; s++) {
      const i = index[s];
      const end = indptr[i + 1];
      dot.fill(0);
      for (let p = indptr[i]; p < end; p++) {
        const base = indices[p] * K;
        const v = values[p];
        for (let k = 0; k < K; k++) dot[k] += w[base + k] * v;
      }
      let any = false;
      for (let k = 0; k < K; k++) {
        d[k] = 0;
        const at = i * K + k;
        if (done[k] || shrunk[at]) continue;
        const yi = labels[i] === k ? 1 : -1;
        const a = alpha[at];
        const g = yi * (dot[k] + b[k]) - 1 + diag[i] * a;
        let pg = g;
        if (a === 0) {
          if (g > pgMaxOld[k]) {
            // Shrinking: a sample well outside the margin is unlikely to become a support vector.
            shrunk[at] = 1;
            shrunkCount[k]++;
            continue;
          }
          if (g > 0) pg = 0;
        }
        if (pg > pgMax[k]) pgMax[k] = pg;
        if (pg < pgMin[k]) pgMin[k] = pg;
        if (Math.abs(pg) > 1e-12) {
          const na = Math.max(a - g / qd[i], 0);
          alpha[at] = na;
          d[k] = (na - a) * yi;
          b[k] += d[k];
          any = true;
        }
      }
      if (any) {
        for (let p = indptr[i]; p < end; p++) {
          const base = indices[p] * K;
          const v = values[p];
          for (let k = 0; k < K; k++) w[base + k] += d[k] * v;
        }
      }
    }
    for (let k = 0; k < K; k++) {
      if (done[k]) continue;
      const t = ++iterations[k];
      if (pgMax[k] - pgMin[k] <= EPSILON) {
        if (shrunkCount[k] === 0 || t >= MAX_ITERATIONS) {
          done[k] = 1;
          live--;
          continue;
        }
        // Converged on the rows left: check again on all of them.
        for (let i = 0; i < n; i++) shrunk[i * K + k] = 0;
        shrunkCount[k] = 0;
        pgMaxOld[k] = Infinity;
        continue;
      }
      if (t >= MAX_ITERATIONS) {
        done[k] = 1;
        live--;
        continue;
      }
      pgMaxOld[k] = pgMax[k] <= 0 ? Infinity : pgMax[k];
    }
  }
  return { w, b };
}
