import type { MessageAck, WebchatErrorPayload } from '@parley/contracts';
import { createTestApp, createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, push, text, waitFor } from './helpers';

describe('webchat conversation (push, history, resync, tabs)', () => {
  let w: TestingWebchat;
  let token: string;

  beforeAll(async () => {
    w = await createTestingWebchat();
    // A webhook nobody listens on: user messages queue for the bot without the FAQ bot answering.
    token = (await createTestApp(w.dataSource, { webhookUrl: 'http://127.0.0.1:9/unused' })).appToken;
  });
  afterAll(() => w.close());

  it('delivers a pushed message to the connected user and answers 200 text/plain OK', async () => {
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: token, userId });
    expect(c.history).toEqual([[]]);
    const res = await push(w.url, token, userId, text('Hello from the bot'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('OK');
    const [m] = await c.waitMessages(1);
    expect(m).toMatchObject({ sender: 'bot', message: text('Hello from the bot') });
    expect(m!.id).toMatch(/^\d+$/);
    expect(new Date(m!.createdAt).toISOString()).toBe(m!.createdAt);
    c.close();
  });

  it('sends every bot message type through unchanged', async () => {
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: token, userId });
    const messages = [
      { type: 'table', payload: { value: { schema: [{ key: 'a', label: 'A' }], rows: [{ a: 'x' }] } } },
      { type: 'quickreplies', payload: { value: ['Yes', 'No'] } },
      {
        type: 'actions',
        payload: {
          value: [
            { type: 'link', text: 'Site', value: 'https://example.com' },
            { type: 'postback', text: 'Buy', value: { sku: 1 } },
          ],
        },
      },
    ];
    for (const m of messages) expect((await push(w.url, token, userId, m)).status).toBe(200);
    expect((await c.waitMessages(3)).map((m) => m.message)).toEqual(messages);
    c.close();
  });

  it('gives a connecting widget the last 50 messages, oldest first', async () => {
    const userId = randomUUID();
    // The visitor's first connection gives it its token; the next one reads the history with it.
    (await connectClient(w.url, { appToken: token, userId })).close();
    for (let i = 1; i <= 55; i++) await push(w.url, token, userId, text(`m${i}`));
    const c = await connectClient(w.url, { appToken: token, userId });
    const h = c.history[0]!;
    expect(h).toHaveLength(50);
    expect(h[0]!.message).toEqual(text('m6'));
    expect(h[49]!.message).toEqual(text('m55'));
    const ids = h.map((m) => BigInt(m.id));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
    c.close();
  });

  it('resends what was pushed while the widget was offline (lastMessageId)', async () => {
    const userId = randomUUID();
    const first = await connectClient(w.url, { appToken: token, userId });
    await push(w.url, token, userId, text('before'));
    const [seen] = await first.waitMessages(1);
    first.close();
    // 60 pushes while offline: more than the history window, all must come back.
    for (let i = 1; i <= 60; i++) await push(w.url, token, userId, text(`missed ${i}`));
    const again = await connectClient(w.url, { appToken: token, userId, lastMessageId: seen!.id });
    const h = again.history[0]!;
    const missed = h.filter((m) => BigInt(m.id) > BigInt(seen!.id)).map((m) => (m.message.payload as { value: string }).value);
    expect(missed).toEqual(Array.from({ length: 60 }, (_, i) => `missed ${i + 1}`));
    again.close();
  });

  it('keeps two tabs of one user in step and leaves other users alone', async () => {
    const userId = randomUUID();
    const tab1 = await connectClient(w.url, { appToken: token, userId });
    const tab2 = await connectClient(w.url, { appToken: token, userId });
    const stranger = await connectClient(w.url, { appToken: token, userId: randomUUID() });
    const stored = await tab1.send(text('from tab 1'), 'c-1');
    expect(stored).toMatchObject({ sender: 'user', message: text('from tab 1'), clientMessageId: 'c-1' });
    const [echo] = await tab2.waitMessages(1);
    expect(echo).toEqual(stored);
    await push(w.url, token, userId, text('to both'));
    await tab1.waitMessages(1);
    await tab2.waitMessages(2);
    expect(tab1.messages.map((m) => m.message)).toEqual([text('to both')]);
    expect(tab2.messages.map((m) => m.message)).toEqual([text('from tab 1'), text('to both')]);
    await new Promise((r) => setTimeout(r, 100));
    expect(stranger.messages).toEqual([]);
    for (const c of [tab1, tab2, stranger]) c.close();
  });

  it('stores a retried send with the same clientMessageId once', async () => {
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: token, userId });
    const a = await c.send(text('once'), 'retry-1');
    const b = await c.send(text('once'), 'retry-1');
    expect(b).toEqual(a);
    const rows = await w.dataSource.query(
      `SELECT count(*)::int AS n FROM webchat_messages m JOIN webchat_conversations v ON v.id = m.conversation_id WHERE v.user_id = $1`,
      [userId],
    );
    expect(rows[0].n).toBe(1);
    c.close();
  });

  it('rejects an invalid user message with an acknowledgement carrying the error, and webchat_error alike, naming its clientMessageId', async () => {
    const c = await connectClient(w.url, { appToken: token, userId: randomUUID() });
    const ack = (await c.socket
      .timeout(5000)
      .emitWithAck('message', { message: { type: 'text', payload: { value: '' } }, clientMessageId: 'bad-1' })) as MessageAck;
    expect(ack).toEqual({
      error: { code: 'WEBCHAT.INVALID_MESSAGE', clientMessageId: 'bad-1', message: expect.stringContaining('message.payload.value') },
    });
    // Widgets older than acknowledged errors learn it from the event.
    await waitFor(() => c.errors.length > 0, 2000, 'webchat_error');
    expect(c.errors[0]).toEqual((ack as { error: WebchatErrorPayload }).error);
    c.close();
  });

  it('refuses a user message PostgreSQL cannot store (a NUL character) without failing the messages beside it', async () => {
    const c = await connectClient(w.url, { appToken: token, userId: randomUUID() });
    const [good] = await Promise.all([
      c.send(text('fine'), 'beside-nul'),
      c.socket.emit('message', {
        message: { type: 'postback', payload: { text: 'Buy', value: { sku: 'a\u0000' } } },
        clientMessageId: 'nul-1',
      }),
    ]);
    expect(good).toMatchObject({ clientMessageId: 'beside-nul' });
    await waitFor(() => c.errors.length > 0, 2000, 'webchat_error');
    expect(c.errors[0]).toMatchObject({ code: 'WEBCHAT.INVALID_MESSAGE', clientMessageId: 'nul-1' });
    expect(c.errors[0]!.message).toContain('message.payload.value.sku');
    c.close();
  });

  it('keeps the order of user messages sent in a burst', async () => {
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: token, userId });
    const acks = await Promise.all(Array.from({ length: 20 }, (_, i) => c.send(text(`burst ${i}`), `b-${i}`)));
    const ids = acks.map((a) => BigInt(a!.id));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
    c.close();
  });
});
