import { createTestingApi, type TestingApi } from '@parley/testing';
import { zipSync } from 'fflate';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FIXTURES = join(__dirname, 'fixtures/training-data');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

/** The hand-made Dialogflow agent of the fixtures, zipped as Dialogflow exports it (agent.json, intents/). */
function dialogflowZip(extra: Record<string, Uint8Array> = {}): Buffer {
  const dir = join(FIXTURES, 'dialogflow');
  const files: Record<string, Uint8Array> = { 'agent.json': readFileSync(join(dir, 'agent.json')) };
  for (const name of readdirSync(join(dir, 'intents'))) files[`intents/${name}`] = readFileSync(join(dir, 'intents', name));
  return Buffer.from(zipSync({ ...files, ...extra }));
}

type Item = { type: string; name: string; language: string | null; status: string; changes: string[]; utterances: number; line?: number };

describe('Training data in and out', () => {
  let api: TestingApi;
  let token: string;
  let appId: string;
  let appKey: string;

  const portal = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    api.app.inject({
      method,
      url: `/portal/api${url}`,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const onApp = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}, app = appId) =>
    api.app.inject({ method, url, payload: payload as string, headers: { authorization: `Bearer ${token}`, 'app-id': app, ...headers } });
  const upload = (step: 'preview' | 'import', body: Buffer | string, query = '', type = 'application/octet-stream', app = appId) =>
    onApp('POST', `/trainer/api/v0/training-data/${step}${query}`, body, { 'content-type': type }, app);
  const exportJson = async (app = appId) => {
    const res = await onApp('GET', '/trainer/api/v0/training-data', undefined, {}, app);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** The App's data as an export holds it, less the time of the export. */
  const snapshot = async (app = appId) => {
    const { exportedAt: _, ...rest } = await exportJson(app);
    return rest;
  };
  const newApp = async (name: string) => (await portal('POST', '/apps', { name })).json().app.id as string;

  beforeAll(async () => {
    api = await createTestingApi();
    token = (
      await portal('POST', '/accounts', {
        email: `import-${process.pid}-${Date.now()}@example.com`,
        password: 'a long enough password',
        name: 'Importer',
      })
    ).json().token;
    const created = (await portal('POST', '/apps', { name: 'Shop bot' })).json();
    appId = created.app.id;
    appKey = created.key.key;
    await onApp('POST', '/trainer/api/v0/qnas', {
      title: 'Payment methods',
      utterances: [{ value: 'How can I pay?' }, { value: 'Do you take PayPal?' }],
      answers: [
        [{ type: 'text', payload: { value: 'Card or PayPal.' } }],
        [{ type: 'quickreplies', payload: { value: ['Card', 'PayPal'] } }],
      ],
      resolvePrompt: 'Payment?',
    });
    await onApp('POST', '/trainer/api/v0/intents', {
      label: 'cancel_order',
      description: 'Cancels, "quoted", with a comma',
      utterances: [{ value: 'cancel my order' }],
    });
  });
  afterAll(() => api.close());

  it("exports the App's QnAs and Intents as Parley's versioned JSON, as a download", async () => {
    const res = await onApp('GET', '/trainer/api/v0/training-data');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Shop-bot-training-data.json"');
    expect(res.json()).toMatchObject({
      format: 'parley-training-data',
      version: 1,
      app: { name: 'Shop bot', language: 'en' },
      qnas: [{ title: 'Payment methods', utterances: ['How can I pay?', 'Do you take PayPal?'], resolvePrompt: 'Payment?' }],
      intents: [
        { label: 'cancel_order', description: 'Cancels, "quoted", with a comma', utterances: ['cancel my order'], resolvePrompt: '' },
      ],
    });
    // An App-Key reads it too; another account does not see the App at all.
    const viaKey = await api.app.inject({
      method: 'GET',
      url: '/trainer/api/v0/training-data?format=csv',
      headers: { 'app-id': appId, 'app-key': appKey },
    });
    expect(viaKey.statusCode).toBe(200);
  });

  it('exports CSV, one row per utterance, quoting what needs it', async () => {
    const res = await onApp('GET', '/trainer/api/v0/training-data?format=csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'type,name,utterance,answer,description,resolve_prompt,language',
      'QnA,Payment methods,How can I pay?,Card or PayPal.,,Payment?,',
      'QnA,Payment methods,Do you take PayPal?,,,,',
      'Intent,cancel_order,cancel my order,,"Cancels, ""quoted"", with a comma",,',
      '',
    ]);
    expect((await onApp('GET', '/trainer/api/v0/training-data?format=xml')).json().details).toEqual([
      { field: 'format', problem: 'must be one of json, csv, rasa, dialogflow' },
    ]);
  });

  it('finds nothing to change when its own export comes back, in JSON or CSV', async () => {
    const before = await snapshot();
    const json = (await onApp('GET', '/trainer/api/v0/training-data')).body;
    const preview = await upload('preview', json, '?filename=export.json');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ format: 'json', summary: { new: 0, changed: 0, unchanged: 2 }, problems: [] });
    const applied = await upload('import', json, '', 'application/json');
    expect(applied.statusCode).toBe(200);
    expect(applied.json().summary).toEqual({ new: 0, changed: 0, unchanged: 2 });

    // CSV carries the text answers only: the quick replies stay as they are.
    const csv = (await onApp('GET', '/trainer/api/v0/training-data?format=csv')).body;
    const viaCsv = await upload('preview', csv, '?filename=export.csv', 'text/csv');
    expect(viaCsv.json().items.map((i: Item) => [i.name, i.status, i.changes])).toEqual([
      ['Payment methods', 'changed', ['answers']],
      ['cancel_order', 'unchanged', []],
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('copies an App into another through its export', async () => {
    const copy = await newApp('Copy');
    const res = await upload(
      'import',
      (await onApp('GET', '/trainer/api/v0/training-data')).body,
      '?format=json',
      'application/octet-stream',
      copy,
    );
    expect(res.json().summary).toEqual({ new: 2, changed: 0, unchanged: 0 });
    const [a, b] = [await snapshot(), await snapshot(copy)];
    expect({ ...b, app: a.app }).toEqual(a);
  });

  it("carries an item's own language through its export and an import, and checks it", async () => {
    const source = await newApp('Bilingual');
    const post = (url: string, body: object) =>
      onApp('POST', `/trainer/api/v0/${url}`, JSON.stringify(body), { 'content-type': 'application/json' }, source);
    expect((await post('qnas', { title: 'Horaires', language: 'fr', utterances: [{ value: 'Quand ouvrez-vous ?' }] })).statusCode).toBe(
      201,
    );
    expect((await post('qnas', { title: 'Hours', utterances: [{ value: 'When do you open?' }] })).statusCode).toBe(201);
    expect((await post('intents', { label: 'saludo', language: 'es', utterances: [{ value: 'hola' }] })).statusCode).toBe(201);
    const file = await exportJson(source);
    expect(file.qnas.map((q: { title: string; language?: string }) => [q.title, q.language])).toEqual([
      ['Horaires', 'fr'],
      ['Hours', undefined],
    ]);
    expect(file.intents[0].language).toBe('es');

    const copy = await newApp('Bilingual copy');
    expect((await upload('import', JSON.stringify(file), '?format=json', 'application/json', copy)).json().summary).toEqual({
      new: 3,
      changed: 0,
      unchanged: 0,
    });
    const qnas = (await onApp('GET', '/trainer/api/v0/qnas', undefined, {}, copy)).json()._content;
    expect(qnas.map((q: { title: string; language: string | null }) => [q.title, q.language])).toEqual([
      ['Horaires', 'fr'],
      ['Hours', null],
    ]);
    expect((await upload('preview', JSON.stringify(file), '?format=json', 'application/json', copy)).json().summary).toEqual({
      new: 0,
      changed: 0,
      unchanged: 3,
    });
    // A file that says another language changes it; one that says none leaves it.
    file.qnas[0].language = 'es';
    delete file.intents[0].language;
    const changed = (await upload('preview', JSON.stringify(file), '?format=json', 'application/json', copy)).json();
    expect(changed.items.map((i: Item) => [i.name, i.status, i.changes])).toEqual([
      ['Horaires', 'changed', ['language']],
      ['Hours', 'unchanged', []],
      ['saludo', 'unchanged', []],
    ]);
    file.qnas[0].language = 'de';
    const bad = await upload('import', JSON.stringify(file), '?format=json', 'application/json', copy);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      expect.objectContaining({ field: 'upload.json qnas.0', problem: expect.stringContaining('language') }),
    ]);
  });

  it("carries each item's language through a CSV export and import, one name in two languages being two items", async () => {
    const source = await newApp('Bilingual CSV');
    const post = (url: string, body: object) =>
      onApp('POST', `/trainer/api/v0/${url}`, JSON.stringify(body), { 'content-type': 'application/json' }, source);
    await post('qnas', {
      title: 'Hours',
      utterances: [{ value: 'When do you open?' }],
      answers: [[{ type: 'text', payload: { value: '9 to 5' } }]],
    });
    await post('qnas', {
      title: 'Hours',
      language: 'fr',
      utterances: [{ value: 'Quand ouvrez-vous ?' }, { value: 'Vos horaires ?' }],
      answers: [[{ type: 'text', payload: { value: 'De 9h à 17h' } }]],
    });
    await post('intents', { label: 'saludo', language: 'es', utterances: [{ value: 'hola' }] });
    const csv = (await onApp('GET', '/trainer/api/v0/training-data?format=csv', undefined, {}, source)).body;
    expect(csv.split('\n')).toEqual([
      'type,name,utterance,answer,description,resolve_prompt,language',
      'QnA,Hours,When do you open?,9 to 5,,,',
      'QnA,Hours,Quand ouvrez-vous ?,De 9h à 17h,,,fr',
      'QnA,Hours,Vos horaires ?,,,,fr',
      'Intent,saludo,hola,,,,es',
      '',
    ]);

    // Into another App: the same items, each in its language; back into the first: nothing to change.
    const copy = await newApp('Bilingual CSV copy');
    const preview = (await upload('preview', csv, '?filename=export.csv', 'text/csv', copy)).json();
    expect(preview.problems).toEqual([]);
    expect(preview.items.map((i: Item) => [i.type, i.name, i.language, i.status, i.line])).toEqual([
      ['QnA', 'Hours', null, 'new', 2],
      ['QnA', 'Hours', 'fr', 'new', 3],
      ['Intent', 'saludo', 'es', 'new', 5],
    ]);
    expect((await upload('import', csv, '?filename=export.csv', 'text/csv', copy)).json().summary).toEqual({
      new: 3,
      changed: 0,
      unchanged: 0,
    });
    const [a, b] = [await snapshot(source), await snapshot(copy)];
    expect({ ...b, app: a.app }).toEqual(a);
    expect((await upload('preview', csv, '?filename=export.csv', 'text/csv', source)).json().summary).toEqual({
      new: 0,
      changed: 0,
      unchanged: 3,
    });

    // A changed French phrase changes the French QnA only; a language Parley has not is named with its line.
    const edited = csv.replace('Vos horaires ?', 'Vos heures ?') + 'Intent,gruss,hallo,,,,de\n';
    const refused = (await upload('preview', edited, '?filename=edited.csv', 'text/csv', source)).json();
    expect(refused.problems).toEqual([
      {
        file: 'edited.csv',
        line: 6,
        field: 'edited.csv:6',
        problem: 'Intent "gruss" is in "de", not a language Parley reads (en, fr, es)',
      },
    ]);
    expect(refused.items.map((i: Item) => [i.name, i.language, i.status, i.changes])).toEqual([
      ['Hours', null, 'unchanged', []],
      ['Hours', 'fr', 'changed', ['utterances']],
      ['saludo', 'es', 'unchanged', []],
    ]);
    expect((await upload('import', edited, '?filename=edited.csv', 'text/csv', source)).statusCode).toBe(400);
    expect(await snapshot(source)).toEqual(a);
  });

  it('imports Rasa NLU YAML: intents with their examples, annotations reduced to text, lines named', async () => {
    const app = await newApp('Rasa');
    const preview = (await upload('preview', fixture('nlu.yml'), '?filename=nlu.yml', 'application/octet-stream', app)).json();
    expect(preview).toMatchObject({ format: 'rasa', summary: { new: 2, changed: 0, unchanged: 0 }, problems: [] });
    expect(preview.items).toEqual([
      { type: 'Intent', name: 'greet', language: null, status: 'new', changes: [], utterances: 4, file: 'nlu.yml', line: 4 },
      { type: 'Intent', name: 'book_flight', language: null, status: 'new', changes: [], utterances: 3, file: 'nlu.yml', line: 10 },
    ]);
    expect((await exportJson(app)).intents).toEqual([]);

    expect((await upload('import', fixture('nlu.yml'), '', 'application/yaml', app)).statusCode).toBe(200);
    expect((await exportJson(app)).intents).toEqual([
      { label: 'greet', description: '', utterances: ['hey', 'hello there', 'good morning', 'hi'], resolvePrompt: '' },
      {
        label: 'book_flight',
        description: '',
        utterances: ['I want to fly to Paris', 'book a flight to New York', 'get me a plane ticket'],
        resolvePrompt: '',
      },
    ]);
    // Once more: nothing new; with a changed example, the intent is changed and keeps its description.
    expect((await upload('preview', fixture('nlu.yml'), '?filename=nlu.yml', 'text/plain', app)).json().summary).toEqual({
      new: 0,
      changed: 0,
      unchanged: 2,
    });
    const edited = fixture('nlu.yml').toString().replace('- hi', '- hiya');
    expect((await upload('import', edited, '?format=rasa', 'text/plain', app)).json().items[0]).toMatchObject({
      name: 'greet',
      status: 'changed',
      changes: ['utterances'],
    });
  });

  it('imports a Dialogflow ES agent export: text responses make QnAs, the others Intents, one per language of its phrases', async () => {
    const app = await newApp('Dialogflow');
    const zip = dialogflowZip();
    const preview = (await upload('preview', zip, '?filename=agent.zip', 'application/zip', app)).json();
    expect(preview).toMatchObject({ format: 'dialogflow', language: 'en', summary: { new: 3, changed: 0, unchanged: 0 }, problems: [] });
    expect(preview.items.map((i: Item) => [i.type, i.name, i.language, i.status, i.utterances])).toEqual([
      ['QnA', 'Opening hours', null, 'new', 2],
      ['QnA', 'Opening hours', 'fr', 'new', 1],
      ['Intent', 'order.track', null, 'new', 2],
    ]);
    expect((await upload('import', zip, '', 'application/zip', app)).statusCode).toBe(200);
    const data = await exportJson(app);
    expect(data.qnas).toEqual([
      {
        title: 'Opening hours',
        utterances: ['when are you open', 'are you open on sunday'],
        answers: [
          [{ type: 'text', payload: { value: 'We are open 9 to 5.' } }],
          [{ type: 'text', payload: { value: 'Nine to five, Monday to Friday.' } }],
        ],
        resolvePrompt: '',
      },
      {
        title: 'Opening hours',
        utterances: ['quand êtes-vous ouverts'],
        answers: [[{ type: 'text', payload: { value: 'Ouvert de 9h à 17h.' } }]],
        resolvePrompt: '',
        language: 'fr',
      },
    ]);
    expect(data.intents).toEqual([
      { label: 'order.track', description: '', utterances: ['where is my order 12345', 'track my parcel'], resolvePrompt: '' },
    ]);
    // Again: each language finds its own item.
    expect((await upload('preview', zip, '?filename=agent.zip', 'application/zip', app)).json().summary).toEqual({
      new: 0,
      changed: 0,
      unchanged: 3,
    });

    // Into a French App: the French phrases follow the App, the English ones say theirs.
    const fr = (await portal('POST', '/apps', { name: 'Dialogflow FR', language: 'fr' })).json().app.id as string;
    const inFrench = (await upload('preview', zip, '?filename=agent.zip', 'application/zip', fr)).json();
    expect(inFrench.items.map((i: Item) => [i.name, i.language])).toEqual([
      ['Opening hours', null],
      ['Opening hours', 'en'],
      ['order.track', 'en'],
    ]);

    // Phrases in a language Parley has not: named with their file, and nothing can be applied.
    const german = dialogflowZip({
      'intents/order.track_usersays_de.json': Buffer.from('[{"data":[{"text":"wo ist meine Bestellung"}]}]'),
    });
    const withGerman = (await upload('preview', german, '?filename=agent.zip', 'application/zip', app)).json();
    expect(withGerman.problems).toEqual([
      {
        file: 'agent.zip/intents/order.track_usersays_de.json',
        field: 'agent.zip/intents/order.track_usersays_de.json',
        problem: 'holds training phrases in "de", not a language Parley reads (en, fr, es)',
      },
    ]);
    const before = await snapshot(app);
    expect((await upload('import', german, '?filename=agent.zip', 'application/zip', app)).statusCode).toBe(400);
    expect(await snapshot(app)).toEqual(before);
  });

  it("reads a Rasa file's top-level language, and names one Parley has not with its line", async () => {
    const app = await newApp('Rasa FR');
    const french = `version: "3.1"\nlanguage: fr\nnlu:\n- intent: saluer\n  examples: |\n    - bonjour\n    - salut\n`;
    const preview = (await upload('preview', french, '?filename=nlu.yml', 'application/yaml', app)).json();
    expect(preview.items.map((i: Item) => [i.name, i.language, i.status])).toEqual([['saluer', 'fr', 'new']]);
    await upload('import', french, '?filename=nlu.yml', 'application/yaml', app);
    expect((await exportJson(app)).intents).toEqual([
      { label: 'saluer', description: '', utterances: ['bonjour', 'salut'], resolvePrompt: '', language: 'fr' },
    ]);
    const german = (
      await upload('preview', french.replace('language: fr', 'language: de'), '?filename=nlu.yml', 'application/yaml', app)
    ).json();
    expect(german.problems).toEqual([
      { file: 'nlu.yml', line: 2, field: 'nlu.yml:2', problem: 'is in "de", not a language Parley reads (en, fr, es)' },
    ]);
  });

  it('retrains once after an import: the imported phrases classify', async () => {
    const app = await newApp('Classify');
    await upload('import', fixture('nlu.yml'), '?filename=nlu.yml', 'application/octet-stream', app);
    const t0 = Date.now();
    let labels: string[] = [];
    while (Date.now() - t0 < 10_000) {
      const res = await onApp('POST', '/trainer/api/v0/classify', { sentence: 'book a flight to Paris' }, {}, app);
      labels = res.json().map((m: { label: string }) => m.label);
      if (labels.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(labels).toEqual(['book_flight']);
  });

  describe('refuses bad files with every problem, and changes nothing', () => {
    const refused = async (body: Buffer | string, query: string, status = 400) => {
      const before = await snapshot();
      const res = await upload('import', body, query);
      expect(res.statusCode).toBe(status);
      expect(await snapshot()).toEqual(before);
      return res.json();
    };

    it('YAML that does not parse, with its line', async () => {
      const body = await refused(fixture('bad-syntax.yml'), '?filename=bad-syntax.yml');
      expect(body.details.length).toBeGreaterThan(0);
      expect(body.details[0]).toMatchObject({
        file: 'bad-syntax.yml',
        line: expect.any(Number),
        problem: expect.stringContaining('is not valid YAML'),
      });
    });

    it('Rasa entries missing fields or lines missing their dash, each named with its line', async () => {
      const body = await refused(fixture('broken-nlu.yml'), '?filename=broken-nlu.yml');
      expect(body.details).toEqual([
        { file: 'broken-nlu.yml', line: 6, field: 'broken-nlu.yml:6', problem: 'intent "greet": an example must start with "- "' },
        { file: 'broken-nlu.yml', line: 7, field: 'broken-nlu.yml:7', problem: 'an entry of "nlu:" needs "intent:"' },
        { file: 'broken-nlu.yml', line: 9, field: 'broken-nlu.yml:9', problem: 'intent "goodbye" has no examples' },
      ]);
      // The preview lists the same problems beside what the good part would do.
      const preview = (await upload('preview', fixture('broken-nlu.yml'), '?filename=broken-nlu.yml')).json();
      expect(preview.problems).toEqual(body.details);
      expect(preview.items.map((i: Item) => i.name)).toEqual(['greet']);
    });

    it('JSON with missing and wrong fields, and items over the limits', async () => {
      const doc = {
        format: 'parley-training-data',
        version: 1,
        qnas: [
          { utterances: ['no title'] },
          { title: 'Long', utterances: ['x'.repeat(2001)] },
          { title: 'Bad answer', answers: [[{ type: 'video' }]] },
        ],
        intents: [{ label: 'ok', utterances: 'not a list' }, { label: 'twice' }, { label: 'twice' }],
      };
      const body = await refused(JSON.stringify(doc), '?filename=data.json');
      expect(body.details.map((d: { field: string }) => d.field)).toEqual([
        'data.json qnas.0.title',
        'data.json intents.0.utterances',
        'data.json qnas.1',
        'data.json qnas.2',
        'data.json intents.2',
      ]);
      expect(body.details[2].problem).toBe('QnA "Long": utterances.0.value must be at most 2,000 characters');
      expect(body.details[4].problem).toBe('Intent "twice" comes twice (also at data.json intents.1)');
      expect((await refused('{"version": 7, "qnas": []}', '?format=json')).details[0]).toMatchObject({
        path: 'version',
        problem: 'must be 1 (the version this server reads)',
      });
      expect((await refused('{"qnas": [', '?format=json')).details[0].problem).toMatch(/^is not JSON/);
    });

    it('CSV rows without a type or a name, with their lines', async () => {
      const csv = 'type,name,utterance\nQnA,Hours,when do you open\nWidget,x,y\nIntent,,hello\n';
      expect((await refused(csv, '?filename=data.csv')).details).toEqual([
        { file: 'data.csv', line: 3, field: 'data.csv:3', problem: 'type must be QnA, Intent or Entity, not "Widget"' },
        { file: 'data.csv', line: 4, field: 'data.csv:4', problem: 'name must not be empty' },
      ]);
      expect((await refused('name,utterance\nx,y\n', '?filename=data.csv')).details[0].problem).toBe('has no "type" column');
    });

    it('a zip with junk, a zip that is no agent, and a Dialogflow file that is not JSON', async () => {
      const junk = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(300, 7)]);
      expect((await refused(junk, '?filename=agent.zip')).details[0].problem).toMatch(/^is not a readable zip file/);
      const noAgent = Buffer.from(zipSync({ 'readme.txt': Buffer.from('hello') }));
      expect((await refused(noAgent, '?filename=agent.zip')).details[0].problem).toBe(
        'holds no intents/*.json nor entities/*.json: not a Dialogflow agent export',
      );
      const broken = dialogflowZip({ 'intents/broken.json': Buffer.from('{ not json'), 'intents/nameless.json': Buffer.from('{}') });
      expect((await refused(broken, '?filename=agent.zip')).details.map((d: { field: string }) => d.field)).toEqual([
        'agent.zip/intents/broken.json',
        'agent.zip/intents/nameless.json name',
      ]);
    });

    it('a zip bomb: entries that unpack past the limits are refused before they are unpacked', async () => {
      // 60 MiB of zeros compress to about 60 KiB.
      const bomb = Buffer.from(
        zipSync({ 'intents/big_usersays_en.json': new Uint8Array(60 * 1024 * 1024), 'intents/big.json': Buffer.from('{"name":"big"}') }),
      );
      expect(bomb.length).toBeLessThan(1024 * 1024);
      expect((await refused(bomb, '?filename=agent.zip')).details[0].problem).toBe(
        'intents/big_usersays_en.json unpacks to more than 10 MiB',
      );
      const many: Record<string, Uint8Array> = {};
      for (let i = 0; i < 5001; i++) many[`x/${i}.txt`] = new Uint8Array(0);
      expect((await refused(Buffer.from(zipSync(many)), '?filename=agent.zip')).details[0].problem).toBe('holds more than 5,000 entries');
    });

    it('a 50 MB file: a 413 naming the limit', async () => {
      const big = Buffer.alloc(50 * 1024 * 1024, 'a');
      const body = await refused(big, '?filename=big.csv', 413);
      expect(body).toMatchObject({ statusCode: 413, message: 'The file is larger than 10 MiB' });
      const asJson = await upload('import', big, '', 'application/json');
      expect(asJson.statusCode).toBe(413);
    });
  });

  it('keeps other routes at JSON only', async () => {
    const res = await onApp('POST', '/trainer/api/v0/qnas', 'title,x', { 'content-type': 'text/csv' });
    expect(res.statusCode).toBe(415);
  });
});
