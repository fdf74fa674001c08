import { LANGUAGES } from '@parley/contracts';
import { ClassifierError } from './errors';
import { backgroundIndex, postingsOf, projectBackground, type BackgroundIndex, type BackgroundRows } from './background';
import { CHARS, extractFeatures, foldWord, type RawFeatures } from './features';
import { buildTable } from './feature-table';
import { nameShare } from './names';
import { phraseKey } from './normalize';
import { stemmerFor } from './stem';
import { frequentNeighbours, MIN_TYPO_LENGTH } from './typos';
import { prepareRows, trainItems, type SparseMatrix } from './svm';
import type { Lang, Model, TrainItem, TrainOptions } from './types';
import { vectorize, type SparseVector } from './vectorize';

export const LANGS: readonly Lang[] = LANGUAGES;
/** Label of background sentences: a negative for every item. */
const NONE = -1;

/** Defaults tuned on the Braun and NLP.js corpora (bench/classify). */
export const TRAIN_DEFAULTS: Required<TrainOptions> = {
  cost: 3,
  temperature: 0.15,
  noneScore: -0.5,
  fullCoverage: 0.15,
  seed: 42,
  background: [],
  backgroundWeight: 30,
  genericChars: 60,
  frequentWords: [],
  typos: true,
};

/**
 * Learns one linear scorer per item (one-vs-rest SVM over stemmed words, word bigrams and
 * character n-grams). Items without utterances are kept and never match. Deterministic: the same
 * items in the same order with the same options give the same model.
 */
