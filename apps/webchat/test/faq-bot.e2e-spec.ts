import { Logger } from '@nestjs/common';
import { AppEntity } from '@parley/persistence';
import { createTestApp, createTestingApi, createTestingWebchat, type TestAppCredentials, type TestingApi, type TestingWebchat } from '@parley/testing';
import { TrainerStore, type QnaFields } from '@parley/trainer-runtime';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppsService } from '../../api/src/modules/apps/apps.service';
import { AppDirectory } from '../src/apps/app-directory.service';
import { BotmeterRecorder } from '../src/botmeter/botmeter-recorder';
import type { ClaimedDelivery } from '../src/delivery/outbox.repository';
import { FaqBot } from '../src/faq/faq-bot.service';
import { FaqClassifier } from '../src/faq/faq-classifier';
import { connectClient, text, waitFor } from './helpers';

const QNAS = [
  { title: 'hours', utterances: ['What are your opening hours?', 'When are you open?', 'opening times'], answers: [[text('We are open from 9 to 5.')]], resolvePrompt: 'Opening hours' },
  { title: 'delivery', utterances: ['How long does delivery take?', 'When will my parcel arrive?', 'shipping time'], answers: [[text('Delivery takes 2 days.')]], resolvePrompt: 'Delivery times' },
  { title: 'refund', utterances: ['How do I get a refund?', 'I want my money back', 'return policy'], answers: [[text('Refunds within 30 days.')]], resolvePrompt: 'Refunds' },
];

/** A price list as a table: as JSON (its botmeter response) longer than the 10,000 characters of a response. */
const PRICE_TABLE = {
  type: 'table',
  payload: { value: { schema: [{ key: 'item', label: 'Item' }, { key: 'price', label: 'Price' }], rows: Array.from({ length: 400 }, (_, i) => ({ item: `Item number ${i}`, price: `${i}.99 EUR` })) } },
};
/** A QnA title is up to 500 characters; a botmeter intent name up to 200. */
const LONG_TITLE = `price list of every product we sell ${'and more '.repeat(40)}`.trim();

interface RecordDto {
  id: string;
  timestamp: string;
  user_id: string | null;
  body: string | null;
  responses: string[];
  intent: { name: string; score: number } | null;
  [field: string]: unknown;
}

/** QnAs through the trainer's store, as the api writes them. */
async function addQnas(ds: DataSource, appId: string, qnas: { title: string; utterances: string[]; answers: unknown[][]; resolvePrompt: string }[]): Promise<void> {
  await new TrainerStore(ds).createQnas(
    appId,
    qnas.map((q) => ({ title: q.title, utterances: q.utterances.map((value) => ({ value })), answers: q.answers as QnaFields['answers'], resolvePrompt: q.resolvePrompt })),
  );
}

