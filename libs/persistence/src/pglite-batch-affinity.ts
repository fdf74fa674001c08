/**
 * pglite-socket multiplexes several client connections onto the single PGlite session, one
 * protocol message at a time. Two things a PostgreSQL server does per connection it does not:
 * - It keeps a client's transaction together, but not an extended-query batch (Parse, Bind,
 *   Describe, Execute ... Sync): two pools sending parameterised queries at once get their
 *   messages interleaved ("bind message supplies 2 parameters, but prepared statement requires 1").
 *   The queue's scheduler is replaced with one that also keeps a client's batch together, until its Sync.
 * - LISTEN is the session's, so a notification comes out in the answer of whichever client's query
 *   ran when it was sent (the one that sent NOTIFY, or committed). Each client's LISTEN and UNLISTEN
 *   are followed here, notifications are taken out of every answer and written to the clients that
 *   listen on their channel, as a server would: Parley's change signal works on the embedded database too.
 * Written against @electric-sql/pglite-socket 0.2.x (pinned).
 */

interface QueuedQuery {
  handlerId: number;
  message: Uint8Array;
  resolve(n: number): void;
  reject(e: Error): void;
  timestamp: number;
  onData(data: Uint8Array): void;
}

interface Handler {
  handlerId: number;
  socket: { writable: boolean; write(b: Uint8Array): unknown } | null;
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
  const handlers = (server as { handlers?: Set<Handler> }).handlers;
  if (!q || !Array.isArray(q.queue) || typeof q.processQueue !== 'function' || !(handlers instanceof Set)) {
    throw new Error('pglite-socket internals changed: review libs/persistence/src/pglite-batch-affinity.ts');
  }
  const notifications = new NotificationRouter(handlers);
  let batchOwner: number | null = null;
  // A client that disconnects mid-batch must not hold the queue.
  const clear = q.clearQueueForHandler.bind(q);
  q.clearQueueForHandler = (handlerId: number) => {
    if (batchOwner === handlerId) batchOwner = null;
    notifications.forget(handlerId);
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
        notifications.follow(query.handlerId, query.message);
        const answer = notifications.answer(query.onData);
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(query.message, {
              onRawData: (data) => {
                bytes += data.length;
                answer.write(data);
              },
            }),
          );
          answer.end();
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

const QUERY = 'Q'.charCodeAt(0);
const PARSE = 'P'.charCodeAt(0);
const NOTIFICATION = 'A'.charCodeAt(0);
const LISTEN_STATEMENT = /^\s*(UN)?LISTEN\s+("(?:[^"]|"")+"|[^\s;]+)/i;

/** Which client listens on which channel, and notifications taken out of answers and sent to them. */
class NotificationRouter {
  private readonly listening = new Map<number, Set<string>>();

  constructor(private readonly handlers: Set<Handler>) {}

  /** Notes a client's LISTEN or UNLISTEN (simple or extended query). */
  follow(handlerId: number, message: Uint8Array): void {
    const type = message[0];
    if (type !== QUERY && type !== PARSE) return;
    let start = 5;
    if (type === PARSE) start = message.indexOf(0, 5) + 1; // after the statement's name
    const end = message.indexOf(0, start);
    const sql = Buffer.from(message.subarray(start, end < 0 ? undefined : end)).toString('utf8');
    if (!/LISTEN/i.test(sql)) return;
    for (const statement of sql.split(';')) {
      const m = LISTEN_STATEMENT.exec(statement);
      if (!m) continue;
      const channel = channelName(m[2]!);
      const set = this.listening.get(handlerId) ?? new Set<string>();
      if (!m[1]) set.add(channel);
      else if (channel === '*') set.clear();
      else set.delete(channel);
      this.listening.set(handlerId, set);
    }
  }

  forget(handlerId: number): void {
    this.listening.delete(handlerId);
  }

  /** Passes an answer through to its client, whole messages at a time, minus the notifications it holds. */
  answer(send: (data: Uint8Array) => void): { write(data: Uint8Array): void; end(): void } {
    let held: Buffer = Buffer.alloc(0);
    return {
      write: (data) => {
        if (!this.listening.size) {
          // Nobody listens: nothing to route, and no message to look into (the common case).
          if (held.length) {
            send(Buffer.concat([held, data]));
            held = Buffer.alloc(0);
          } else send(data);
          return;
        }
        const bytes: Buffer = held.length ? Buffer.concat([held, data]) : Buffer.from(data.buffer, data.byteOffset, data.length);
        const keep: Buffer[] = [];
        let at = 0;
        let from = 0;
        while (at + 5 <= bytes.length) {
          const end = at + 1 + bytes.readInt32BE(at + 1);
          if (end > bytes.length) break;
          if (bytes[at] === NOTIFICATION) {
            if (at > from) keep.push(bytes.subarray(from, at));
            this.deliver(bytes.subarray(at, end));
            from = end;
          }
          at = end;
        }
        if (at > from) keep.push(bytes.subarray(from, at));
        held = Buffer.from(bytes.subarray(at));
        if (keep.length) send(keep.length === 1 ? keep[0]! : Buffer.concat(keep));
      },
      end: () => {
        if (held.length) send(held);
        held = Buffer.alloc(0);
      },
    };
  }

  private deliver(message: Buffer): void {
    // NotificationResponse: type, length, sender's pid, channel (C string), payload (C string).
    const channelEnd = message.indexOf(0, 9);
    const channel = message.subarray(9, channelEnd).toString('utf8');
    const copy = Uint8Array.from(message);
    for (const h of this.handlers) {
      if (this.listening.get(h.handlerId)?.has(channel) && h.socket?.writable) h.socket.write(copy);
    }
  }
}

/** A channel as LISTEN names it: a quoted identifier as written, else folded to lower case. */
function channelName(raw: string): string {
  return raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw.toLowerCase();
}