export function train(items: readonly TrainItem[], lang: Lang, options: TrainOptions = {}): Model {
  if (!LANGS.includes(lang)) throw new ClassifierError('TRAINER.UNSUPPORTED_LANGUAGE', `unsupported language: ${lang}`);
  const opts = { ...TRAIN_DEFAULTS, ...options };
  const classes = items.length;
  const raws: RawFeatures[] = [];
  const labels: number[] = [];
  const phrases: string[] = [];
  // The App's content words as written, for typos (`vocabulary`); only with the frequent words,
  // which tell a typo from a word of the language ("hora" is no typo of "hará").
  const written: string[] | undefined = opts.typos && opts.frequentWords.length > 0 ? [] : undefined;
  items.forEach((item, k) => {
    for (const utterance of item.utterances) {
      const key = phraseKey(utterance);
      if (!key) continue;
      raws.push(extractFeatures(utterance, lang, undefined, written));
      labels.push(k);
      phrases.push(key);
    }
  });
  const n = raws.length;
  const vocabulary = written ? appVocabulary(written) : [];

  // Feature rows in order of first appearance, with document frequencies for idf; each phrase's
  // features' rows, looked up once. Open addressing over typed arrays, not a Map: hashes above
  // 2^30 are heap numbers as a Map's keys, slower to hash and compare.
  let total = 0;
  for (const raw of raws) total += raw.hashes.length;
  let size = 16;
  while (size < total * 2) size *= 2;
  const mask = size - 1;
  const slotHash = new Uint32Array(size);
  const slotRow = new Int32Array(size).fill(-1);
  const hashOfRow: number[] = [];
  const df: number[] = [];
  const rawRows = raws.map((raw) => {
    const rows = new Int32Array(raw.hashes.length);
    for (let i = 0; i < rows.length; i++) {
      const h = raw.hashes[i];
      let s = h & mask;
      while (slotRow[s] !== -1 && slotHash[s] !== h) s = (s + 1) & mask;
      let row = slotRow[s];
      if (row === -1) {
        row = df.length;
        slotRow[s] = row;
        slotHash[s] = h;
        hashOfRow.push(h);
        df.push(1);
      } else df[row]++;
      rows[i] = row;
    }
    return rows;
  });
  const features = df.length;
  const itemFrequency = countItems(rawRows, labels, features);
  const itemCount = new Set(labels).size;
  // idf over phrases rewards what is rare in the App; idf over items, what few items say (a word
  // in every phrase of one item is a key word, not noise). The geometric mean keeps both.
  const idfOf = (phrasesWith: number, itemsWith: number) =>
    Math.sqrt((Math.log((1 + n) / (1 + phrasesWith)) + 1) * (Math.log((1 + itemCount) / (1 + itemsWith)) + 1));
  const idf = new Float32Array(features);
  for (let f = 0; f < features; f++) idf[f] = idfOf(df[f], itemFrequency[f]);
  const unknownIdf = idfOf(0, 0);

  const counts = new Array<number>(classes).fill(0);
  for (const k of labels) counts[k]++;
  const used = counts.filter((c) => c > 0).length;
  const hashes = Uint32Array.from(hashOfRow);
  // Background sentences, seen through the App's features only (the rest is unknown to the
  // model, as at classify time); one sharing nothing with the App teaches nothing and is dropped.
  // Their features and postings are indexed once per process (they do not depend on the App).
  const bgIndex = opts.background.length > 0 ? backgroundIndex(opts.background, lang) : undefined;
  const found = bgIndex ? postingsOf(bgIndex, hashes) : undefined;
  if (bgIndex && found && opts.genericChars > 0) discountGenericChars(raws, rawRows, found, idf, bgIndex, opts.genericChars);
  const background = bgIndex ? projectBackground(bgIndex, hashes, idf, unknownIdf, found) : undefined;
  const x = toMatrix(
    raws.map((raw, i) => vectorize(raw, rawRows[i], idf, unknownIdf)),
    background,
    features,
  );
  const allLabels = new Int32Array(n + (background?.sentences ?? 0)).fill(NONE);
  allLabels.set(labels);
  // Balanced class weights: an item with 3 phrases counts as much as one with 30. The background
  // weighs a fixed number of phrases whatever the App: a prior that generic words are no
  // evidence, which an App's own phrases outweigh as they grow. With 3 phrases per item it weighs
  // 10 items (nothing else teaches a 3-QnA App that "what is the" says nothing); with 50 phrases
  // per item (a closed-world App whose phrases are station names around "from" and "to") less
  // than one, and those words stay evidence.
  const itemCost = (opts.cost * n) / Math.max(1, used);
  const backgroundCost = (opts.cost * opts.backgroundWeight) / Math.max(1, background?.sentences ?? 0);
  // Plain loops, not typed-array `from` with a mapping function: that was a tenth of training.
  const cost = new Float64Array(allLabels.length);
  for (let i = 0; i < cost.length; i++) cost[i] = allLabels[i] === NONE ? backgroundCost : itemCost / counts[allLabels[i]];
  // Rows, norms and costs are the same in every item's problem; only the labels change: the items
  // are solved together (`trainItems`), their weights interleaved as the model keeps them.
  const skip = new Uint8Array(classes);
  for (let k = 0; k < classes; k++) skip[k] = counts[k] === 0 ? 1 : 0;
  const solved = trainItems(x, prepareRows(x, cost), allLabels, classes, skip, opts.seed);
  const weights = Float32Array.from(solved.w);
  const bias = new Float32Array(classes);
  for (let k = 0; k < classes; k++) bias[k] = skip[k] ? -1 : solved.b[k];
  const table = buildTable(hashes);
  return {
    version: 1,
    lang,
    ids: items.map((i) => i.id),
    kinds: items.map((i) => i.kind),
    slots: table.slots,
    rows: table.rows,
    idf,
    unknownIdf,
    weights,
    bias,
    temperature: opts.temperature,
    noneScore: opts.noneScore,
    fullCoverage: opts.fullCoverage,
    phrases,
    phraseClass: Int32Array.from(labels),
    commonWords: found ? commonWords(raws, rawRows, found) : new Int32Array(0),
    nameShare: nameShare(phrases, lang, opts.frequentWords),
    vocabulary,
    typoBlocked: typoBlocked(vocabulary, lang, opts.frequentWords),
  };
}

