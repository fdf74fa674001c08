import { AppEntity } from '@parley/persistence';
import {
  createTestApp,
  createTestingApi,
  createTestingWebchat,
  type TestAppCredentials,
  type TestingApi,
  type TestingWebchat,
} from '@parley/testing';
import express from 'express';
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, text } from '../../../apps/webchat/test/helpers';
import {
  API_OPERATIONS,
  createDedupe,
  createNodeHandler,
  expressWebhook,
  fastifyWebhook,
  ParleyClient,
  ParleyError,
  Pusher,
  verifyWebhook,
  WebhookVerificationError,
  type ApiOperationId,
  type WebhookEvent,
} from '../src/index.js';

// The client against the real api and webchat server (one of each for the file, one App): every
// route of the contract the client covers, its errors and retries, and the webhook kit on real deliveries.

const listen = (server: Server) =>
  new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
    );
  return value;
}

describe('@parley/client against the real servers', () => {
  let api: TestingApi;
  let w: TestingWebchat;
  let creds: TestAppCredentials;
  let client: ParleyClient;
  let secrets: { webhookSecret: string; pushSecret: string };
  let bot: Server;
  const called = new Set<ApiOperationId>();
  /** What the bot got: each delivery's raw bytes and headers, and the events its handler saw. */
  const deliveries: { raw: Buffer; headers: Record<string, string> }[] = [];
  const events: WebhookEvent[] = [];
  const handoverEvents: WebhookEvent[] = [];

  beforeAll(async () => {
    [api, w] = await Promise.all([createTestingApi({ listen: true }), createTestingWebchat()]);
    bot = createServer();
    const botUrl = await listen(bot);
    creds = await createTestApp(api.dataSource, { webhookUrl: `${botUrl}/` });
    secrets = await api.dataSource.getRepository(AppEntity).findOneByOrFail({ id: creds.appId });
    const pusher = new Pusher({ webchatUrl: w.url, pushSecret: secrets.pushSecret });
    const handle = createNodeHandler(
      async (event) => {
        if (event.type === 'handover') return void handoverEvents.push(event);
        events.push(event);
        await pusher.push(event.appToken, event.user, [
          { type: 'text', payload: { value: `Got: ${String(event.payload.value)} (${event.classification?.[0]?.label ?? 'no match'})` } },
          { type: 'quickreplies', payload: { value: ['Yes', 'No'] } },
        ]);
      },
      { secret: secrets.webhookSecret },
    );
    bot.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => deliveries.push({ raw: Buffer.concat(chunks), headers: req.headers as Record<string, string> }));
      handle(req, res);
    });
    const address = api.app.getHttpServer().address() as AddressInfo;
    client = new ParleyClient({ url: `http://127.0.0.1:${address.port}`, appId: creds.appId, appKey: creds.appKey });
    const request = client.request.bind(client);
    client.request = (op, call) => {
      called.add(op);
      return request(op, call);
    };
  });
  afterAll(async () => {
    await new Promise((r) => bot?.close(r));
    await Promise.all([api?.close(), w?.close()]);
  });

  it('health, NLP: entities, spell checking v1 and v0', async () => {
    expect(await client.health()).toMatchObject({ status: 'ok' });
    expect(await client.ready()).toBeTruthy();
    const entities = await client.extractEntities('tomorrow at 5pm', { dimensions: ['time'] });
    expect(entities.map((e) => e.dim)).toContain('time');
    const v1 = await client.spellcheck('Thenk you, I realy like it', { lang: 'en' });
    expect(v1.correctSentence).toBe('Thank you, I really like it');
    const v0 = await client.spellcheckV0('I realy like it', 'EN_1');
    expect(v0.correctSentence).toBe('I really like it');
  });

  let planId = '';
  let qnaIds: string[] = [];
  let intentId = '';

  it('App entity types, QnAs and Intents: create, read, list, change', async () => {
    const { entity } = await client.entityTypes.create({
      name: 'plan',
      fuzzy: true,
      values: [
        { value: 'basic', synonyms: ['starter'] },
        { value: 'enterprise', synonyms: ['business plan'] },
      ],
    });
    planId = entity.id;
    expect((await client.entityTypes.get(planId)).entity.values).toHaveLength(2);
    await client.entityTypes.update(planId, {
      values: [
        { value: 'basic', synonyms: ['starter'] },
        { value: 'pro', synonyms: [] },
        { value: 'enterprise', synonyms: ['business plan'] },
      ],
    });
    expect((await client.entityTypes.list())._content.map((e) => [e.name, e.valueCount])).toEqual([['plan', 3]]);
    const types = [];
    for await (const t of client.entityTypes.all()) types.push(t.name);
    expect(types).toEqual(['plan']);

    const { qna: pay } = await client.qnas.create({
      title: 'Payment methods',
      utterances: [{ value: 'How can I pay?' }, { value: 'Do you take PayPal?' }, { value: 'payment options' }],
      answers: [[{ type: 'text', payload: { value: 'Card or PayPal.' } }]],
    });
    const { qna: hours } = await client.qnas.create({
      title: 'Opening hours',
      utterances: [{ value: 'When are you open?' }, { value: 'opening hours' }],
      answers: [],
    });
    qnaIds = [pay.id, hours.id];
    expect((await client.qnas.get(pay.id)).qna.title).toBe('Payment methods');
    await client.qnas.update(hours.id, {
      title: 'Opening hours',
      utterances: [{ value: 'When are you open?' }, { value: 'opening hours' }, { value: 'what time do you close' }],
      answers: [[{ type: 'text', payload: { value: '9 to 5.' } }]],
    });
    expect((await client.qnas.list({ size: 1 }))._count.elements).toBe(2);
    const titles = [];
    for await (const q of client.qnas.all()) titles.push(q.title);
    expect(titles).toEqual(['Payment methods', 'Opening hours']);

    const { intent } = await client.intents.create({
      label: 'upgrade',
      description: '',
      resolvePrompt: '',
      utterances: [{ value: 'I want to upgrade my plan' }, { value: 'switch to the enterprise plan' }],
    });
    intentId = intent.id;
    await client.intents.replace(intentId, {
      label: 'upgrade',
      description: 'Change plans',
      resolvePrompt: 'Upgrade?',
      utterances: [{ value: 'I want to upgrade my plan' }, { value: 'switch to the enterprise plan' }, { value: 'move me to pro' }],
    });
    expect((await client.intents.update(intentId, { description: 'Upgrade a plan' })).intent.description).toBe('Upgrade a plan');
    expect((await client.intents.get(intentId)).intent.utterances).toHaveLength(3);
    expect((await client.intents.list())._content.map((i) => i.label)).toEqual(['upgrade']);
    const labels = [];
    for await (const i of client.intents.all()) labels.push(i.label);
    expect(labels).toEqual(['upgrade']);
  });

  it('waitForTraining, then classify (POST and GET) with the App entities, and explain', async () => {
    const progress: string[] = [];
    const status = await client.waitForTraining({ timeoutMs: 30_000, intervalMs: 100, onStatus: (s) => progress.push(s.state) });
    expect(status.state).toBe('idle');
    expect(status.modelVersion).toBe(status.dataVersion);
    expect(progress.at(-1)).toBe('idle');
    // The entity types changed in the test before: their compile runs in the training thread, after this App's
    // cross-validation, and classify answers with the types it has meanwhile (it waits only a moment for them).
    let match: Awaited<ReturnType<typeof client.classify>>[number] | undefined;
    for (const t0 = Date.now(); Date.now() - t0 < 20_000; await new Promise((r) => setTimeout(r, 50))) {
      [match] = await client.classify('I want to switch to the entreprise plan');
      if (match?.entities?.length) break;
    }
    expect(match).toMatchObject({ type: 'Intent', label: 'upgrade' });
    expect(match!.entities?.[0]).toMatchObject({ dim: 'plan', values: [expect.objectContaining({ value: 'enterprise' })] });
    expect((await client.classify('Do you take PayPal?', { method: 'GET' }))[0]?.label).toBe('Payment methods');
    const explained = await client.explain('Do you take PayPal?');
    expect(explained.candidates[0]?.label).toBe('Payment methods');
    expect((await client.status()).dataVersion).toBe(status.dataVersion);
  });

  it('training data: export in the four formats, preview and import', async () => {
    const json = await client.trainingData.export('json');
    expect(JSON.parse(json.text())).toMatchObject({ format: 'parley-training-data', qnas: expect.any(Array) });
    expect(json.filename).toMatch(/\.json$/);
    expect((await client.trainingData.export('csv')).text()).toMatch(/^type,name,utterance/);
    const rasa = await client.trainingData.export('rasa');
    expect(rasa.text()).toContain('- intent: upgrade');
    const zip = await client.trainingData.export('dialogflow');
    expect([...zip.data.slice(0, 2)]).toEqual([0x50, 0x4b]); // "PK"
    const file = rasa.text().replace('- move me to pro', '- move me to pro\n    - get me the pro plan');
    const preview = await client.trainingData.preview(file, { filename: 'nlu.yml' });
    expect(preview).toMatchObject({ format: 'rasa', summary: { changed: 1 }, problems: [] });
    const result = await client.trainingData.import(file, { format: 'rasa' });
    expect(result.summary.changed).toBe(1);
    const bad = await client.trainingData.import('nlu:\n- intent: x\n  examples: oops', { format: 'rasa' }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ParleyError);
    expect(bad).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
    expect((bad as ParleyError).details.length).toBeGreaterThan(0);
  });

  it('botmeter, conversations and the needs-attention inbox', async () => {
    const conversation = `conv-${Date.now()}`;
    await client.botmeter.log({
      user_id: 'u1',
      conversation_id: conversation,
      body: 'do you sell gift cards',
      body_type: 'text',
      responses: ['Sorry?'],
      channel: 'api',
    });
    await client.botmeter.log({
      user_id: 'u1',
      conversation_id: conversation,
      body: 'how can I pay',
      body_type: 'text',
      responses: ['Card or PayPal.'],
      channel: 'api',
    });
    expect((await client.botmeter.records({ conversation_id: conversation }))._content).toHaveLength(2);
    expect(await client.botmeter.stats({ interval: 'day' })).toBeTruthy();
    const list = await client.conversations.list({ size: 10 });
    expect(list._content.some((c) => c.conversationId === conversation)).toBe(true);
    expect((await client.conversations.get(conversation)).messages.length).toBeGreaterThan(0);
    const inbox = await client.attention.list({});
    const giftCards = inbox._content.find((g) => g.text.includes('gift cards'));
    expect(giftCards).toBeDefined();
    expect((await client.attention.dismiss({ key: giftCards!.key })).action).toBe('dismissed');
    await client.botmeter.log({ user_id: 'u2', body: 'can I pay by bank transfer', body_type: 'text', responses: [], channel: 'api' });
    await client.botmeter.log({ user_id: 'u2', body: 'refund please', body_type: 'text', responses: [], channel: 'api' });
    const groups = (await client.attention.list({}))._content;
    const transfer = groups.find((g) => g.text.includes('bank transfer'))!;
    const refund = groups.find((g) => g.text.includes('refund'))!;
    expect(
      (await client.attention.addUtterance({ key: transfer.key, text: transfer.text, targetType: 'QnA', targetId: qnaIds[0]! })).action,
    ).toBe('utterance');
    expect(
      (await client.attention.createQna({ key: refund.key, text: refund.text, title: 'Refunds', answer: 'Within 30 days.' })).action,
    ).toBe('qna');
  });

  it('errors carry the status, a stable code and every problem', async () => {
    const missing = await client.qnas.get('00000000-0000-4000-8000-000000000000').catch((e: unknown) => e);
    expect(missing).toMatchObject({ name: 'ParleyError', code: 'NOT_FOUND', status: 404, request: 'GET /trainer/api/v0/qnas/{id}' });
    const invalid = (await client.qnas.create({ title: '', utterances: [] } as never).catch((e: unknown) => e)) as ParleyError;
    expect(invalid).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
    expect(invalid.details.map((d) => d.field)).toContain('title');
    const wrongKey = new ParleyClient({ url: client.url, appId: creds.appId, appKey: 'pk_wrong' });
    await expect(wrongKey.status()).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    await expect(new ParleyClient({ url: client.url, appId: '', appKey: '' }).status()).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("retries a 429 of the App's rate limit after Retry-After (and not when told not to)", async () => {
    const limited = await createTestApp(api.dataSource);
    await api.dataSource.getRepository(AppEntity).update(limited.appId, { rateLimit: 1, rateBurst: 1 });
    const retries: { status: number; delayMs: number; retryAfter?: number }[] = [];
    const patient = new ParleyClient({
      url: client.url,
      appId: limited.appId,
      appKey: limited.appKey,
      retry: { onRetry: ({ error, delayMs }) => retries.push({ status: error.status, delayMs, retryAfter: error.retryAfter }) },
    });
    const impatient = new ParleyClient({ url: client.url, appId: limited.appId, appKey: limited.appKey, retry: false });
    // One request per 1 s window: of three sent at once-ish, at least one is refused (a window may end between two).
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await impatient.extractEntities('hello').catch((e: unknown) => e));
    const refused = answers.find((a) => a instanceof ParleyError) as ParleyError;
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(refused.retryAfter).toBeGreaterThan(0);
    // The patient client is refused too while the window lasts, waits what the server asked (plus jitter), and gets through.
    for (let i = 0; i < 3 && retries.length === 0; i++) {
      const started = Date.now();
      expect(await patient.extractEntities('hello again')).toEqual([]);
      if (retries.length) expect(Date.now() - started).toBeGreaterThanOrEqual(retries[0]!.retryAfter! * 1000 - 50);
    }
    expect(retries[0]).toMatchObject({ status: 429 });
    expect(retries[0]!.delayMs).toBeGreaterThanOrEqual(retries[0]!.retryAfter! * 1000);
    // A Retry-After past the bound is not waited for: the 429 is thrown at once.
    const bounded = new ParleyClient({ url: client.url, appId: limited.appId, appKey: limited.appKey, retry: { maxDelayMs: 10 } });
    const tries = [];
    for (let i = 0; i < 3; i++) tries.push(await bounded.extractEntities('x').catch((e: unknown) => e));
    expect(tries.some((e) => e instanceof ParleyError && e.code === 'RATE_LIMITED')).toBe(true);
  });

  it('a call past its time limit throws TIMEOUT; an aborted one ABORTED', async () => {
    const silent = createServer(() => undefined);
    const url = await listen(silent);
    try {
      const stuck = new ParleyClient({ url, appId: 'a', appKey: 'k', timeoutMs: 200, retry: false });
      await expect(stuck.status()).rejects.toMatchObject({ code: 'TIMEOUT', status: 0 });
      const controller = new AbortController();
      const call = stuck.status({ signal: controller.signal, timeoutMs: 5000 });
      controller.abort();
      await expect(call).rejects.toMatchObject({ code: 'ABORTED' });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('webhook: a real delivery is verified, classified, answered with a push of quick replies; duplicates dropped', async () => {
    const userId = `user-${Date.now()}`;
    const widget = await connectClient(w.url, { appToken: creds.appToken, userId });
    try {
      await widget.send(text('Do you take PayPal?'), 'm1');
      const replies = await widget.waitMessages(2, 15_000);
      expect(replies.map((m) => m.message)).toEqual([
        { type: 'text', payload: { value: 'Got: Do you take PayPal? (Payment methods)' } },
        { type: 'quickreplies', payload: { value: ['Yes', 'No'] } },
      ]);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: 'text', user: userId, appToken: creds.appToken });
      // The same delivery again (a retry after a lost answer): taken, not handled twice.
      const { raw, headers } = deliveries[0]!;
      const again = await fetch(`http://127.0.0.1:${(bot.address() as AddressInfo).port}/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'parley-signature': headers['parley-signature']!,
          'parley-delivery-id': headers['parley-delivery-id']!,
        },
        body: raw,
      });
      expect([again.status, await again.text()]).toEqual([200, 'duplicate']);
      expect(events).toHaveLength(1);
    } finally {
      widget.close();
    }
  });

  it('verifyWebhook refuses a changed body, an old timestamp and a wrong secret of a real delivery', () => {
    const { raw, headers } = deliveries[0]!;
    const ok = verifyWebhook(raw, headers, secrets.webhookSecret);
    expect(ok.deliveryId).toBe(headers['parley-delivery-id']);
    expect(ok.event.deliveryId).toBe(ok.deliveryId);
    const reason = (f: () => unknown) => {
      try {
        f();
        return 'verified';
      } catch (e) {
        return (e as WebhookVerificationError).reason;
      }
    };
    const changed = Buffer.from(raw.toString('utf8').replace('PayPal', 'Paypal'));
    expect(reason(() => verifyWebhook(changed, headers, secrets.webhookSecret))).toBe('signature_mismatch');
    expect(reason(() => verifyWebhook(raw, headers, secrets.webhookSecret, { now: ok.timestamp + 301 }))).toBe('timestamp_out_of_range');
    expect(reason(() => verifyWebhook(raw, headers, 'not-the-secret'))).toBe('signature_mismatch');
    expect(reason(() => verifyWebhook(raw, { ...headers, 'parley-signature': '' }, secrets.webhookSecret))).toBe('missing_signature');
    // While rotating: either secret.
    expect(verifyWebhook(raw, headers, ['new-secret', secrets.webhookSecret]).deliveryId).toBe(ok.deliveryId);
  });

  it('the Express and Fastify adapters take the real delivery once and refuse it changed (401)', async () => {
    const { raw, headers } = deliveries[0]!;
    const seen: string[] = [];
    const expressApp = express();
    expressApp.post(
      '/hook',
      expressWebhook((e) => void seen.push(`express:${e.deliveryId}`), { secret: secrets.webhookSecret, onError: () => undefined }),
    );
    const rawExpress = express();
    rawExpress.post(
      '/hook',
      express.raw({ type: 'application/json' }),
      expressWebhook((e) => void seen.push(`express.raw:${e.deliveryId}`), { secret: secrets.webhookSecret, onError: () => undefined }),
    );
    const fastify = Fastify();
    await fastify.register(
      fastifyWebhook((e) => void seen.push(`fastify:${e.deliveryId}`), {
        secret: secrets.webhookSecret,
        path: '/hook',
        onError: () => undefined,
      }),
    );
    const servers = [createServer(expressApp as never), createServer(rawExpress as never)];
    const urls = [...(await Promise.all(servers.map(listen))), await fastify.listen({ port: 0, host: '127.0.0.1' })];
    try {
      for (const url of urls) {
        const post = (body: Buffer) =>
          fetch(`${url}/hook`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'parley-signature': headers['parley-signature']!,
              'parley-delivery-id': headers['parley-delivery-id']!,
            },
            body,
          });
        expect((await post(raw)).status).toBe(200);
        expect(await (await post(raw)).text()).toBe('duplicate');
        expect((await post(Buffer.from(raw.toString().replace('PayPal', 'Paypal')))).status).toBe(401);
      }
      const id = headers['parley-delivery-id'];
      expect(seen).toEqual([`express:${id}`, `express.raw:${id}`, `fastify:${id}`]);
    } finally {
      servers.forEach((s) => s.close());
      await fastify.close();
    }
  });

  it('push: a message, typing, and a wrong push secret is a FORBIDDEN error', async () => {
    const userId = `user-push-${Date.now()}`;
    const widget = await connectClient(w.url, { appToken: creds.appToken, userId });
    try {
      const pusher = new Pusher({ webchatUrl: w.url, pushSecret: secrets.pushSecret });
      await pusher.typing(creds.appToken, userId);
      expect(await pusher.push(creds.appToken, userId, { type: 'text', payload: { value: 'Hello from the kit' } })).toEqual({});
      expect((await widget.waitMessages(1, 5000))[0]!.message).toEqual({ type: 'text', payload: { value: 'Hello from the kit' } });
      await expect(
        new Pusher({ webchatUrl: w.url, pushSecret: 'wrong' }).push(creds.appToken, userId, { type: 'text', payload: { value: 'x' } }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
      await expect(pusher.push('no-such-token', userId, { type: 'text', payload: { value: 'x' } })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    } finally {
      widget.close();
    }
  });

  it('handover: the bot asks for a person, the status says waiting, and the webhook hears of it (a signed handover event)', async () => {
    const pusher = new Pusher({ webchatUrl: w.url, pushSecret: secrets.pushSecret });
    const user = events[0]!.user;
    expect(events[0]!.handover).toMatchObject({ state: 'bot' });
    expect(await pusher.handoverStatus(creds.appToken, user)).toMatchObject({ state: 'bot' });
    expect(await pusher.handover(creds.appToken, user, { reason: 'Wants a refund' })).toMatchObject({
      state: 'waiting',
      reason: 'bot',
      note: 'Wants a refund',
    });
    expect(await pusher.handoverStatus(creds.appToken, user)).toMatchObject({ state: 'waiting', note: 'Wants a refund' });
    for (const end = Date.now() + 10_000; handoverEvents.length === 0 && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
    expect(handoverEvents[0]).toMatchObject({ type: 'handover', user, appToken: creds.appToken, handover: { state: 'waiting' } });
  });

  it('deletes: one and many, for QnAs, Intents and entity types', async () => {
    expect(await client.qnas.delete(qnaIds[1]!)).toBeUndefined();
    expect((await client.qnas.deleteMany([qnaIds[0]!])).total_deleted).toBe(1);
    await client.intents.delete(intentId);
    const { intent: other } = await client.intents.create({
      label: 'other',
      description: '',
      resolvePrompt: '',
      utterances: [{ value: 'something else' }],
    });
    expect((await client.intents.deleteMany([other.id])).total_deleted).toBe(1);
    await client.entityTypes.delete(planId);
    const more = await client.entityTypes.create({ name: 'size', values: [{ value: 'small', synonyms: [] }] });
    expect((await client.entityTypes.deleteMany([more.entity.id])).total_deleted).toBe(1);
  });

  it('called every operation it covers, on the real api', () => {
    expect(Object.keys(API_OPERATIONS).filter((op) => !called.has(op as ApiOperationId))).toEqual([]);
  });

  it("the committed webchat contract (packages/client/openapi/webchat.json) has the server's operations and schemas", async () => {
    // Summaries come from the build's comment introspection (npm run openapi): operations and schemas are compared.
    const shape = (doc: { paths: Record<string, Record<string, { operationId: string }>>; components: { schemas: object } }) => ({
      operations: Object.entries(doc.paths)
        .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => `${method} ${path} ${op.operationId}`))
        .sort(),
      schemas: sorted(doc.components.schemas),
    });
    const served = (await w.app.inject({ method: 'GET', url: '/docs-json' })).json();
    const committed = JSON.parse(readFileSync(join(__dirname, '../openapi/webchat.json'), 'utf8'));
    expect(shape(served), 'the webchat contract changed: run `npm run openapi` and commit packages/client').toEqual(shape(committed));
  });

  it('a dedupe forgets after its time and keeps at most its size', () => {
    let now = 0;
    const d = createDedupe({ ttlMs: 1000, max: 2, now: () => now });
    expect([d.seen('a'), d.seen('a'), d.seen('b'), d.seen('c')]).toEqual([false, true, false, false]);
    expect(d.size).toBe(2);
    now = 2000;
    expect(d.seen('c')).toBe(false);
  });
});
