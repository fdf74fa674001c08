import { extractFeatures } from './features';
import { lookup } from './feature-table';
import { phraseKey } from './normalize';
import type { Match, Model } from './types';
import { vectorize } from './vectorize';

/** Probability an exact training phrase gets, shared among the items that hold it. */
const EXACT = 0.99;
/**
 * Probabilities are multiplied by this when the sentence holds content words and the App knows
 * none of them: what it shares with the App is then function words and fragments of words
 * ("quels sont les symptômes de la grippe" and "quels sont les frais de livraison").
 */
const UNRELATED = 0.3;

const phraseIndex = new WeakMap<Model, Map<string, number[]>>();

/**
 * Every item of the model with its probability, best first. Probabilities are a softmax of the
 * SVM scores against an implicit "nothing fits" score, damped when most of the sentence is unknown
 * to the model or none of its content words is, so they sum to at most 1. Apply `decide` to get the
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
 * SVM score per class (index = position in `model.ids`), the sentence's coverage, and whether it
 * is related to the App: it holds no content word, or one the App knows.
 */
export function rawScores(model: Model, sentence: string): { scores: Float64Array; coverage: number; related: boolean } {
  const classes = model.ids.length;
  const raw = extractFeatures(sentence, model.lang);
  const v = vectorize(raw, (h) => lookup(model, h), model.idf, model.unknownIdf);
  const related = raw.contentWords.length === 0 || raw.contentWords.some((i) => lookup(model, raw.hashes[i]) >= 0);
  const scores = Float64Array.from(model.bias);
  const w = model.weights;
  for (let i = 0; i < v.rows.length; i++) {
    const base = v.rows[i] * classes;
    const x = v.values[i];
    for (let k = 0; k < classes; k++) scores[k] += w[base + k] * x;
  }
  return { scores, coverage: v.coverage, related };
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
  const damp = (model.fullCoverage > 0 ? Math.min(1, coverage / model.fullCoverage) : 1) * (related ? 1 : UNRELATED);
  for (let k = 0; k < classes; k++) p[k] = (p[k] / sum) * damp;
  boostExactPhrase(model, sentence, p);
  return p;
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