/** The App's records of one user as GET /botmeter/records answers them, once there are `n`. */
async function recordsOf(api: TestingApi, app: TestAppCredentials, userId: string, n: number): Promise<RecordDto[]> {
  let found: RecordDto[];
  const poll = async () => {
    const res = await api.app.inject({ method: 'GET', url: `/botmeter/records?user_id=${encodeURIComponent(userId)}&size=50`, headers: app.headers });
    return (res.json() as { _content: RecordDto[] })._content;
  };
  const end = Date.now() + 15_000;
  while ((found = await poll()).length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return found;
}

describe('built-in FAQ bot (App without webhook)', () => {
  let w: TestingWebchat;
  let api: TestingApi;
  let app: TestAppCredentials;

  beforeAll(async () => {
    [w, api] = await Promise.all([createTestingWebchat(), createTestingApi()]);
    app = await createTestApp(w.dataSource, { language: 'fr' });
    await w.dataSource.getRepository(AppEntity).update({ id: app.appId }, { language: 'en' });
    await addQnas(w.dataSource, app.appId, [
      ...QNAS,
      { title: LONG_TITLE, utterances: ['Show me the price list', 'price list please', 'what do your products cost'], answers: [[PRICE_TABLE]], resolvePrompt: 'Prices' },
    ]);
  });
  afterAll(async () => {
    await w.close();
    await api.close();
  });

  it('answers a question with its QnA answer and records the exchange as POST /botmeter would', async () => {
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: app.appToken, userId });
    const asked = await c.send(text('When are you open?'), 'q-1');
    const [answer] = await c.waitMessages(1, 20_000);
    expect(answer, JSON.stringify(answer)).toMatchObject({ sender: 'bot', message: text('We are open from 9 to 5.') });
    c.close();

    const [faq] = await recordsOf(api, app, userId, 1);
    const [{ id: conversationId }]: { id: string }[] = await w.dataSource.query('SELECT id FROM webchat_conversations WHERE app_id = $1 AND user_id = $2', [app.appId, userId]);
    expect(faq).toMatchObject({
      timestamp: asked!.createdAt,
      bot_version: 'parley-faq',
      channel: 'webchat',
      user_id: userId,
      user: null,
      conversation_id: conversationId,
      body: 'When are you open?',
      body_type: 'text',
      responses: ['We are open from 9 to 5.'],
      state_in: null,
      state_out: null,
      intent: { name: 'hours', score: expect.any(Number) },
      tags: ['faq'],
    });
    // A bot logging the same exchange itself gets the same record, in the same partition.
    const { id: _, timestamp, ...fields } = faq!;
    const posted = await api.app.inject({ method: 'POST', url: '/botmeter/', headers: app.headers, payload: { ...fields, timestamp: Date.parse(timestamp) } });
    expect(posted.body).toBe('ok');
    const both = await recordsOf(api, app, userId, 2);
    expect(both.map(({ id: _id, ...rest }) => rest)).toEqual([{ timestamp, ...fields }, { timestamp, ...fields }]);
    const homes: { home: string }[] = await w.dataSource.query('SELECT tableoid::regclass::text AS home FROM botmeter_records WHERE app_id = $1 AND user_id = $2', [app.appId, userId]);
    expect(new Set(homes.map((h) => h.home)).size).toBe(1);
    expect(homes[0]!.home).toMatch(/^"?botmeter_records_y\d{4}m\d{2}"?$/);
  });

  it("keeps the classifier's matches with the record, which the portal's transcript shows beside the message and its delivery", async () => {
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: app.appToken, userId });
    await c.send(text('When are you open?'), 'q-t');
    await c.waitMessages(1, 20_000);
    c.close();
    const [record] = await recordsOf(api, app, userId, 1);
    const res = await api.app.inject({ method: 'GET', url: `/conversations/${record!.conversation_id}`, headers: app.headers });
    expect(res.statusCode, res.body).toBe(200);
    const t = res.json();
    expect(t).toMatchObject({ source: 'webchat', userId, channel: 'webchat' });
    expect(t.messages).toMatchObject([
      {
        sender: 'user',
        text: 'When are you open?',
        classified: true,
        match: { name: 'hours', score: record!.intent!.score },
        matches: [{ type: 'QnA', label: 'hours', score: record!.intent!.score }],
        delivery: { status: 'delivered', attempts: 1 },
      },
      { sender: 'bot', text: 'We are open from 9 to 5.', delivery: null },
    ]);
  });

  it('answers with the fallback text in the App language when nothing matches', async () => {
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: app.appToken, userId });
    await c.send(text('zebra quantum violin'), 'q-2');
    const [answer] = await c.waitMessages(1, 20_000);
    expect(answer!.message).toEqual(text("Sorry, I don't know the answer to that yet. Could you rephrase it?"));
    c.close();
    const [record] = await recordsOf(api, app, userId, 1);
    expect(record).toMatchObject({ body: 'zebra quantum violin', intent: null, responses: [answer!.message.payload.value], tags: ['faq', 'unmatched'] });
  });

  it("sends an answer beyond botmeter's limits whole, and records it cut to fit", async () => {
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: app.appToken, userId });
    await c.send(text('Show me the price list'), 'q-3');
    const [answer] = await c.waitMessages(1, 20_000);
    expect(answer!.message).toEqual(PRICE_TABLE);
    c.close();
    const [record] = await recordsOf(api, app, userId, 1);
    const [response] = record!.responses;
    expect([response!.length, response!.endsWith('\u2026'), JSON.stringify(PRICE_TABLE).startsWith(response!.slice(0, -1))]).toEqual([10_000, true, true]);
    expect([record!.intent!.name.length, LONG_TITLE.startsWith(record!.intent!.name.slice(0, -1))]).toEqual([200, true]);
  });

  it('creates the month partition of an exchange whose month has none', async () => {
    // A user message from March 2033 waiting in the outbox: its exchange is recorded at its time.
    const partition = 'botmeter_records_y2033m03';
    const exists = async () => (await w.dataSource.query('SELECT to_regclass($1) IS NOT NULL AS e', [partition]))[0].e as boolean;
    expect(await exists()).toBe(false);
    const userId = randomUUID();
    const sentAt = new Date(Date.UTC(2033, 2, 15, 9, 30));
    await w.dataSource.transaction(async (tx) => {
      const [{ id: conversationId }] = await tx.query('INSERT INTO webchat_conversations (app_id, user_id) VALUES ($1, $2) RETURNING id', [app.appId, userId]);
      const [{ id: messageId }] = await tx.query(
        `INSERT INTO webchat_messages (conversation_id, sender, type, payload, created_at) VALUES ($1, 'user', 'text', $2, $3) RETURNING id`,
        [conversationId, JSON.stringify({ value: 'When are you open?' }), sentAt],
      );
      await tx.query('INSERT INTO webchat_deliveries (message_id, conversation_id, app_id) VALUES ($1, $2, $3)', [messageId, conversationId, app.appId]);
    });
    const [record] = await recordsOf(api, app, userId, 1);
    expect(record).toMatchObject({ timestamp: sentAt.toISOString(), intent: { name: 'hours' } });
    expect(await exists()).toBe(true);
    const [{ home }] = await w.dataSource.query('SELECT tableoid::regclass::text AS home FROM botmeter_records WHERE app_id = $1 AND user_id = $2', [app.appId, userId]);
    expect(home.replaceAll('"', '')).toBe(partition);
  });
});

