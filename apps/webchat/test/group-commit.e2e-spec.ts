import { createTestApp, createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppDirectory, type WebchatApp } from '../src/apps/app-directory.service';
import { MessagingService } from '../src/messaging/messaging.service';
import { MessageRepository, type StoredMessage } from '../src/messaging/message.repository';
import { MessageWriter } from '../src/messaging/message-writer';
import { connectClient, push, text, waitFor } from './helpers';

const valueOf = (m: { message: { payload: unknown } }) => (m.message.payload as { value: string }).value;
const increasing = (ids: string[]) => ids.every((id, i) => i === 0 || BigInt(id) > BigInt(ids[i - 1]!));

describe('webchat group commit (messages stored in batches)', () => {
  let w: TestingWebchat;
  let token: string;
  let app: WebchatApp;
  let repository: MessageRepository;

  beforeAll(async () => {
    // One writer and a long gathering window: the test decides which messages share a batch.
    w = await createTestingWebchat({ MESSAGE_WRITERS: 1, MESSAGE_BATCH_MAX_DELAY_MS: 150 });
    token = (await createTestApp(w.dataSource, { webhookUrl: 'http://127.0.0.1:9/unused' })).appToken;
    app = (await w.app.get(AppDirectory).byAppToken(token))!;
    repository = w.app.get(MessageRepository);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => w.close());

  it('stores a burst to several users in few batches and delivers each conversation in the order sent', async () => {
    const users = [randomUUID(), randomUUID(), randomUUID()];
    const clients = await Promise.all(users.map((userId) => connectClient(w.url, { appToken: token, userId })));
    const batches = vi.spyOn(repository, 'storeBatch');
    const messaging = w.app.get(MessagingService);
    // Interleaved: u0 m0, u1 m0, u2 m0, u0 m1, ...
    const sent = Array.from({ length: 30 }, (_, i) => messaging.pushBotMessage(app, users[i % 3]!, text(`m${Math.floor(i / 3)}`)));
    await Promise.all(sent);
    expect(batches.mock.calls.length).toBeLessThan(5);
    const expected = Array.from({ length: 10 }, (_, i) => `m${i}`);
    for (const c of clients) {
      const got = await c.waitMessages(10);
      expect(got.map(valueOf)).toEqual(expected);
      expect(increasing(got.map((m) => m.id))).toBe(true);
    }
    const again = await connectClient(w.url, { appToken: token, userId: users[1]! });
    expect(again.history[0]!.map(valueOf)).toEqual(expected);
    for (const c of [...clients, again]) c.close();
  });

  it('answers 200 to concurrent pushes gathered into one batch', async () => {
    const batches = vi.spyOn(repository, 'storeBatch');
    const res = await Promise.all(Array.from({ length: 6 }, (_, i) => push(w.url, token, randomUUID(), text(`p${i}`))));
    expect(res.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(Math.max(...batches.mock.calls.map(([b]) => b.length))).toBeGreaterThan(1);
  });

  it('answers 503 with Retry-After to exactly the pushes of a failed batch, publishes none of them, and stores the next batch', async () => {
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: token, userId });
    let failFirst: (e: Error) => void = () => undefined;
    const batches = vi
      .spyOn(repository, 'storeBatch')
      .mockImplementationOnce(() => new Promise<StoredMessage[]>((_, reject) => (failFirst = reject)));
    const first = [push(w.url, token, userId, text('lost 1')), push(w.url, token, userId, text('lost 2'))];
    await waitFor(() => batches.mock.calls.length === 1, 5000, 'the first batch');
    expect(batches.mock.calls[0]![0]).toHaveLength(2);
    // Gathered while the first batch is still being written: a batch of its own.
    const next = push(w.url, token, userId, text('kept'));
    await new Promise((r) => setTimeout(r, 50));
    failFirst(Object.assign(new Error('connection terminated'), { code: '08006' }));
    for (const res of await Promise.all(first)) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect(await res.json()).toMatchObject({ statusCode: 503 });
    }
    expect((await next).status).toBe(200);
    await c.waitMessages(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(c.messages.map(valueOf)).toEqual(['kept']);
    const again = await connectClient(w.url, { appToken: token, userId });
    expect(again.history[0]!.map(valueOf)).toEqual(['kept']);
    for (const x of [c, again]) x.close();
  });

  it('tells the widget a user message of a failed batch was not stored, and stores it when sent again', async () => {
    const c = await connectClient(w.url, { appToken: token, userId: randomUUID() });
    vi.spyOn(repository, 'storeBatch').mockRejectedValueOnce(new Error('connection terminated'));
    c.socket.emit('message', { message: text('hello?'), clientMessageId: 'u-1' });
    await waitFor(() => c.errors.length > 0, 5000, 'webchat_error');
    expect(c.errors[0]).toMatchObject({ code: 'WEBCHAT.UNAVAILABLE', clientMessageId: 'u-1' });
    const stored = await c.send(text('hello?'), 'u-1');
    expect(stored).toMatchObject({ sender: 'user', clientMessageId: 'u-1', message: text('hello?') });
    c.close();
  });
});

describe('webchat group commit at shutdown', () => {
  it('stores a push gathered just before the server stops, and answers it OK', async () => {
    const w = await createTestingWebchat({ MESSAGE_BATCH_MAX_DELAY_MS: 300 });
    const token = (await createTestApp(w.dataSource, { webhookUrl: 'http://127.0.0.1:9/unused' })).appToken;
    const userId = randomUUID();
    const batches = vi.spyOn(w.app.get(MessageRepository), 'storeBatch');
    const pending = push(w.url, token, userId, text('last words'));
    await waitFor(() => w.app.get(MessageWriter).pendingCount > 0, 5000, 'the push to be gathered');
    expect(batches).not.toHaveBeenCalled();
    const closing = w.close();
    const res = await pending;
    expect(res.status).toBe(200);
    await closing;
    const check = await createTestingWebchat({ listen: false });
    const rows = await check.dataSource.query(
      `SELECT m.payload FROM webchat_messages m JOIN webchat_conversations c ON c.id = m.conversation_id WHERE c.user_id = $1`,
      [userId],
    );
    expect(rows).toEqual([{ payload: { value: 'last words' } }]);
    await check.close();
  });
});
