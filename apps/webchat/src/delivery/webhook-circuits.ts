export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitSettings {
  /** Timeouts in a row that open an App's circuit. */
  timeouts: number;
  /** How long it stays open before one probe. */
  openMs: number;
}

export interface CircuitEvent {
  appId: string;
  state: CircuitState;
  /** Timeouts in a row when it opened. */
  timeouts: number;
}

interface Circuit {
  state: CircuitState;
  timeouts: number;
  openUntil: number;
  probing: boolean;
}

/**
 * Circuit breakers of the Apps' webhooks, per instance. A webhook that keeps timing out would hold
 * its App's delivery slots for the whole time limit on every attempt; after `timeouts` timeouts in
 * a row its circuit opens: none of its deliveries start for `openMs`. Then it is half-open: one
 * delivery probes it; an answer (any, even an error status: the webhook is there) closes the
 * circuit, another timeout opens it again. Deliveries wait in the outbox meanwhile (their retry
 * window runs on).
 */
export class WebhookCircuits {
  private readonly circuits = new Map<string, Circuit>();

  constructor(
    private readonly s: CircuitSettings,
    private readonly onChange: (e: CircuitEvent) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Deliveries of the App that may start now as far as its circuit goes: null when it sets no limit. */
  room(appId: string): number | null {
    const c = this.circuits.get(appId);
    if (!c || c.state === 'closed') return null;
    if (c.state === 'open' && this.now() >= c.openUntil) {
      c.state = 'half-open';
      this.onChange({ appId, state: 'half-open', timeouts: c.timeouts });
    }
    return c.state === 'half-open' && !c.probing ? 1 : 0;
  }

  /** Apps whose circuit is not closed (their room is limited). */
  limited(): string[] {
    return [...this.circuits].filter(([, c]) => c.state !== 'closed').map(([appId]) => appId);
  }

  /** A delivery of the App starts: in half-open state, it is the probe. */
  started(appId: string): void {
    const c = this.circuits.get(appId);
    if (c?.state === 'half-open') c.probing = true;
  }

  /** The webhook did not answer in time. */
  timedOut(appId: string): void {
    const c = this.circuits.get(appId) ?? { state: 'closed' as CircuitState, timeouts: 0, openUntil: 0, probing: false };
    this.circuits.set(appId, c);
    c.timeouts++;
    if (c.state === 'half-open' || (c.state === 'closed' && c.timeouts >= this.s.timeouts)) {
      c.state = 'open';
      c.openUntil = this.now() + this.s.openMs;
      c.probing = false;
      this.onChange({ appId, state: 'open', timeouts: c.timeouts });
    }
  }

  /** The webhook answered (whatever the status) or failed quickly: the circuit closes. */
  answered(appId: string): void {
    const c = this.circuits.get(appId);
    if (!c) return;
    this.circuits.delete(appId);
    if (c.state !== 'closed') this.onChange({ appId, state: 'closed', timeouts: c.timeouts });
  }

  /** Circuits not closed, by state (for the metrics). */
  counts(): Record<'open' | 'half_open', number> {
    const n = { open: 0, half_open: 0 };
    for (const c of this.circuits.values()) {
      if (c.state === 'open') n.open++;
      else if (c.state === 'half-open') n.half_open++;
    }
    return n;
  }
}
