import { describe, expect, it } from 'vitest';
import { seededRandom } from './hash';
import { loadRows, plainSvm, prepareRows, trainBinarySvm, type SparseMatrix, type SvmProblem } from './svm';

/** The plain JavaScript solver (the fallback), the reference for the kernel's weights, bit for bit. */
const plain = (problem: SvmProblem, seed: number) => plainSvm(problem.x, prepareRows(problem.x, problem.cost), problem.y, seed);

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
      same(trainBinarySvm(problem, seed), plain(problem, seed));
    }
  });

  it('solves each labelling of rows loaded once, and loads them again after another problem took the memory', () => {
    const a = randomProblem(500, 300, 20, 11);
    const b = randomProblem(200, 100, 10, 12);
    const rows = loadRows(a.x, prepareRows(a.x, a.cost));
    same(rows.solve(a.y, 5), plain(a, 5));
    const flipped = a.y.map((v) => -v);
    same(rows.solve(flipped, 6), plain({ ...a, y: flipped }, 6));
    same(trainBinarySvm(b, 7), plain(b, 7));
    same(rows.solve(a.y, 5), plain(a, 5));
  });
});
