import { WEBCHAT_NAMESPACE, WebchatEvents, type MessageAck, type VisitorPayload } from '@parley/contracts';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';

/** What one kind of client got during a scenario. */
export class Tally {
  /** Answers by status (`200`, `503`) or failure kind (`ECONNREFUSED`, `timeout`). */
  readonly outcomes = new Map<string, number>();
  /** Ids of what the server acknowledged as stored. */
  readonly acked = new Set<string>();
  /** Time of each success (ms since the epoch), for recovery times. */
  readonly successes: number[] = [];
  slowestMs = 0;
  requests = 0;
  /** Every answer's time (ms), for percentiles. */
  readonly latencies: number[] = [];

  constructor(readonly name: string) {}

  count(outcome: string, ms: number, at: number, ackedId?: string): void {
    this.requests++;
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
    this.slowestMs = Math.max(this.slowestMs, ms);
    this.latencies.push(ms);
    if (outcome === '200') {
      this.successes.push(at);
      if (ackedId) this.acked.add(ackedId);
    }
  }

  /** 5xx answers other than 503 (a 503 says "retry", anything else is a failure of ours). */
  get serverErrors(): number {
    let n = 0;
    for (const [k, v] of this.outcomes) if (/^5\d\d$/.test(k) && k !== '503') n += v;
    return n;
  }

  /** First success at or after `t` (ms), or null. */
  firstSuccessAfter(t: number): number | null {
    for (const s of this.successes) if (s >= t) return s;
    return null;
  }

  /** The longest time between two successes (or from `from` to the first), in ms. */
  longestGap(from: number): number {
    let prev = from;
    let gap = 0;
    for (const s of [...this.successes].sort((a, b) => a - b)) {
      if (s < from) continue;
      gap = Math.max(gap, s - prev);
      prev = s;
    }
    return gap;
  }

  /** The latency (ms) under which `p` % of the answers came (nearest rank); NaN before any. */
  percentile(p: number): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : NaN;
  }

  summary(): string {
    const parts = [...this.outcomes].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}×${v}`);
    return `${this.name}: ${parts.join(' ')} (slowest ${(this.slowestMs / 1000).toFixed(1)} s)`;
  }
}

export interface HttpRequestSpec {
  url: string;
  init: RequestInit;
  /** Stored when answered 200 (the suite checks it is in the database). */
  id?: string;
}

/** A request that takes longer than this counts as a hang. */
export const HANG_MS = 15_000;

/**
 * `concurrency` clients, each sending one request after the other until `stop()` says so, with a
 * short pause after anything but a 200 (a client backs off; the suite does not spin on 503s).
 */
export function httpLoad(tally: Tally, concurrency: number, next: (n: number) => HttpRequestSpec, stop: () => boolean): Promise<void> {
  let n = 0;
  const worker = async () => {
    while (!stop()) {
      const spec = next(n++);
      const t0 = Date.now();
      let outcome: string;
      try {
        const res = await fetch(spec.url, { ...spec.init, signal: AbortSignal.timeout(HANG_MS) });
        await res.arrayBuffer();
        outcome = String(res.status);
      } catch (err) {
        outcome = failureKind(err);
      }
      tally.count(outcome, Date.now() - t0, Date.now(), spec.id);
      if (outcome !== '200') await sleep(50);
    }
  };
  return Promise.all(Array.from({ length: concurrency }, worker)).then(() => undefined);
}

/**
 * Widget stand-ins sending user messages over Socket.IO (reconnecting on their own), each message
 * acknowledged with the stored message; the acknowledged clientMessageIds must all be stored.
 */
export function socketLoad(
  tally: Tally,
  webchatUrl: string,
  appToken: string,
  clients: number,
  prefix: string,
  stop: () => boolean,
): Promise<void> {
  const one = async (k: number) => {
    const userId = `${prefix}-user-${k}`;
    // The first handshake claims the userId; the reconnections prove it with the token it brought.
    let visitorToken: string | undefined;
    const socket: Socket = io(webchatUrl + WEBCHAT_NAMESPACE, {
      auth: (cb) => cb(visitorToken ? { appToken, userId, visitorToken } : { appToken, userId }),
      forceNew: true,
      transports: ['websocket'],
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    });
    // A refusal for a passing reason ends socket.io's own retries: try again, as the widget does.
    socket.on('connect_error', () => {
      if (!socket.active) setTimeout(() => stop() || socket.connect(), 300);
    });
    socket.on('disconnect', () => {
      if (!socket.active) setTimeout(() => stop() || socket.connect(), 300);
    });
    socket.on(WebchatEvents.Visitor, (v: VisitorPayload) => (visitorToken = v.visitorToken));
    let n = 0;
    while (!stop()) {
      if (!socket.connected) {
        await sleep(50);
        continue;
      }
      const clientMessageId = `${prefix}-${k}-${n++}-${randomUUID().slice(0, 8)}`;
      const t0 = Date.now();
      try {
        // Acknowledged with the stored message, or with the error that kept it out (its code counted).
        const answer = (await socket.timeout(HANG_MS).emitWithAck(WebchatEvents.Message, {
          message: { type: 'text', payload: { value: `hello ${clientMessageId}` } },
          clientMessageId,
        })) as MessageAck;
        if ('error' in answer) tally.count(answer.error.code, Date.now() - t0, Date.now());
        else tally.count(answer.clientMessageId === clientMessageId ? '200' : 'not stored', Date.now() - t0, Date.now(), clientMessageId);
      } catch (err) {
        tally.count(socket.connected ? failureKind(err) : 'disconnected', Date.now() - t0, Date.now());
      }
      await sleep(20);
    }
    socket.disconnect();
  };
  return Promise.all(Array.from({ length: clients }, (_, k) => one(k))).then(() => undefined);
}

/**
 * Sends `next()` `rate` times a second for `seconds`, on a schedule whatever the answers (open
 * loop: a slow server cannot slow the load down and so hide its own latency); resolves when every
 * answer is in.
 */
export async function openLoad(tally: Tally, rate: number, seconds: number, next: (n: number) => HttpRequestSpec): Promise<void> {
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < Math.round(rate * seconds); n++) {
    const wait = start + (n * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const spec = next(n);
    const t0 = performance.now();
    pending.push(
      fetch(spec.url, { ...spec.init, signal: AbortSignal.timeout(HANG_MS) }).then(
        async (res) => {
          await res.arrayBuffer();
          tally.count(String(res.status), Math.round(performance.now() - t0), Date.now(), spec.id);
        },
        (err: unknown) => tally.count(failureKind(err), Math.round(performance.now() - t0), Date.now()),
      ),
    );
  }
  await Promise.all(pending);
}

function failureKind(err: unknown): string {
  const e = err as { name?: string; cause?: { code?: string; name?: string }; code?: string };
  if (e?.name === 'TimeoutError' || e?.cause?.name === 'TimeoutError') return 'timeout';
  return e?.cause?.code ?? e?.code ?? e?.name ?? 'error';
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
