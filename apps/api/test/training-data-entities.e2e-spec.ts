import { createTestingApi, type TestingApi } from '@parley/testing';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * App entities in the training data: every format carries the App's entity types out and in (Rasa's
 * lookup tables, synonyms and regexes; Dialogflow's entities; Parley's JSON and CSV), an import is
 * held to the entity API's rules, and what it brings in is found by entity extraction at once.
 */

type App = { id: string; key: string };
type EntityType = { name: string; language?: string; fuzzy: boolean; values: { value: string; synonyms: string[] }[]; patterns: string[] };
type Planned = { name: string; language: string; status: string; changes: string[]; values: number; patterns: number; line?: number };

const RASA = `version: "3.1"
nlu:
- intent: choose_plan
  examples: |
    - I want the [enterprise](plan) plan
    - switch me to [pro](plan)
    - sign me up for the [business plan]{"entity": "plan", "value": "enterprise"}
- intent: track_order
  examples: |
    - where is order [ORD-123456](order_id)
    - track my order
- intent: deliver_to
  examples: |
    - do you deliver to [NYC]{"entity": "destination", "value": "New York"}
- lookup: plan
  examples: |
    - basic
    - pro
    - enterprise
- synonym: enterprise
  examples: |
    - business plan
    - corporate
- synonym: New York
  examples: |
    - NYC
    - big apple
- synonym: nowhere
  examples: |
    - no such place
- regex: order_id
  examples: |
    - ORD-\\d{6}
`;

/** A small Dialogflow ES agent with entities of each kind, zipped as Dialogflow exports it. */
function dialogflowAgent(extra: Record<string, unknown> = {}): Buffer {
  const files: Record<string, unknown> = {
    'agent.json': { language: 'en', supportedLanguages: ['fr'] },
    'package.json': { version: '1.0.0' },
    'intents/buy.json': { name: 'buy', responses: [{ messages: [] }], fallbackIntent: false },
    'intents/buy_usersays_en.json': [{ data: [{ text: 'I want to buy a ' }, { text: 'laptop', meta: '@product', alias: 'product' }] }],
    'entities/product.json': { name: 'product', isOverridable: true, isEnum: false, isRegexp: false, automatedExpansion: false, allowFuzzyExtraction: true },
    'entities/product_entries_en.json': [
      { value: 'laptop', synonyms: ['laptop', 'notebook'] },
      { value: 'headphones', synonyms: ['headphones', 'headset'] },
    ],
    'entities/product_entries_fr.json': [{ value: 'ordinateur portable', synonyms: ['ordinateur portable', 'portable'] }],
    'entities/order-number.json': { name: 'order-number', isEnum: false, isRegexp: true, automatedExpansion: false, allowFuzzyExtraction: false },
    'entities/order-number_entries_en.json': [{ value: 'ORD-\\d{6}', synonyms: ['ORD-\\d{6}'] }],
    'entities/size.json': { name: 'size', isEnum: true, isRegexp: false, automatedExpansion: false, allowFuzzyExtraction: false },
    'entities/size_entries_en.json': [
      { value: 'small', synonyms: ['small'] },
      { value: 'large', synonyms: ['large'] },
      { value: '@sys.number:number', synonyms: ['@sys.number:number'] },
    ],
    ...extra,
  };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(JSON.stringify(v))]))));
}

