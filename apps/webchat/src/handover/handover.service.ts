import { HttpException, Injectable, NotFoundException } from '@nestjs/common';
import {
  HANDOVER_DEFAULT_TEXTS,
  nobodyOnlineText,
  type BotMessage,
  type ConversationMessage,
  type HandoverPayload,
  type HandoverReason,
  type HandoverStatus,
  type OperatorIdentity,
  type SystemEvent,
} from '@parley/contracts';
import type { WebchatApp } from '../apps/app-directory.service';
import { BotmeterRecorder } from '../botmeter/botmeter-recorder';
import { WebchatMetrics } from '../common/webchat-metrics';
import type { ClaimedDelivery } from '../delivery/outbox.repository';
import { MAX_SENTENCE, textOf } from '../delivery/message-text';
import { DeliverySignal } from '../messaging/delivery-signal';
import { toConversationMessage } from '../messaging/message.repository';
import { Publisher } from '../messaging/publisher';
import { asksForPerson } from './handover-phrases';
import { operatorOf } from './handover-status';
import { HandoverMailer } from './handover-mailer';
import { HandoverRepository, type Changed, type HandoverConversation, type SystemLine } from './handover.repository';
import { OperatorHub } from './operator-hub';
import { OperatorPresence } from './operator-presence';

/** A refusal of the operator API: 409 with a stable code (and the conversation's state, so the page can show who has it). */
export class HandoverConflict extends HttpException {
  constructor(
    readonly code: 'HANDOVER.ALREADY_TAKEN' | 'HANDOVER.NOT_ASSIGNEE',
    message: string,
    readonly handover?: HandoverStatus,
  ) {
    super({ message, code, handover }, 409);
  }
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/**
 * Human handover (docs/handover.md): the conversation's state machine, the system lines each change
 * writes, and the operator's messages. A change and its lines commit in one transaction, and an
 * operator's message only while they are the assignee (HandoverRepository); both hold the
 * conversation's row like the message writer's batches, so ids commit in the conversation's order
 * whoever writes. Published after the commit; each change is sent
 * to the visitor's tabs (`handover`), to the App's inbox pages (their row), and, as its system
 * message is queued like a visitor message, to the bot's webhook as a signed event.
 */
@Injectable()
export class HandoverService {
  constructor(
    private readonly repo: HandoverRepository,
    private readonly publisher: Publisher,
    private readonly hub: OperatorHub,
    private readonly presence: OperatorPresence,
    private readonly signal: DeliverySignal,
    private readonly mailer: HandoverMailer,
    private readonly botmeter: BotmeterRecorder,
    private readonly metrics: WebchatMetrics,
  ) {}

  /** What the widget is told: the state, who answers, whether anyone is online, whether to offer the e-mail form. */
  async payload(app: WebchatApp, conv: HandoverConversation | null): Promise<HandoverPayload> {
    const online = (await this.presence.online(app.id)).length > 0;
    const status = conv?.status ?? { state: 'bot' as const };
    const out: HandoverPayload = {
      state: status.state,
      operatorsOnline: online,
      emailRequested: status.state === 'waiting' && !online && !conv?.email,
    };
    if (status.state === 'assigned' && status.assignee) out.assignee = status.assignee.avatarUrl ? { name: status.assignee.name, avatarUrl: status.assignee.avatarUrl } : { name: status.assignee.name };
    return out;
  }

  async payloadOf(app: WebchatApp, userId: string): Promise<{ payload: HandoverPayload; conversationId?: string }> {
    const conv = await this.repo.byUser(app.id, userId);
    return { payload: await this.payload(app, conv), conversationId: conv?.id };
  }

  async status(app: WebchatApp, userId: string): Promise<HandoverStatus> {
    return (await this.repo.byUser(app.id, userId))?.status ?? { state: 'bot', changedAt: new Date().toISOString() };
  }

  /**
   * The conversation needs a person (the visitor asked, the FAQ bot fell back, the bot asked): from
   * `bot` or `closed`; a conversation already waiting or assigned stays as it is. When no member
   * who may answer is online, the visitor is told so and offered to leave an address.
   */
  async request(app: WebchatApp, userId: string, reason: HandoverReason, note: string | null = null): Promise<HandoverStatus> {
    const nobody = !(await this.presence.online(app.id)).length;
    const done = await this.repo.request(app.id, userId, reason, note, () => [
      this.line(app, 'waiting'),
      ...(nobody ? [{ event: 'nobody_online' as const, text: nobodyOnlineText(app.language, app.nobodyOnlineMessages) }] : []),
    ]);
    if (!done) return this.status(app, userId);
    await this.changed(app, done);
    return done.conversation.status;
  }

  /** The operator takes the conversation; 409 HANDOVER.ALREADY_TAKEN when another has it. */
  async take(app: WebchatApp, conversationId: string, operator: OperatorIdentity): Promise<HandoverStatus> {
    const r = await this.repo.take(app.id, conversationId, operator.id, () => [this.line(app, 'taken', { name: operator.name })]);
    if (!r) throw new NotFoundException('Unknown conversation');
    if (!r.taken) {
      const who = r.conversation.status.assignee?.name ?? 'another operator';
      throw new HandoverConflict('HANDOVER.ALREADY_TAKEN', `${who} has taken this conversation`, r.conversation.status);
    }
    if (r.lines.length) await this.changed(app, r);
    return r.conversation.status;
  }

