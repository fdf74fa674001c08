import { Injectable, Logger } from '@nestjs/common';
import { faqTexts, type AppEntityMatch } from '@parley/contracts';
import type { WebchatApp } from '../apps/app-directory.service';
import { BotmeterRecorder } from '../botmeter/botmeter-recorder';
import { MessagingService } from '../messaging/messaging.service';
import type { ClaimedDelivery } from '../delivery/outbox.repository';
import { MAX_SENTENCE, textOf } from '../delivery/message-text';
import { fillEntityTemplates } from './entity-templates';
import { FaqClassifier } from './faq-classifier';
import { faqReply } from './faq-reply';
import { HandoverService } from '../handover/handover.service';

/**
 * The built-in bot of an App without a webhook: answers from the App's QnAs, their entity templates
 * filled with the App entities of the visitor's message.
 */
@Injectable()
export class FaqBot {
  private readonly logger = new Logger('FaqBot');

  constructor(
    private readonly classifier: FaqClassifier,
    private readonly messaging: MessagingService,
    private readonly botmeter: BotmeterRecorder,
    private readonly handover: HandoverService,
  ) {}

  async answer(app: WebchatApp, d: ClaimedDelivery): Promise<void> {
    const text = textOf(d);
    // A postback without text means something only a real bot understands: nothing to answer.
    if (!text) return;
    const sentence = text.slice(0, MAX_SENTENCE);
    // A quick reply tapped after a tie names its QnA by its resolve prompt; anything else is classified.
    const chosen = await this.classifier.byPrompt(app.id, app.language, sentence);
    const matches = chosen
      ? [chosen]
      : await this.classifier.classify(app.id, app.language, sentence, {
          threshold: app.classificationThreshold,
          margin: app.ambiguityMargin,
        });
    const reply = await fillEntityTemplates(
      faqReply(matches, app.language, { fallbackMessages: app.fallbackMessages }),
      () => this.entities(app, sentence),
      faqTexts(app.language, app.fallbackMessages).fallback,
    );
    for (const message of reply.messages) await this.messaging.pushBotMessage(app, d.userId, message);
    // The bot could not help: the conversation waits for a person (unless it already does).
    if (reply.outcome === 'unmatched' && (d.handover.state === 'bot' || d.handover.state === 'closed')) await this.handover.request(app, d.userId, 'fallback');
    // The exchange as a bot would log it with POST /botmeter, through the same writer; the answer
    // is out already, and the record is retried or logged on its own (see BotmeterRecorder).
    this.botmeter.record({
      appId: app.id,
      timestamp: d.messageCreatedAt,
      botVersion: 'parley-faq',
      channel: 'webchat',
      userId: d.userId,
      user: null,
      conversationId: d.conversationId,
      body: text,
      bodyType: d.type === 'postback' ? 'postback' : 'text',
      responses: reply.messages.map((m) => (m.type === 'text' ? m.payload.value : JSON.stringify(m))),
      stateIn: null,
      stateOut: null,
      intentName: reply.intent?.name ?? null,
      intentScore: reply.intent?.score ?? null,
      // A turn the bot could not answer outright is tagged, so the owner finds what to add: 'unmatched'
      // (the fallback was sent) or 'ambiguous' (a tie, offered as quick replies).
      tags: reply.outcome === 'answered' ? ['faq'] : ['faq', reply.outcome],
      // What the portal's conversation views show: each candidate and its score, a tie as such.
      matches: matches.map((m) => ({ id: m.id, type: m.type, label: m.label, score: m.probability })),
    });
  }

  /** The App entities of the message; none when they cannot be had (the answer's defaults are said). */
  private async entities(app: WebchatApp, sentence: string): Promise<AppEntityMatch[]> {
    try {
      return await this.classifier.entities(app.id, app.language, sentence);
    } catch (err) {
      this.logger.warn(`App entities for the FAQ answer of App ${app.id} failed: ${(err as Error).message}`);
      return [];
    }
  }
}