describe('a 3-QnA FAQ bot says what it knows', () => {
  let w: TestingWebchat;
  let api: TestingApi;
  let app: TestAppCredentials;
  const FALLBACK = 'I can only help with opening hours, delivery and refunds. Try asking about one of them.';

  beforeAll(async () => {
    [w, api] = await Promise.all([createTestingWebchat(), createTestingApi()]);
    app = await createTestApp(w.dataSource, { language: 'en' });
    // Set in the App's settings as its owner does in the portal, before the webchat first reads the App.
    await api.app.get(AppsService).update(app.appId, { fallbackMessages: { en: FALLBACK, fr: '' } });
    await addQnas(w.dataSource, app.appId, [
      ...QNAS,
      // Two QnAs a user cannot tell apart from this phrase: a real tie.
      { title: 'store hours', utterances: ['is the shop open today'], answers: [[text('The shop opens at 10.')]], resolvePrompt: 'Shop hours' },
      { title: 'office hours', utterances: ['is the shop open today'], answers: [[text('The office opens at 8.')]], resolvePrompt: 'Office hours' },
    ]);
  });
  afterAll(async () => {
    await w.close();
    await api.close();
  });

  it("answers an unrelated question with the App's fallback message, and logs the turn as unmatched", async () => {
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: app.appToken, userId });
    await c.send(text('what is the weather like'), 'w-1');
    const [answer] = await c.waitMessages(1, 20_000);
    expect(answer!.message).toEqual(text(FALLBACK));
    // The fallback also asks for a person (docs/handover.md): the conversation waits, nobody is online.
    await waitFor(() => c.messages.some((m) => m.event === 'nobody_online'), 20_000, 'the nobody-online line');
    expect(c.messages.filter((m) => m.sender === 'system').map((m) => m.event)).toEqual(['waiting', 'nobody_online']);
    // Until a person takes it, the FAQ bot still answers what it knows.
    await c.send(text('When will my parcel arrive?'), 'w-2');
    await waitFor(() => c.messages.filter((m) => m.sender === 'bot').length >= 2, 20_000, 'the second answer');
    expect(c.messages.filter((m) => m.sender === 'bot')[1]!.message).toEqual(text('Delivery takes 2 days.'));
    c.close();
    const records = await recordsOf(api, app, userId, 2);
    const byBody = Object.fromEntries(records.map((r) => [r.body, r]));
    expect(byBody['what is the weather like']).toMatchObject({ intent: null, responses: [FALLBACK], tags: ['faq', 'unmatched'] });
    expect(byBody['When will my parcel arrive?']).toMatchObject({ intent: { name: 'delivery' }, tags: ['faq'] });
  });

  it('offers both answers of a tie as quick replies of their resolve prompts, logs it as ambiguous, and answers the one tapped', async () => {
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: app.appToken, userId });
    await c.send(text('is the shop open today'), 't-1');
    const [question, replies] = await c.waitMessages(2, 20_000);
    expect(question!.message).toEqual(text('Did you mean one of these?'));
    expect(replies!.message.type).toBe('quickreplies');
    expect([...(replies!.message.payload.value as string[])].sort()).toEqual(['Office hours', 'Shop hours']);
    await c.send(text('Office hours'), 't-2');
    const [, , chosen] = await c.waitMessages(3, 20_000);
    expect(chosen!.message).toEqual(text('The office opens at 8.'));
    c.close();
    const records = await recordsOf(api, app, userId, 2);
    const byBody = Object.fromEntries(records.map((r) => [r.body, r]));
    expect(byBody['is the shop open today']).toMatchObject({ tags: ['faq', 'ambiguous'], responses: ['Did you mean one of these?', expect.stringContaining('quickreplies')] });
    expect(byBody['Office hours']).toMatchObject({ intent: { name: 'office hours', score: 1 }, tags: ['faq'] });
  });
});

