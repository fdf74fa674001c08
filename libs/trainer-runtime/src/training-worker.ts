import { parentPort } from 'node:worker_threads';
import { crossValidateWithCurve, train, type DecisionOptions, type Lang, type Model, type ThresholdCurve, type TrainItem } from '@parley/classifier';
import { loadClassifierData, type ClassifierData } from '@parley/classifier/data';
import { compileAppEntities, transferables, type AppEntityType, type CompiledAppEntities } from '@parley/extractors/app-entities';

/** Worker thread: trains models, cross-validates and compiles App entities off the request path. */
export type TrainingJob =
  | { id: number; kind: 'train' | 'score'; items: TrainItem[]; lang: Lang; decision?: DecisionOptions }
  | { id: number; kind: 'warm'; lang: Lang }
  | { id: number; kind: 'entities'; types: AppEntityType[]; lang: Lang };
export type TrainingResult =
  | { id: number; ok: true; model?: Model; scores?: [string, number][]; curve?: ThresholdCurve; entities?: CompiledAppEntities; ms: number }
  | { id: number; ok: false; error: string };

/**
 * The generic sentences every item learns against ("none of these"), read once by this thread:
 * what lets a 3-QnA App reject a sentence that only shares common words with its phrases; and the
 * language's frequent words (how much of an App's phrases are names, relatedness).
 */
let data: ClassifierData | undefined;

/** The phrase of the warm-up's App, per language. */
const WARM_UP: Record<Lang, string> = { en: 'What are your opening hours?', fr: "Quels sont vos horaires d'ouverture ?", es: '¿Cuál es su horario de apertura?' };

parentPort?.on('message', (job: TrainingJob) => {
  const t0 = performance.now();
  try {
    if (job.kind === 'entities') {
      const entities = compileAppEntities(job.types, job.lang);
      parentPort!.postMessage({ id: job.id, ok: true, entities, ms: performance.now() - t0 } satisfies TrainingResult, transferables(entities));
      return;
    }
    data ??= loadClassifierData();
    const options = { background: data.background[job.lang], frequentWords: data.frequentWords[job.lang] };
    if (job.kind === 'warm') {
      // An App of one phrase: what the first training in the language builds once (the
      // background's index, the frequent words' index for typos) is built now.
      train([{ id: 'warm-up', kind: 'QnA', utterances: [WARM_UP[job.lang]] }], job.lang, options);
      parentPort!.postMessage({ id: job.id, ok: true, ms: performance.now() - t0 } satisfies TrainingResult);
      return;
    }
    if (job.kind === 'train') {
      const model = train(job.items, job.lang, options);
      const transfer = [model.slots, model.rows, model.idf, model.weights, model.bias, model.phraseClass, model.commonWords].map((a) => a.buffer as ArrayBuffer);
      parentPort!.postMessage({ id: job.id, ok: true, model, ms: performance.now() - t0 } satisfies TrainingResult, transfer);
    } else {
      // The model that answers (same background), at the App's own threshold and margin.
      // With what each threshold trades, from the same held-out phrasings (the Settings page's figures).
      const { scores, curve } = crossValidateWithCurve(job.items, job.lang, { train: options, decision: job.decision });
      parentPort!.postMessage({ id: job.id, ok: true, scores: [...scores.entries()], curve, ms: performance.now() - t0 } satisfies TrainingResult);
    }
  } catch (err) {
    parentPort!.postMessage({ id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies TrainingResult);
  }
});
