import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { AppDirectory, type WebchatApp } from '../apps/app-directory.service';
import { DatabaseOutage } from '@parley/server-kit';
import { WebchatMetrics } from '../common/webchat-metrics';
import { WEBCHAT_CONFIG, type WebchatConfig } from '../config/env';
import type { AppEntityMatch, ClassificationMatch, DeliveryState } from '@parley/contracts';
import { DeliverySignal } from '../messaging/delivery-signal';
import { Publisher } from '../messaging/publisher';
import { FaqBot } from '../faq/faq-bot.service';
import { FaqClassifier } from '../faq/faq-classifier';
import { backoffDelay } from './backoff';
import { MAX_SENTENCE, textOf } from './message-text';
import { OutboxRepository, type ClaimedDelivery, type ClaimRoom } from './outbox.repository';
import { signature, signatureHeader, webhookBody, webhookEventBody } from './webhook-body';
import { HandoverService } from '../handover/handover.service';
import type { HandoverStatus } from '@parley/contracts';
import { WebhookCircuits } from './webhook-circuits';
import { WebhookClient, WebhookTimeoutError } from './webhook-client';

/**
 * The classification and the App entities a webhook carries wait this long at most (a cold model may
 * be training, a long list of values compiling): then null.
 */
const CLASSIFY_TIMEOUT_MS = 5000;

/** How long deliveries in flight may take to finish when the server stops. */
const DRAIN_MS = 3000;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());

