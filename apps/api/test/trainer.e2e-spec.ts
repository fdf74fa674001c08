import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SHOP = [
  { title: 'Payment methods', utterances: ['How can I pay?', 'Do you accept credit cards?', 'Can I pay with PayPal?', 'which payment options do you have'], answer: 'Card or PayPal.' },
  { title: 'Shipping', utterances: ['Do you ship abroad?', 'How long does delivery take?', 'shipping costs', 'when will my parcel arrive'], answer: 'We ship worldwide in 3 days.' },
  { title: 'Returns', utterances: ['How do I return an item?', 'I want a refund', 'can I send it back', 'return policy'], answer: 'Returns are free for 30 days.' },
];

async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean, maxMs: number): Promise<{ value: T; ms: number }> {
  const t0 = Date.now();
  let value = await fn();
  while (!ok(value) && Date.now() - t0 < maxMs) {
    await new Promise((r) => setTimeout(r, 50));
    value = await fn();
  }
  return { value, ms: Date.now() - t0 };
}

describe('Trainer API', () => {
  let api: TestingApi;
  let a: TestAppCredentials;
  let b: TestAppCredentials;
  const ids: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, creds = a) =>
    api.app.inject({ method, url: `/trainer/api/v0/${url}`, payload: payload as object, headers: creds.headers });
  const classify = async (sentence: string, creds = a) => (await call('POST', 'classify', { sentence }, creds)).json();

  beforeAll(async () => {
    api = await createTestingApi();
    a = await createTestApp(api.dataSource);
    b = await createTestApp(api.dataSource);
    for (const q of SHOP) {
      const res = await call('POST', 'qnas', {
        title: q.title,
        utterances: q.utterances.map((value) => ({ value })),
        resolvePrompt: `${q.title}?`,
        answers: [[{ type: 'text', payload: { value: q.answer } }]],
        context: { ignored: true },
      });
      expect(res.statusCode).toBe(201);
      ids[q.title] = res.json().qna.id;
    }
  });
  afterAll(() => api.close());

  it('creates a QnA with the documented shape, trainingScore null until scored, extra fields dropped', async () => {
    const res = await call('GET', `qnas/${ids.Shipping}`);
    expect(res.statusCode).toBe(200);
    const { qna } = res.json();
    expect(Object.keys(qna).sort()).toEqual(['answers', 'id', 'language', 'resolvePrompt', 'title', 'trainingScore', 'utterances']);
    expect(qna).toMatchObject({ title: 'Shipping', resolvePrompt: 'Shipping?', language: null, answers: [[{ type: 'text', payload: { value: SHOP[1]!.answer } }]] });
    expect(qna.utterances[0]).toEqual({ value: 'Do you ship abroad?' });
  });

  it('lists every problem of an invalid QnA', async () => {
    const res = await call('POST', 'qnas', { utterances: [{ value: '' }, { nope: 1 }], resolvePrompt: 3, answers: [[{ type: 'text', payload: {} }]] });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'utterances.0.value', 'utterances.1.value', 'resolvePrompt', 'answers.0.0.payload.value']));
  });

  it('paginates the list with relative links', async () => {
    const p1 = (await call('GET', 'qnas?size=2')).json();
    expect(p1._content.map((q: { title: string }) => q.title)).toEqual(['Payment methods', 'Shipping']);
    expect(p1._count).toEqual({ elements: 3, pages: 2 });
    expect(p1._links).toEqual({ hasNext: true, hasPrevious: false, next: 'api/v0/qnas?page=2&size=2', previous: null, self: 'api/v0/qnas?page=1&size=2' });
    const p2 = (await call('GET', 'qnas?page=2&size=2')).json();
    expect(p2._content.map((q: { title: string }) => q.title)).toEqual(['Returns']);
    expect((await call('GET', 'qnas?size=500&page=0')).json().details).toHaveLength(2);
  });

  it('classifies a paraphrase to its QnA with its answers, and off-topic sentences to nothing', async () => {
    // The model of all three QnAs (on a busy machine, one trained before the last write may answer first).
    await classify('hello');
    const status = await waitFor(async () => (await call('GET', 'status')).json(), (s) => s.modelVersion !== null && s.modelVersion === s.dataVersion, 10_000);
    expect(status.value.modelVersion).toBe(status.value.dataVersion);
    const { value } = await waitFor(() => classify('can I pay by credit card'), (m) => m.length > 0, 5000);
    expect(value).toHaveLength(1);
    expect(value[0]).toMatchObject({ id: ids['Payment methods'], type: 'QnA', label: 'Payment methods', resolvePrompt: 'Payment methods?', answers: [[{ type: 'text', payload: { value: 'Card or PayPal.' } }]] });
    expect(value[0].probability).toBeGreaterThan(0.3);
    expect(value[0].probability).toBeLessThanOrEqual(1);
    expect(await classify('John')).toEqual([]);
    const byGet = (await api.app.inject({ method: 'GET', url: '/trainer/api/v0/classify?sentence=how%20long%20does%20delivery%20take&userId=USER_TEST', headers: a.headers })).json();
    expect(byGet[0], JSON.stringify(byGet)).toMatchObject({ label: 'Shipping', type: 'QnA' });
    expect(byGet[0].probability).toBeGreaterThan(0.9);
    // Customers' typos are read as the App's words (the training thread has the language's frequent words).
    expect((await classify('do you acept paypla')).map((m: { label: string }) => m.label)).toEqual(['Payment methods']);
    expect((await classify('do you shpi abraod')).map((m: { label: string }) => m.label)).toEqual(['Shipping']);
    expect((await classify('retrun polcy')).map((m: { label: string }) => m.label)).toEqual(['Returns']);
  });

  it('refuses a classification request without a usable sentence, naming the problem', async () => {
    for (const [payload, problem] of [[{}, 'is required'], [{ sentence: '' }, 'must not be empty'], [{ sentence: 42 }, 'must be a string']] as const) {
      const res = await call('POST', 'classify', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: 'sentence', problem }]);
    }
    const list = await api.app.inject({ method: 'POST', url: '/trainer/api/v0/classify', payload: '["hello"]', headers: { ...a.headers, 'content-type': 'application/json' } });
    expect(list.statusCode).toBe(400);
    expect(list.json().details).toEqual([expect.objectContaining({ field: 'body' })]);
    const byGet = await api.app.inject({ method: 'GET', url: '/trainer/api/v0/classify?userId=U1', headers: a.headers });
    expect(byGet.statusCode).toBe(400);
    expect(byGet.json().details).toEqual([{ field: 'sentence', problem: 'is required' }]);
  });

  it('names an unknown language with the problems of the body or query, in one 400', async () => {
    const DE = { field: 'lang', problem: 'must be one of en, fr, es (got "de")' };
    for (const path of ['classify?lang=de', 'classify/explain?lang=de']) {
      const res = await call('POST', path, { sentence: 42 });
      expect([res.statusCode, res.json().details], path).toEqual([400, [DE, { field: 'sentence', problem: 'must be a string' }]]);
    }
    const list = await api.app.inject({ method: 'POST', url: '/trainer/api/v0/classify?lang=de', payload: '["hello"]', headers: { ...a.headers, 'content-type': 'application/json' } });
    expect([list.statusCode, list.json().details]).toEqual([400, [DE, { field: 'body', problem: 'must be a JSON object, not a list' }]]);
    const byGet = await call('GET', 'classify?lang=de&userId=U1');
    expect([byGet.statusCode, byGet.json().details]).toEqual([400, [DE, { field: 'sentence', problem: 'is required' }]]);
    // Alone, as before.
    const status = await call('GET', 'status?locale=xx');
    expect([status.statusCode, status.json().details]).toEqual([400, [{ field: 'locale', problem: 'must be one of en, fr, es (got "xx")' }]]);
  });

  it('writes a trainingScore in [0, 1] once the model is scored', async () => {
    const { value } = await waitFor(async () => (await call('GET', `qnas/${ids.Returns}`)).json().qna.trainingScore, (s) => s !== null, 10_000);
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(1);
  });

  it('classifies with a change within 2 s', async () => {
    const res = await call('POST', 'intents', { label: 'opening-hours', description: 'When the shop is open', utterances: ['when are you open', 'opening hours', 'are you open on sunday', 'what time do you close'].map((value) => ({ value })), resolvePrompt: 'Opening hours?' });
    expect(res.statusCode).toBe(201);
    const { value, ms } = await waitFor(() => classify('what are your opening hours'), (m) => m[0]?.label === 'opening-hours', 2000);
    expect(value[0]).toMatchObject({ type: 'Intent', label: 'opening-hours', resolvePrompt: 'Opening hours?' });
    expect(value[0].answers).toBeUndefined();
    expect(ms).toBeLessThanOrEqual(2000);
  });

  it('updates Intents: PUT needs all four fields, PATCH changes some', async () => {
    const created = (await call('POST', 'intents', { label: 'greetings', utterances: [{ value: 'hello' }, { value: 'hi there' }] })).json().intent;
    expect(created).toMatchObject({ label: 'greetings', description: '', resolvePrompt: '', trainingScore: null });
    const bad = await call('PUT', `intents/${created.id}`, { label: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field).sort()).toEqual(['description', 'resolvePrompt', 'utterances']);
    const put = await call('PUT', `intents/${created.id}`, { label: 'hello', description: 'Greets', utterances: [{ value: 'good morning' }], resolvePrompt: 'Hello?' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().intent).toMatchObject({ label: 'hello', description: 'Greets', utterances: [{ value: 'good morning' }], resolvePrompt: 'Hello?' });
    const patch = await call('PATCH', `intents/${created.id}`, { description: 'Says hello' });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().intent).toMatchObject({ label: 'hello', description: 'Says hello' });
    expect((await call('GET', `intents/${created.id}`)).json().intent.description).toBe('Says hello');
    const list = (await call('GET', 'intents')).json();
    expect(list._content.map((i: { label: string }) => i.label)).toContain('hello');
    expect(list._links.self).toBe('api/v0/intents?page=1&size=20');
  });

  it('answers with the language set on a QnA or Intent (null: the App\'s) wherever it shows one, and keeps it until changed', async () => {
    const created = await call('POST', 'qnas', { title: 'Horaires', language: 'fr', utterances: [{ value: 'Quand êtes-vous ouverts ?' }] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().qna.id;
    expect(created.json().qna.language).toBe('fr');
    expect((await call('GET', `qnas/${id}`)).json().qna.language).toBe('fr');
    const listed = (await call('GET', 'qnas?size=100')).json()._content;
    expect(listed.map((q: { title: string; language: string | null }) => [q.title, q.language])).toEqual(
      expect.arrayContaining([
        ['Horaires', 'fr'],
        ['Shipping', null],
      ]),
    );
    // A change that leaves it out keeps it; null gives the item back to the App's language.
    expect((await call('PUT', `qnas/${id}`, { resolvePrompt: 'Horaires ?' })).json().qna).toMatchObject({ resolvePrompt: 'Horaires ?', language: 'fr' });
    expect((await call('PUT', `qnas/${id}`, { language: null })).json().qna.language).toBeNull();
    expect((await call('GET', `qnas/${id}`)).json().qna.language).toBeNull();

    const intent = (await call('POST', 'intents', { label: 'saludo', utterances: [{ value: 'hola' }] })).json().intent;
    expect(intent.language).toBeNull();
    expect((await call('PATCH', `intents/${intent.id}`, { language: 'es' })).json().intent.language).toBe('es');
    const put = await call('PUT', `intents/${intent.id}`, { label: 'saludo', description: '', resolvePrompt: '', utterances: [{ value: 'buenos días' }] });
    expect(put.json().intent).toMatchObject({ utterances: [{ value: 'buenos días' }], language: 'es' });
    const intents = (await call('GET', 'intents?size=100')).json()._content;
    expect(intents.find((i: { id: string }) => i.id === intent.id).language).toBe('es');
    expect((await call('GET', `intents/${intent.id}`)).json().intent.language).toBe('es');
    expect((await call('DELETE', 'intents', { ids: [intent.id] })).json()).toEqual({ total_deleted: 1 });
    expect((await call('DELETE', 'qnas', { ids: [id] })).json()).toEqual({ total_deleted: 1 });
  });

  it("keeps Apps apart: another App's ids are 404 and its lists are its own", async () => {
    expect((await call('GET', `qnas/${ids.Shipping}`, undefined, b)).statusCode).toBe(404);
    expect((await call('PUT', `qnas/${ids.Shipping}`, { title: 'stolen' }, b)).statusCode).toBe(404);
    expect((await call('DELETE', `qnas/${ids.Shipping}`, undefined, b)).statusCode).toBe(404);
    expect((await call('DELETE', 'qnas', { ids: [ids.Shipping] }, b)).json()).toEqual({ total_deleted: 0 });
    expect((await call('GET', 'qnas', undefined, b)).json()._count.elements).toBe(0);
    expect(await classify('do you ship abroad', b)).toEqual([]);
    expect((await call('GET', `qnas/${ids.Shipping}`)).statusCode).toBe(200);
  });

  it('updates a QnA, deletes one (404 after), and deletes many ignoring unknown ids', async () => {
    const put = await call('PUT', `qnas/${ids.Returns}`, { resolvePrompt: 'Return an item?' });
    expect(put.json().qna).toMatchObject({ title: 'Returns', resolvePrompt: 'Return an item?' });
    expect((await call('DELETE', `qnas/${ids.Returns}`)).statusCode).toBe(204);
    expect((await call('DELETE', `qnas/${ids.Returns}`)).statusCode).toBe(404);
    expect((await call('GET', 'qnas/not-a-uuid')).statusCode).toBe(404);
    // An id that is no UUID is not there either, and said so as for one that is not.
    for (const [path, kind] of [['qnas', 'QnA'], ['intents', 'Intent'], ['entities', 'entity type']]) {
      const res = await call('GET', `${path}/not-a-uuid`);
      expect([res.statusCode, res.json().message], path).toEqual([404, `No ${kind} not-a-uuid in this App`]);
    }
    const res = await call('DELETE', 'qnas', { ids: [ids.Shipping, ids.Returns, 'nope', '00000000-0000-4000-8000-000000000000'] });
    expect(res.json()).toEqual({ total_deleted: 1 });
    expect((await call('DELETE', 'qnas', {})).statusCode).toBe(400);
  });
});

