import { parentPort } from 'node:worker_threads';
import { crossValidate, train, type Lang, type Model, type TrainItem } from '@parley/classifier';

/** Worker thread: trains models and cross-validates off the request path. */
export type TrainingJob = { id: number; kind: 'train' | 'score'; items: TrainItem[]; lang: Lang };
export type TrainingResult =
  | { id: number; ok: true; model?: Model; scores?: [string, number][]; ms: number }
  | { id: number; ok: false; error: string };

parentPort?.on('message', (job: TrainingJob) => {
  const t0 = performance.now();
  try {
    if (job.kind === 'train') {
      const model = train(job.items, job.lang);
      const transfer = [model.slots, model.rows, model.idf, model.weights, model.bias, model.phraseClass].map((a) => a.buffer as ArrayBuffer);
      parentPort!.postMessage({ id: job.id, ok: true, model, ms: performance.now() - t0 } satisfies TrainingResult, transfer);
    } else {
      const scores = [...crossValidate(job.items, job.lang).entries()];
      parentPort!.postMessage({ id: job.id, ok: true, scores, ms: performance.now() - t0 } satisfies TrainingResult);
    }
  } catch (err) {
    parentPort!.postMessage({ id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies TrainingResult);
  }
});
