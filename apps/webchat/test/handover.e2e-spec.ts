import { JwtService } from '@nestjs/jwt';
import { OPERATORS_NAMESPACE, OperatorEvents, WebchatEvents, type ConversationMessage, type HandoverPayload, type InboxItem } from '@parley/contracts';
import { AccountSessionEntity, AppMemberEntity, findOrCreateAccount } from '@parley/persistence';
import { createTestApp, createTestingApi, createTestingWebchat, type TestAppCredentials, type TestingApi, type TestingWebchat } from '@parley/testing';
import { TrainerStore, type QnaFields } from '@parley/trainer-runtime';
import { createHmac, randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, startFakeBot, text, waitFor, type FakeBot, type TestClient } from './helpers';

const SECRET = 'test-session-secret-that-is-long-enough-123';
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

  const call = (w: TestingWebchat, method: string, path: string, token: string, body?: unknown) =>
    fetch(`${w.url}/operator/apps/${faqApp.appId}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  beforeAll(async () => {
    // Two instances sharing sockets and presence through Redis, as in production.
    const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    [w1, w2, api] = await Promise.all([createTestingWebchat({ REDIS_URL }), createTestingWebchat({ REDIS_URL }), createTestingApi()]);
    faqApp = await createTestApp(w1.dataSource, { language: 'en' });
    await new TrainerStore(w1.dataSource).createQnas(
      faqApp.appId,
      QNAS.map((q) => ({ title: q.title, utterances: q.utterances.map((value) => ({ value })), answers: q.answers as QnaFields['answers'], resolvePrompt: q.resolvePrompt })),
    );
    ana = await member(w1.dataSource, faqApp.appId, 'Ana', 'agent');
    bob = await member(w1.dataSource, faqApp.appId, 'Bob', 'editor');
    vic = await member(w1.dataSource, faqApp.appId, 'Vic', 'viewer');
  });
  afterAll(async () => {
    await Promise.all([w1.close(), w2.close(), api.close()]);
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
    expect(await loser.json()).toMatchObject({ code: 'HANDOVER.ALREADY_TAKEN', handover: { state: 'assigned', assignee: { id: winner.id } } });
    await waitFor(() => states.some((s) => s.state === 'assigned'), 5000, 'assigned state');
    expect(states.find((s) => s.state === 'assigned')!.assignee).toEqual({ name: winner.name });

    // The viewer reads, but may not answer.
    expect((await call(w1, 'GET', `/conversations/${row.conversationId}`, vic.token)).status).toBe(200);
    expect((await call(w1, 'POST', `/conversations/${row.conversationId}/take`, vic.token)).status).toBe(403);

    const said = await call(winnerUrl, 'POST', `/conversations/${row.conversationId}/messages`, winner.token, text('Hello, how can I help?'));
    expect(said.status).toBe(201);
    await waitFor(() => visitor.messages.some((m) => m.sender === 'operator'), 5000, 'the operator message');
    expect(visitor.messages.find((m) => m.sender === 'operator')).toMatchObject({ operator: { name: winner.name }, message: text('Hello, how can I help?') });

    // Assigned: the FAQ bot stays silent on a question it knows.
    const before = visitor.messages.length;
    const asked = await visitor.send(text('When are you open?'), 't2');
    await waitFor(() => pageA.messages.some((m) => m.message.id === asked!.id), 5000, 'the question on the inbox page');
    const transcript = (await (await call(winnerUrl, 'GET', `/conversations/${row.conversationId}`, winner.token)).json()) as { messages: ConversationMessage[] };
    expect(transcript.messages.map((m) => m.sender)).toContain('operator');
    // Another message through the same ordered store proves the question was handled before it.
    await visitor.send(text('still there?'), 't3');
    await new Promise((r) => setTimeout(r, 1500));
    expect(visitor.messages.slice(before).filter((m) => m.sender === 'bot')).toEqual([]);

    // Given back: the FAQ bot answers again.
    expect((await call(winnerUrl, 'POST', `/conversations/${row.conversationId}/return`, winner.token)).status).toBe(200);
    await waitFor(() => visitor.messages.some((m) => m.event === 'returned'), 5000, 'the returned line');
    await visitor.send(text('When are you open?'), 't4');
    await waitFor(() => visitor.messages.some((m) => m.sender === 'bot' && (m.message.payload as { value?: string }).value === 'We are open from 9 to 5.'), 20_000, 'the FAQ answer');
    visitor.close();
    pageA.socket.disconnect();
    pageB.socket.disconnect();
  });

  it("a webhook bot gets the state in each message's body, signed handover events, and its own handover route", async () => {
    const bot: FakeBot = await startFakeBot();
    const hookApp = await createTestApp(w1.dataSource, { language: 'en', webhookUrl: bot.url });
    const visitor = await connectClient(w1.url, { appToken: hookApp.appToken });
    await visitor.send(text('hello'), 'w1');
    await waitFor(() => bot.requests.length >= 1, 10_000, 'the first delivery');
    expect(bot.requests[0]!.body).toMatchObject({ type: 'text', handover: { state: 'bot' } });
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
    expect(bot.requests.find((r) => (r.body.payload as { value?: string } | undefined)?.value === 'anyone?')!.body.handover).toMatchObject({ state: 'waiting' });
    visitor.close();
    await bot.close();
  });
});