describe('two api instances', () => {
  it('agree on a change made on one of them within 2 s', async () => {
    const [one, two] = await Promise.all([createTestingApi(), createTestingApi()]);
    try {
      const creds = await createTestApp(one.dataSource);
      const post = (api: TestingApi, url: string, payload: object) => api.app.inject({ method: 'POST', url: `/trainer/api/v0/${url}`, payload, headers: creds.headers });
      await post(one, 'intents', { label: 'weather', utterances: ['what is the weather', 'will it rain today', 'is it sunny'].map((value) => ({ value })) });
      await post(one, 'intents', { label: 'news', utterances: ['latest news', 'what happened today', 'headlines please'].map((value) => ({ value })) });
      // Instance two caches a model without the next intent.
      const before = await waitFor(async () => (await post(two, 'classify', { sentence: 'will it rain' })).json(), (m) => m[0]?.label === 'weather', 5000);
      expect(before.value[0].label).toBe('weather');
      await post(one, 'intents', { label: 'jokes', utterances: ['tell me a joke', 'make me laugh', 'something funny'].map((value) => ({ value })) });
      const after = await waitFor(async () => (await post(two, 'classify', { sentence: 'tell me a funny joke' })).json(), (m) => m[0]?.label === 'jokes', 2000);
      expect(after.value[0]?.label).toBe('jokes');
      expect(after.ms).toBeLessThanOrEqual(2000);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
