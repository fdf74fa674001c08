import { extractFeatures, type RawFeatures, type WordCorrector } from './features';
import { hashString } from './hash';
import { correctTypo } from './typos';
import { lookup } from './feature-table';
import { phraseKey } from './normalize';
import type { Match, Model } from './types';
import { vectorize } from './vectorize';

/** Probability an exact training phrase gets, shared among the items that hold it. */
const EXACT = 0.99;
/**
 * Relatedness: probabilities are multiplied by `UNRELATED` when the sentence holds content words
 * and the App knows none of them (it shares only function words and fragments of words with the
 * App: "quels sont les symptômes de la grippe" and "quels sont les frais de livraison"), and by
 * `COMMON_ONLY` when the only ones it knows are common words of the language ("jour" in "on est
 * quel jour" and "livré en combien de jours"). An App whose phrases are mostly names (`nameShare`
 * from `NAMES`: stations, places) gets `COMMON_ONLY` for the first kind too: a sentence of words it
 * never saw is most likely more names ("harthaus to hackerbrücke").
 */
const UNRELATED = 0.3;
const COMMON_ONLY = 0.6;
const NAMES = 0.5;
/**
 * A small App's odds are scaled up: x `SMALL_SCALE` for an App of at most `SMALL_WORDS` content
 * words (`vocabulary`: a QnA or two), fading to x 1 at `LARGE_WORDS`. With a handful of
 * phrases, a customer's sentence on the App's topic shares little with them and its probability
 * stays low (the softmax against the fixed "nothing fits" score, coverage), while an off-topic
 * sentence has few words to share by chance, and relatedness already damps one that shares none:
 * at one threshold for every App, small Apps rejected 0.98-1.00 of everyday sentences and answered
 * 0.61 of their customers' own phrasings. Apps without `vocabulary` (trained without the frequent
 * words, or stored in the previous format) are not scaled.
 */
const SMALL_SCALE = 2.5;
const SMALL_WORDS = 10;
const LARGE_WORDS = 40;

const phraseIndex = new WeakMap<Model, Map<string, number[]>>();

/**
 * Every item of the model with its probability, best first. Probabilities are a softmax of the
 * SVM scores against an implicit "nothing fits" score, damped when most of the sentence is unknown
 * to the model or none of its content words is (or only common ones), so they sum to at most 1. Apply `decide` to get the
 * matches the API returns.
 */
export function classify(model: Model, sentence: string): Match[] {
  const p = probabilities(model, sentence);
  const matches: Match[] = [];
  for (let k = 0; k < p.length; k++) matches.push({ id: model.ids[k], kind: model.kinds[k], probability: p[k] });
  // Ties keep the order of training items, so results are stable.
  return matches.sort((a, b) => b.probability - a.probability);
}

/**
 * SVM score per class (index = position in `model.ids`), the sentence's coverage, and how related it
 * is to the App (1, or `UNRELATED` / `COMMON_ONLY`: the factor its probabilities get).
 */
export function rawScores(model: Model, sentence: string): { scores: Float64Array; coverage: number; related: number } {
  const classes = model.ids.length;
  const raw = extractFeatures(sentence, model.lang, model.vocabulary.length > 0 ? correctorFor(model) : undefined);
  const v = vectorize(raw, (h) => lookup(model, h), model.idf, model.unknownIdf);
  const scores = Float64Array.from(model.bias);
  const w = model.weights;
  for (let i = 0; i < v.rows.length; i++) {
    const base = v.rows[i] * classes;
    const x = v.values[i];
    for (let k = 0; k < classes; k++) scores[k] += w[base + k] * x;
  }
  return { scores, coverage: v.coverage, related: relatedness(model, raw) };
}

/**
 * 1 when the sentence holds no content word, or one the App knows that is not a common word;
 * `COMMON_ONLY` when the App knows only common ones; `UNRELATED` when it knows none (`COMMON_ONLY`
 * in an App made mostly of names).
 */
function relatedness(model: Model, raw: RawFeatures): number {
  if (raw.contentWords.length === 0) return 1;
  let known = false;
  for (const i of raw.contentWords) {
    const row = lookup(model, raw.hashes[i]);
    if (row < 0) continue;
    if (!isCommon(model.commonWords, row)) return 1;
    known = true;
  }
  return known || model.nameShare >= NAMES ? COMMON_ONLY : UNRELATED;
}

