import { Inject, Injectable } from '@nestjs/common';
import { Limiter, type Allowance } from '@parley/redis';
import { WEBCHAT_CONFIG, type WebchatConfig } from '../config/env';
import { WebchatMetrics } from './webchat-metrics';

/** Why a message or a push was refused, and when it may come again. */
export interface Refusal {
  message: string;
  retryAfterSeconds: number;
}

/**
 * The webchat's abuse limits (docs/operations.md, "Abuse limits"): messages per visitor, other
 * events per visitor, messages per App (all its visitors), pushes per App, each in fixed windows of
 * WEBCHAT_LIMIT_WINDOW_MS, and new visitors per client address in windows of WEBCHAT_NEW_VISITORS_WINDOW_MS.
 * Each is taken from the `Limiter` (libs/redis) before the work: shared by the instances through
 * Redis, leased in batches so that most messages and pushes cost no round trip (a message's two
 * budgets at most one), and this instance's share of each while Redis is away. A take never fails:
 * Redis errors fall back to the share.
 */
@Injectable()
export class WebchatLimits {
  constructor(
    private readonly limiter: Limiter,
    @Inject(WEBCHAT_CONFIG) private readonly config: WebchatConfig,
    private readonly metrics: WebchatMetrics,
  ) {}

  /** A visitor's message: null within the visitor's and the App's limits (both taken at once), else why not. */
  message(appId: string, userId: string): Promise<Refusal | null> {
    const c = this.config;
    return this.take([
      [
        `webchat:visitor:${appId}:${userId}`,
        c.WEBCHAT_VISITOR_MESSAGES_PER_WINDOW,
        'visitor_messages',
        'Too many messages from this visitor',
      ],
      [`webchat:messages:${appId}`, c.WEBCHAT_APP_MESSAGES_PER_WINDOW, 'app_messages', "Too many messages to this App's bot right now"],
    ]);
  }

  /**
   * A visitor's other event (typing, "retry now"): null within the visitor's event limit, else why
   * not. Refused ones are dropped: typing is a passing hint and the server retries deliveries itself.
   */
  visitorEvent(appId: string, userId: string): Promise<Refusal | null> {
    return this.take([
      [
        `webchat:events:${appId}:${userId}`,
        this.config.WEBCHAT_VISITOR_EVENTS_PER_WINDOW,
        'visitor_events',
        'Too many events from this visitor',
      ],
    ]);
  }

  /** A bot's push (a message or typing): null within the App's push limit, else why not. */
  push(appId: string): Promise<Refusal | null> {
    return this.take([[`webchat:pushes:${appId}`, this.config.WEBCHAT_APP_PUSHES_PER_WINDOW, 'app_pushes', 'Too many pushes to this App']]);
  }

  /**
   * A push (or a bot's handover call) taken by `push` was refused for what it carries (a 400): its
   * unit goes back to the App's push limit, so a bot's malformed pushes do not starve its good
   * ones. Unless they are abusive: the App's refused pushes are counted too, up to the same limit
   * per window; past it, a refused push keeps its cost.
   */
  async refusedPush(appId: string): Promise<void> {
    const allowance = {
      key: `webchat:pushes:${appId}`,
      limit: this.config.WEBCHAT_APP_PUSHES_PER_WINDOW,
      windowMs: this.config.WEBCHAT_LIMIT_WINDOW_MS,
    };
    await this.limiter.refund(allowance, 1, `webchat:refused-pushes:${appId}`);
  }

  /**
   * A handshake that starts a new visitor, from this client address: null within the address's
   * limit (WEBCHAT_NEW_VISITORS_PER_WINDOW, all Apps together), else why not.
   */
  newVisitor(address: string): Promise<Refusal | null> {
    const c = this.config;
    return this.take(
      [[`webchat:new-visitors:${address}`, c.WEBCHAT_NEW_VISITORS_PER_WINDOW, 'new_visitors', 'Too many new visitors from this address']],
      c.WEBCHAT_NEW_VISITORS_WINDOW_MS,
      'connect again',
    );
  }

  /** One unit of each limit ([key, limit, metric name, what]), or why not: the first without one left. */
  private async take(
    limits: [key: string, limit: number, name: string, what: string][],
    windowMs = this.config.WEBCHAT_LIMIT_WINDOW_MS,
    then = 'send again',
  ): Promise<Refusal | null> {
    const allowances: Allowance[] = limits.map(([key, limit]) => ({ key, limit, windowMs }));
    const verdict = await this.limiter.take(allowances);
    if (verdict.ok) return null;
    const [, , name, what] = limits[verdict.refused]!;
    this.metrics.limited.inc({ limit: name });
    const wait = Math.max(1, Math.ceil(verdict.resetMs / 1000));
    return { message: `${what}: wait ${wait} s, then ${then}`, retryAfterSeconds: wait };
  }
}
