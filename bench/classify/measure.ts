import type { Corpus } from './corpora';
import type { BenchEngine, Scored } from './engines';

export interface CorpusResult {
  correct: number;
  total: number;
  trainMs: number;
  /** Per test sentence, milliseconds. */
  latencies: number[];
  /** Per test sentence, the label given. */
  labels: string[];
  /** Per test sentence, the best label and its score before any threshold (engines with `score`). */
  scored: Scored[];
}

/** Trains on the corpus's training split and scores its test split (SOURCES.md: top match, empty = None). */
export async function runCorpus<H>(engine: BenchEngine<H>, corpus: Corpus): Promise<CorpusResult> {
  const t0 = performance.now();
  const handle = await engine.train(corpus.train, corpus.lang);
  const trainMs = performance.now() - t0;
  let correct = 0;
  const latencies: number[] = [];
  const labels: string[] = [];
  const scored: Scored[] = [];
  for (const { text, intent } of corpus.test) {
    const start = performance.now();
    const label = await engine.classify(handle, text);
    latencies.push(performance.now() - start);
    labels.push(label);
    if (label === intent) correct++;
    // Outside the timing: the F1 columns of the trade-off curve.
    if (engine.score) scored.push(await engine.score(handle, text));
  }
  return { correct, total: corpus.test.length, trainMs, latencies, labels, scored };
}

/** Classify latency measured over several passes of the test sentences once warm. */
export async function classifyLatencies<H>(engine: BenchEngine<H>, corpus: Corpus, passes: number): Promise<number[]> {
  const handle = await engine.train(corpus.train, corpus.lang);
  for (const { text } of corpus.test) await engine.classify(handle, text);
  const out: number[] = [];
  for (let p = 0; p < passes; p++) {
    for (const { text } of corpus.test) {
      const start = performance.now();
      await engine.classify(handle, text);
      out.push(performance.now() - start);
    }
  }
  return out;
}

export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
