import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BotmeterRecordEntity } from '@parley/persistence';
import type { DataSource } from 'typeorm';
import type { WebchatApp } from '../apps/app-directory.service';
import { ConversationService } from '../conversation/conversation.service';
import type { ClaimedDelivery } from '../delivery/outbox.repository';
import { FaqClassifier } from './faq-classifier';
import { faqReply } from './faq-reply';

/** The built-in bot of an App without a webhook: answers from the App's QnAs. */
@Injectable()
export class FaqBot {
  constructor(
    private readonly classifier: FaqClassifier,
    private readonly conversations: ConversationService,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  async answer(app: WebchatApp, d: ClaimedDelivery): Promise<void> {
    const sentence = sentenceOf(d);
    // A postback without text means something only a real bot understands: nothing to answer.
    if (!sentence) return;
    const matches = await this.classifier.classify(app.id, app.language, sentence, { threshold: app.classificationThreshold, margin: app.ambiguityMargin });
    const reply = faqReply(matches, app.language);
    for (const message of reply.messages) await this.conversations.pushBotMessage(app, d.userId, message);
    await this.ds.getRepository(BotmeterRecordEntity).insert({
      appId: app.id,
      timestamp: new Date(),
      channel: 'webchat',
      botVersion: 'parley-faq',
      userId: d.userId,
      conversationId: d.conversationId,
      body: sentence,
      bodyType: d.type === 'postback' ? 'postback' : 'text',
      responses: reply.messages.map((m) => (m.type === 'text' ? m.payload.value : JSON.stringify(m))),
      intentName: reply.intent?.name ?? null,
      intentScore: reply.intent?.score ?? null,
      tags: ['faq'],
    });
  }
}

function sentenceOf(d: ClaimedDelivery): string {
  const p = d.payload as { value?: unknown; text?: unknown };
  const s = d.type === 'text' ? p.value : p.text;
  return typeof s === 'string' ? s.trim().slice(0, 2000) : '';
}
