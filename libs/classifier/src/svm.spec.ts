import { describe, expect, it } from 'vitest';
import { seededRandom } from './hash';
import { plainItems, prepareRows, trainItems, type SparseMatrix } from './svm';

/** Rows shaped like training's: each item's few phrases, then many background rows of unequal cost. */
function randomRows(rows: number, features: number, perRow: number, items: number, seed: number) {
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
  const labels = new Int32Array(rows).map(() => (random() < 0.3 ? Math.floor(random() * items) : -1));
  const cost = new Float64Array(rows).map((_, i) => (labels[i] >= 0 ? 3 : 0.1 + random()));
  return { x, labels, prepared: prepareRows(x, cost) };
}

/** The item's score of a row: its weights against the row's features, plus its bias. */
function score(w: Float64Array, b: Float64Array, items: number, x: SparseMatrix, row: number, k: number): number {
  let s = b[k];
  for (let p = x.indptr[row]; p < x.indptr[row + 1]; p++) s += w[x.indices[p] * items + k] * x.values[p];
  return s;
}

describe('the SVM solver', () => {
  it.each([
    [20, 15, 1, 4],
    [300, 200, 3, 20],
    [300, 200, 2, 20],
    [1_050, 1_000, 10, 30],
    [4_000, 5_000, 7, 40],
    [600, 800, 40, 20],
  ])('gives the plain solver weights bit for bit (%i rows, %i features, %i items)', (rows, features, items, perRow) => {
    for (let seed = 1; seed <= 3; seed++) {
      const { x, labels, prepared } = randomRows(rows, features, perRow, items, seed * 7 + rows);
      const skip = new Uint8Array(items);
      const got = trainItems(x, prepared, labels, items, skip, seed);
      const want = plainItems(x, prepared, labels, items, skip, seed);
      expect(Array.from(got.w)).toEqual(Array.from(want.w));
      expect(Array.from(got.b)).toEqual(Array.from(want.b));
    }
  });

  it('separates each item from the other rows, and leaves a skipped item at zero', () => {
    const { x, labels, prepared } = randomRows(300, 400, 12, 4, 5);
    const skip = Uint8Array.of(0, 0, 1, 0);
    const { w, b } = trainItems(x, prepared, labels, 4, skip, 9);
    for (const k of [0, 1, 3]) {
      let right = 0;
      for (let i = 0; i < 300; i++) if (score(w, b, 4, x, i, k) > 0 === (labels[i] === k)) right++;
      expect(right / 300).toBeGreaterThan(0.95);
    }
    for (let f = 0; f < 400; f++) expect(w[f * 4 + 2]).toBe(0);
    expect(b[2]).toBe(0);
  });

  it('solves an App of many items in blocks, each item as if it were alone', () => {
    const { x, labels, prepared } = randomRows(400, 300, 12, 37, 6);
    const skip = new Uint8Array(37);
    skip[20] = 1;
    const { w, b } = trainItems(x, prepared, labels, 37, skip, 3);
    for (let k = 0; k < 37; k++) {
      if (skip[k]) {
        expect(b[k]).toBe(0);
        continue;
      }
      const alone = trainItems(x, prepared, labels, 37, Uint8Array.from({ length: 37 }, (_, j) => (j === k ? 0 : 1)), 3);
      for (let i = 0; i < 400; i += 7) expect(score(w, b, 37, x, i, k)).toBeCloseTo(score(alone.w, alone.b, 37, x, i, k), 1);
    }
  });

  it('solves one item as the items solved together solve it (the rows of the others are its negatives)', () => {
    const { x, labels, prepared } = randomRows(200, 150, 10, 3, 8);
    const together = trainItems(x, prepared, labels, 3, new Uint8Array(3), 4);
    const alone = trainItems(x, prepared, labels, 3, Uint8Array.of(1, 0, 1), 4);
    for (let i = 0; i < 200; i++) expect(score(alone.w, alone.b, 3, x, i, 1)).toBeCloseTo(score(together.w, together.b, 3, x, i, 1), 1);
  });
});
