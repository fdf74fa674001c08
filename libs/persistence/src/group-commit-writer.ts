/** Tuning of a GroupCommitWriter. */
export interface GroupCommitOptions<T> {
  /** Writes one batch in one transaction; resolves once it is committed. */
  flush: (items: T[]) => Promise<void>;
  /** A batch is written as soon as it holds this many items... */
  maxBatch: number;
  /**
   * ...or when its first item has waited this long; 0: at the end of the current event-loop turn
   * (setImmediate), so what arrived together is still written together without a timer's 1 ms.
   */
  maxDelayMs: number;
  /** Batches written at the same time (each takes a database connection). */
  maxInFlight: number;
  /** Items waiting beyond this are refused at once (backpressure) rather than queued without bound. */
  maxPending: number;
  /**
   * When a batch fails with an error for which this is true (the database did not answer in time:
   * `isDatabaseTimeout`), the items gathered while it was being written fail with it at once,
   * instead of waiting a whole timeout more in the next batch (a frozen database would make them
   * wait twice the query timeout). They were never sent, so none is both refused and stored. A
   * batch that fails fast (a broken connection) leaves the next one its own try.
   */
  failWaiting?: (err: unknown) => boolean;
}

/** Thrown to the writers of a refused item; `cause` holds the batch's error when there was one. */
export class GroupCommitError extends Error {
  constructor(
    message: string,
    readonly reason: 'failed' | 'overloaded' | 'closed',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GroupCommitError';
  }
}

interface Waiter<T> {
  item: T;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit: concurrent `write`s are gathered for at most `maxDelayMs` (or until `maxBatch`
 * items) and handed to `flush` together, so N requests cost one INSERT and one commit instead
 * of N. Each `write` settles with its own batch: resolved once that batch is committed, rejected
 * with that batch's error. While `maxInFlight` batches are being written, new items keep
 * gathering, so batches grow with the load instead of queueing up.
 */
export class GroupCommitWriter<T> {
  private pending: Waiter<T>[] = [];
  private timer: { cancel: () => void } | undefined;
  /** The first pending item has waited `maxDelayMs`: flush as soon as a slot frees. */
  private due = false;
  private inFlight = 0;
  private closed = false;
  private readonly idle = new Set<() => void>();

  constructor(private readonly options: GroupCommitOptions<T>) {}

  /** Resolves when `item` is committed; rejects with a GroupCommitError when it is not. */
  write(item: T): Promise<void> {
    if (this.closed) return Promise.reject(new GroupCommitError('The writer is shutting down', 'closed'));
    if (this.pending.length >= this.options.maxPending) {
      return Promise.reject(new GroupCommitError(`More than ${this.options.maxPending} records are waiting to be written`, 'overloaded'));
    }
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.options.maxBatch) this.due = true;
      else if (!this.timer && !this.due) this.startTimer();
      this.pump();
    });
  }

  /** Items gathered and not yet handed to `flush`. */
  get pendingCount(): number {
    return this.pending.length;
  }

  /**
   * Writes what is gathered now, without waiting for the delay, and resolves when no batch is in
   * flight and nothing waits (new items are still accepted meanwhile). Makes room before a close.
   */
  async drain(): Promise<void> {
    this.due = this.pending.length > 0;
    this.pump();
    if (this.inFlight === 0 && this.pending.length === 0) return;
    await new Promise<void>((resolve) => this.idle.add(resolve));
  }

  /** Refuses new items, writes everything gathered and waits for every batch in flight. */
  async close(): Promise<void> {
    this.closed = true;
    this.due = true;
    this.pump();
    if (this.inFlight === 0 && this.pending.length === 0) return;
    await new Promise<void>((resolve) => this.idle.add(resolve));
  }

  private startTimer(): void {
    if (this.options.maxDelayMs > 0) {
      const t = setTimeout(() => this.onTimer(), this.options.maxDelayMs);
      this.timer = { cancel: () => clearTimeout(t) };
    } else {
      const t = setImmediate(() => this.onTimer());
      this.timer = { cancel: () => clearImmediate(t) };
    }
  }

  private onTimer(): void {
    this.timer = undefined;
    this.due = true;
    this.pump();
  }

  private pump(): void {
    while (this.due && this.pending.length > 0 && this.inFlight < this.options.maxInFlight) {
      const batch = this.pending.splice(0, this.options.maxBatch);
      this.due = this.pending.length >= this.options.maxBatch || (this.closed && this.pending.length > 0);
      void this.run(batch);
    }
    if (this.pending.length === 0) {
      this.due = false;
      this.timer?.cancel();
      this.timer = undefined;
    } else if (!this.due && !this.timer) {
      // What is left after a full batch starts its own wait.
      this.startTimer();
    }
  }

  private async run(batch: Waiter<T>[]): Promise<void> {
    this.inFlight++;
    try {
      await this.options.flush(batch.map((w) => w.item));
      for (const w of batch) w.resolve();
    } catch (err) {
      const failure = new GroupCommitError(`A batch of ${batch.length} records could not be written`, 'failed', { cause: err });
      for (const w of batch) w.reject(failure);
      if (this.options.failWaiting?.(err)) {
        const waiting = new GroupCommitError('The database did not answer the batch before these records', 'failed', { cause: err });
        for (const w of this.pending.splice(0)) w.reject(waiting);
      }
    } finally {
      this.inFlight--;
      this.pump();
      if (this.inFlight === 0 && this.pending.length === 0) {
        for (const resolve of this.idle) resolve();
        this.idle.clear();
      }
    }
  }
}