describe("FAQ answers name the App entities of the visitor's message", () => {
  let w: TestingWebchat;
  let app: TestAppCredentials;

  beforeAll(async () => {
    w = await createTestingWebchat();
    app = await createTestApp(w.dataSource, { language: 'en' });
    const store = new TrainerStore(w.dataSource);
    await store.createEntityType(app.appId, {
      name: 'plan',
      language: 'en',
      fuzzy: true,
      patterns: [],
      values: [
        { value: 'basic', synonyms: ['starter'] },
        { value: 'pro', synonyms: ['professional', 'premium'] },
        { value: 'enterprise', synonyms: ['business plan', 'corporate'] },
      ],
    });
    await addQnas(w.dataSource, app.appId, [
      ...QNAS,
      {
        title: 'plans',
        utterances: ['Which plan should I choose?', 'I want the pro plan', "I'd like to upgrade my plan", 'what plans do you offer'],
        answers: [[text('Your plan: {{entity.plan|none}}'), text('You wrote: {{entity.plan.body}}')]],
        resolvePrompt: 'Plans',
      },
    ]);
  });
  afterAll(() => w.close());

  it('fills {{entity.plan}} with the canonical value found, typos and synonyms included, and the default when none is named', async () => {
    const c = await connectClient(w.url, { appToken: app.appToken, userId: randomUUID() });
    await c.send(text("I'd like the entreprise plan"), 'p-1');
    const first = await c.waitMessages(2, 20_000);
    expect(first.map((m) => m.message)).toEqual([text('Your plan: enterprise'), text('You wrote: entreprise')]);
    await c.send(text('I want the premium plan'), 'p-2');
    const second = await c.waitMessages(4, 20_000);
    expect(second.slice(2).map((m) => m.message)).toEqual([text('Your plan: pro'), text('You wrote: premium')]);
    // No plan named: the default, and nothing where there is none.
    await c.send(text('Which plan should I choose?'), 'p-3');
    const third = await c.waitMessages(6, 20_000);
    expect(third.slice(4).map((m) => m.message)).toEqual([text('Your plan: none'), text('You wrote:')]);
    // Answers without templates are sent as written.
    await c.send(text('When are you open?'), 'p-4');
    const fourth = await c.waitMessages(7, 20_000);
    expect(fourth[6]!.message).toEqual(text('We are open from 9 to 5.'));
    c.close();
  });
});

