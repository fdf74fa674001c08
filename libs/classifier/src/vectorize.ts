import { GROUPS, GROUP_WEIGHTS, type RawFeatures } from './features';

/** A sparse, L2-normalised tf-idf vector over the model's feature rows. */
export interface SparseVector {
  rows: Int32Array;
  values: Float32Array;
  /** Share of the vector's mass on features seen in training: 1 = fully known, 0 = off-topic. */
  coverage: number;
}

/**
 * Sublinear tf × idf, normalised per group then overall. Unknown features (row -1) count in the
 * norms with `unknownIdf`, so a sentence made mostly of unseen words gets a short known part and
 * low scores: this is what lets off-topic sentences fall under the threshold. `rowOf` gives a
 * feature's row by its hash, or is the rows of `raw`'s features in order (training looks them up once).
 */
export function vectorize(
  raw: RawFeatures,
  rowOf: ((hash: number) => number) | ArrayLike<number>,
  idf: ArrayLike<number>,
  unknownIdf: number,
): SparseVector {
  const n = raw.hashes.length;
  // Read once: an imported binding can be a getter call per use.
  const groups = GROUPS;
  const weights = GROUP_WEIGHTS;
  const rowIds = new Int32Array(n);
  const values = new Float32Array(n);
  const groupNorm = new Float64Array(groups);
  const knownNorm = new Float64Array(groups);
  for (let i = 0; i < n; i++) {
    const row = typeof rowOf === 'function' ? rowOf(raw.hashes[i]) : rowOf[i];
    const v = (1 + Math.log(raw.counts[i])) * (row >= 0 ? idf[row] : unknownIdf);
    rowIds[i] = row;
    values[i] = v;
    groupNorm[raw.groups[i]] += v * v;
    if (row >= 0) knownNorm[raw.groups[i]] += v * v;
  }
  let total = 0;
  for (let g = 0; g < groups; g++) if (groupNorm[g] > 0) total += weights[g] ** 2;
  const scale = new Float64Array(groups);
  let known = 0;
  for (let g = 0; g < groups; g++) {
    if (groupNorm[g] === 0) continue;
    scale[g] = weights[g] / Math.sqrt(groupNorm[g] * total);
    known += (knownNorm[g] / groupNorm[g]) * (weights[g] ** 2 / total);
  }
  let kept = 0;
  for (let i = 0; i < n; i++) {
    if (rowIds[i] < 0) continue;
    rowIds[kept] = rowIds[i];
    values[kept] = values[i] * scale[raw.groups[i]];
    kept++;
  }
  return { rows: rowIds.subarray(0, kept), values: values.subarray(0, kept), coverage: known };
}
