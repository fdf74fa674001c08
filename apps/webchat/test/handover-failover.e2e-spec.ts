import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPERATORS_NAMESPACE, OperatorEvents, type ConversationMessage, type InboxItem } from '@parley/contracts';
import { BuiltServers, buildServersUnlessBuilt, testDatabaseUrl } from '@parley/testing';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, text, waitFor, type TestClient } from './helpers';

/**
 * The must-show (#29): two api and two webchat processes, built (dist/), on one database
 * and one Redis. The operator works on webchat A, the visitor is on webchat B; B is killed
 * (SIGKILL) in the middle of the conversation. Nothing acknowledged is lost, and the visitor, back
 * on A, sees every operator message exactly once.
 */

/** One secret for all four: the webchat servers verify the portal sessions the api made. */
const SESSION_SECRET = randomBytes(32).toString('base64url');

describe('human handover across processes: the webchat process holding the visitor is killed', () => {
  const servers = new BuiltServers(mkdtempSync(join(tmpdir(), 'parley-handover-failover-')), {
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    DB_POOL_SIZE: '4',
    LOG_LEVEL: 'warn',
    SESSION_SECRET,
    DB_CONNECT_TIMEOUT_MS: '10000',
    // The shared Redis keeps the sign-up and App-creation counts of 127.0.0.1 for an hour, across
    // every run of this file on the machine: the limits are another test's (concurrent-limits), not
    // this one's, so a busy hour of runs must not turn this App's creation into a 429.
    SIGNUPS_PER_HOUR: '0',
    APPS_PER_HOUR: '0',
    TZ: 'UTC',
  });

  beforeAll(async () => {
    buildServersUnlessBuilt();
    await Promise.all([
      servers.start('api-a', 'api'),
      servers.start('api-b', 'api'),
      servers.start('webchat-a', 'webchat'),
      servers.start('webchat-b', 'webchat'),
    ]);
  }, 300_000);

  afterAll(async () => {
    await servers.stopAll();
    expect(servers.crashes).toEqual([]);
  });

  it('nothing acknowledged is lost; the visitor reconnects to the other process and sees every operator message once', async () => {
    const [apiA, apiB, chatA, chatB] = [servers.get('api-a'), servers.get('api-b'), servers.get('webchat-a'), servers.get('webchat-b')];
    // The operator signs up on one api and makes the App on the other: one session for every process.
    const signUp = await fetch(`${apiA.url}/portal/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `ana-${process.pid}-${Date.now()}@example.com`, password: 'a long enough password', name: 'Ana' }),
    });
    expect(signUp.status).toBe(201);
    const { token } = (await signUp.json()) as { token: string };
    const made = await fetch(`${apiB.url}/portal/api/apps`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Failover shop' }),
    });
    expect(made.status).toBe(201);
    const { app } = (await made.json()) as { app: { id: string; token: string } };
    const operator = (method: string, path: string, body?: unknown) =>
      fetch(`${chatA.url}/operator/apps/${app.id}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });

    // Ana's inbox page on webchat A; the visitor on webchat B.
    const page: Socket = io(chatA.url + OPERATORS_NAMESPACE, {
      auth: { sessionToken: token, appId: app.id },
      forceNew: true,
      transports: ['websocket'],
      reconnection: false,
    });
    const rows: InboxItem[] = [];
    page.on(OperatorEvents.Inbox, (i: InboxItem) => rows.push(i));
    await new Promise<void>((ok, fail) => {
      page.once('connect', () => ok());
      page.once('connect_error', fail);
    });
    const visitor: TestClient = await connectClient(chatB.url, { appToken: app.token });
    const userId = visitor.visitor!.userId;
    expect((await visitor.send(text('I want to talk to a human'), 'v1'))?.id).toBeTruthy();
    await waitFor(
      () => rows.some((r) => r.userId === userId && r.handover.state === 'waiting'),
      20_000,
      'the waiting row on the inbox page',
    );
    const conversationId = rows.find((r) => r.userId === userId)!.conversationId;
    expect((await operator('POST', `/conversations/${conversationId}/take`)).status).toBe(200);

    const acknowledged: string[] = [];
    const say = async (i: number) => {
      const res = await operator('POST', `/conversations/${conversationId}/messages`, text(`operator ${i}`));
      expect(res.status).toBe(201);
      acknowledged.push(((await res.json()) as ConversationMessage).id);
    };
    const operatorTexts = (list: ConversationMessage[]) =>
      list.filter((m) => m.sender === 'operator').map((m) => (m.message.payload as { value: string }).value);
    for (let i = 1; i <= 3; i++) await say(i);
    await waitFor(() => operatorTexts(visitor.messages).length === 3, 10_000, 'the first three operator messages on webchat B');
    expect((await visitor.send(text('thanks, one more question'), 'v2'))?.id).toBeTruthy();

    // Webchat B dies while Ana keeps writing, and with a visitor message on its way.
    const gone = new Promise<void>((ok) => visitor.socket.once('disconnect', () => ok()));
    const inFlight = visitor.send(text('are you still there?'), 'v3').then(
      (m) => m?.id,
      () => undefined,
    );
    const killed = chatB.stop('SIGKILL');
    for (let i = 4; i <= 6; i++) await say(i);
    await Promise.all([killed, gone]);
    const v3 = await inFlight;

    // The widget reconnects (to the surviving process) from the newest message it has, and sends
    // again what was not acknowledged, with the same clientMessageId.
    const have = visitor.messages.concat(visitor.history.flat());
    const newest = have.reduce((a, m) => (BigInt(m.id) > BigInt(a) ? m.id : a), '0');
    const back = await connectClient(chatA.url, { appToken: app.token, userId, lastMessageId: newest });
    if (!v3) expect((await back.send(text('are you still there?'), 'v3'))?.id).toBeTruthy();
    for (let i = 7; i <= 8; i++) await say(i);
    // What the widget shows: history and live messages merged by id (history on connect repeats the
    // newest 50 messages, the widget keeps one of each).
    const seen = () =>
      [
        ...new Map(
          visitor.history
            .flat()
            .concat(visitor.messages, back.history.flat(), back.messages)
            .map((m) => [m.id, m]),
        ).values(),
      ].sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
    await waitFor(() => operatorTexts(seen()).length >= 8, 10_000, `all 8 operator messages (seen ${operatorTexts(seen()).join(', ')})`);

    // Every operator message exactly once (none stored twice, none missing), in order; each
    // acknowledged id is there; no live message repeats one the visitor already had.
    expect(operatorTexts(seen())).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((i) => `operator ${i}`));
    const seenIds = seen().map((m) => m.id);
    for (const id of acknowledged) expect(seenIds).toContain(id);
    const live = visitor.messages.concat(back.messages).map((m) => m.id);
    expect(new Set(live).size).toBe(live.length);
    const resynced = new Set(back.history.flat().map((m) => m.id));
    expect(back.messages.filter((m) => resynced.has(m.id))).toEqual([]);
    // The visitor's acknowledged messages are stored, the one sent twice once.
    const transcript = (await (await operator('GET', `/conversations/${conversationId}`)).json()) as { messages: ConversationMessage[] };
    const visitorTexts = transcript.messages.filter((m) => m.sender === 'user').map((m) => (m.message.payload as { value: string }).value);
    expect(visitorTexts).toEqual(['I want to talk to a human', 'thanks, one more question', 'are you still there?']);
    expect(operatorTexts(transcript.messages)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((i) => `operator ${i}`));
    back.close();
    page.disconnect();
  });
});
