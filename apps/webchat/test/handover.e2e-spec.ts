import { JwtService } from '@nestjs/jwt';
import { OPERATORS_NAMESPACE, OperatorEvents, WebchatEvents, type ConversationMessage, type HandoverPayload, type InboxItem } from '@parley/contracts';
import { AccountSessionEntity, AppMemberEntity, findOrCreateAccount } from '@parley/persistence';
import { createTestApp, createTestingApi, createTestingWebchat, startSmtpSink, type ReceivedMail, type SmtpSink, type TestAppCredentials, type TestingApi, type TestingWebchat } from '@parley/testing';
import { TrainerStore, type QnaFields } from '@parley/trainer-runtime';
import { createHmac, randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { Publisher } from '../src/messaging/publisher';
import { connectClient, startFakeBot, text, waitFor, type FakeBot, type TestClient } from './helpers';

const SECRET = 'test-session-secret-that-is-long-enough-123';
/** The pictures of Ana's and Bob's accounts (avatarUrl). */
const AVATARS = { Ana: 'https://cdn.example.com/ana.png', Bob: 'https://cdn.example.com/bob.png' };
const QNAS = [
  { title: 'hours', utterances: ['What are your opening hours?', 'When are you open?', 'opening times'], answers: [[text('We are open from 9 to 5.')]], resolvePrompt: 'Opening hours' },
  { title: 'refund', utterances: ['How do I get a refund?', 'I want my money back', 'return policy'], answers: [[text('Refunds within 30 days.')]], resolvePrompt: 'Refunds' },
];

/** A member of the App with a live portal session (as the api's log-in makes it). */
async function member(ds: DataSource, appId: string, name: string, role: 'editor' | 'agent' | 'viewer' | 'owner', ownerId?: string): Promise<{ id: string; name: string; token: string }> {
  const account = ownerId ? { id: ownerId } : await findOrCreateAccount(ds.manager, `${name.toLowerCase()}-${randomUUID()}@test.parley.localhost`, name);
  if (!ownerId) await ds.getRepository(AppMemberEntity).insert({ appId, accountId: account.id, role: role as 'agent' });
  const session = await ds.getRepository(AccountSessionEntity).save({ accountId: account.id, expiresAt: new Date(Date.now() + 3600_000), revokedAt: null });
  const token = await new JwtService({ secret: SECRET }).signAsync({ sub: account.id, sid: session.id });
  return { id: account.id, name, token };
}

interface Page {
  socket: Socket;
  inbox: InboxItem[];
  messages: { conversationId: string; message: ConversationMessage }[];
  presence: { operators: { id: string }[] }[];
}

function openInbox(url: string, token: string, appId: string): Promise<Page> {
  const socket = io(url + OPERATORS_NAMESPACE, { auth: { sessionToken: token, appId }, forceNew: true, transports: ['websocket'], reconnection: false });
  const page: Page = { socket, inbox: [], messages: [], presence: [] };
  socket.on(OperatorEvents.Inbox, (i: InboxItem) => page.inbox.push(i));
  socket.on(OperatorEvents.Message, (m: Page['messages'][number]) => page.messages.push(m));
  socket.on(OperatorEvents.Presence, (p: Page['presence'][number]) => page.presence.push(p));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(page));
    socket.once('connect_error', reject);
  });
}

function handoversOf(c: TestClient): HandoverPayload[] {
  const list: HandoverPayload[] = [];
  c.socket.on(WebchatEvents.Handover, (p: HandoverPayload) => list.push(p));
  return list;
}

