import { createTestingApi, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SHOP = [
  { title: 'Payment methods', utterances: ['How can I pay?', 'Do you accept credit cards?', 'Can I pay with PayPal?', 'which payment options do you have'], answer: 'Card or PayPal.' },
  { title: 'Shipping', utterances: ['Do you ship abroad?', 'How long does delivery take?', 'shipping costs', 'when will my parcel arrive'], answer: 'We ship worldwide in 3 days.' },
];

async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean, maxMs: number): Promise<T> {
  const t0 = Date.now();
  let value = await fn();
  while (!ok(value) && Date.now() - t0 < maxMs) {
    await new Promise((r) => setTimeout(r, 50));
    value = await fn();
  }
  return value;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe("The portal's session on an App's own trainer, classify and botmeter routes", () => {
  let api: TestingApi;
  let token: string;
  let other: string;
  let appId: string;
  let appKey: string;

  const call = (method: Method, url: string, payload?: unknown, auth = token) =>
    api.app.inject({ method, url: `/portal/api${url}`, payload: payload as object, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
  /** What the portal UI does: the App's own route, with the session and App-Id. */
  const onApp = (method: Method, url: string, payload?: unknown, auth = token, app = appId) =>
    api.app.inject({ method, url, payload: payload as object, headers: { ...(auth ? { authorization: `Bearer ${auth}` } : {}), 'app-id': app } });
  const signUp = async (who: string) =>
    (await call('POST', '/accounts', { email: `${who}-${process.pid}-${Date.now()}@example.com`, password: 'a long enough password', name: who }, '')).json().token as string;

  beforeAll(async () => {
    api = await createTestingApi({ PUBLIC_WEBCHAT_URL: 'https://chat.example', PUBLIC_API_URL: 'https://api.example' });
    token = await signUp('owner');
    other = await signUp('stranger');
    const created = (await call('POST', '/apps', { name: 'Shop bot' })).json();
    appId = created.app.id;
    appKey = created.key.key;
  });
  afterAll(() => api.close());

  it('gives the public addresses the snippets need and the limits on App settings', async () => {
    expect((await call('GET', '/config', undefined, '')).statusCode).toBe(401);
    const res = await call('GET', '/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      webchatUrl: 'https://chat.example',
      apiUrl: 'https://api.example',
      appRateLimitMax: expect.any(Number),
      appRateBurstMax: expect.any(Number),
      maxLiveKeys: 5,
    });
  });

  it('answers a settings PATCH with the whole App, unchanged fields included', async () => {
    const res = await call('PATCH', `/apps/${appId}`, { classificationThreshold: 0.4, allowedOrigins: ['https://shop.example'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Shop bot', rateLimit: 100, rateBurst: expect.any(Number), ambiguityMargin: expect.any(Number), classificationThreshold: 0.4 });
    expect((await call('GET', `/apps/${appId}`)).json()).toEqual(res.json());
  });

  it('creates, lists, edits and deletes QnAs, seen by the App-Key trainer API too', async () => {
    const ids: string[] = [];
    for (const q of SHOP) {
      const res = await onApp('POST', '/trainer/api/v0/qnas', {
        title: q.title,
        utterances: q.utterances.map((value) => ({ value })),
        answers: [[{ type: 'text', payload: { value: q.answer } }]],
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().qna).toMatchObject({ title: q.title, trainingScore: null });
      ids.push(res.json().qna.id);
    }
    const list = (await onApp('GET', '/trainer/api/v0/qnas?size=100')).json();
    expect(list._count.elements).toBe(2);
    expect(list._content.map((q: { title: string }) => q.title)).toEqual(['Payment methods', 'Shipping']);

    const edited = await onApp('PUT', `/trainer/api/v0/qnas/${ids[1]}`, { title: 'Delivery' });
    expect(edited.json().qna).toMatchObject({ title: 'Delivery', utterances: SHOP[1]!.utterances.map((value) => ({ value })) });

    const viaKey = await api.app.inject({ method: 'GET', url: `/trainer/api/v0/qnas/${ids[1]}`, headers: { 'app-id': appId, 'app-key': appKey } });
    expect(viaKey.json().qna.title).toBe('Delivery');

    expect((await onApp('DELETE', `/trainer/api/v0/qnas/${ids[1]}`)).statusCode).toBe(204);
    expect((await onApp('GET', `/trainer/api/v0/qnas/${ids[1]}`)).statusCode).toBe(404);
    expect((await onApp('DELETE', `/trainer/api/v0/qnas/${ids[1]}`)).statusCode).toBe(404);
  });

  it('lists every problem of an invalid QnA or Intent next to its field', async () => {
    const qna = await onApp('POST', '/trainer/api/v0/qnas', { title: '', utterances: [{ value: '' }] });
    expect(qna.statusCode).toBe(400);
    expect(qna.json().details.map((d: { field: string }) => d.field).sort()).toEqual(['title', 'utterances.0.value']);
    const intent = await onApp('POST', '/trainer/api/v0/intents', { description: 'no label' });
    expect(intent.statusCode).toBe(400);
    expect(intent.json().details).toContainEqual(expect.objectContaining({ field: 'label' }));
  });

  it('creates, replaces and deletes Intents', async () => {
    const created = await onApp('POST', '/trainer/api/v0/intents', { label: 'greetings', utterances: [{ value: 'hello' }, { value: 'good morning' }, { value: 'hi there' }] });
    expect(created.statusCode).toBe(201);
    const id = created.json().intent.id;
    const replaced = await onApp('PUT', `/trainer/api/v0/intents/${id}`, { label: 'hello', description: 'Greets', resolvePrompt: 'Say hi?', utterances: [{ value: 'hey' }] });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().intent).toMatchObject({ label: 'hello', description: 'Greets', utterances: [{ value: 'hey' }] });
    // PUT replaces the whole Intent, as on the trainer API.
    expect((await onApp('PUT', `/trainer/api/v0/intents/${id}`, { label: 'x' })).statusCode).toBe(400);
    expect((await onApp('GET', '/trainer/api/v0/intents')).json()._count.elements).toBe(1);
    expect((await onApp('DELETE', `/trainer/api/v0/intents/${id}`)).statusCode).toBe(204);
    expect((await onApp('GET', '/trainer/api/v0/intents')).json()._count.elements).toBe(0);
  });

  it('answers the try-it box with the QnA the sentence means', async () => {
    const matches = await waitFor(
      async () => (await onApp('POST', '/trainer/api/v0/classify', { sentence: 'can I pay by credit card' })).json(),
      (m) => Array.isArray(m) && m.length > 0,
      10_000,
    );
    expect(matches[0]).toMatchObject({ type: 'QnA', label: 'Payment methods', answers: [[{ type: 'text', payload: { value: 'Card or PayPal.' } }]] });
    expect((await onApp('POST', '/trainer/api/v0/classify', { sentence: '' })).statusCode).toBe(400);
  });

  it("gives the App's botmeter stats per day", async () => {
    const headers = { 'app-id': appId, 'app-key': appKey };
    const day = '2026-11-10T';
    for (const [i, intent] of ['pay', 'pay', null].entries()) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/botmeter/',
        headers,
        payload: { timestamp: Date.parse(`${day}1${i}:00:00Z`), user_id: `u${i % 2}`, conversation_id: `c${i}`, body: 'hi', ...(intent ? { intent: { name: intent, score: 0.9 } } : {}) },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await onApp('GET', '/botmeter/stats?from=2026-11-09T00:00:00Z&to=2026-11-12T00:00:00Z&interval=day');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.buckets.map((b: { messages: number }) => b.messages)).toEqual([0, 3, 0]);
    expect(stats.total).toMatchObject({ messages: 3, users: 2, conversations: 3, topIntents: [expect.objectContaining({ name: 'pay', count: 2 })] });
    expect(stats.total.noIntentShare).toBeCloseTo(1 / 3);
    expect((await onApp('GET', '/botmeter/stats?interval=century')).statusCode).toBe(400);
  });

  it("refuses these routes without a session and hides another account's App (404)", async () => {
    for (const [method, url] of [
      ['GET', '/trainer/api/v0/qnas'],
      ['POST', '/trainer/api/v0/classify'],
      ['GET', '/botmeter/stats'],
    ] as const) {
      expect((await onApp(method, url, { sentence: 'hi' }, '')).statusCode).toBe(401);
      expect((await onApp(method, url, { sentence: 'hi' }, other)).statusCode).toBe(404);
    }
    expect((await onApp('POST', '/trainer/api/v0/qnas', { title: 'Stolen' }, other)).statusCode).toBe(404);
    expect((await onApp('GET', '/trainer/api/v0/qnas')).json()._count.elements).toBe(1);
    expect((await onApp('GET', '/trainer/api/v0/intents', undefined, token, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('no longer serves the trainer and stats under /portal/api/apps/:id', async () => {
    for (const path of ['qnas', 'intents', 'stats']) expect((await call('GET', `/apps/${appId}/${path}`)).statusCode).toBe(404);
    expect((await call('POST', `/apps/${appId}/classify`, { sentence: 'hi' })).statusCode).toBe(404);
  });
});
