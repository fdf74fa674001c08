import { randomUUID } from 'node:crypto';
import type { DecisionOptions, Lang, TrainItem } from '@parley/classifier';
import { MODEL_RECORD_FORMAT, encodeRecord, type ItemInfo } from './model-record';
import type { ModelStore } from './model.store';
import type { TrainerStore, TrainingSet } from './trainer.store';
import type { JobHeartbeat, TrainingJobData } from './training-jobs';
import type { TrainingPool } from './training-pool';

export interface ModelTrainerOptions {
  /** The App's language: its items' trainingScores are cross-validated in it (once per version). */
  appLanguage: (appId: string) => Promise<Lang | null>;
  /** The App's threshold and margin, which cross-validation decides held-out phrases with (as classify does). */
  appDecision?: (appId: string) => Promise<DecisionOptions | null>;
  /** Told of each model trained and stored (the servers log it). */
  onTrained?: (appId: string, language: string, version: number, phrases: number, ms: number) => void;
  /** Told of each training that starts and ends (the servers' metrics): its time, and whether it made a model. */
  onTraining?: { started(): void; ended(ms: number, ok: boolean): void };
}

/**
 * What a training job does: reads the App's data at its latest version, trains the model of the
 * job's language in the worker thread, stores it (the other instances hear of it and load it), then,
 * for the App's own language, cross-validates and writes each item's trainingScore. A job whose
 * version is stored already (another job got there first) trains nothing.
 */
export class ModelTrainer {
  constructor(
    private readonly store: TrainerStore,
    private readonly models: ModelStore,
    private readonly pool: TrainingPool,
    private readonly opts: ModelTrainerOptions,
  ) {}

  /**
   * Trains one job's model, holding the model's training lease (`leaseSeconds`, the job's timeout,
   * renewed on each beat of the job's `heartbeat` however long the training takes): a job of the
   * same model taken meanwhile by another process waits for it, then finds the model stored and
   * trains nothing, so a model is never trained twice at once. A process that dies stops renewing
   * it: its lease ends `leaseSeconds` later, when the queue tries its job again. Resolves without
   * training when the App is gone.
   */
  async train(job: TrainingJobData, leaseSeconds: number, heartbeat?: JobHeartbeat, pollMs = 200): Promise<void> {
    // One holder per run, not per process: two runs of one model in one process (a job sent again
    // while its first run goes on) wait for each other as runs of two processes do.
    const holder = randomUUID();
    for (;;) {
      if (await this.models.lease(job.appId, job.language, holder, leaseSeconds)) break;
      if (!(await this.store.exists(job.appId))) return;
      await new Promise((r) => setTimeout(r, pollMs));
    }
    const stopRenewing = heartbeat?.onBeat(async () => {
      if (!(await this.models.renew(job.appId, job.language, holder, leaseSeconds))) {
        throw new Error(`the training lease of App ${job.appId} (${job.language}) was lost: another process may train it too`);
      }
    });
    try {
      await this.trainLeased(job);
    } finally {
      stopRenewing?.();
      await this.models.release(job.appId, job.language, holder).catch(() => undefined);
    }
  }

  private async trainLeased({ appId, language }: TrainingJobData): Promise<void> {
    const lang = language as Lang;
    const set = await this.store.trainingSet(appId);
    const { items, infos } = toTraining(set);
    const stored = (await this.models.infos(appId)).find((m) => m.language === language);
    if (!stored || stored.version < set.version || stored.format !== MODEL_RECORD_FORMAT) {
      const t0 = performance.now();
      let model = null;
      this.opts.onTraining?.started();
      try {
        if (items.length) ({ model } = await this.pool.train(items, lang));
      } catch (err) {
        this.opts.onTraining?.ended(performance.now() - t0, false);
        throw err;
      }
      const trainingMs = performance.now() - t0;
      this.opts.onTraining?.ended(trainingMs, true);
      await this.models.save(appId, language, {
        version: set.version,
        format: MODEL_RECORD_FORMAT,
        data: encodeRecord({ model, items: infos }),
        trainingMs,
      });
      this.opts.onTrained?.(
        appId,
        language,
        set.version,
        items.reduce((n, i) => n + i.utterances.length, 0),
        trainingMs,
      );
    }
    if (items.length && (await this.opts.appLanguage(appId)) === lang && (await this.store.needsScores(appId, set.version))) {
      const decision = (await this.opts.appDecision?.(appId)) ?? undefined;
      const { scores, curve } = await this.pool.crossValidate(items, lang, decision);
      await this.store.writeScores(appId, set.version, scores, curve);
    }
  }
}

/** What the classifier trains on, and what a match of each item answers. */
export function toTraining(set: TrainingSet): { items: TrainItem[]; infos: ItemInfo[] } {
  const items: TrainItem[] = [];
  const infos: ItemInfo[] = [];
  for (const q of set.qnas) {
    items.push({ id: q.id, kind: 'QnA', utterances: [q.title, ...q.utterances.map((u) => u.value)] });
    infos.push({ id: q.id, type: 'QnA', label: q.title, resolvePrompt: q.resolvePrompt, answers: q.answers });
  }
  for (const i of set.intents) {
    items.push({ id: i.id, kind: 'Intent', utterances: i.utterances.map((u) => u.value) });
    infos.push({ id: i.id, type: 'Intent', label: i.label, resolvePrompt: i.resolvePrompt });
  }
  return { items, infos };
}
