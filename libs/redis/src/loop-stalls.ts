import { performance } from 'node:perf_hooks';

/** The ticker's period: its lateness is the time the loop could not run anything. */
const TICK_MS = 20;

/**
 * How long this process's event loop could not run: blocked by synchronous work, a long garbage
 * collection, or the process stopped. A ticker measures it: the time a tick comes late is time no
 * other callback ran either, a Redis reply waiting in the socket included. `RedisLink` takes it off
 * a command's wait, so a stall of our own is never judged a Redis outage.
 */
export class LoopStalls {
  private last = performance.now();
  private total = 0;
  private readonly timer: NodeJS.Timeout;

  /** `onStall` hears of each stall of at least `reportMs` once it is over. */
  constructor(
    private readonly onStall?: (ms: number) => void,
    private readonly reportMs = 1000,
  ) {
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  /** Milliseconds the loop could not run since this clock started, a stall in progress included. */
  stalledMs(): number {
    return this.total + Math.max(0, performance.now() - this.last - TICK_MS);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private tick(): void {
    const now = performance.now();
    const late = now - this.last - TICK_MS;
    this.last = now;
    if (late <= 0) return;
    this.total += late;
    if (late >= this.reportMs) this.onStall?.(late);
  }
}