/** Binary search of the model's common-word rows (ascending). */
function isCommon(rows: Int32Array, row: number): boolean {
  let lo = 0;
  let hi = rows.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid] === row) return true;
    if (rows[mid] < row) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Probability per class (index = position in `model.ids`). */
export function probabilities(model: Model, sentence: string): Float64Array {
  const classes = model.ids.length;
  const p = new Float64Array(classes);
  if (classes === 0) return p;
  const { scores, coverage, related } = rawScores(model, sentence);
  const t = model.temperature;
  let max = model.noneScore;
  for (let k = 0; k < classes; k++) if (scores[k] > max) max = scores[k];
  let sum = Math.exp((model.noneScore - max) / t);
  for (let k = 0; k < classes; k++) sum += p[k] = Math.exp((scores[k] - max) / t);
  const damp = (model.fullCoverage > 0 ? Math.min(1, coverage / model.fullCoverage) : 1) * related;
  let total = 0;
  for (let k = 0; k < classes; k++) total += p[k] = (p[k] / sum) * damp;
  // A small App's odds against "nothing fits" are multiplied (x s on the odds: x s for a low
  // probability, less as it nears 1, so the items still sum to less than 1).
  const s = smallAppScale(model);
  if (s !== 1 && total > 0) {
    const factor = s / (1 + (s - 1) * total);
    for (let k = 0; k < classes; k++) p[k] *= factor;
  }
  boostExactPhrase(model, sentence, p);
  return p;
}

/** x `SMALL_SCALE` up to `SMALL_WORDS` content words, x 1 from `LARGE_WORDS`, linear between; 1 without `vocabulary`. */
export function smallAppScale(model: Model): number {
  const words = model.vocabulary.length;
  if (words === 0) return 1;
  const share = Math.min(1, Math.max(0, (LARGE_WORDS - words) / (LARGE_WORDS - SMALL_WORDS)));
  return 1 + (SMALL_SCALE - 1) * share;
}

/** A sentence equal to a training phrase (after folding) goes to its item(s) with ~1. */
function boostExactPhrase(model: Model, sentence: string, p: Float64Array): void {
  const owners = indexOf(model).get(phraseKey(sentence));
  if (!owners) return;
  let rest = 0;
  for (let k = 0; k < p.length; k++) if (!owners.includes(k)) rest += p[k];
  const scale = rest > 0 ? Math.min(1, (1 - EXACT) / rest) : 0;
  for (let k = 0; k < p.length; k++) p[k] = owners.includes(k) ? EXACT / owners.length : p[k] * scale;
}

function indexOf(model: Model): Map<string, number[]> {
  let index = phraseIndex.get(model);
  if (!index) {
    index = new Map();
    model.phrases.forEach((phrase, i) => {
      const k = model.phraseClass[i];
      const owners = index!.get(phrase);
      if (!owners) index!.set(phrase, [k]);
      else if (!owners.includes(k)) owners.push(k);
    });
    phraseIndex.set(model, index);
  }
  return index;
}

const correctorsByModel = new WeakMap<Model, WordCorrector>();

/** A word of the sentence the model does not know (by its stem) is read as the App's word it is a typo of. */
function correctorFor(model: Model): WordCorrector {
  let c = correctorsByModel.get(model);
  if (!c) {
    c = (token, folded, stemmed) =>
      lookup(model, hashString('w ' + stemmed)) >= 0 ? undefined : correctTypo(model, folded, stemmed, token);
    correctorsByModel.set(model, c);
  }
  return c;
}

/** A word of the sentence read as the App's word it is a typo of. */
export interface TypoRead {
  /** As the sentence writes it (lower case). */
  word: string;
  /** The App's word, as its phrases write it. */
  readAs: string;
}

/** The words of `sentence` that `classify` reads as the App's words (typos), in the sentence's order. */
export function typosRead(model: Model, sentence: string): TypoRead[] {
  const read: TypoRead[] = [];
  if (model.vocabulary.length === 0) return read;
  const correct = correctorFor(model);
  extractFeatures(sentence, model.lang, (token, folded, stemmed) => {
    const as = correct(token, folded, stemmed);
    if (as !== undefined && as !== token) read.push({ word: token, readAs: as });
    return as;
  });
  return read;
}