/** Rows of the App's content words that the background holds (common words of the language), ascending. */
function commonWords(raws: RawFeatures[], rawRows: Int32Array[], found: Int32Array): Int32Array {
  const rows = new Set<number>();
  raws.forEach((raw, r) => {
    for (const i of raw.contentWords) if (found[rawRows[r][i]] >= 0) rows.add(rawRows[r][i]);
  });
  return Int32Array.from(rows).sort();
}

/**
 * A background that knows which character n-grams are generic, whatever the App: an n-gram held
 * by a share s of the background's sentences (" th", "the", "que" by many; "refu" by none) has its
 * idf divided by 1 + weight x s. Words and bigrams keep theirs: discounting them too cost the
 * closed-world Braun corpora their "from"/"to" (bench, issue #31).
 */
function discountGenericChars(
  raws: RawFeatures[],
  rawRows: Int32Array[],
  found: Int32Array,
  idf: Float32Array,
  index: BackgroundIndex,
  weight: number,
): void {
  const chars = new Uint8Array(found.length);
  const charGroup = CHARS; // read once: an imported binding can be a getter call per use
  raws.forEach((raw, r) => {
    for (let i = 0; i < raw.groups.length; i++) if (raw.groups[i] === charGroup) chars[rawRows[r][i]] = 1;
  });
  for (let f = 0; f < found.length; f++) {
    const at = found[f];
    if (chars[f] && at >= 0) idf[f] /= 1 + (weight * (index.start[at + 1] - index.start[at])) / index.sentences;
  }
}

/** In how many items each feature row occurs (phrases come grouped by item, in label order). */
function countItems(rawRows: Int32Array[], labels: number[], features: number): Int32Array {
  const count = new Int32Array(features);
  const lastItem = new Int32Array(features).fill(-1);
  rawRows.forEach((rows, i) => {
    for (const row of rows) {
      if (lastItem[row] !== labels[i]) {
        lastItem[row] = labels[i];
        count[row]++;
      }
    }
  });
  return count;
}

/** The App's phrase vectors, then the background's rows, as one matrix. */
function toMatrix(own: SparseVector[], background: BackgroundRows | undefined, features: number): SparseMatrix {
  const bg = background ?? { sentences: 0, indptr: new Int32Array(1), indices: new Int32Array(0), values: new Float32Array(0) };
  const indptr = new Int32Array(own.length + bg.sentences + 1);
  own.forEach((v, i) => (indptr[i + 1] = indptr[i] + v.rows.length));
  const base = indptr[own.length];
  for (let i = 1; i <= bg.sentences; i++) indptr[own.length + i] = base + bg.indptr[i];
  const nnz = base + bg.indptr[bg.sentences];
  const indices = new Int32Array(nnz);
  const values = new Float32Array(nnz);
  own.forEach((v, i) => {
    indices.set(v.rows, indptr[i]);
    values.set(v.values, indptr[i]);
  });
  indices.set(bg.indices.subarray(0, bg.indptr[bg.sentences]), base);
  values.set(bg.values.subarray(0, bg.indptr[bg.sentences]), base);
  return { indptr, indices, values, features };
}

/** The frequent words that look like typos of the App's words and are words of their own (typos.ts). */
function typoBlocked(vocabulary: readonly string[], lang: Lang, frequent: readonly string[]): string[] {
  const stem = stemmerFor(lang);
  return frequentNeighbours(
    vocabulary.map((w) => foldWord(w)),
    vocabulary.map((w) => stem(w)),
    frequent,
    lang,
  );
}

/**
 * The App's content words as its phrases write them (lower case; long enough for a typo to be told
 * apart), most used first, then in order of appearance: what a customer's unknown word is checked
 * against (typos.ts).
 */
function appVocabulary(written: readonly string[]): string[] {
  const count = new Map<string, number>();
  for (const token of written) if (token.length >= MIN_TYPO_LENGTH - 1) count.set(token, (count.get(token) ?? 0) + 1);
  const order = [...count.keys()];
  return order.map((w, i) => [w, i] as const).sort((a, b) => count.get(b[0])! - count.get(a[0])! || a[1] - b[1]).map(([w]) => w);
}
