import { createTestApp, createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { WebchatEvents, type DeliveryPayload } from '@parley/contracts';
import { AppEntity } from '@parley/persistence';
import { TrainerStore } from '@parley/trainer-runtime';
import { FaqClassifier } from '../src/faq/faq-classifier';
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
    // Parley-Signature: t=<unix>,v1=<HMAC of "t.body">, t the time of the attempt.
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(first!.headers['parley-signature']))!;
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(60);
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${first!.raw}`).digest('hex'));
    // The older header, for bots written before it: the HMAC of the body alone.
    expect(first!.headers['x-parley-signature']).toBe(`sha256=${createHmac('sha256', secret).update(first!.raw).digest('hex')}`);
    expect(first!.headers['content-type']).toBe('application/json');
    expect(Object.keys(first!.body)).toEqual(['type', 'payload', 'user', 'appToken', 'conversationId', 'referrer', 'createdAt', 'deliveryId', 'classification', 'entities', 'handover', 'toPerson']);
    // The conversation's handover state (docs/handover.md): a bot stays silent while a person answers.
    expect(first!.body.handover).toMatchObject({ state: 'bot' });
    expect(first!.headers['parley-delivery-id']).toBe(first!.body.deliveryId);
    expect(first!.body.deliveryId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(second!.body.deliveryId).not.toBe(first!.body.deliveryId);
    // The App has no QnAs or Intents, nor entity types: nothing matches, nothing is found.
    expect(first!.body.classification).toEqual([]);
    expect(first!.body.entities).toEqual([]);
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
    // Every attempt of a message carries the same delivery id, in the header and the body.
    const ids = new Set(bot.requests.flatMap((r) => [r.headers['parley-delivery-id'], r.body.deliveryId]));
    expect(ids.size).toBe(1);
    up = true;
    const failures = bot.requests.length;
    await waitFor(() => bot.requests.length >= failures + 5, 5000, 'deliveries after recovery');
    const delivered = bot.requests.slice(failures).map((r) => (r.body.payload as { value: string }).value);
    expect(delivered).toEqual(['msg 1', 'msg 2', 'msg 3', 'msg 4', 'msg 5']);
    expect(bot.requests[failures]!.body.deliveryId).toBe([...ids][0]);
    expect(new Set(bot.requests.slice(failures).map((r) => r.body.deliveryId)).size).toBe(5);
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

  it('keeps the delivery id when an attempt is cut short by a stopped instance and another instance delivers', async () => {
    // The first attempt never gets an answer: the instance making it stops meanwhile (its lease runs out).
    let answer = false;
    const bot = await startFakeBot(() => 200);
    const held: (() => void)[] = [];
    const { createServer } = await import('node:http');
    const hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (x: Buffer) => chunks.push(x));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        bot.requests.push({ headers: req.headers, raw, body: JSON.parse(raw) as Record<string, unknown> });
        if (answer) res.end('ok');
        else held.push(() => res.destroy());
      });
    });
    await new Promise<void>((ok) => hook.listen(0, '127.0.0.1', ok));
    const url = `http://127.0.0.1:${(hook.address() as { port: number }).port}/hook`;
    const a = await createTestApp(w.dataSource, { webhookUrl: url });
    const userId = randomUUID();
    // Whichever instance makes an attempt, the id is the row's: the same on the next.
    const short = await createTestingWebchat({ WEBHOOK_TIMEOUT_MS: 60_000 });
    const c = await connectClient(short.url, { appToken: a.appToken, userId });
    await c.send(text('once'), 'k-1');
    c.close();
    await waitFor(() => bot.requests.some((r) => r.body.user === userId), 5000, 'the first attempt');
    const firstId = bot.requests.find((r) => r.body.user === userId)!.body.deliveryId;
    // The connection drops, the instance stops; its lease is run out as if the time had passed.
    for (const release of held) release();
    await short.close();
    answer = true;
    await w.dataSource.query(`UPDATE webchat_deliveries SET next_attempt_at = now() WHERE public_id = $1`, [firstId]);
    await waitFor(() => bot.requests.filter((r) => r.body.user === userId).length >= 2, 5000, 'the attempt of the other instance');
    // The stopping instance may itself try again once between the dropped connection and its stop (its
    // attempt is held like the first): however many attempts, each carries the row's id.
    const attempts = bot.requests.filter((r) => r.body.user === userId);
    expect(new Set(attempts.map((r) => r.body.deliveryId))).toEqual(new Set([firstId]));
    expect(new Set(attempts.map((r) => r.headers['parley-delivery-id']))).toEqual(new Set([firstId]));
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    await new Promise<void>((ok) => hook.close(() => ok()));
    await bot.close();
  });

  it('carries the classification of the message, as classify answers it', async () => {
    const bot = await startFakeBot();
    const a = await createTestApp(w.dataSource, { webhookUrl: bot.url });
    await new TrainerStore(w.dataSource).createQnas(a.appId, [
      { title: 'hours', utterances: ['What are your opening hours?', 'When are you open?', 'opening times'].map((value) => ({ value })), answers: [[text('We are open from 9 to 5.')]], resolvePrompt: 'Opening hours' },
      { title: 'delivery', utterances: ['How long does delivery take?', 'When will my parcel arrive?', 'shipping time'].map((value) => ({ value })), answers: [[text('Delivery takes 2 days.')]], resolvePrompt: 'Delivery times' },
    ]);
    // The App's model trained first (a first message waits 5 s at most for it, then goes unclassified).
    await w.app.get(FaqClassifier).classify(a.appId, 'en', 'hello', { threshold: 0.3, margin: 0.05 });
    const c = await connectClient(w.url, { appToken: a.appToken, userId: randomUUID() });
    await c.send(text('when are you open'), 'cl-1');
    await c.send({ type: 'postback', payload: { value: { sku: 1 } } }, 'cl-2');
    await waitFor(() => bot.requests.length >= 2, 10_000, 'two webhook calls');
    const [asked, postback] = bot.requests;
    const classification = asked!.body.classification as Record<string, unknown>[];
    expect(classification[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'QnA',
      label: 'hours',
      probability: expect.any(Number),
      resolvePrompt: 'Opening hours',
      answers: [[text('We are open from 9 to 5.')]],
    });
    expect(classification[0]!.probability).toBeGreaterThanOrEqual(0.3);
    expect(classification.map((m) => m.label)).not.toContain('delivery');
    // A postback without text: nothing to classify, no entities looked for.
    expect(postback!.body.classification).toBeNull();
    expect(postback!.body.entities).toBeNull();
    c.close();
    await bot.close();
  });

  it("carries the App entities found in the visitor's message", async () => {
    const bot = await startFakeBot();
    const a = await createTestApp(w.dataSource, { webhookUrl: bot.url });
    const store = new TrainerStore(w.dataSource);
    await store.createEntityType(a.appId, {
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
    await store.createEntityType(a.appId, { name: 'order', language: 'en', fuzzy: false, values: [], patterns: ['ORD-\\d{6}'] });
    const c = await connectClient(w.url, { appToken: a.appToken, userId: randomUUID() });
    await c.send(text("I'd like the entreprise plan for ORD-123456"), 'e-1');
    await c.send(text('hello'), 'e-2');
    await waitFor(() => bot.requests.length >= 2, 10_000, 'two webhook calls');
    const [named, none] = bot.requests;
    expect(named!.body.entities).toEqual([
      { dim: 'plan', body: 'entreprise', start: 13, end: 23, values: [{ value: 'enterprise', type: 'string', synonym: 'enterprise', match: 'fuzzy', typos: 1 }] },
      { dim: 'order', body: 'ORD-123456', start: 33, end: 43, values: [{ value: 'ORD-123456', type: 'string', synonym: 'ORD-\\d{6}', match: 'pattern' }] },
    ]);
    expect(none!.body.entities).toEqual([]);
    c.close();
    await bot.close();
  });

  it('marks a delivery failed after the retry window and keeps it with its last error', { timeout: 60_000 }, async () => {
    // A window that holds several attempts (50 to 200 ms apart) even on a busy machine.
    const short = await createTestingWebchat({ DELIVERY_RETRY_WINDOW_MS: 2000 });
    let calls = 0;
    const bot = await startFakeBot(() => (++calls <= 100 ? 500 : 200));
    const { token } = await appFor(bot);
    const userId = randomUUID();
    const c = await connectClient(short.url, { appToken: token, userId });
    // The visitor's tab hears when the server gives up (the delivery state "failed").
    const failed = new Promise<void>((resolve) => c.socket.on(WebchatEvents.Delivery, (p: DeliveryPayload) => p.state === 'failed' && resolve()));
    await c.send(text('doomed'), 'f-1');
    await failed;
    const rows = (await short.dataSource.query(
      `SELECT d.status, d.attempts, d.last_error FROM webchat_deliveries d JOIN webchat_conversations c ON c.id = d.conversation_id WHERE c.user_id = $1 ORDER BY d.id`,
      [userId],
    )) as { status: string; attempts: number; last_error: string }[];
    expect(rows[0]).toMatchObject({ status: 'failed', last_error: 'webhook answered HTTP 500' });
    // Every attempt made is counted (how many fit in the window depends on the machine's speed).
    expect(rows[0]!.attempts).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.attempts).toBe(bot.requests.length);
    c.close();
    await short.close();
    await bot.close();
  });
});
