import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * App entities through the API: an App declares its own entity types (values with synonyms, fuzzy
 * matching, patterns) with the trainer API, entity extraction with its credentials finds them
 * beside the built-in dimensions, and classify's answers carry those of the sentence.
 */
describe('App entities', () => {
  let api: TestingApi;
  let app: TestAppCredentials;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, creds = app) =>
    api.app.inject({ method, url, headers: creds.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const extract = async (sentence: string, query = '', creds = app) => {
    const res = await call('GET', `/nlp/entity-extraction/v0?sentence=${encodeURIComponent(sentence)}${query}`, undefined, creds);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { dim: string; body: string; values: { value: string; synonym: string; match: string }[] }[];
  };

  const PLAN = {
    name: 'plan',
    fuzzy: true,
    values: [
      { value: 'basic', synonyms: ['starter'] },
      { value: 'pro', synonyms: ['professional', 'premium'] },
      { value: 'enterprise', synonyms: ['business plan', 'corporate'] },
    ],
  };

  beforeAll(async () => {
    api = await createTestingApi();
    app = await createTestApp(api.dataSource);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('creates, lists, reads, changes and deletes entity types, and names every problem of a bad one', async () => {
    const created = await call('POST', '/trainer/api/v0/entities', PLAN);
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json().entity;
    expect(plan).toMatchObject({ name: 'plan', language: 'en', fuzzy: true, patterns: [], valueCount: 3, values: [{ value: 'basic', synonyms: ['starter'] }, expect.anything(), expect.anything()] });

    const order = await call('POST', '/trainer/api/v0/entities', { name: 'order', patterns: ['ORD-\\d{6}'] });
    expect(order.statusCode).toBe(201);

    const listed = await call('GET', '/trainer/api/v0/entities');
    expect(listed.json()).toMatchObject({ _count: { elements: 2 }, _content: [{ name: 'plan', valueCount: 3 }, { name: 'order', valueCount: 0, patterns: ['ORD-\\d{6}'] }] });
    expect(listed.json()._content[0]).not.toHaveProperty('values');
    expect((await call('GET', `/trainer/api/v0/entities/${plan.id}`)).json().entity.values).toHaveLength(3);

    // One 400 for every problem; a name taken is a 409.
    const bad = await call('POST', '/trainer/api/v0/entities', { name: 'time', patterns: ['(a+)+$', 'x*'], values: [{ value: '' }] });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['values.0.value']);
    const hostile = await call('POST', '/trainer/api/v0/entities', { name: 'time', patterns: ['(a+)+$', 'x*'] });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().details).toEqual([
      { field: 'name', problem: expect.stringContaining('built-in dimension') },
      { field: 'patterns.0', problem: expect.stringContaining('backtrack catastrophically') },
      { field: 'patterns.1', problem: expect.stringContaining('empty string') },
    ]);
    expect((await call('POST', '/trainer/api/v0/entities', { name: 'plan' })).statusCode).toBe(409);
    expect((await call('POST', '/trainer/api/v0/entities', { name: 'plan', language: 'fr' })).statusCode).toBe(201);

    const renamed = await call('PUT', `/trainer/api/v0/entities/${order.json().entity.id}`, { name: 'order-number' });
    expect(renamed.json().entity).toMatchObject({ name: 'order-number', patterns: ['ORD-\\d{6}'] });
    expect((await call('PUT', `/trainer/api/v0/entities/${order.json().entity.id}`, { name: 'plan' })).statusCode).toBe(409);
    expect((await call('DELETE', `/trainer/api/v0/entities/${order.json().entity.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/trainer/api/v0/entities/${order.json().entity.id}`)).statusCode).toBe(404);
  });

  it('finds them with the App\'s credentials beside the built-in dimensions, typos and plurals included, and follows every change at once', async () => {
    const other = await createTestApp(api.dataSource);
    const sentence = "I'd like the entreprise plan for 2 users from tomorrow";
    const found = await extract(sentence);
    expect(found.find((e) => e.dim === 'plan')).toMatchObject({ body: 'entreprise', values: [{ value: 'enterprise', synonym: 'enterprise', match: 'fuzzy' }] });
    expect(found.map((e) => e.dim)).toEqual(expect.arrayContaining(['plan', 'itemCount', 'time']));
    // Another App knows nothing of them.
    expect((await extract(sentence, '', other)).some((e) => e.dim === 'plan')).toBe(false);

    // Named in dimensions or antidimensions like a built-in dimension; a name nobody has is a 400.
    expect((await extract(sentence, '&dimensions=plan')).map((e) => e.dim)).toEqual(['plan']);
    expect((await extract(sentence, '&dimensions=plan,item-count')).map((e) => e.dim).sort()).toEqual(['itemCount', 'plan']);
    expect((await extract(sentence, '&antidimensions=plan')).some((e) => e.dim === 'plan')).toBe(false);
    const unknown = await call('GET', `/nlp/entity-extraction/v0?sentence=hello&dimensions=planet`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0]).toMatchObject({ field: 'dimensions', problem: expect.stringMatching(/"planet".*one of .*phoneNumber.*plan/) });

    // A pattern, and a change seen by the next request.
    const created = await call('POST', '/trainer/api/v0/entities', { name: 'order', patterns: ['ORD-\\d{6}'] });
    expect((await extract('where is ORD-123456?', '&dimensions=order'))).toEqual([
      { dim: 'order', body: 'ORD-123456', start: 9, end: 19, values: [{ value: 'ORD-123456', type: 'string', synonym: 'ORD-\\d{6}', match: 'pattern' }] },
    ]);
    await call('PUT', `/trainer/api/v0/entities/${created.json().entity.id}`, { patterns: ['T-\\d{3}'] });
    expect(await extract('where is ORD-123456?', '&dimensions=order')).toEqual([]);
    expect((await extract('ticket T-042 please', '&dimensions=order')).map((e) => e.body)).toEqual(['T-042']);
  });

  it('takes a list of 100,000 values in one request', async () => {
    const values = Array.from({ length: 100_000 }, (_, i) => ({ value: `sku ${i.toString(36)}`, synonyms: [`item ${i}`] }));
    const res = await call('POST', '/trainer/api/v0/entities', { name: 'sku', values });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json().entity.valueCount).toBe(100_000);
    // A list this long is compiled off the event loop (a second or more): found once it is.
    let found: Awaited<ReturnType<typeof extract>> = [];
    for (const t0 = Date.now(); !found.length && Date.now() - t0 < 30_000; ) found = await extract('do you have item 99999 in stock', '&dimensions=sku');
    expect(found[0]).toMatchObject({ body: 'item 99999', values: [{ value: `sku ${(99_999).toString(36)}` }] });
  }, 60_000);

  it("classify's answers carry the App entities of the sentence, by POST and by GET, and explain shows them", async () => {
    const shop = await createTestApp(api.dataSource);
    expect((await call('POST', '/trainer/api/v0/entities', PLAN, shop)).statusCode).toBe(201);
    expect((await call('POST', '/trainer/api/v0/entities', { name: 'order', patterns: ['ORD-\\d{6}'] }, shop)).statusCode).toBe(201);
    const qnas = [
      { title: 'Plans', utterances: ['Which plan should I choose?', 'I want the pro plan', "I'd like to upgrade my plan", 'what plans do you offer'], answer: 'Your plan: {{entity.plan|none}}' },
      { title: 'Orders', utterances: ['Where is my order?', 'track my order', 'has my order shipped', 'order status please'], answer: 'Let me look.' },
    ];
    for (const q of qnas) {
      const res = await call('POST', '/trainer/api/v0/qnas', { title: q.title, utterances: q.utterances.map((value) => ({ value })), answers: [[{ type: 'text', payload: { value: q.answer } }]] }, shop);
      expect(res.statusCode, res.body).toBe(201);
    }
    type Match = { label: string; entities: unknown[] };
    const classify = async (sentence: string, method: 'GET' | 'POST' = 'POST') => {
      const res =
        method === 'POST'
          ? await call('POST', '/trainer/api/v0/classify', { sentence }, shop)
          : await call('GET', `/trainer/api/v0/classify?sentence=${encodeURIComponent(sentence)}&userId=u1`, undefined, shop);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Match[];
    };
    // The App's first model trains on its first classify; a model of both QnAs answers from then on.
    await classify('hello');
    let status = (await call('GET', '/trainer/api/v0/status', undefined, shop)).json();
    for (const t0 = Date.now(); status.modelVersion !== status.dataVersion && Date.now() - t0 < 30_000; ) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await call('GET', '/trainer/api/v0/status', undefined, shop)).json();
    }
    expect(status.modelVersion).toBe(status.dataVersion);
    const matches = await classify("I'd like the entreprise plan");

    // A bare list as ever (what bot SDKs read), each match with the plan found despite the typo.
    expect(matches).toEqual([expect.objectContaining({ label: 'Plans', type: 'QnA' })]);
    expect(matches[0]!.entities).toEqual([
      { dim: 'plan', body: 'entreprise', start: 13, end: 23, values: [{ value: 'enterprise', type: 'string', synonym: 'enterprise', match: 'fuzzy', typos: 1 }] },
    ]);
    // A synonym and a pattern, by GET.
    const byGet = await classify('where is my order ORD-123456 for the business plan', 'GET');
    expect(byGet.length).toBeGreaterThan(0);
    for (const m of byGet)
      expect(m.entities).toEqual([
        { dim: 'order', body: 'ORD-123456', start: 18, end: 28, values: [{ value: 'ORD-123456', type: 'string', synonym: 'ORD-\\d{6}', match: 'pattern' }] },
        { dim: 'plan', body: 'business plan', start: 37, end: 50, values: [{ value: 'enterprise', type: 'string', synonym: 'business plan', match: 'exact' }] },
      ]);
    // Nothing of the App's in the sentence: an empty list on each match.
    expect((await classify('track my order')).map((m) => m.entities)).toEqual([[]]);

    // The portal's try-it: the entities beside the candidates, whatever matched.
    const explained = await call('POST', '/trainer/api/v0/classify/explain', { sentence: 'is the Premium plan good' }, shop);
    expect(explained.json().entities).toEqual([
      { dim: 'plan', body: 'Premium', start: 7, end: 14, values: [{ value: 'pro', type: 'string', synonym: 'premium', match: 'exact' }] },
    ]);
  }, 60_000);

  it('gives one of 20 simultaneous creates of a name its 201 and the others a 409, never a 500', async () => {
    const other = await createTestApp(api.dataSource);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/trainer/api/v0/entities', { name: 'branch', values: [{ value: 'paris' }] }, other)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect((await call('GET', '/trainer/api/v0/entities', undefined, other)).json()._count.elements).toBe(1);
  });

  it('lets viewers read and editors write', async () => {
    const res = await call('POST', '/trainer/api/v0/entities', { name: 'x' }, { ...app, headers: { 'app-id': app.appId, 'app-key': 'wrong' } });
    expect(res.statusCode).toBe(403);
  });
});
