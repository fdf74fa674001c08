import { classify } from './classify';
import { decide } from './decide';
import { train } from './train';
import type { DecisionOptions, Lang, TrainItem, TrainOptions } from './types';

export interface CrossValidateOptions {
  /** Number of folds (each utterance is held out exactly once). Default 5. */
  folds?: number;
  train?: TrainOptions;
  decision?: DecisionOptions;
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
  const correct = new Map<string, number>();
  const total = new Map<string, number>();
  for (const item of items) {
    if (item.utterances.length === 0) continue;
    correct.set(item.id, 0);
    total.set(item.id, item.utterances.length);
  }
  const longest = Math.max(0, ...items.map((i) => i.utterances.length));
  for (let fold = 0; fold < Math.min(folds, longest); fold++) {
    const kept = items.map((item) => ({ ...item, utterances: item.utterances.filter((_, j) => j % folds !== fold) }));
    const model = train(kept, lang, options.train);
    for (const item of items) {
      item.utterances.forEach((utterance, j) => {
        if (j % folds !== fold) return;
        const best = decide(classify(model, utterance), options.decision)[0];
        if (best?.id === item.id) correct.set(item.id, correct.get(item.id)! + 1);
      });
    }
  }
  const scores = new Map<string, number>();
  for (const [id, n] of total) scores.set(id, correct.get(id)! / n);
  return scores;
}
