import { WEBCHAT_NAMESPACE, WebchatEvents } from '@parley/contracts';
import { createTestApp, createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, push, refusal, text } from './helpers';

/**
 * What a hostile or broken page can send over Socket.IO: handshakes with values of the wrong
 * type, events with any payload, unknown events. The server refuses or ignores each, keeps the
 * connection usable where it makes sense, and keeps serving everybody else.
 */
describe('webchat socket under hostile input', () => {
  let w: TestingWebchat;
  let token: string;

  beforeAll(async () => {
    w = await createTestingWebchat();
    token = (await createTestApp(w.dataSource)).appToken;
  });
  afterAll(() => w.close());

  it.each([
    ['an object as app token', () => ({ appToken: {} as unknown as string, userId: 'u' }), 'WEBCHAT.UNKNOWN_TOKEN'],
    ['an array as userId', () => ({ appToken: token, userId: ['u'] as unknown as string }), 'WEBCHAT.MISSING_USER_ID'],
    ['a number as userId', () => ({ appToken: token, userId: 42 as unknown as string }), 'WEBCHAT.MISSING_USER_ID'],
    ['a 10,000-character userId', () => ({ appToken: token, userId: 'u'.repeat(10_000) }), 'WEBCHAT.MISSING_USER_ID'],
  ])('refuses a handshake with %s', async (_name, auth, code) => {
    expect(await refusal(w.url, auth())).toMatchObject({ code });
  });

  it('ignores a lastMessageId, referrer or extra field of the wrong type and connects', async () => {
    const c = await connectClient(w.url, { appToken: token, userId: randomUUID(), lastMessageId: { $gt: 0 } as unknown as string, referrer: ['x'] as unknown as string, extra: 'y' } as never);
    expect(c.socket.connected).toBe(true);
    c.close();
  });

  it('answers every malformed message with webchat_error, stays connected and still relays', async () => {
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: token, userId });
    const payloads: unknown[] = [null, 0, 'text', [], [1, 2], {}, { message: null }, { message: { type: 'text', payload: { value: 'x'.repeat(20_000) } }, clientMessageId: 'c' }, { message: text('hi'), clientMessageId: {} }];
    for (const p of payloads) c.socket.emit(WebchatEvents.Message, p);
    c.socket.emit(WebchatEvents.Typing, { typing: 'yes' });
    c.socket.emit(WebchatEvents.Typing, null);
    c.socket.emit('no-such-event', { a: 1 });
    const ack = await c.send(text('still here'), 'after-garbage');
    expect(ack).toMatchObject({ clientMessageId: 'after-garbage' });
    expect(c.errors.filter((e) => e.code === 'WEBCHAT.INVALID_MESSAGE')).toHaveLength(payloads.length);
    expect((await push(w.url, token, userId, text('bot reply'))).status).toBe(200);
    expect((await c.waitMessages(1)).at(-1)).toMatchObject({ sender: 'bot' });
    c.close();
  });

  it('drops a client sending a frame over the size limit without affecting others', async () => {
    const other = await connectClient(w.url, { appToken: token, userId: randomUUID() });
    const socket = io(w.url + WEBCHAT_NAMESPACE, { auth: { appToken: token, userId: randomUUID() }, transports: ['websocket'], forceNew: true, reconnection: false });
    await new Promise<void>((r) => socket.once('connect', () => r()));
    const closed = new Promise<string>((r) => socket.once('disconnect', (reason) => r(reason)));
    socket.emit(WebchatEvents.Message, { message: text('x'.repeat(2_000_000)), clientMessageId: 'huge' });
    expect(await closed).toMatch(/transport (close|error)/);
    expect(await other.send(text('unaffected'), 'other-1')).toMatchObject({ clientMessageId: 'other-1' });
    other.close();
  });
});
