import { createTestApp, createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { AppEntity } from '@parley/persistence';
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, startFakeBot, text, waitFor, type FakeBot } from './helpers';

describe('delivery of user messages to the bot webhook', () => {
  let w: TestingWebchat;

  beforeAll(async () => {
    w = await createTestingWebchat();
  });
  afterAll(() => w.close());

  async function appFor(bot: FakeBot): Promise<{ token: string; secret: string }> {
    const a = await createTestApp(w.dataSource, { webhookUrl: bot.url });
    const app = await w.dataSource.getRepository(AppEntity).findOneByOrFail({ id: a.appId });
    return { token: a.appToken, secret: app.webhookSecret };
  }

  it('posts the botfuel-compatible body, signed with the webhook secret', async () => {
    const bot = await startFakeBot();
    const { token, secret } = await appFor(bot);
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: token, userId, referrer: 'https://shop.example.com/faq' });
    const stored = await c.send(text('Hello bot'), 'h-1');
    const postback = await c.send({ type: 'postback', payload: { text: 'Buy', value: { sku: 42 } } }, 'h-2');
    await waitFor(() => bot.requests.length >= 2, 5000, 'two webhook calls');
    const [first, second] = bot.requests;
    const expectedSig = `sha256=${createHmac('sha256', secret).update(first!.raw).digest('hex')}`;
    expect(first!.headers['x-parley-signature']).toBe(expectedSig);
    expect(first!.headers['content-type']).toBe('application/json');
    expect(Object.keys(first!.body)).toEqual(['type', 'payload', 'user', 'appToken', 'conversationId', 'referrer', 'createdAt']);
    expect(first!.body).toMatchObject({ type: 'text', payload: { value: 'Hello bot' }, user: userId, appToken: token, referrer: 'https://shop.example.com/faq', createdAt: stored!.createdAt });
    expect(first!.body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.body).toMatchObject({ type: 'postback', payload: { text: 'Buy', value: { sku: 42 } }, user: userId, createdAt: postback!.createdAt });
    c.close();
    await bot.close();
  });

  it('keeps retrying a failing webhook and, once it recovers, delivers every message in order', async () => {
    let up = false;
    const bot = await startFakeBot(() => (up ? 200 : 503));
    const { token } = await appFor(bot);
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: token, userId });
    for (let i = 1; i <= 5; i++) await c.send(text(`msg ${i}`), `o-${i}`);
    await waitFor(() => bot.requests.length >= 3, 5000, 'retries while down');
    // While down, only the first message is tried: the later ones wait behind it.
    expect(new Set(bot.requests.map((r) => (r.body.payload as { value: string }).value))).toEqual(new Set(['msg 1']));
    up = true;
    const failures = bot.requests.length;
    await waitFor(() => bot.requests.length >= failures + 5, 5000, 'deliveries after recovery');
    const delivered = bot.requests.slice(failures).map((r) => (r.body.payload as { value: string }).value);
    expect(delivered).toEqual(['msg 1', 'msg 2', 'msg 3', 'msg 4', 'msg 5']);
    // The worker marks a delivery once the bot has answered: a moment after the bot saw it.
    const statuses = async () =>
      (
        await w.dataSource.query(
          `SELECT d.status FROM webchat_deliveries d JOIN webchat_conversations c ON c.id = d.conversation_id WHERE c.user_id = $1 ORDER BY d.id`,
          [userId],
        )
      ).map((r: { status: string }) => r.status);
    const done = (l: string[]) => l.length === 5 && l.every((s) => s === 'delivered');
    let last = await statuses();
    for (const end = Date.now() + 5000; !done(last) && Date.now() < end; last = await statuses()) await new Promise((r) => setTimeout(r, 20));
    expect(last).toEqual(Array(5).fill('delivered'));
    c.close();
    await bot.close();
  });

  it('delivers what was queued before a restart (the outbox is in PostgreSQL)', async () => {
    const bot = await startFakeBot(() => 500);
    const { token } = await appFor(bot);
    const userId = randomUUID();
    // An instance without a worker stores and queues, then goes away.
    const pushOnly = await createTestingWebchat({ DELIVERY_WORKER: false });
    const c = await connectClient(pushOnly.url, { appToken: token, userId });
    await c.send(text('survives'), 'r-1');
    c.close();
    await pushOnly.close();
    bot.status = () => 200;
    await waitFor(() => bot.requests.some((r) => r.body.user === userId), 5000, 'delivery by the running instance');
    await bot.close();
  });

  it('marks a delivery failed after the retry window and keeps it with its last error', async () => {
    const short = await createTestingWebchat({ DELIVERY_RETRY_WINDOW_MS: 300 });
    let calls = 0;
    const bot = await startFakeBot(() => (++calls <= 100 ? 500 : 200));
    const { token } = await appFor(bot);
    const userId = randomUUID();
    const c = await connectClient(short.url, { appToken: token, userId });
    await c.send(text('doomed'), 'f-1');
    await waitFor(() => bot.requests.length > 0, 3000, 'a first attempt');
    const rowsOf = () =>
      short.dataSource.query(
        `SELECT d.status, d.attempts, d.last_error FROM webchat_deliveries d JOIN webchat_conversations c ON c.id = d.conversation_id WHERE c.user_id = $1 ORDER BY d.id`,
        [userId],
      ) as Promise<{ status: string; attempts: number; last_error: string }[]>;
    let rows = await rowsOf();
    for (let i = 0; i < 100 && rows[0]?.status === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      rows = await rowsOf();
    }
    expect(rows[0]).toMatchObject({ status: 'failed', last_error: 'webhook answered HTTP 500' });
    expect(rows[0]!.attempts).toBeGreaterThan(1);
    c.close();
    await short.close();
    await bot.close();
  });
});