describe('human handover', () => {
  let w1: TestingWebchat;
  let w2: TestingWebchat;
  let api: TestingApi;
  let faqApp: TestAppCredentials;
  let ana: { id: string; name: string; token: string };
  let bob: { id: string; name: string; token: string };
  let vic: { id: string; name: string; token: string };
  // A local SMTP sink: the e-mails the webchat servers send (SMTP_URL), as received.
  let smtp: SmtpSink;
  let mails: ReceivedMail[];

  const call = (w: TestingWebchat, method: string, path: string, token: string, body?: unknown) =>
    fetch(`${w.url}/operator/apps/${faqApp.appId}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  beforeAll(async () => {
    // Two instances sharing sockets and presence through Redis, as in production.
    const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    smtp = await startSmtpSink();
    mails = smtp.mails;
    const mail = { SMTP_URL: smtp.url, MAIL_FROM: 'Shop support <support@example.com>' };
    [w1, w2, api] = await Promise.all([createTestingWebchat({ REDIS_URL, ...mail }), createTestingWebchat({ REDIS_URL, ...mail }), createTestingApi()]);
    faqApp = await createTestApp(w1.dataSource, { language: 'en' });
    await new TrainerStore(w1.dataSource).createQnas(
      faqApp.appId,
      QNAS.map((q) => ({ title: q.title, utterances: q.utterances.map((value) => ({ value })), answers: q.answers as QnaFields['answers'], resolvePrompt: q.resolvePrompt })),
    );
    ana = await member(w1.dataSource, faqApp.appId, 'Ana', 'agent');
    bob = await member(w1.dataSource, faqApp.appId, 'Bob', 'editor');
    vic = await member(w1.dataSource, faqApp.appId, 'Vic', 'viewer');
    for (const m of [ana, bob]) await w1.dataSource.query(`UPDATE accounts SET avatar_url = $2 WHERE id = $1`, [m.id, AVATARS[m.name as keyof typeof AVATARS]]);
  });
  afterAll(async () => {
    await Promise.all([w1.close(), w2.close(), api.close()]);
    await smtp.close();
  });

  it('a built-in phrase makes the conversation wait; nobody online: the visitor is told and leaves an address', async () => {
    const visitor = await connectClient(w1.url, { appToken: faqApp.appToken });
    const states = handoversOf(visitor);
    await visitor.send(text('Can I talk to a human please?'), 'h1');
    await waitFor(() => visitor.messages.some((m) => m.event === 'nobody_online'), 20_000, 'the nobody-online line');
    const events = visitor.messages.filter((m) => m.sender === 'system').map((m) => m.event);
    expect(events).toEqual(['waiting', 'nobody_online']);
    // The FAQ bot did not answer the request itself.
    expect(visitor.messages.filter((m) => m.sender === 'bot')).toEqual([]);
    await waitFor(() => states.some((s) => s.state === 'waiting'), 5000, 'waiting state');
    expect(states.at(-1)).toMatchObject({ state: 'waiting', operatorsOnline: false, emailRequested: true });
    const ack = (await visitor.socket.timeout(5000).emitWithAck(WebchatEvents.LeaveEmail, { email: 'visitor@example.com' })) as { ok?: true };
    expect(ack).toEqual({ ok: true });
    await waitFor(() => states.at(-1)?.emailRequested === false, 5000, 'no more e-mail form');
    visitor.close();
  });

  it('two operators on two instances take at once: one wins, the other gets 409; the FAQ bot is silent until the return', async () => {
    const pageA = await openInbox(w1.url, ana.token, faqApp.appId);
    const pageB = await openInbox(w2.url, bob.token, faqApp.appId);
    const visitor = await connectClient(w2.url, { appToken: faqApp.appToken });
    // Closed even when an assertion fails: open pages would count as operators online in the next tests.
    onTestFinished(() => {
      visitor.close();
      pageA.socket.disconnect();
      pageB.socket.disconnect();
    });
    const states = handoversOf(visitor);
    await visitor.send(text('I want to speak to an agent'), 't1');
    await waitFor(() => pageA.inbox.some((i) => i.userId === visitor.visitor!.userId && i.handover.state === 'waiting'), 20_000, 'the waiting row on page A');
    const row = pageA.inbox.find((i) => i.userId === visitor.visitor!.userId)!;
    // Someone is online: no nobody-online line this time.
    expect(visitor.messages.some((m) => m.event === 'nobody_online')).toBe(false);
    const res = await call(w2, 'GET', '/inbox?queue=waiting', bob.token);
    const inbox = (await res.json()) as { items: InboxItem[]; counts: Record<string, number> };
    expect(res.status, JSON.stringify(inbox)).toBe(200);
    expect(inbox.items.map((i) => i.conversationId)).toContain(row.conversationId);
    expect(inbox.counts.waiting).toBeGreaterThanOrEqual(1);

    const [a, b] = await Promise.all([call(w1, 'POST', `/conversations/${row.conversationId}/take`, ana.token), call(w2, 'POST', `/conversations/${row.conversationId}/take`, bob.token)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? ana : bob;
    const winnerUrl = a.status === 200 ? w1 : w2;
    // The visitor sees the winner's picture (their account's) beside the name.
    const picture = { avatarUrl: AVATARS[winner.name as keyof typeof AVATARS] };
    expect(await loser.json()).toMatchObject({ code: 'HANDOVER.ALREADY_TAKEN', handover: { state: 'assigned', assignee: { id: winner.id } } });
    await waitFor(() => states.some((s) => s.state === 'assigned'), 5000, 'assigned state');
    expect(states.find((s) => s.state === 'assigned')!.assignee).toEqual({ name: winner.name, ...picture });

    // The viewer reads, but may not answer.
    expect((await call(w1, 'GET', `/conversations/${row.conversationId}`, vic.token)).status).toBe(200);
    expect((await call(w1, 'POST', `/conversations/${row.conversationId}/take`, vic.token)).status).toBe(403);

    const said = await call(winnerUrl, 'POST', `/conversations/${row.conversationId}/messages`, winner.token, text('Hello, how can I help?'));
    expect(said.status).toBe(201);
    await waitFor(() => visitor.messages.some((m) => m.sender === 'operator'), 5000, 'the operator message');
    expect(visitor.messages.find((m) => m.sender === 'operator')).toMatchObject({ operator: { name: winner.name, ...picture }, message: text('Hello, how can I help?') });

    // Assigned: the FAQ bot stays silent on a question it knows.
    const before = visitor.messages.length;
    const asked = await visitor.send(text('When are you open?'), 't2');
    await waitFor(() => pageA.messages.some((m) => m.message.id === asked!.id), 5000, 'the question on the inbox page');
    const transcript = (await (await call(winnerUrl, 'GET', `/conversations/${row.conversationId}`, winner.token)).json()) as { messages: ConversationMessage[] };
    expect(transcript.messages.map((m) => m.sender)).toContain('operator');
    await visitor.send(text('still there?'), 't3');

    // Given back: the FAQ bot answers again.
    expect((await call(winnerUrl, 'POST', `/conversations/${row.conversationId}/return`, winner.token)).status).toBe(200);
    await waitFor(() => visitor.messages.some((m) => m.event === 'returned'), 5000, 'the returned line');
    await visitor.send(text('When are you open?'), 't4');
    await waitFor(() => visitor.messages.some((m) => m.sender === 'bot' && (m.message.payload as { value?: string }).value === 'We are open from 9 to 5.'), 20_000, 'the FAQ answer');
    // The FAQ bot takes a conversation's messages in order: an answer to the questions asked while
    // assigned would have come before this one. The only bot message since then is this answer, after the return.
    const since = visitor.messages.slice(before);
    expect(since.filter((m) => m.sender === 'bot').map((m) => (m.message.payload as { value?: string }).value)).toEqual(['We are open from 9 to 5.']);
    expect(since.findIndex((m) => m.sender === 'bot')).toBeGreaterThan(since.findIndex((m) => m.event === 'returned'));
  });

  it('a question put to a person and delivered only after the return (a busy outbox) is not answered by the FAQ bot; one asked after the return is', async () => {
    const page = await openInbox(w1.url, ana.token, faqApp.appId);
    const visitor = await connectClient(w1.url, { appToken: faqApp.appToken });
    onTestFinished(() => {
      visitor.close();
      page.socket.disconnect();
    });
    await visitor.send(text('Can I talk to a human please?'), 'b1');
    await waitFor(() => page.inbox.some((i) => i.userId === visitor.visitor!.userId && i.handover.state === 'waiting'), 20_000, 'the waiting row');
    const conversationId = page.inbox.find((i) => i.userId === visitor.visitor!.userId)!.conversationId;
    expect((await call(w1, 'POST', `/conversations/${conversationId}/take`, ana.token)).status).toBe(200);
    // The outbox holds this conversation's next deliveries back (as a busy outbox or a retry would).
    const fn = `hold_${randomUUID().replace(/-/g, '')}`;
    await w1.dataSource.query(
      `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         IF NEW.conversation_id = '${conversationId}' THEN NEW.next_attempt_at := now() + interval '1 hour'; END IF;
         RETURN NEW; END $$`,
    );
    await w1.dataSource.query(`CREATE TRIGGER ${fn} BEFORE INSERT ON webchat_deliveries FOR EACH ROW EXECUTE FUNCTION ${fn}()`);
    try {
      await visitor.send(text('When are you open?'), 'b2');
      await visitor.send(text('I want to speak to an agent'), 'b3');
    } finally {
      await w1.dataSource.query(`DROP TRIGGER ${fn} ON webchat_deliveries`);
      await w1.dataSource.query(`DROP FUNCTION ${fn}()`);
    }
    expect((await call(w1, 'POST', `/conversations/${conversationId}/return`, ana.token)).status).toBe(200);
    // Due now: both are delivered after the return, to a conversation the bot has again.
    await w1.dataSource.query(`UPDATE webchat_deliveries SET next_attempt_at = now() WHERE conversation_id = $1 AND status = 'pending'`, [conversationId]);
    const delivered = async () =>
      Number((await w1.dataSource.query(`SELECT count(*) AS n FROM webchat_deliveries WHERE conversation_id = $1 AND status = 'delivered'`, [conversationId]))[0].n);
    await expect.poll(delivered, { timeout: 20_000 }).toBe(3);
    // The answer and any new request would have been stored before the delivery was marked delivered.
    const after = await transcriptOf(conversationId);
    expect(after.messages.filter((m) => m.sender === 'bot')).toEqual([]);
    expect(after.messages.filter((m) => m.sender === 'system').map((m) => m.event)).toEqual(['waiting', 'taken', 'returned']);
    expect(after.handover.state).toBe('bot');
    // Asked after the return: the bot answers.
    await visitor.send(text('When are you open?'), 'b4');
    await waitFor(() => visitor.messages.some((m) => m.sender === 'bot'), 20_000, 'the FAQ answer');
    // Stored once (a second stored answer would be a question answered twice)...
    const answers = (await transcriptOf(conversationId)).messages.filter((m) => m.sender === 'bot');
    expect(answers.map((m) => (m.message.payload as { value?: string }).value)).toEqual(['We are open from 9 to 5.']);
    // ...and shown once (a second one here, with the same id, would be one answer sent twice to the visitor).
    expect(visitor.messages.filter((m) => m.sender === 'bot').map((m) => [m.id, (m.message.payload as { value?: string }).value])).toEqual([
      [answers[0]!.id, 'We are open from 9 to 5.'],
    ]);
  });

  /** A conversation the bot asked a person for (no visitor connected): its id. */
  async function waitingConversation(): Promise<string> {
    const userId = `u-${randomUUID()}`;
    const res = await fetch(`${w1.url}/bots/${faqApp.appToken}/users/${userId}/conversation/handover`, {
      method: 'POST',
      headers: { authorization: `Bearer ${faqApp.pushSecret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'test' }),
    });
    expect(res.status).toBe(200);
    const [row] = (await w1.dataSource.query(`SELECT id FROM webchat_conversations WHERE app_id = $1 AND user_id = $2`, [faqApp.appId, userId])) as { id: string }[];
    return row!.id;
  }

  const transcriptOf = async (conversationId: string) =>
    ((await (await call(w1, 'GET', `/conversations/${conversationId}`, ana.token)).json()) as { handover: { state: string }; messages: ConversationMessage[] });

  it('a state change and its system line commit together: when the line cannot be stored, the state does not change', async () => {
    const conversationId = await waitingConversation();
    // The "nobody online" line follows the "waiting" one: read once both are stored.
    let lines: unknown[] = [];
    for (const t0 = Date.now(); lines.length < 2 && Date.now() - t0 < 20_000; ) {
      lines = (await transcriptOf(conversationId)).messages.map((m) => m.event);
      if (lines.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    expect(lines).toEqual(['waiting', 'nobody_online']);
    // The database refuses this conversation's "taken" line (as a crash between the two would lose it).
    const fn = `refuse_${randomUUID().replace(/-/g, '')}`;
    await w1.dataSource.query(
      `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         IF NEW.conversation_id = '${conversationId}' AND NEW.meta->>'event' = 'taken' THEN RAISE EXCEPTION 'refused by the test'; END IF;
         RETURN NEW; END $$`,
    );
    await w1.dataSource.query(`CREATE TRIGGER ${fn} BEFORE INSERT ON webchat_messages FOR EACH ROW EXECUTE FUNCTION ${fn}()`);
    try {
      const refused = await call(w1, 'POST', `/conversations/${conversationId}/take`, ana.token);
      expect(refused.status).toBeGreaterThanOrEqual(500);
      const after = await transcriptOf(conversationId);
      expect(after.handover.state).toBe('waiting');
      expect(after.messages.map((m) => m.event)).toEqual(lines);
    } finally {
      await w1.dataSource.query(`DROP TRIGGER ${fn} ON webchat_messages`);
      await w1.dataSource.query(`DROP FUNCTION ${fn}()`);
    }
    expect((await call(w1, 'POST', `/conversations/${conversationId}/take`, ana.token)).status).toBe(200);
    const taken = await transcriptOf(conversationId);
    expect(taken.handover.state).toBe('assigned');
    expect(taken.messages.map((m) => m.event)).toEqual([...lines, 'taken']);
  });

  it("an operator's message and a return at the same moment: the message is stored before the return's line, or refused with 409", async () => {
    const conversationId = await waitingConversation();
    const outcomes: number[] = [];
    for (let round = 0; round < 8; round++) {
      expect((await call(round % 2 ? w2 : w1, 'POST', `/conversations/${conversationId}/take`, ana.token)).status).toBe(200);
      // On two instances, so neither request waits for the other in one process.
      const [said, returned] = await Promise.all([
        call(w1, 'POST', `/conversations/${conversationId}/messages`, ana.token, text(`race ${round}`)),
        call(w2, 'POST', `/conversations/${conversationId}/return`, ana.token),
      ]);
      expect(returned.status).toBe(200);
      outcomes.push(said.status);
      if (said.status === 409) expect(await said.json()).toMatchObject({ code: 'HANDOVER.NOT_ASSIGNEE', handover: { state: 'bot' } });
      else expect(said.status).toBe(201);
    }
    // Every operator message sits between a "taken" and its "returned" line: none slipped in after a return.
    const { messages } = await transcriptOf(conversationId);
    let assigned = false;
    for (const m of messages) {
      if (m.event === 'taken') assigned = true;
      if (m.event === 'returned') assigned = false;
      if (m.sender === 'operator') expect(assigned, `operator message ${JSON.stringify(m.message)} after a return`).toBe(true);
    }
    expect(messages.filter((m) => m.sender === 'operator')).toHaveLength(outcomes.filter((s) => s === 201).length);
    // Still refused once returned.
    const late = await call(w1, 'POST', `/conversations/${conversationId}/messages`, ana.token, text('too late'));
    expect(late.status).toBe(409);
  });

  it("the operator's reply is a human turn in botmeter (bot version parley-operator, tag operator), not a lost record", async () => {
    const conversationId = await waitingConversation();
    expect((await call(w1, 'POST', `/conversations/${conversationId}/take`, ana.token)).status).toBe(200);
    const reply = `Ana here, about your order ${randomUUID()}`;
    expect((await call(w1, 'POST', `/conversations/${conversationId}/messages`, ana.token, text(reply))).status).toBe(201);
    const quick = await call(w1, 'POST', `/conversations/${conversationId}/messages`, ana.token, { type: 'quickreplies', payload: { value: ['Yes', 'No'] } });
    expect(quick.status).toBe(201);
    type Rec = { bot_version: string; body: string | null; responses: string[]; tags: string[]; conversation_id: string };
    let records: Rec[] = [];
    // The recorder writes in the background (group commit): read until both turns are there.
    for (const end = Date.now() + 10_000; records.length < 2; ) {
      if (Date.now() > end) throw new Error(`timed out waiting for the operator turns in botmeter (${records.length})`);
      records = (await w1.dataSource.query(
        `SELECT bot_version, body, responses, tags, conversation_id FROM botmeter_records WHERE app_id = $1 AND conversation_id = $2 ORDER BY id`,
        [faqApp.appId, conversationId],
      )) as Rec[];
    }
    expect(records[0]).toMatchObject({ bot_version: 'parley-operator', body: '', responses: [reply], tags: ['operator', `operator:${ana.id}`] });
    expect(records[1]!.tags).toContain('operator');
    expect(records[1]!.responses[0]).toContain('Yes');
  });

  it('nobody online: a reply to a visitor who left an address and went away is e-mailed (SMTP_URL); one who is there reads it in the chat', async () => {
    const visitor = await connectClient(w1.url, { appToken: faqApp.appToken });
    await visitor.send(text('I would like to talk to a person'), 'm1');
    await waitFor(() => visitor.messages.some((m) => m.event === 'nobody_online'), 20_000, 'the nobody-online line');
    const address = `visitor-${randomUUID()}@example.com`;
    expect(await visitor.socket.timeout(5000).emitWithAck(WebchatEvents.LeaveEmail, { email: address })).toEqual({ ok: true });
    const [row] = (await w1.dataSource.query(`SELECT id FROM webchat_conversations WHERE app_id = $1 AND user_id = $2`, [faqApp.appId, visitor.visitor!.userId])) as { id: string }[];
    const conversationId = row!.id;
    expect((await call(w2, 'POST', `/conversations/${conversationId}/take`, ana.token)).status).toBe(200);
    // Still there: the reply reaches the chat, not the mailbox.
    expect((await call(w2, 'POST', `/conversations/${conversationId}/messages`, ana.token, text('First answer, while you are here'))).status).toBe(201);
    await waitFor(() => visitor.messages.some((m) => m.sender === 'operator'), 5000, 'the first answer in the chat');
    visitor.close();
    // Gone as the server sees it (what decides between the chat and the mailbox), not only as the client does.
    const publisher = w1.app.get(Publisher);
    await expect.poll(() => publisher.connected(faqApp.appId, visitor.visitor!.userId), { timeout: 10_000 }).toBe(false);
    expect((await call(w2, 'POST', `/conversations/${conversationId}/messages`, ana.token, text('Your refund was sent today.'))).status).toBe(201);
    await expect.poll(() => mails.filter((m) => m.to === address).length, { timeout: 10_000 }).toBe(1);
    const mail = mails.find((m) => m.to === address)!;
    const body = mail.body.replace(/=\r?\n/g, '');
    expect(body).toMatch(/From: Shop support <support@example\.com>/);
    expect(body).toMatch(/Subject: Ana answered your message/);
    expect(body).toContain('Your refund was sent today.');
    expect(body).not.toContain('First answer');
  });

  it("a webhook bot gets the state in each message's body, signed handover events, and its own handover route", async () => {
    const bot: FakeBot = await startFakeBot();
    const hookApp = await createTestApp(w1.dataSource, { language: 'en', webhookUrl: bot.url });
    const visitor = await connectClient(w1.url, { appToken: hookApp.appToken });
    await visitor.send(text('hello'), 'w1');
    await waitFor(() => bot.requests.length >= 1, 10_000, 'the first delivery');
    expect(bot.requests[0]!.body).toMatchObject({ type: 'text', handover: { state: 'bot' }, toPerson: false });
    const userId = visitor.visitor!.userId;
    const route = `${w1.url}/bots/${hookApp.appToken}/users/${userId}/conversation/handover`;
    const auth = { authorization: `Bearer ${hookApp.pushSecret}`, 'content-type': 'application/json' };
    expect((await fetch(route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
    const asked = await fetch(route, { method: 'POST', headers: auth, body: JSON.stringify({ reason: 'wants a refund' }) });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({ state: 'waiting', reason: 'bot', note: 'wants a refund' });
    expect(await (await fetch(route, { headers: auth })).json()).toMatchObject({ state: 'waiting', reason: 'bot' });
    await waitFor(() => bot.requests.some((r) => r.body.type === 'handover'), 10_000, 'the handover event');
    const event = bot.requests.find((r) => r.body.type === 'handover')!;
    expect(event.body).toMatchObject({ type: 'handover', event: 'waiting', user: userId, handover: { state: 'waiting', reason: 'bot' } });
    const { secret } = (await w1.dataSource.query(`SELECT webhook_secret AS secret FROM apps WHERE id = $1`, [hookApp.appId]))[0] as { secret: string };
    const [t, v1] = String(event.headers['parley-signature']).split(',').map((p) => p.split('=')[1]);
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${event.raw}`).digest('hex'));
    await visitor.send(text('anyone?'), 'w2');
    await waitFor(() => bot.requests.some((r) => (r.body.payload as { value?: string } | undefined)?.value === 'anyone?'), 10_000, 'the second message');
    expect(bot.requests.find((r) => (r.body.payload as { value?: string } | undefined)?.value === 'anyone?')!.body).toMatchObject({ handover: { state: 'waiting' }, toPerson: false });
    // Taken: the bot still receives the visitor's messages, marked as written to a person.
    const [row] = (await w1.dataSource.query(`SELECT id FROM webchat_conversations WHERE app_id = $1 AND user_id = $2`, [hookApp.appId, userId])) as { id: string }[];
    await w1.dataSource.getRepository(AppMemberEntity).insert({ appId: hookApp.appId, accountId: ana.id, role: 'agent' });
    const take = await fetch(`${w1.url}/operator/apps/${hookApp.appId}/conversations/${row!.id}/take`, { method: 'POST', headers: { authorization: `Bearer ${ana.token}` } });
    expect(take.status).toBe(200);
    await visitor.send(text('are you a real person?'), 'w3');
    await waitFor(() => bot.requests.some((r) => (r.body.payload as { value?: string } | undefined)?.value === 'are you a real person?'), 10_000, 'the message to the person');
    expect(bot.requests.find((r) => (r.body.payload as { value?: string } | undefined)?.value === 'are you a real person?')!.body).toMatchObject({ handover: { state: 'assigned' }, toPerson: true });
    visitor.close();
    await bot.close();
  });
});
