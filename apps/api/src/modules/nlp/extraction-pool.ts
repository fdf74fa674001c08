import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Entity, ExtractOptions } from '@parley/extractors';
import type { ExtractionJob, ExtractionResult } from './extraction-worker';
import { FairQueue } from './fair-queue';
import { LONG_SENTENCES_PER_APP, tooManyLongSentences } from './long-sentence-limit';

interface Waiting {
  sentence: string;
  options: ExtractOptions;
  resolve(entities: Entity[]): void;
  reject(err: Error): void;
}

/**
 * One worker thread for the entity extraction of long sentences: a 2,000-character sentence takes
 * up to a few tens of milliseconds in rules that cannot be cut in smaller steps, which the event
 * loop must not wait for (bench/RESULTS.md, "Hostile input"). One job at a time, the Apps in turn
 * (FairQueue): an App sending many waits behind its own. A thread that dies is started again at
 * the next job; the job it held fails.
 */
export class ExtractionPool {
  private worker: Worker | null = null;
  private readonly queue = new FairQueue<Waiting>();
  private running: { id: number; owner: string; job: Waiting } | null = null;
  private next = 1;
  private closed = false;

  /** Starts the thread (and its data load) ahead of the first long sentence. */
  warmUp(): void {
    if (!this.closed) this.ensureWorker();
  }

  /** Rejects with a 429 (`tooManyLongSentences`) when `owner` already has LONG_SENTENCES_PER_APP jobs here. */
  extract(owner: string, sentence: string, options: ExtractOptions): Promise<Entity[]> {
    if (this.closed) return Promise.reject(new Error('extraction pool closed'));
    const mine = this.queue.waiting(owner) + (this.running?.owner === owner ? 1 : 0);
    if (mine >= LONG_SENTENCES_PER_APP) return Promise.reject(tooManyLongSentences());
    return new Promise((resolve, reject) => {
      this.queue.push(owner, { sentence, options, resolve, reject });
      this.pump();
    });
  }

  /** Jobs waiting or under way. */
  get pending(): number {
    return this.queue.size + (this.running ? 1 : 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
    this.fail(new Error('extraction pool closed'));
    for (let w = this.queue.shift(); w; w = this.queue.shift()) w.item.reject(new Error('extraction pool closed'));
  }

  private pump(): void {
    if (this.running || this.closed) return;
    const next = this.queue.shift();
    if (!next) return;
    const id = this.next++;
    this.running = { id, owner: next.owner, job: next.item };
    this.ensureWorker().postMessage({ id, sentence: next.item.sentence, options: next.item.options } satisfies ExtractionJob);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    // Compiled: the .js beside this file. Under the test runner (TypeScript sources): through tsx.
    const js = join(__dirname, 'extraction-worker.js');
    const worker = existsSync(js)
      ? new Worker(js)
      : new Worker(`require('tsx/cjs'); require(${JSON.stringify(join(__dirname, 'extraction-worker.ts'))});`, { eval: true });
    worker.unref();
    worker.on('message', (r: ExtractionResult) => {
      if (this.running?.id !== r.id) return;
      const { job } = this.running;
      this.running = null;
      if (r.ok) job.resolve(r.entities);
      else job.reject(new Error(r.error));
      this.pump();
    });
    worker.on('error', (err) => this.fail(err));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      if (code !== 0) this.fail(new Error(`extraction worker exited with code ${code}`));
      this.pump();
    });
    this.worker = worker;
    return worker;
  }

  private fail(err: Error): void {
    const running = this.running;
    this.running = null;
    running?.job.reject(err);
  }
}