/**
 * Drains the outbox: each user message goes to the App's webhook (signed), or to the FAQ bot when
 * the App has none. Failures are retried with exponential backoff until the retry window closes,
 * then marked failed and kept. Runs in every instance; rows are claimed with SKIP LOCKED.
 *
 * Fair across accounts and Apps: one App holds at most DELIVERY_APP_CONCURRENCY of the instance's
 * slots and the Apps of one account together at most DELIVERY_ACCOUNT_CONCURRENCY, slots are handed
 * round the accounts and their Apps, and a webhook that keeps timing out has its circuit opened (no
 * delivery of that App starts for a while). Slow bots then hold their own account's share of the
 * slots and leave the rest to the other accounts.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('DeliveryWorker');
  private readonly inFlight = new Set<Promise<void>>();
  /** Deliveries claimed by this instance and not settled yet, by id. */
  private readonly claimed = new Set<string>();
  /** Attempts cut short by the shutdown, whose lease is given back. */
  private readonly cut = new Set<string>();
  private releasing = false;
  /** Deliveries in flight per App. */
  private readonly perApp = new Map<string, number>();
  /** Deliveries in flight per account. */
  private readonly perAccount = new Map<string, number>();
  private readonly circuits: WebhookCircuits;
  private timer: NodeJS.Timeout | null = null;
  private looping: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly webhooks: WebhookClient;

  constructor(
    @Inject(WEBCHAT_CONFIG) private readonly config: WebchatConfig,
    private readonly outbox: OutboxRepository,
    private readonly apps: AppDirectory,
    private readonly faq: FaqBot,
    private readonly classifier: FaqClassifier,
    private readonly signal: DeliverySignal,
    private readonly metrics: WebchatMetrics,
    private readonly publisher: Publisher,
    private readonly outage: DatabaseOutage,
    private readonly handover: HandoverService,
  ) {
    this.webhooks = new WebhookClient({ allowPrivate: config.WEBHOOK_ALLOW_PRIVATE });
    this.circuits = new WebhookCircuits({ timeouts: config.DELIVERY_BREAKER_TIMEOUTS, openMs: config.DELIVERY_BREAKER_OPEN_MS }, (e) => {
      this.metrics.circuitChanges.inc({ state: e.state.replace('-', '_') });
      if (e.state === 'open') {
        this.logger.warn(
          `webhook circuit of App ${e.appId} open after ${e.timeouts} timeouts in a row: its deliveries wait ${this.config.DELIVERY_BREAKER_OPEN_MS} ms, then one probes`,
        );
      } else if (e.state === 'half-open') this.logger.log(`webhook circuit of App ${e.appId} half-open: one delivery probes the webhook`);
      else this.logger.log(`webhook circuit of App ${e.appId} closed: the webhook answers again`);
    });
  }

  onApplicationBootstrap(): void {
    this.metrics.watchOutbox(() => this.outbox.pendingCount());
    this.metrics.watchCircuits(() => this.circuits.counts());
    if (!this.config.DELIVERY_WORKER) return;
    this.signal.onWake(() => this.kick());
    this.timer = setInterval(() => this.kick(), this.config.DELIVERY_POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    // Deliveries in flight get DRAIN_MS to finish; those still running are cut (their webhook
    // calls aborted) and their leases given back, so another instance sends them at once rather
    // than after the lease (the webhook timeout + 30 s).
    const settled = async () => {
      await this.looping;
      await Promise.allSettled([...this.inFlight]);
    };
    await Promise.race([settled(), sleep(DRAIN_MS)]);
    this.releasing = true;
    this.webhooks.close();
    await Promise.race([settled(), sleep(500)]);
    const ids = [...new Set([...this.cut, ...this.claimed])];
    if (ids.length) {
      await this.outbox
        .release(ids)
        .then(() => this.logger.log(`stopping: ${ids.length} deliveries given back for another instance`))
        .catch((err: unknown) =>
          this.logger.warn(`stopping: leases not given back (${(err as Error).message}); they come back after the lease`),
        );
    }
  }

  /** Claims and starts what is due now; called on insert, on each finished delivery, and by the poll. */
  kick(): void {
    if (this.stopped) return;
    if (this.looping) {
      this.again = true;
      return;
    }
    this.looping = this.loop().finally(() => {
      this.looping = null;
    });
  }

  private async loop(): Promise<void> {
    const lease = this.config.WEBHOOK_TIMEOUT_MS + 30_000;
    do {
      this.again = false;
      const free = this.config.DELIVERY_CONCURRENCY - this.inFlight.size;
      if (free <= 0 || this.stopped) return;
      let claimed: ClaimedDelivery[];
      try {
        claimed = await this.outbox.claim(free, lease, this.room());
      } catch (err) {
        this.outage.failed('outbox polls failed', err, () => this.logger.warn(`outbox claim failed: ${(err as Error).message}`));
        return;
      }
      for (const d of claimed) {
        this.claimed.add(d.id);
        count(this.perApp, d.appId, 1);
        if (d.accountId) count(this.perAccount, d.accountId, 1);
        this.circuits.started(d.appId);
        const p = this.deliver(d).finally(() => {
          this.claimed.delete(d.id);
          this.inFlight.delete(p);
          count(this.perApp, d.appId, -1);
          if (d.accountId) count(this.perAccount, d.accountId, -1);
          // The conversation's next message may go now.
          this.kick();
        });
        this.inFlight.add(p);
      }
      if (claimed.length === free) this.again = true;
    } while (this.again);
  }

  /**
   * What each App may start now (its cap less what it has in flight here, less what its circuit
   * allows), and each account (its cap less what its Apps have in flight here).
   */
  private room(): ClaimRoom {
    const cap = this.config.DELIVERY_APP_CONCURRENCY;
    const apps = new Map<string, number>();
    for (const [appId, n] of this.perApp) apps.set(appId, Math.max(0, cap - n));
    for (const appId of this.circuits.limited()) {
      const circuit = this.circuits.room(appId);
      if (circuit !== null) apps.set(appId, Math.min(apps.get(appId) ?? cap, circuit));
    }
    const accountCap = this.config.DELIVERY_ACCOUNT_CONCURRENCY;
    const accounts = new Map<string, number>();
    for (const [accountId, n] of this.perAccount) accounts.set(accountId, Math.max(0, accountCap - n));
    return { perApp: cap, apps, perAccount: accountCap, accounts };
  }

  private async deliver(d: ClaimedDelivery): Promise<void> {
    const t0 = performance.now();
    let sent = false;
    try {
      const app = await this.apps.byAppId(d.appId);
      if (!app) {
        this.metrics.deliveries.inc({ result: 'failed' });
        return await this.outbox.failed(d.id, 'app deleted');
      }
      if (d.sender === 'system') {
        // A handover change: an event for the webhook (the FAQ bot has nothing to do with it).
        if (app.webhookUrl) await this.postHandoverEvent(app, app.webhookUrl, d);
      } else {
        // A closed conversation reopens, a phrase asking for a person makes it wait for one; the
        // FAQ bot is silent while a person answers, a webhook gets the state in the body.
        const { handover, botAnswers } = await this.handover.beforeBot(app, d);
        if (app.webhookUrl) await this.postWebhook(app, app.webhookUrl, d, handover);
        else if (botAnswers) await this.faq.answer(app, d);
      }
      sent = true;
      this.metrics.deliveryDuration.observe((performance.now() - t0) / 1000);
      this.metrics.deliveries.inc({ result: 'delivered' });
      await this.outbox.delivered(d.id);
      if (d.sender === 'user') this.tell(d, 'delivered');
    } catch (err) {
      if (!sent) this.metrics.deliveryDuration.observe((performance.now() - t0) / 1000);
      if (this.releasing && !sent) {
        this.cut.add(d.id);
        return;
      }
      await this.failed(d, err instanceof Error ? err.message : String(err))
        .then((state) => d.sender === 'user' && this.tell(d, state))
        .catch((e: unknown) =>
          this.outage.failed('outbox updates failed', e, () => this.logger.warn(`outbox update failed: ${(e as Error).message}`)),
        );
    }
  }

  /** The visitor's tabs show where their message stands ("not delivered", then "delivered"). */
  private tell(d: ClaimedDelivery, state: DeliveryState): void {
    this.publisher.delivery(d.appId, d.userId, { messageId: d.messageId, state });
  }

  private async postHandoverEvent(app: WebchatApp, url: string, d: ClaimedDelivery): Promise<void> {
    const body = webhookEventBody({
      event: d.meta?.event ?? 'changed',
      handover: (d.meta?.handover as unknown as HandoverStatus | undefined) ?? d.handover,
      userId: d.userId,
      appToken: app.token,
      conversationId: d.conversationId,
      createdAt: d.messageCreatedAt.toISOString(),
      deliveryId: d.publicId,
    });
    await this.send(app, url, d, body);
  }

  private async postWebhook(app: WebchatApp, url: string, d: ClaimedDelivery, handover: HandoverStatus): Promise<void> {
    const { classification, entities } = await this.understand(app, d);
    const body = webhookBody({
      type: d.type,
      payload: d.payload,
      userId: d.userId,
      appToken: app.token,
      conversationId: d.conversationId,
      referrer: d.referrer,
      createdAt: d.messageCreatedAt.toISOString(),
      deliveryId: d.publicId,
      classification,
      entities,
      handover,
      toPerson: d.writtenWhileAssigned || handover.state === 'assigned',
    });
    await this.send(app, url, d, body);
  }

  /** Posts a signed body (`Parley-Signature`, `X-Parley-Signature`, `Parley-Delivery-Id`); the circuit counts timeouts. */
  private async send(app: WebchatApp, url: string, d: ClaimedDelivery, body: string): Promise<void> {
    try {
      await this.webhooks.post({
        url,
        body,
        headers: {
          'content-type': 'application/json',
          'parley-delivery-id': d.publicId,
          'parley-signature': signatureHeader(body, app.webhookSecret, Date.now() / 1000),
          'x-parley-signature': signature(body, app.webhookSecret),
          'user-agent': 'Parley-Webchat/0.1',
        },
        timeoutMs: this.config.WEBHOOK_TIMEOUT_MS,
      });
    } catch (err) {
      // Only timeouts hold slots long; a quick failure (an error status, a refused connection) closes the circuit.
      if (err instanceof WebhookTimeoutError) this.circuits.timedOut(app.id);
      else this.circuits.answered(app.id);
      throw err;
    }
    this.circuits.answered(app.id);
  }

  /**
   * The user's message as classify would answer it for this App (its threshold and margin, at most
   * 5 matches) and the App entities found in it, so the bot needs no second call; each null when
   * there is no text, or no answer in time.
   */
  private async understand(app: WebchatApp, d: ClaimedDelivery): Promise<{ classification: ClassificationMatch[] | null; entities: AppEntityMatch[] | null }> {
    const text = textOf(d);
    if (!text) return { classification: null, entities: null };
    const sentence = text.slice(0, MAX_SENTENCE);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), CLASSIFY_TIMEOUT_MS);
    });
    const inTime = async <T>(what: string, work: () => Promise<T>): Promise<T | null> => {
      try {
        return await Promise.race([work(), late]);
      } catch (err) {
        this.logger.warn(`${what} for the webhook of App ${app.id} failed: ${(err as Error).message}`);
        return null;
      }
    };
    try {
      const [classification, entities] = await Promise.all([
        // The matches as classify answers them (libs/trainer-runtime makes them in that shape).
        inTime('classification', () =>
          this.classifier.classify(app.id, app.language, sentence, { threshold: app.classificationThreshold, margin: app.ambiguityMargin, max: 5 }),
        ),
        inTime('entity extraction', () => this.classifier.entities(app.id, app.language, sentence)),
      ]);
      return { classification, entities };
    } finally {
      clearTimeout(timer);
    }
  }

  private async failed(d: ClaimedDelivery, error: string): Promise<DeliveryState> {
    const age = Date.now() - d.queuedAt.getTime();
    if (age >= this.config.DELIVERY_RETRY_WINDOW_MS) {
      this.metrics.deliveries.inc({ result: 'failed' });
      this.logger.warn(`delivery ${d.id} failed for good after ${d.attempts} attempts: ${error}`);
      await this.outbox.failed(d.id, error);
      return 'failed';
    }
    this.metrics.deliveries.inc({ result: 'retry' });
    const delay = backoffDelay(d.attempts, { baseMs: this.config.DELIVERY_BACKOFF_BASE_MS, maxMs: this.config.DELIVERY_BACKOFF_MAX_MS });
    this.logger.debug(`delivery ${d.id} attempt ${d.attempts} failed (${error}); retry in ${delay} ms`);
    await this.outbox.retryLater(d.id, delay, error);
    return 'retrying';
  }
}

/** Adds `by` to a key's count, forgetting keys that fall to zero. */
function count(counts: Map<string, number>, key: string, by: number): void {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
