import { classify, decide, DEFAULT_THRESHOLD, train, type Lang, type Model } from '@parley/classifier';
import { loadClassifierData } from '@parley/classifier/data';
import type { Example } from './corpora';

/** The shipped background ("none of these"), as the api passes it. */
const { background, frequentWords } = loadClassifierData();
// Without it the engine trains, but it is not the engine the api serves: a bench must not print its figures.
if (!background.en.length) throw new Error('bench: the classifier background is not built; run `node scripts/build-if-needed.mjs` first');

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
  /** The best label and its score before any threshold (for the out-of-scope curve). */
  score?(handle: Handle, sentence: string): Promise<Scored>;
  /** The threshold the engine applies by default (its own, as shipped). */
  defaultThreshold?: number;
}

export interface Scored {
  label: string;
  probability: number;
}

export function groupByIntent(examples: Example[]): Map<string, string[]> {
  const byIntent = new Map<string, string[]>();
  for (const { text, intent } of examples) {
    const texts = byIntent.get(intent);
    if (texts) texts.push(text);
    else byIntent.set(intent, [text]);
  }
  return byIntent;
}

/** The engine as the api trains it; `typos: false` without reading typos as the App's words (bench:classify:typos). */
export function parleyWith(options: { typos?: boolean } = {}): BenchEngine<Model> {
  return {
    ...parleyEngine,
    name: options.typos === false ? 'parley (no typos)' : 'parley',
    async train(examples, lang) {
      const items = [...groupByIntent(examples)].map(([id, utterances]) => ({ id, kind: 'Intent' as const, utterances }));
      return train(items, lang, { background: background[lang], frequentWords: frequentWords[lang], ...options });
    },
  };
}

export const parleyEngine: BenchEngine<Model> = {
  name: 'parley',
  async train(examples, lang) {
    const items = [...groupByIntent(examples)].map(([id, utterances]) => ({ id, kind: 'Intent' as const, utterances }));
    return train(items, lang, { background: background[lang], frequentWords: frequentWords[lang] });
  },
  async classify(model, sentence) {
    return decide(classify(model, sentence))[0]?.id ?? NONE;
  },
  async score(model, sentence) {
    const best = classify(model, sentence)[0];
    return best ? { label: best.id, probability: best.probability } : { label: NONE, probability: 0 };
  },
  defaultThreshold: DEFAULT_THRESHOLD,
};
