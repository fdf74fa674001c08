import { FairQueue } from './fair-queue';
import { LONG_SENTENCES_PER_APP, tooManyLongSentences } from './long-sentence-limit';

interface Job {
  steps: Iterator<unknown, unknown>;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

/**
 * Runs CPU-bound work on the event loop a slice at a time: at most `sliceMs` of one job per turn
 * of the loop, the Apps' jobs in turn (FairQueue), so that requests arriving meanwhile (a health
 * check, another App's short sentence) wait one slice at most, never a whole long job. A job is
 * an iterator that pauses between small steps (`Speller.checking`, one word at a time).
 * All the CPU is still used when nothing else waits: slices follow one another at once.
 */
export class CpuSlices {
  private readonly queue = new FairQueue<Job>();
  private scheduled: NodeJS.Immediate | null = null;

  constructor(
    private readonly sliceMs = 5,
    private readonly perOwner = LONG_SENTENCES_PER_APP,
  ) {}

  /** Jobs waiting or under way. */
  get pending(): number {
    return this.queue.size;
  }

  /** Rejects with a 429 (`tooManyLongSentences`) when `owner` already has `perOwner` jobs here. */
  run<T>(owner: string, steps: Iterator<unknown, T>): Promise<T> {
    if (this.queue.waiting(owner) >= this.perOwner) return Promise.reject(tooManyLongSentences());
    return new Promise<T>((resolve, reject) => {
      this.queue.push(owner, { steps, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    this.scheduled ??= setImmediate(() => this.slice());
  }

  private slice(): void {
    this.scheduled = null;
    const next = this.queue.shift();
    if (!next) return;
    const { owner, item: job } = next;
    const until = performance.now() + this.sliceMs;
    try {
      for (;;) {
        const step = job.steps.next();
        if (step.done) {
          job.resolve(step.value);
          break;
        }
        if (performance.now() >= until) {
          this.queue.putBack(owner, job);
          break;
        }
      }
    } catch (err) {
      job.reject(err);
    }
    if (this.queue.size) this.schedule();
  }
}
