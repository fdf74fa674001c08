import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DecisionOptions, Lang, Model, ThresholdCurve, TrainItem } from '@parley/classifier';
import type { AppEntityType, CompiledAppEntities } from '@parley/extractors/app-entities';
import type { TrainingJob, TrainingResult } from './training-worker';

/** A job as sent, before the pool numbers it. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

interface Pending {
  resolve(r: TrainingResult & { ok: true }): void;
  reject(e: Error): void;
}

export interface TrainingPoolOptions {
  /**
   * How long the thread may go without finishing a job while it has one (ms): past it, the thread is
   * taken for hung (a bug looping in a training), stopped, and its jobs fail (a training job is then
   * tried again); the next job starts a new thread. Default 20 minutes (the servers pass
   * TRAINING_MAX_JOB_S).
   */
  maxJobMs?: number;
}

/**
 * One worker thread that trains and cross-validates, so a big App never blocks requests.
 * Jobs run one at a time in order; a crashed worker is replaced and its jobs fail, as do those of a
 * thread that finishes none for `maxJobMs`.
 */
export class TrainingPool {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private next = 1;
  private closed = false;
  private watchdog: NodeJS.Timeout | null = null;
  private readonly maxJobMs: number;
  /** Languages still to warm up, one job at a time while the thread has nothing else to do. */
  private warming: Lang[] = [];
  private warmedUp: Promise<Lang[]> = Promise.resolve([]);
  private warmedResolve: ((langs: Lang[]) => void) | null = null;
  private readonly warmed: Lang[] = [];
  private warmInFlight = false;

  constructor(opts: TrainingPoolOptions = {}) {
    this.maxJobMs = opts.maxJobMs ?? 20 * 60_000;
  }

  train(items: TrainItem[], lang: Lang): Promise<{ model: Model; ms: number }> {
    return this.run({ kind: 'train', items, lang }).then((r) => ({ model: r.model!, ms: r.ms }));
  }

  /** An App's entity types compiled (`compileAppEntities`), off the event loop: a list of 100,000 values takes a second or more. */
  compileEntities(types: AppEntityType[], lang: Lang): Promise<CompiledAppEntities> {
    return this.run({ kind: 'entities', types, lang }).then((r) => r.entities!);
  }

  /**
   * Each item's trainingScore, held-out phrases decided as classify decides (`decision`: the App's
   * threshold and margin), and what each threshold trades (in-scope accuracy, off-topic rejection).
   */
  crossValidate(items: TrainItem[], lang: Lang, decision?: DecisionOptions): Promise<{ scores: Map<string, number>; curve: ThresholdCurve }> {
    return this.run({ kind: 'score', items, lang, decision }).then((r) => ({ scores: new Map(r.scores), curve: r.curve! }));
  }

  /**
   * Builds now, in the thread, what the first training in each language would build (the
   * background's index and the frequent words' index: about a second in all), one language at a
   * time and only while the thread has no job, so that the first App to train after a start does
   * not wait for it. Resolves with the languages warmed (all of them, unless the pool closed or a
   * warm-up failed: it is only an optimisation).
   */
  warmUp(langs: readonly Lang[]): Promise<Lang[]> {
    this.warming.push(...langs.filter((l) => !this.warming.includes(l) && !this.warmed.includes(l)));
    if (!this.warmedResolve) this.warmedUp = new Promise((resolve) => (this.warmedResolve = resolve));
    this.warmNext();
    return this.warmedUp;
  }

  private warmNext(): void {
    if (!this.warmedResolve || this.warmInFlight || this.pending.size > 0) return;
    const lang = this.closed ? undefined : this.warming.shift();
    if (!lang) {
      this.warmedResolve([...this.warmed]);
      this.warmedResolve = null;
      return;
    }
    this.warmInFlight = true;
    this.run({ kind: 'warm', lang })
      .then(
        () => void this.warmed.push(lang),
        () => void (this.warming = []),
      )
      .finally(() => {
        this.warmInFlight = false;
        this.warmNext();
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.warming = [];
    this.warmedResolve?.([...this.warmed]);
    this.warmedResolve = null;
    this.disarm();
    await this.worker?.terminate();
    this.worker = null;
  }

  private run(job: WithoutId<TrainingJob>): Promise<TrainingResult & { ok: true }> {
    if (this.closed) return Promise.reject(new Error('training pool closed'));
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.ensureWorker().postMessage({ ...job, id });
      if (!this.watchdog) this.arm();
    });
  }

  /** Counts `maxJobMs` from now for the thread to finish its current job (no-op when it has none). */
  private arm(): void {
    this.disarm();
    if (!this.pending.size) return;
    this.watchdog = setTimeout(() => {
      this.watchdog = null;
      const worker = this.worker;
      this.worker = null;
      this.fail(new Error(`the training thread finished no job in ${Math.round(this.maxJobMs / 1000)} s: it was stopped`));
      void worker?.terminate();
    }, this.maxJobMs);
    this.watchdog.unref();
  }

  private disarm(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    // Compiled: the .js beside this file. Under the test runner (TypeScript sources): through tsx.
    const js = join(__dirname, 'training-worker.js');
    const worker = existsSync(js)
      ? new Worker(js)
      : new Worker(`require('tsx/cjs'); require(${JSON.stringify(join(__dirname, 'training-worker.ts'))});`, { eval: true });
    worker.unref();
    worker.on('message', (r: TrainingResult) => {
      const p = this.pending.get(r.id);
      if (!p) return;
      this.pending.delete(r.id);
      // The next job's time starts now.
      this.arm();
      if (r.ok) p.resolve(r);
      else p.reject(new Error(r.error));
      // The thread is free: the next warm-up, if any (one that just ended goes on from its own promise).
      this.warmNext();
    });
    // A thread the watchdog stopped is no longer this.worker: its end fails nothing of the next one's.
    worker.on('error', (err) => {
      if (this.worker === worker) this.fail(err);
    });
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      this.worker = null;
      if (code !== 0) this.fail(new Error(`training worker exited with code ${code}`));
    });
    this.worker = worker;
    return worker;
  }

  private fail(err: Error): void {
    this.disarm();
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }
}
