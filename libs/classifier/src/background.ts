import { buildTable, lookup, type FeatureTable } from './feature-table';
import { extractFeatures, GROUPS, GROUP_WEIGHTS } from './features';
import type { Lang } from './types';

/**
 * The background sentences of one language, indexed once per process: what does not depend on
 * the App. Every App sees the background through its own features only, so training walks the
 * postings of the App's features (a few thousand entries) instead of every feature of every
 * background sentence, and each sentence's norm comes from its precomputed sums.
 */
export interface BackgroundIndex {
  sentences: number;
  /** Feature hash -> its postings, `start[p]..start[p + 1]` in the arrays below. */
  postings: Map<number, number>;
  /** The same as a typed table (a map's keys above 2^30 are heap numbers: slower to look up). */
  table: FeatureTable;
  start: Int32Array;
  /** Per posting: the sentence, its sublinear tf and the feature's group. */
  sentence: Int32Array;
  tf: Float64Array;
  group: Uint8Array;
  /** Per sentence and group: the sum of squared sublinear tf over all its features. */
  squares: Float64Array;
}

/**
 * The background sentences as the App sees them, in compressed sparse rows: sentence i's known
 * features are `indices[indptr[i]..indptr[i + 1]]` (the App's rows) with `values` alike.
 */
export interface BackgroundRows {
  sentences: number;
  indptr: Int32Array;
  indices: Int32Array;
  values: Float32Array;
}

const cache = new WeakMap<readonly string[], Map<Lang, BackgroundIndex>>();

/** The index of `sentences` in `lang`, built on first use and kept as long as the list is. */
export function backgroundIndex(sentences: readonly string[], lang: Lang): BackgroundIndex {
  let byLang = cache.get(sentences);
  if (!byLang) cache.set(sentences, (byLang = new Map()));
  let index = byLang.get(lang);
  if (!index) byLang.set(lang, (index = buildIndex(sentences, lang)));
  return index;
}

function buildIndex(sentences: readonly string[], lang: Lang): BackgroundIndex {
  const raws = sentences.map((s) => extractFeatures(s, lang));
  const squares = new Float64Array(sentences.length * GROUPS);
  const lists = new Map<number, number[]>();
  raws.forEach((raw, s) => {
    raw.hashes.forEach((h, i) => {
      const tf = 1 + Math.log(raw.counts[i]);
      squares[s * GROUPS + raw.groups[i]] += tf * tf;
      let list = lists.get(h);
      if (!list) lists.set(h, (list = []));
      list.push(s, i);
    });
  });
  const total = [...lists.values()].reduce((a, l) => a + l.length / 2, 0);
  const start = new Int32Array(lists.size + 1);
  const sentence = new Int32Array(total);
  const tf = new Float64Array(total);
  const group = new Uint8Array(total);
  const postings = new Map<number, number>();
  let p = 0;
  for (const [h, list] of lists) {
    postings.set(h, postings.size);
    for (let j = 0; j < list.length; j += 2) {
      const raw = raws[list[j]];
      const i = list[j + 1];
      sentence[p] = list[j];
      tf[p] = 1 + Math.log(raw.counts[i]);
      group[p] = raw.groups[i];
      p++;
    }
    start[postings.size] = p;
  }
  return { sentences: sentences.length, postings, table: buildTable([...postings.keys()]), start, sentence, tf, group, squares };
}

/** Per App feature (by hash): where its postings start in `index`, or -1 when no sentence holds it. */
export function postingsOf(index: BackgroundIndex, appHashes: ArrayLike<number>): Int32Array {
  const found = new Int32Array(appHashes.length);
  for (let row = 0; row < appHashes.length; row++) found[row] = lookup(index.table, appHashes[row]);
  return found;
}

/**
 * The background sentences that share a feature with the App, vectorised over the App's rows as
 * `vectorize` would (sublinear tf x idf, each group normalised with the unknown features counted at
 * `unknownIdf`; a sentence's features in the order of the App's rows), in sentence order; the
 * others teach nothing and are left out. `found` is `postingsOf(index, appHashes)` when the caller
 * has it already.
 */
export function projectBackground(
  index: BackgroundIndex,
  appHashes: ArrayLike<number>,
  idf: ArrayLike<number>,
  unknownIdf: number,
  found = postingsOf(index, appHashes),
): BackgroundRows {
  const { sentences, start, sentence, tf, group, squares } = index;
  // Read once: an imported binding can be a getter call per use, in the loops below.
  const groups = GROUPS;
  const weights = GROUP_WEIGHTS;
  // Postings of the App's features, then grouped by sentence (counting sort).
  const count = new Int32Array(sentences + 1);
  let hitCount = 0;
  for (let row = 0; row < appHashes.length; row++) {
    const at = found[row];
    if (at < 0) continue;
    hitCount += start[at + 1] - start[at];
    for (let p = start[at]; p < start[at + 1]; p++) count[sentence[p] + 1]++;
  }
  for (let s = 0; s < sentences; s++) count[s + 1] += count[s];
  const fill = count.slice(0, sentences);
  // Per entry, grouped by sentence: the App's row, the posting's tf, tf x idf and group, written
  // while the postings are read in order (reading them back by sentence jumps across the index).
  // Each sentence's norm per group, its unknown features counted at `unknownIdf`: the known ones
  // are corrected here, in the order of the App's rows as the entries below.
  const unknown2 = unknownIdf * unknownIdf;
  const norms = new Float64Array(sentences * groups);
  for (let i = 0; i < norms.length; i++) norms[i] = squares[i] * unknown2;
  const rowOf = new Int32Array(hitCount);
  const tfIdf = new Float64Array(hitCount);
  const groupOf = new Uint8Array(hitCount);
  for (let row = 0; row < appHashes.length; row++) {
    const at = found[row];
    if (at < 0) continue;
    const rowIdf = idf[row];
    for (let p = start[at]; p < start[at + 1]; p++) {
      const s = sentence[p];
      const k = fill[s]++;
      const t = tf[p];
      const v = t * rowIdf;
      rowOf[k] = row;
      tfIdf[k] = v;
      groupOf[k] = group[p];
      norms[s * groups + group[p]] += v * v - t * t * unknown2;
    }
  }
  const values = new Float32Array(hitCount);
  const indptr = new Int32Array(sentences + 1);
  let kept = 0;
  const scale = new Float64Array(groups);
  for (let s = 0; s < sentences; s++) {
    const from = count[s];
    const to = count[s + 1];
    if (from === to) continue;
    let total = 0;
    for (let g = 0; g < groups; g++) if (squares[s * groups + g] > 0) total += weights[g] ** 2;
    for (let g = 0; g < groups; g++) scale[g] = squares[s * groups + g] > 0 ? weights[g] / Math.sqrt(norms[s * groups + g] * total) : 0;
    for (let k = from; k < to; k++) values[k] = Math.fround(tfIdf[k]) * scale[groupOf[k]];
    indptr[++kept] = to;
  }
  // Sentences without a known feature hold no entries: `rowOf` is already grouped by sentence.
  return { sentences: kept, indptr: indptr.subarray(0, kept + 1), indices: rowOf, values };
}
