import { Injectable } from '@nestjs/common';
import { Metrics } from '@parley/server-kit';
import { Counter, Gauge, Histogram } from 'prom-client';

/** The webchat server's own metrics, beside the common ones (docs/operations.md, Metrics). */
@Injectable()
export class WebchatMetrics {
  readonly messages: Counter<'sender'>;
  readonly deliveries: Counter<'result'>;
  readonly deliveryDuration: Histogram;
  readonly circuitChanges: Counter<'state'>;
  readonly limited: Counter<'limit'>;
  private circuits: (() => Record<'open' | 'half_open', number>) | undefined;
  private sockets: (() => number) | undefined;
  private outbox: (() => Promise<number>) | undefined;

  constructor(metrics: Metrics) {
    const registers = [metrics.registry];
    this.messages = new Counter({
      name: 'parley_webchat_messages_total',
      help: 'Webchat messages stored, by sender (user, bot)',
      labelNames: ['sender'],
      registers,
    });
    this.deliveries = new Counter({
      name: 'parley_webchat_delivery_attempts_total',
      help: "Attempts to hand a user message to its bot (webhook or FAQ bot), by result (delivered, retry, failed: given up)",
      labelNames: ['result'],
      registers,
    });
    this.deliveryDuration = new Histogram({
      name: 'parley_webchat_delivery_duration_seconds',
      help: 'Time of one delivery attempt (webhook call or FAQ answer)',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    this.circuitChanges = new Counter({
      name: 'parley_webchat_webhook_circuit_changes_total',
      help: 'Webhook circuit breakers changing state, by the state entered (open, half_open, closed)',
      labelNames: ['state'],
      registers,
    });
    this.limited = new Counter({
      name: 'parley_webchat_limited_total',
      help: 'Socket messages, events, pushes and new-visitor handshakes refused past an abuse limit, by limit (visitor_messages, visitor_events, app_messages, app_pushes, new_visitors)',
      labelNames: ['limit'],
      registers,
    });
    const circuits: Gauge<'state'> = new Gauge({
      name: 'parley_webchat_webhook_circuits',
      help: 'Apps whose webhook circuit is not closed in this instance, by state (open, half_open)',
      labelNames: ['state'],
      registers,
      collect: () => {
        if (!this.circuits) return;
        for (const [state, n] of Object.entries(this.circuits())) circuits.set({ state }, n);
      },
    });
    const sockets: Gauge = new Gauge({
      name: 'parley_webchat_sockets',
      help: 'Widget sockets connected to this instance',
      registers,
      collect: () => {
        if (this.sockets) sockets.set(this.sockets());
      },
    });
    const outbox: Gauge = new Gauge({
      name: 'parley_webchat_outbox_pending',
      help: 'User messages waiting for delivery to their bot (all instances: the outbox is shared)',
      registers,
      collect: async () => {
        if (!this.outbox) return;
        // A scrape while the database is away keeps the last figure rather than failing.
        const n = await this.outbox().catch(() => undefined);
        if (n !== undefined) outbox.set(n);
      },
    });
  }

  watchSockets(count: () => number): void {
    this.sockets = count;
  }

  watchOutbox(pending: () => Promise<number>): void {
    this.outbox = pending;
  }

  watchCircuits(counts: () => Record<'open' | 'half_open', number>): void {
    this.circuits = counts;
  }
}
