import { describe, expect, it } from 'vitest';
import { seededRandom } from './hash';
import { loadRows, prepareRows, trainBinarySvm, type SparseMatrix, type SvmProblem } from './svm';

/** The solver as plain JavaScript (as it was before the asm.js kernel): the reference for the weights, bit for bit. */
function plainSvm(problem: SvmProblem, seed: number): { w: Float64Array; b: number } {
  const { x, y, cost } = problem;
  const { indptr, indices, values } = x;
  const n = y.length;
  const w = new Float64Array(x.features);
  let b = 0;
  const alpha = new Float64Array(n);
  const { diag, qd } = prepareRows(x, cost);
  const index = new Int32Array(n);
  for (let i = 0; i < n; i++) index[i] = i;
  const random = seededRandom(seed);
  let active = n;
  let pgMaxOld = Infinity;
  for (let iter = 0; iter < 200; iter++) {
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
    if (pgMax - pgMin <= 0.1) {
      if (active === n) break;
      active = n;
      pgMaxOld = Infinity;
      continue;
    }
    pgMaxOld = pgMax <= 0 ? Infinity : pgMax;
  }
  return { w, b };
}

/** A random sparse problem shaped like training's: a few positives, many negatives of unequal cost. */
function randomProblem(rows: number, features: number, perRow: number, seed: number): SvmProblem {
  const random = seededRandom(seed);
  const indptr = new Int32Array(rows + 1);
  const indices: number[] = [];
  const values: number[] = [];
  for (let i = 0; i < rows; i++) {
    const seen = new Set<number>();
    const count = 1 + Math.floor(random() * perRow);
    while (seen.size < count) seen.add(Math.floor(random() * features));
    for (const f of seen) {
      indices.push(f);
      values.push(random() / Math.sqrt(count));
    }
    indptr[i + 1] = indices.length;
  }
  const x: SparseMatrix = { indptr, indices: Int32Array.from(indices), values: Float32Array.from(values), features };
  const y = new Int8Array(rows).map(() => (random() < 0.1 ? 1 : -1));
  const cost = new Float64Array(rows).map((_, i) => (y[i] > 0 ? 3 : 0.1 + random()));
  return { x, y, cost };
}

const same = (got: { w: Float64Array; b: number }, want: { w: Float64Array; b: number }) => {
  expect(Array.from(got.w)).toEqual(Array.from(want.w));
  expect(got.b).toBe(want.b);
};

describe('the SVM solver', () => {
  it.each([
    [20, 15, 4],
    [300, 200, 20],
    [1_050, 1_000, 30],
    [4_000, 5_000, 40],
  ])('gives the plain solver weights bit for bit (%i rows, %i features)', (rows, features, perRow) => {
    for (let seed = 1; seed <= 3; seed++) {
      const problem = randomProblem(rows, features, perRow, seed * 7 + rows);
      same(trainBinarySvm(problem, seed), plainSvm(problem, seed));
    }
  });

  it('solves each labelling of rows loaded once, and loads them again after another problem took the memory', () => {
    const a = randomProblem(500, 300, 20, 11);
    const b = randomProblem(200, 100, 10, 12);
    const rows = loadRows(a.x, prepareRows(a.x, a.cost));
    same(rows.solve(a.y, 5), plainSvm(a, 5));
    const flipped = a.y.map((v) => -v);
    same(rows.solve(flipped, 6), plainSvm({ ...a, y: flipped }, 6));
    same(trainBinarySvm(b, 7), plainSvm(b, 7));
    same(rows.solve(a.y, 5), plainSvm(a, 5));
  });
});
