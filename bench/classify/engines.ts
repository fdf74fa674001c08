import { classify, decide, train, type Lang, type Model } from '@parley/classifier';
import type { Example } from './corpora';

/** The label SOURCES.md scores an empty answer as. */
export const NONE = 'None';

/**
 * A classifier under test, as two pluggable steps so the same bench can drive the engine
 * in-process, NLP.js, or the HTTP API: `train` returns an opaque handle, `classify` the single top
 * label (or NONE when the answer is empty).
 */
export interface BenchEngine<Handle = unknown> {
  name: string;
  train(examples: Example[], lang: Lang): Promise<Handle>;
  classify(handle: Handle, sentence: string): Promise<string>;
}

export function groupByIntent(examples: Example[]): Map<string, string[]> {
  const byIntent = new Map<string, string[]>();
  for (const { text, intent } of examples) byIntent.set(intent, [...(byIntent.get(intent) ?? []), text]);
  return byIntent;
}

export const parleyEngine: BenchEngine<Model> = {
  name: 'parley',
  async train(examples, lang) {
    const items = [...groupByIntent(examples)].map(([id, utterances]) => ({ id, kind: 'Intent' as const, utterances }));
    return train(items, lang);
  },
  async classify(model, sentence) {
    return decide(classify(model, sentence))[0]?.id ?? NONE;
  },
};
