import { classify } from './classify';
import { DECISION_DEFAULTS } from './decide';
import { train } from './train';
import type { DecisionOptions, Lang, TrainItem, TrainOptions } from './types';

export interface CrossValidateOptions {
  /** Number of folds (each utterance is held out exactly once). Default 5. */
  folds?: number;
  train?: TrainOptions;
  decision?: DecisionOptions;
}

/** At one threshold, what the App's own data says it would do. */
export interface ThresholdPoint {
  /** 0 to 1 by 0.01. */
  threshold: number;
  /** Share of held-out phrasings sent back to their own item at or over the threshold (in-scope accuracy). */
  inScope: number;
  /** Share of off-topic sentences (phrasings of items the model never saw) under the threshold; null with fewer than two items. */
  offTopic: number | null;
}

/** The trade-off a threshold makes, from cross-validation of the App's own data. */
export interface ThresholdCurve {
  /** Held-out phrasings `inScope` is counted over. */
  inScopeSentences: number;
  /** Off-topic sentences `offTopic` is counted over (0 with fewer than two items). */
  offTopicSentences: number;
  /** From threshold 0 to 1 by 0.01 (101 points). */
  points: ThresholdPoint[];
}

/** One held-out phrasing: whether the model's best candidate was its own item, and that candidate's probability. */
interface HeldOut {
  item: string;
  right: boolean;
  probability: number;
}

/** Utterance j of every item goes to fold j mod folds: each phrasing classified by a model trained without it. */
function heldOutPhrasings(items: readonly TrainItem[], lang: Lang, folds: number, options: CrossValidateOptions): HeldOut[] {
  const out: HeldOut[] = [];
  const longest = Math.max(0, ...items.map((i) => i.utterances.length));
  for (let fold = 0; fold < Math.min(folds, longest); fold++) {
    const kept = items.map((item) => ({ ...item, utterances: item.utterances.filter((_, j) => j % folds !== fold) }));
    const model = train(kept, lang, options.train);
    for (const item of items) {
      item.utterances.forEach((utterance, j) => {
        if (j % folds !== fold) return;
        // The first match under the decision rule is the best candidate, when it reaches the threshold.
        const best = classify(model, utterance)[0];
        out.push({ item: item.id, right: best?.id === item.id, probability: best?.probability ?? 0 });
      });
    }
  }
  return out;
}

/**
 * Per-item trainingScore: the share of an item's utterances that a model trained without them
 * still sends to that item (first match under the decision rule), in [0, 1].
 * Utterance j of every item goes to fold j mod folds, so each fold holds out a bit of every item.
 * An item with a single utterance scores 0: nothing else teaches the model that item, which is
 * what the bot builder should hear. Items without utterances are absent from the map.
 */
export function crossValidate(items: readonly TrainItem[], lang: Lang, options: CrossValidateOptions = {}): Map<string, number> {
  const folds = Math.max(2, options.folds ?? 5);
  return scoresOf(items, heldOutPhrasings(items, lang, folds, options), options.decision);
}

function scoresOf(items: readonly TrainItem[], heldOut: readonly HeldOut[], decision: DecisionOptions = {}): Map<string, number> {
  const threshold = decideThreshold(decision);
  const correct = new Map<string, number>();
  for (const item of items) if (item.utterances.length) correct.set(item.id, 0);
  for (const h of heldOut) if (h.right && h.probability >= threshold) correct.set(h.item, correct.get(h.item)! + 1);
  const scores = new Map<string, number>();
  for (const item of items) if (item.utterances.length) scores.set(item.id, correct.get(item.id)! / item.utterances.length);
  return scores;
}

/** The threshold `decide` applies (the App's, else the default). */
function decideThreshold(decision: DecisionOptions): number {
  return decision.threshold ?? DECISION_DEFAULTS.threshold;
}

/**
 * The trainingScores and, from the same held-out phrasings, what each threshold from 0 to 1 trades
 * (issue #31, "the owner sees why"): the in-scope accuracy (a phrasing held out comes back to its
 * item at or over the threshold) against the off-topic rejection. Off-topic sentences are the
 * phrasings of items the model never saw: the items are split in up to `folds` groups, each left
 * out whole in turn, and their phrasings classified by a model trained on the others (none with
 * fewer than two items). Costs about twice `crossValidate`.
 */
export function crossValidateWithCurve(
  items: readonly TrainItem[],
  lang: Lang,
  options: CrossValidateOptions = {},
): { scores: Map<string, number>; curve: ThresholdCurve } {
  const folds = Math.max(2, options.folds ?? 5);
  const heldOut = heldOutPhrasings(items, lang, folds, options);
  const offTopic: number[] = [];
  const taught = items.filter((i) => i.utterances.length > 0);
  if (taught.length >= 2) {
    const groups = Math.min(folds, taught.length);
    for (let g = 0; g < groups; g++) {
      const out = new Set(taught.filter((_, k) => k % groups === g).map((i) => i.id));
      const model = train(
        items.filter((i) => !out.has(i.id)),
        lang,
        options.train,
      );
      for (const item of taught) if (out.has(item.id)) for (const u of item.utterances) offTopic.push(classify(model, u)[0]?.probability ?? 0);
    }
  }
  const points: ThresholdPoint[] = [];
  for (let k = 0; k <= 100; k++) {
    const t = k / 100;
    const inScope = heldOut.length ? heldOut.filter((h) => h.right && h.probability >= t).length / heldOut.length : 0;
    const rejected = offTopic.length ? offTopic.filter((p) => p < t).length / offTopic.length : null;
    points.push({ threshold: t, inScope: round(inScope), offTopic: rejected === null ? null : round(rejected) });
  }
  return { scores: scoresOf(items, heldOut, options.decision), curve: { inScopeSentences: heldOut.length, offTopicSentences: offTopic.length, points } };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
