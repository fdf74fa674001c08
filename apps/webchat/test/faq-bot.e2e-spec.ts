import { AppEntity, QnaEntity } from '@parley/persistence';
import { createTestApp, createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, text } from './helpers';

const QNAS = [
  { title: 'hours', utterances: ['What are your opening hours?', 'When are you open?', 'opening times'], answers: [[text('We are open from 9 to 5.')]], resolvePrompt: 'Opening hours' },
  { title: 'delivery', utterances: ['How long does delivery take?', 'When will my parcel arrive?', 'shipping time'], answers: [[text('Delivery takes 2 days.')]], resolvePrompt: 'Delivery times' },
  { title: 'refund', utterances: ['How do I get a refund?', 'I want my money back', 'return policy'], answers: [[text('Refunds within 30 days.')]], resolvePrompt: 'Refunds' },
];

describe('built-in FAQ bot (App without webhook)', () => {
  let w: TestingWebchat;
  let token: string;
  let appId: string;

  beforeAll(async () => {
    w = await createTestingWebchat();
    const a = await createTestApp(w.dataSource, { language: 'fr' });
    await w.dataSource.getRepository(AppEntity).update({ id: a.appId }, { language: 'en' });
    token = a.appToken;
    appId = a.appId;
    await w.dataSource.getRepository(QnaEntity).insert(QNAS.map((q) => ({ appId, title: q.title, utterances: q.utterances.map((value) => ({ value })), answers: q.answers, resolvePrompt: q.resolvePrompt })));
  });
  afterAll(() => w.close());

  it('answers a question with its QnA answer and logs the exchange to botmeter', async () => {
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: token, userId });
    await c.send(text('When are you open?'), 'q-1');
    const [answer] = await c.waitMessages(1, 20_000);
    expect(answer, JSON.stringify(answer)).toMatchObject({ sender: 'bot', message: text('We are open from 9 to 5.') });
    const rows = await w.dataSource.query(`SELECT body, intent_name, responses, channel FROM botmeter_records WHERE app_id = $1 AND user_id = $2`, [appId, userId]);
    expect(rows).toEqual([{ body: 'When are you open?', intent_name: 'hours', responses: ['We are open from 9 to 5.'], channel: 'webchat' }]);
    c.close();
  });

  it('answers with the fallback text in the App language when nothing matches', async () => {
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: token, userId });
    await c.send(text('zebra quantum violin'), 'q-2');
    const [answer] = await c.waitMessages(1, 20_000);
    expect(answer!.message).toEqual(text("Sorry, I don't know the answer to that yet. Could you rephrase it?"));
    c.close();
  });
});