describe('Entity types in the training data', () => {
  let api: TestingApi;
  let token: string;

  const portal = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    api.app.inject({ method, url: `/portal/api${url}`, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const onApp = (app: App, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({ method, url, payload: payload as string, headers: { 'app-id': app.id, 'app-key': app.key, ...headers } });
  const upload = (app: App, step: 'preview' | 'import', body: Buffer | string, query = '') =>
    onApp(app, 'POST', `/trainer/api/v0/training-data/${step}${query}`, body, { 'content-type': 'application/octet-stream' });
  const newApp = async (name: string, language = 'en'): Promise<App> => {
    const created = (await portal('POST', '/apps', { name, language })).json();
    return { id: created.app.id, key: created.key.key };
  };
  const createType = async (app: App, body: object) => {
    const res = await onApp(app, 'POST', '/trainer/api/v0/entities', JSON.stringify(body), { 'content-type': 'application/json' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().entity as { id: string };
  };
  const exported = async (app: App, format = 'json', more = '') => {
    const res = await onApp(app, 'GET', `/trainer/api/v0/training-data?format=${format}${more}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res;
  };
  /** The App's entity types as its JSON export holds them. */
  const typesOf = async (app: App): Promise<EntityType[]> => (await exported(app)).json().entities;
  const snapshot = async (app: App) => {
    const { exportedAt: _, ...rest } = (await exported(app)).json();
    return rest;
  };
  const extract = async (app: App, sentence: string, query = '') => {
    const res = await onApp(app, 'GET', `/nlp/entity-extraction/v0?sentence=${encodeURIComponent(sentence)}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { dim: string; body: string; values: { value: string; match: string }[] }[];
  };
  const found = async (app: App, sentence: string, dim: string, query = '') =>
    (await extract(app, sentence, query)).filter((e) => e.dim === dim).map((e) => [e.body, e.values[0]!.value, e.values[0]!.match]);

  /** An App with a type of each kind, in two languages, and an Intent. */
  let source: App;
  beforeAll(async () => {
    api = await createTestingApi();
    token = (
      await portal('POST', '/accounts', { email: `entities-io-${process.pid}-${Date.now()}@example.com`, password: 'a long enough password', name: 'Importer' })
    ).json().token;
    source = await newApp('Entity shop');
    await createType(source, {
      name: 'plan',
      fuzzy: true,
      values: [
        { value: 'basic', synonyms: ['starter'] },
        { value: 'enterprise', synonyms: ['business plan', 'corporate'] },
        { value: 'pro' },
      ],
      patterns: ['PLAN-[A-Z]{3}'],
    });
    await createType(source, { name: 'order', patterns: ['ORD-\\d{6}', 'T-\\d{3}'] });
    await createType(source, { name: 'plan', language: 'fr', fuzzy: true, values: [{ value: 'entreprise', synonyms: ['société'] }] });
    await createType(source, { name: 'empty' });
    const intent = await onApp(source, 'POST', '/trainer/api/v0/intents', JSON.stringify({ label: 'choose_plan', utterances: [{ value: 'I want the pro plan' }] }), {
      'content-type': 'application/json',
    });
    expect(intent.statusCode).toBe(201);
  });
  afterAll(() => api?.close());

  it("exports the App's entity types in Parley's JSON, the App's language left unsaid", async () => {
    expect(await typesOf(source)).toEqual([
      {
        name: 'plan',
        fuzzy: true,
        values: [
          { value: 'basic', synonyms: ['starter'] },
          { value: 'enterprise', synonyms: ['business plan', 'corporate'] },
          { value: 'pro', synonyms: [] },
        ],
        patterns: ['PLAN-[A-Z]{3}'],
      },
      { name: 'order', fuzzy: false, values: [], patterns: ['ORD-\\d{6}', 'T-\\d{3}'] },
      { name: 'plan', language: 'fr', fuzzy: true, values: [{ value: 'entreprise', synonyms: ['société'] }], patterns: [] },
      { name: 'empty', fuzzy: false, values: [], patterns: [] },
    ]);
  });

  describe('round-trips: exported, then imported into another App, the same entity types; back into the first, nothing to change', () => {
    const roundTrip = async (format: string, file: string, bodies: (string | Buffer)[]) => {
      const copy = await newApp(`Copy via ${format}`);
      for (const body of bodies) {
        const res = await upload(copy, 'import', body, `?filename=${file}`);
        expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
      }
      const [a, b] = [await typesOf(source), await typesOf(copy)];
      // Listed oldest first: compare them by name and language.
      const key = (t: EntityType) => `${t.name}/${t.language ?? ''}`;
      expect(b.sort((x, y) => key(x).localeCompare(key(y)))).toEqual(a.sort((x, y) => key(x).localeCompare(key(y))));
      for (const body of bodies) {
        const again = (await upload(source, 'preview', body, `?filename=${file}`)).json();
        expect(again.problems).toEqual([]);
        expect(again.entitySummary.new + again.entitySummary.changed).toBe(0);
      }
      return copy;
    };

    it("in Parley's JSON, QnAs and Intents alike", async () => {
      const copy = await roundTrip('json', 'export.json', [(await exported(source)).body]);
      expect({ ...(await snapshot(copy)), app: null }).toEqual({ ...(await snapshot(source)), app: null });
    });

    it('in CSV: a row per value or synonym and per pattern, fuzzy on the first row of a type', async () => {
      const csv = (await exported(source, 'csv')).body;
      expect(csv.split('\n')).toEqual([
        'type,name,utterance,answer,description,resolve_prompt,language,value,synonym,pattern,fuzzy',
        'Intent,choose_plan,I want the pro plan,,,,,,,,',
        'Entity,plan,,,,,,basic,starter,,true',
        'Entity,plan,,,,,,enterprise,business plan,,',
        'Entity,plan,,,,,,enterprise,corporate,,',
        'Entity,plan,,,,,,pro,,,',
        'Entity,plan,,,,,,,,PLAN-[A-Z]{3},',
        'Entity,order,,,,,,,,ORD-\\d{6},false',
        'Entity,order,,,,,,,,T-\\d{3},',
        'Entity,plan,,,,,fr,entreprise,société,,true',
        'Entity,empty,,,,,,,,,false',
        '',
      ]);
      await roundTrip('csv', 'export.csv', [csv]);
    });

    it('in Rasa NLU YAML, one file per language: lookup tables, synonyms, regexes, and the fuzzy ones named for Parley', async () => {
      const en = await exported(source, 'rasa');
      expect(en.headers['content-disposition']).toBe('attachment; filename="Entity-shop-training-data.yml"');
      expect(en.body).toBe(`version: "3.1"
nlu:
- intent: choose_plan
  examples: |
    - I want the pro plan
- lookup: plan
  examples: |
    - basic
    - enterprise
    - pro
- synonym: basic
  examples: |
    - starter
- synonym: enterprise
  examples: |
    - business plan
    - corporate
- regex: plan
  examples: |
    - PLAN-[A-Z]{3}
- regex: order
  examples: |
    - ORD-\\d{6}
    - T-\\d{3}
- lookup: empty
  examples: ""
parley:
  fuzzy_entities:
  - plan
`);
      const fr = await exported(source, 'rasa', '&language=fr');
      expect(fr.headers['content-disposition']).toBe('attachment; filename="Entity-shop-training-data-fr.yml"');
      expect(fr.body).toContain('language: fr\n');
      await roundTrip('rasa', 'nlu.yml', [en.body, fr.body]);
    });

    it('in a Dialogflow ES agent: a map entity per name with entries per language, patterns in regexp entities', async () => {
      const res = await exported(source, 'dialogflow');
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Entity-shop-training-data-dialogflow.zip"');
      const files = unzipSync(res.rawPayload);
      const json = (name: string) => JSON.parse(Buffer.from(files[name]!).toString('utf8'));
      expect(Object.keys(files).sort()).toEqual([
        'agent.json',
        'entities/empty.json',
        'entities/empty_entries_en.json',
        'entities/order.json',
        'entities/order_entries_en.json',
        'entities/plan.json',
        'entities/plan_PATTERNS.json',
        'entities/plan_PATTERNS_entries_en.json',
        'entities/plan_entries_en.json',
        'entities/plan_entries_fr.json',
        'intents/choose_plan.json',
        'intents/choose_plan_usersays_en.json',
        'package.json',
      ]);
      expect(json('agent.json')).toMatchObject({ language: 'en', supportedLanguages: ['fr'] });
      expect(json('entities/plan.json')).toMatchObject({ name: 'plan', isRegexp: false, isEnum: false, allowFuzzyExtraction: true });
      expect(json('entities/plan_entries_en.json')[1]).toEqual({ value: 'enterprise', synonyms: ['enterprise', 'business plan', 'corporate'] });
      expect(json('entities/order.json')).toMatchObject({ name: 'order', isRegexp: true, allowFuzzyExtraction: false });
      expect(json('entities/order_entries_en.json')).toEqual([
        { value: 'ORD-\\d{6}', synonyms: ['ORD-\\d{6}'] },
        { value: 'T-\\d{3}', synonyms: ['T-\\d{3}'] },
      ]);
      expect(json('entities/plan_PATTERNS.json')).toMatchObject({ name: 'plan_PATTERNS', isRegexp: true });
      await roundTrip('dialogflow', 'agent.zip', [res.rawPayload]);
    });
  });

  it('imports a Rasa file: its lookup tables, synonyms and regexes make entity types that entity extraction finds at once', async () => {
    const app = await newApp('Rasa entities');
    const preview = (await upload(app, 'preview', RASA, '?filename=nlu.yml')).json();
    expect(preview.problems).toEqual([]);
    expect(preview.summary).toEqual({ new: 3, changed: 0, unchanged: 0 });
    expect(preview.entitySummary).toEqual({ new: 3, changed: 0, unchanged: 0 });
    expect(preview.entities.map((t: Planned) => [t.name, t.language, t.status, t.values, t.patterns, t.line])).toEqual([
      ['plan', 'en', 'new', 3, 0, 15],
      ['order_id', 'en', 'new', 0, 1, 31],
      // "New York" is in no lookup table: an annotation says it is a destination. "nowhere" is annotated nowhere: skipped.
      ['destination', 'en', 'new', 1, 0, 26],
    ]);
    const applied = await upload(app, 'import', RASA, '?filename=nlu.yml');
    expect(applied.json().entitySummary).toEqual({ new: 3, changed: 0, unchanged: 0 });
    expect(await typesOf(app)).toEqual([
      {
        name: 'plan',
        fuzzy: false,
        values: [
          { value: 'basic', synonyms: [] },
          { value: 'pro', synonyms: [] },
          { value: 'enterprise', synonyms: ['business plan', 'corporate'] },
        ],
        patterns: [],
      },
      { name: 'order_id', fuzzy: false, values: [], patterns: ['ORD-\\d{6}'] },
      { name: 'destination', fuzzy: false, values: [{ value: 'New York', synonyms: ['NYC', 'big apple'] }], patterns: [] },
    ]);
    expect(await found(app, 'put me on the corporate plan', 'plan')).toEqual([['corporate', 'enterprise', 'exact']]);
    expect(await found(app, 'where is ORD-123456', 'order_id')).toEqual([['ORD-123456', 'ORD-123456', 'pattern']]);
    expect(await found(app, 'do you ship to the big apple', 'destination')).toEqual([['big apple', 'New York', 'exact']]);

    // Its intents classify once the model has retrained, each match with the App entities of the sentence.
    let matches: { label: string; entities: { dim: string; body: string }[] }[] = [];
    for (const t0 = Date.now(); !matches.length && Date.now() - t0 < 30_000; ) {
      const res = await onApp(app, 'POST', '/trainer/api/v0/classify', JSON.stringify({ sentence: 'where is order ORD-777777' }), {
        'content-type': 'application/json',
      });
      matches = res.statusCode === 200 ? res.json() : [];
    }
    expect(matches[0]).toMatchObject({ label: 'track_order', entities: [{ dim: 'order_id', body: 'ORD-777777' }] });
  });

  it('imports a Dialogflow agent: map entities with their synonyms and fuzzy matching, regexp entities as patterns, lists without composite entries', async () => {
    const app = await newApp('Dialogflow entities');
    const zip = dialogflowAgent();
    const preview = (await upload(app, 'preview', zip, '?filename=agent.zip')).json();
    expect(preview.problems).toEqual([]);
    expect(preview.entities.map((t: Planned) => [t.name, t.language, t.status, t.values, t.patterns])).toEqual([
      ['order-number', 'en', 'new', 0, 1],
      ['product', 'en', 'new', 2, 0],
      ['product', 'fr', 'new', 1, 0],
      ['size', 'en', 'new', 2, 0],
    ]);
    expect((await upload(app, 'import', zip, '?filename=agent.zip')).statusCode).toBe(200);
    expect(await typesOf(app)).toEqual([
      { name: 'order-number', fuzzy: false, values: [], patterns: ['ORD-\\d{6}'] },
      {
        name: 'product',
        fuzzy: true,
        values: [
          { value: 'laptop', synonyms: ['notebook'] },
          { value: 'headphones', synonyms: ['headset'] },
        ],
        patterns: [],
      },
      { name: 'product', language: 'fr', fuzzy: true, values: [{ value: 'ordinateur portable', synonyms: ['portable'] }], patterns: [] },
      { name: 'size', fuzzy: false, values: [{ value: 'small', synonyms: [] }, { value: 'large', synonyms: [] }], patterns: [] },
    ]);
    // Fuzzy: a typo still finds it; each language its own values.
    expect(await found(app, 'I need a new notebok', 'product')).toEqual([['notebok', 'laptop', 'fuzzy']]);
    expect(await found(app, 'je cherche un portable', 'product', '&lang=fr')).toEqual([['portable', 'ordinateur portable', 'exact']]);
    expect(await found(app, 'status of ORD-000042', 'order-number')).toEqual([['ORD-000042', 'ORD-000042', 'pattern']]);
  });

  it('reads 100,000 values from a Rasa lookup table and from CSV rows, synonyms given to them', async () => {
    const n = 100_000;
    const sku = (i: number) => `sku ${i.toString(36)}`;
    // Each list into an App of its own: an App's first entity extraction waits for its types' first compile.
    const viaRasa = await newApp('Big lookup table');
    const lookup = Array.from({ length: n }, (_, i) => `    - ${sku(i)}\n`).join('');
    const synonyms = Array.from({ length: 10_000 }, (_, i) => `- synonym: ${sku(i * 10)}\n  examples: |\n    - item ${i * 10}\n`).join('');
    const rasa = await upload(viaRasa, 'import', `nlu:\n- lookup: sku\n  examples: |\n${lookup}${synonyms}`, '?filename=skus.yml');
    expect(rasa.statusCode, rasa.body.slice(0, 300)).toBe(200);
    expect(rasa.json().entities).toEqual([expect.objectContaining({ name: 'sku', status: 'new', values: n })]);
    expect(await found(viaRasa, 'do you have item 99990 in stock', 'sku')).toEqual([['item 99990', sku(99_990), 'exact']]);

    const viaCsv = await newApp('Big CSV');
    const rows = Array.from({ length: n }, (_, i) => `Entity,part,${sku(i)},part ${i}`).join('\n');
    const csv = await upload(viaCsv, 'import', `type,name,value,synonym\n${rows}\n`, '?filename=parts.csv');
    expect(csv.statusCode, csv.body.slice(0, 300)).toBe(200);
    expect(csv.json().entities).toEqual([expect.objectContaining({ name: 'part', status: 'new', values: n, line: 2 })]);
    expect(await found(viaCsv, 'I need part 99999', 'part')).toEqual([['part 99999', sku(99_999), 'exact']]);
  }, 90_000);

  it("leaves the App's other entity types, and what a file does not carry, as they are", async () => {
    const app = await newApp('Merge');
    await createType(app, { name: 'plan', fuzzy: true, values: [{ value: 'gold' }], patterns: ['PLAN-\\d+'] });
    await createType(app, { name: 'colour-code', patterns: ['#[0-9a-f]{6}'] });
    // A Rasa lookup table of the plans: their values replaced, the patterns (no regex of the name) and fuzzy (no Parley key) kept.
    const rasa = 'nlu:\n- lookup: plan\n  examples: |\n    - silver\n    - gold\n';
    const preview = (await upload(app, 'preview', rasa, '?filename=plans.yml')).json();
    expect(preview.entities.map((t: Planned) => [t.name, t.status, t.changes])).toEqual([['plan', 'changed', ['values']]]);
    expect(preview.summary).toEqual({ new: 0, changed: 0, unchanged: 0 });
    await upload(app, 'import', rasa, '?filename=plans.yml');
    expect(await typesOf(app)).toEqual([
      { name: 'plan', fuzzy: true, values: [{ value: 'silver', synonyms: [] }, { value: 'gold', synonyms: [] }], patterns: ['PLAN-\\d+'] },
      { name: 'colour-code', fuzzy: false, values: [], patterns: ['#[0-9a-f]{6}'] },
    ]);
    expect(await found(app, 'upgrade me to silver', 'plan')).toEqual([['silver', 'silver', 'exact']]);
  });

  describe('refuses a file with a bad entity type, naming every problem, and changes nothing', () => {
    let app: App;
    beforeAll(async () => {
      app = await newApp('Refusals');
      await createType(app, { name: 'kept', values: [{ value: 'x' }] });
    });
    const refused = async (body: string | Buffer, query: string) => {
      const before = await snapshot(app);
      const res = await upload(app, 'import', body, query);
      expect(res.statusCode).toBe(400);
      expect(await snapshot(app)).toEqual(before);
      // The preview names the same problems.
      expect((await upload(app, 'preview', body, query)).json().problems).toEqual(res.json().details);
      return res.json().details as { field: string; problem: string }[];
    };

    it("in Parley's JSON: a built-in dimension's name, a hostile pattern, too many values, beside a good QnA", async () => {
      const doc = {
        qnas: [{ title: 'Fine', utterances: ['a fine question'] }],
        entities: [
          { name: 'time', values: [{ value: 'noon' }] },
          { name: 'code', patterns: ['(a+)+$', 'ok-\\d+'] },
          { name: 'sku', values: Array.from({ length: 100_001 }, (_, i) => ({ value: `sku ${i}` })) },
          { name: 'Bad Name' },
          { name: 'fine', values: [{ value: 'fine' }] },
        ],
      };
      expect(await refused(JSON.stringify(doc), '?filename=data.json')).toEqual([
        { file: 'data.json', path: 'entities.0', field: 'data.json entities.0', problem: 'entity type "time": name is a built-in dimension (time): choose another name' },
        { file: 'data.json', path: 'entities.1', field: 'data.json entities.1', problem: expect.stringMatching(/^entity type "code": patterns.0 could backtrack catastrophically/) },
        { file: 'data.json', path: 'entities.2', field: 'data.json entities.2', problem: 'entity type "sku": values must hold at most 100,000 items' },
        { file: 'data.json', path: 'entities.3', field: 'data.json entities.3', problem: expect.stringMatching(/^entity type "Bad Name": name must be 1 to 64 lower-case letters/) },
      ]);
    }, 30_000);

    it('in Rasa, each with its line', async () => {
      const rasa = 'nlu:\n- intent: greet\n  examples: |\n    - hi\n- lookup: city\n  examples: |\n    - Paris\n- regex: code\n  examples: |\n    - ok\n    - (x*)*y\n';
      expect(await refused(rasa, '?filename=nlu.yml')).toEqual([
        { file: 'nlu.yml', line: 5, field: 'nlu.yml:5', problem: 'entity type "city": name is a built-in dimension (city): choose another name' },
        { file: 'nlu.yml', line: 11, field: 'nlu.yml:11', problem: expect.stringMatching(/^entity type "code": patterns.1 could backtrack catastrophically/) },
      ]);
    });

    it('in CSV, each with its line, and rows mixing the kinds', async () => {
      const csv = [
        'type,name,utterance,value,synonym,pattern,fuzzy',
        'Intent,greet,hello,,,,',
        'Entity,email,,me@example.com,,,',
        'Entity,code,,,,(a+)+$,',
        'Entity,code,,,alias,,maybe',
        'Intent,bye,goodbye,x,,,',
      ].join('\n');
      expect((await refused(csv, '?filename=data.csv')).map((d) => `${d.field} ${d.problem}`)).toEqual([
        'data.csv:5 entity type "code": synonym "alias" needs its value in the same row',
        'data.csv:5 entity type "code": fuzzy must be true or false, not "maybe"',
        'data.csv:6 Intent "bye": value is for entity types only',
        'data.csv:3 entity type "email": name is a built-in dimension (email): choose another name',
        expect.stringMatching(/^data.csv:4 entity type "code": patterns.0 could backtrack catastrophically/),
      ]);
    });

    it('in a Dialogflow agent, and entries in a language Parley has not', async () => {
      const zip = dialogflowAgent({
        'entities/number.json': { name: 'number', isRegexp: false },
        'entities/number_entries_en.json': [{ value: 'one', synonyms: ['one'] }],
        'entities/product_entries_de.json': [{ value: 'Laptop', synonyms: ['Laptop'] }],
      });
      expect((await refused(zip, '?filename=agent.zip')).map((d) => `${d.field} ${d.problem}`)).toEqual([
        'agent.zip/entities/product_entries_de.json holds entity entries in "de", not a language Parley reads (en, fr, es)',
        'agent.zip/entities/number_entries_en.json entity type "number": name is a built-in dimension (number): choose another name',
      ]);
    });

    it('more entity types than an App holds', async () => {
      const entities = Array.from({ length: 100 }, (_, i) => ({ name: `type-${i}` }));
      expect(await refused(JSON.stringify({ entities }), '?filename=many.json')).toEqual([
        { file: 'many.json', field: 'many.json', problem: "adds 100 entity types to the App's 1; an App holds at most 100" },
      ]);
      expect(await refused(JSON.stringify({ entities: [...entities, { name: 'one-more' }] }), '?filename=many.json')).toEqual([
        { file: 'many.json', field: 'many.json', problem: 'holds 101 entity types; an App holds at most 100' },
      ]);
    });
  });
});
