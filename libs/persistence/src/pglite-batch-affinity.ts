/**
 * pglite-socket multiplexes several client connections onto the single PGlite session, one
 * protocol message at a time. It keeps a client's transaction together, but not an extended-query
 * batch (Parse, Bind, Describe, Execute ... Sync): two pools sending parameterised queries at once
 * get their messages interleaved ("bind message supplies 2 parameters, but prepared statement
 * requires 1"). This replaces the queue's scheduler with one that also keeps a client's batch
 * together, until its Sync. Written against @electric-sql/pglite-socket 0.2.x (pinned).
 */

interface QueuedQuery {
  handlerId: number;
  message: Uint8Array;
  resolve(n: number): void;
  reject(e: Error): void;
  timestamp: number;
  onData(data: Uint8Array): void;
}

interface QueueManager {
  queue: QueuedQuery[];
  processing: boolean;
  lastHandlerId: number | null;
  db: {
    isInTransaction(): boolean;
    runExclusive<T>(fn: () => Promise<T>): Promise<T>;
    execProtocolRawStream(m: Uint8Array, o: { onRawData(d: Uint8Array): void }): Promise<unknown>;
  };
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

// Extended-protocol messages that leave a batch open until Sync ('S').
const OPENS_BATCH = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));
const CLOSES_BATCH = new Set(['S', 'Q', 'X'].map((c) => c.charCodeAt(0)));

export function keepBatchesTogether(server: unknown): void {
  const q = (server as { queryQueue?: QueueManager }).queryQueue;
  if (!q || !Array.isArray(q.queue) || typeof q.processQueue !== 'function') {
    throw new Error('pglite-socket internals changed: review libs/persistence/src/pglite-batch-affinity.ts');
  }
  let batchOwner: number | null = null;
  // A client that disconnects mid-batch must not hold the queue.
  const clear = q.clearQueueForHandler.bind(q);
  q.clearQueueForHandler = (handlerId: number) => {
    if (batchOwner === handlerId) batchOwner = null;
    clear(handlerId);
    void q.processQueue();
  };
  q.processQueue = async function processQueue(this: QueueManager): Promise<void> {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = batchOwner ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        const i = owner === null ? 0 : this.queue.findIndex((x) => x.handlerId === owner);
        if (i === -1) break; // the owner's next message has not arrived yet: it re-runs the queue
        const query = this.queue.splice(i, 1)[0]!;
        const type = query.message[0]!;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(query.message, {
              onRawData: (data) => {
                bytes += data.length;
                query.onData(data);
              },
            }),
          );
        } catch (error) {
          if (batchOwner === query.handlerId) batchOwner = null;
          query.reject(error as Error);
          continue;
        }
        if (OPENS_BATCH.has(type)) batchOwner = query.handlerId;
        else if (CLOSES_BATCH.has(type) && batchOwner === query.handlerId) batchOwner = null;
        this.lastHandlerId = query.handlerId;
        query.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };
}