  /** Back to the bot, or closed: by the assignee, or anyone while it is not assigned. */
  async release(app: WebchatApp, conversationId: string, operator: OperatorIdentity, to: 'bot' | 'closed'): Promise<HandoverStatus> {
    const done = await this.repo.release(app.id, conversationId, operator.id, to, () => [this.line(app, to === 'bot' ? 'returned' : 'closed')]);
    if (done) {
      await this.changed(app, done);
      return done.conversation.status;
    }
    const now = await this.repo.byId(app.id, conversationId);
    if (!now) throw new NotFoundException('Unknown conversation');
    if (now.status.state === to) return now.status;
    throw new HandoverConflict('HANDOVER.NOT_ASSIGNEE', `${now.status.assignee?.name ?? 'Another operator'} answers this conversation`, now.status);
  }

  /**
   * An operator's message: stored like a bot's push (acknowledged after its commit), published to
   * the visitor's tabs and the inbox pages, recorded in botmeter as an operator turn, and e-mailed
   * when the visitor is away and left an address (SMTP_URL). Stored only if the operator is the
   * assignee when it is written (the check is part of the write: see sayIfAssignee).
   */
  async say(app: WebchatApp, conversationId: string, operator: OperatorIdentity, message: BotMessage): Promise<ConversationMessage> {
    const r = await this.repo.sayIfAssignee(app.id, conversationId, operator.id, message, { operator: operatorOf(operator.id, operator.name, operator.avatarUrl) });
    if (!r) throw new NotFoundException('Unknown conversation');
    const conv = r.conversation;
    if (!r.stored) throw new HandoverConflict('HANDOVER.NOT_ASSIGNEE', 'Take the conversation before answering in it', conv.status);
    this.metrics.messages.inc({ sender: 'operator' });
    const out = toConversationMessage(r.stored);
    this.publisher.message(app.id, conv.userId, out);
    this.hub.message(app.id, conv.id, out);
    const text = textOfBot(message);
    this.botmeter.record({
      appId: app.id,
      timestamp: new Date(out.createdAt),
      botVersion: 'parley-operator',
      channel: 'webchat',
      userId: conv.userId,
      user: null,
      conversationId: conv.id,
      body: '',
      bodyType: 'text',
      responses: [text],
      stateIn: null,
      stateOut: null,
      intentName: null,
      intentScore: null,
      // Answered by a person: the api's conversations page filters on it, analytics tell it from the bot's turns.
      tags: ['operator', `operator:${operator.id}`],
      matches: [],
    });
    if (conv.email && this.mailer.sends && !(await this.publisher.connected(app.id, conv.userId))) this.mailer.reply(conv.email, operator.name, text);
    return out;
  }

  /** The visitor left an address for a reply (the widget's form when nobody is online). */
  async leaveEmail(app: WebchatApp, userId: string, body: unknown): Promise<{ ok: true } | { error: string }> {
    const email = (body as { email?: unknown } | null)?.email;
    if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email.trim())) return { error: 'Not an e-mail address' };
    const done = await this.repo.saveEmail(app.id, userId, email.trim(), () => [this.line(app, 'email_saved', { email: email.trim() })]);
    if (!done) return { error: 'No conversation yet' };
    await this.changed(app, done);
    return { ok: true };
  }

  /**
   * A visitor message is about to reach the bot: a closed conversation goes back to the bot, a
   * built-in phrase asking for a person makes it wait for one. The FAQ bot answers unless the
   * conversation is assigned, was assigned when the message was written, or the message asked for a
   * person; a webhook gets it either way, with the state.
   */
  async beforeBot(app: WebchatApp, d: ClaimedDelivery): Promise<{ handover: HandoverStatus; botAnswers: boolean }> {
    let handover = d.handover;
    if (handover.state === 'closed') {
      const conv = await this.repo.reopen(d.conversationId);
      if (conv) {
        handover = conv.status;
        this.publisher.handover(app.id, d.userId, await this.payload(app, conv));
        this.hub.refresh(app.id, conv.id);
      }
    }
    // Written to a person (delivered after they gave the conversation back: a busy outbox, a
    // retry): the person read it in the inbox; the bot neither answers it nor asks for a person again.
    if (d.writtenWhileAssigned) return { handover, botAnswers: false };
    const text = textOf(d);
    if (text && handover.state === 'bot' && asksForPerson(text.slice(0, MAX_SENTENCE), app.language)) {
      handover = await this.request(app, d.userId, 'visitor');
      return { handover, botAnswers: false };
    }
    return { handover, botAnswers: handover.state !== 'assigned' };
  }

  private line(app: WebchatApp, event: SystemEvent, vars: Record<string, string> = {}): SystemLine {
    return { event, text: fill(texts(app)[event], vars) };
  }

  /**
   * After a change committed with its lines: the lines to the visitor's tabs and the inbox pages
   * (in order), the state to the visitor's tabs, the bot's webhook woken for the queued events.
   */
  private async changed(app: WebchatApp, done: Changed): Promise<void> {
    const conv = done.conversation;
    for (const line of done.lines) {
      this.metrics.messages.inc({ sender: 'system' });
      const out = toConversationMessage(line);
      this.publisher.message(app.id, conv.userId, out);
      this.hub.message(app.id, conv.id, out);
    }
    if (!done.lines.length) this.hub.refresh(app.id, conv.id);
    if (done.lines.length && app.webhookUrl) this.signal.wake();
    this.publisher.handover(app.id, conv.userId, await this.payload(app, conv));
  }
}

function texts(app: WebchatApp): Readonly<Record<SystemEvent, string>> {
  return HANDOVER_DEFAULT_TEXTS[app.language] ?? HANDOVER_DEFAULT_TEXTS.en;
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => vars[name] ?? all);
}

/** A bot message as text (botmeter's response, the e-mail). */
function textOfBot(m: BotMessage): string {
  const p = m.payload as { value?: unknown };
  if (typeof p.value === 'string') return p.value;
  return JSON.stringify(m);
}