describe('FAQ bot records when the botmeter writer refuses them', () => {
  // One record may wait at a time, for a second: the second exchange's record is refused.
  const TINY = { DELIVERY_WORKER: false, BOTMETER_MAX_PENDING: 1, BOTMETER_BATCH_MAX_DELAY_MS: 1000 };
  let ds: DataSource;
  let app: TestAppCredentials;
  let api: TestingApi;

  beforeAll(async () => {
    api = await createTestingApi();
    ds = api.dataSource;
    app = await createTestApp(ds, { language: 'en' });
    await addQnas(ds, app.appId, QNAS);
  });
  afterAll(() => api.close());

  /** Two users ask at once, as two deliveries the outbox handed to this instance's FAQ bot. */
  async function askTogether(w: TestingWebchat): Promise<string[]> {
    const faq = w.app.get(FaqBot);
    const webchatApp = (await w.app.get(AppDirectory).byAppId(app.appId))!;
    // The model trained first, so that both records reach the writer within its second of gathering.
    await w.app.get(FaqClassifier).classify(app.appId, 'en', 'hello', { threshold: 0.5, margin: 0.1 });
    const users = [randomUUID(), randomUUID()];
    const delivery = (userId: string, value: string): ClaimedDelivery => ({
      id: '0',
      messageId: '0',
      publicId: randomUUID(),
      appId: app.appId,
      accountId: null,
      conversationId: randomUUID(),
      userId,
      attempts: 1,
      queuedAt: new Date(),
      type: 'text',
      payload: { value },
      referrer: null,
      messageCreatedAt: new Date(),
      sender: 'user',
      meta: null,
      handover: { state: 'bot', changedAt: new Date().toISOString() },
      writtenWhileAssigned: false,
    });
    await Promise.all([faq.answer(webchatApp, delivery(users[0]!, 'When are you open?')), faq.answer(webchatApp, delivery(users[1]!, 'How long does delivery take?'))]);
    return users;
  }
  const answersOf = async (userId: string): Promise<unknown[]> =>
    (
      await ds.query(`SELECT m.payload FROM webchat_messages m JOIN webchat_conversations c ON c.id = m.conversation_id WHERE c.user_id = $1 AND m.sender = 'bot'`, [userId])
    ).map((r: { payload: unknown }) => r.payload);
  const storedRecords = async (users: string[]): Promise<number> =>
    (await ds.query('SELECT count(*)::int AS n FROM botmeter_records WHERE app_id = $1 AND user_id = ANY($2)', [app.appId, users]))[0].n;

  it('delivers every answer at once, and retries the refused record until it is stored, saying so in the log', async () => {
    const w = await createTestingWebchat(TINY);
    const warn = vi.spyOn(Logger.prototype, 'warn');
    try {
      const users = await askTogether(w);
      // Both answers are out while neither record is stored (one waits a second in the writer,
      // the other was refused and waits for its retry).
      const pending = w.app.get(BotmeterRecorder).pendingCount;
      const refusals = warn.mock.calls.map(([m]) => String(m)).filter((m) => m.includes('Botmeter record refused (overloaded)'));
      expect([pending, refusals.length]).toEqual([2, 1]);
      expect(await answersOf(users[0]!)).toEqual([{ value: 'We are open from 9 to 5.' }]);
      expect(await answersOf(users[1]!)).toEqual([{ value: 'Delivery takes 2 days.' }]);
      await waitFor(() => w.app.get(BotmeterRecorder).pendingCount === 0, 10_000, 'the retried record');
      // The writer counts a record as pending until its batch is handed to the database: the last
      // INSERT may still be committing.
      const end = Date.now() + 5000;
      while ((await storedRecords(users)) < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(await storedRecords(users)).toBe(2);
    } finally {
      warn.mockRestore();
      await w.close();
    }
  });

  it('writes the waiting and the refused records before the server stops', async () => {
    const w = await createTestingWebchat(TINY);
    const error = vi.spyOn(Logger.prototype, 'error');
    try {
      const users = await askTogether(w);
      expect(await storedRecords(users)).toBe(0);
      await w.close();
      expect(await storedRecords(users)).toBe(2);
      expect(error.mock.calls.map(([m]) => String(m)).filter((m) => m.includes('Botmeter record lost'))).toEqual([]);
    } finally {
      error.mockRestore();
    }
  });
});
