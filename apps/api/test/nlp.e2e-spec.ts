import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REF = '2018-09-26T11:44:00Z';

describe('NLP API', () => {
  let api: TestingApi;
  let app: TestAppCredentials;
  let fr: TestAppCredentials;

  beforeAll(async () => {
    api = await createTestingApi();
    app = await createTestApp(api.dataSource);
    fr = await createTestApp(api.dataSource, { language: 'fr' });
  });
  afterAll(() => api.close());

  const get = (url: string, creds = app, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers: { ...creds.headers, ...headers } });
  const extract = async (query: Record<string, string | string[]>, creds = app) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) for (const x of [v].flat()) q.append(k, x);
    return get(`/nlp/entity-extraction/v0?${q}`, creds);
  };

  describe('entity extraction', () => {
    it.each([
      [{ sentence: 'I leave from Paris', dimensions: ['city', 'location'], timezone: 'CET' }, [{ dim: 'city', body: 'from Paris', values: [{ value: 'Paris', type: 'string', direction: 'origin' }], start: 8, end: 18 }]],
      [{ sentence: 'My favorite cities are Paris and Nice', dimensions: 'city' }, [
        { dim: 'city', body: 'Paris', values: [{ value: 'Paris', type: 'string', direction: null }], start: 23, end: 28 },
        { dim: 'city', body: 'Nice', values: [{ value: 'Nice', type: 'string', direction: null }], start: 33, end: 37 },
      ]],
      [{ sentence: 'I want to buy a blue automatic car.', dimensions: 'color' }, [{ dim: 'color', body: 'blue', values: [{ value: '0000FF', name: 'blue' }], start: 16, end: 20 }]],
      [{ sentence: 'My name is John', dimensions: 'forename' }, [{ dim: 'forename', body: 'John', values: [{ value: 'john', sex: 'male' }], start: 11, end: 15 }]],
      [{ sentence: '18.', dimensions: 'number' }, [{ dim: 'number', body: '18', values: [{ value: 18, type: 'integer' }], start: 0, end: 2 }]],
      [{ sentence: 'tomorrow', dimensions: 'time', timezone: 'CET' }, [{ dim: 'time', body: 'tomorrow', values: [{ type: 'timestamp', 'time-stamp': '2018-09-27T00:00:00.000+02:00', unit: 'day', milliseconds: 1537999200000 }], start: 0, end: 8 }]],
      [{ sentence: 'tomorrow', dimensions: 'number', timezone: 'CET' }, []],
      [{ sentence: 'Your favorite color is blue', dimensions: 'city', timezone: 'CET' }, []],
    ])('replays the recorded answer to %j', async (query, expected) => {
      const res = await extract({ ...query, reference_time: REF });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    });

    it('returns kilogram where the old service said kg (a documented difference)', async () => {
      const res = await extract({ sentence: 'I weigh 77kg', dimensions: 'weight' });
      expect(res.json()).toEqual([{ dim: 'weight', body: '77kg', values: [expect.objectContaining({ value: 77, unit: 'kilogram' })], start: 8, end: 12 }]);
    });

    it('takes dimensions repeated, comma-separated and mixed, and removes antidimensions', async () => {
      const res = await extract({ sentence: 'mail a@b.io or call me tomorrow about #sales', dimensions: ['email,time', 'hashtag'], antidimensions: 'time' });
      expect(res.json().map((e: { dim: string }) => e.dim)).toEqual(['email', 'hashtag']);
    });

    it('lists every problem of a bad request in one 400', async () => {
      const res = await extract({ sentence: '', dimensions: ['city', 'planet'], antidimensions: 'moon', case_sensitive: 'maybe', timezone: 'Mars/Olympus', reference_time: 'yesterday' });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      const fields = body.details.map((d: { field: string }) => d.field);
      expect(fields).toEqual(expect.arrayContaining(['sentence', 'dimensions', 'antidimensions', 'case_sensitive', 'reference_time']));
      expect(body.details.find((d: { field: string }) => d.field === 'dimensions').problem).toContain('street-number');
    });

    it('refuses an unknown timezone and language, naming them', async () => {
      const tz = await extract({ sentence: 'tomorrow', timezone: 'Mars/Olympus' });
      expect(tz.statusCode).toBe(400);
      expect(tz.json().details).toEqual([expect.objectContaining({ field: 'timezone' })]);
      const lang = await extract({ sentence: 'hello', lang: 'de' });
      expect(lang.statusCode).toBe(400);
      expect(lang.json().details).toEqual([expect.objectContaining({ field: 'lang' })]);
    });

    it('names an unknown language with the other problems of the request, in one 400', async () => {
      const DE = { field: 'lang', problem: 'must be one of en, fr, es (got "de")' };
      const alone = await extract({ lang: 'de' });
      expect([alone.statusCode, alone.json().details]).toEqual([400, [DE, { field: 'sentence', problem: 'is required' }]]);
      expect(alone.json().message).toBe('lang must be one of en, fr, es (got "de"); sentence is required');
      // A sentence too long with other problems is a 400 naming them all, the language's too.
      const many = await extract({ lang: 'de', sentence: 'a'.repeat(2001), dimensions: 'planet' });
      expect(many.statusCode).toBe(400);
      expect(many.json().details.map((d: { field: string }) => d.field)).toEqual(['lang', 'sentence', 'dimensions']);
      const header = await get('/nlp/spellchecking/v1', app, { 'botfuel-bot-locale': 'de_DE' });
      expect([header.statusCode, header.json().details]).toEqual([
        400,
        [{ field: 'Botfuel-Bot-Locale', problem: 'must be one of en, fr, es (got "de_DE")' }, { field: 'sentence', problem: 'is required' }],
      ]);
    });

    it('returns 413 for a sentence over 2,000 characters', async () => {
      const res = await extract({ sentence: 'a '.repeat(1001) });
      expect(res.statusCode).toBe(413);
    });

    it('indexes the original sentence even when accents and quotes are folded', async () => {
      const sentence = "L'hôtel coûte 120 € à Montréal";
      const res = await extract({ sentence, dimensions: 'money', lang: 'fr' });
      const [money] = res.json();
      expect(sentence.slice(money.start, money.end)).toBe(money.body);
      expect(money.values[0]).toMatchObject({ value: 120 });
    });

    it("uses the App's language, then Botfuel-Bot-Locale, then lang", async () => {
      const sentence = encodeURIComponent('deux billets');
      const appLang = (await get(`/nlp/entity-extraction/v0?sentence=${sentence}&dimensions=number`, fr)).json();
      expect(appLang[0]?.values[0].value).toBe(2);
      const header = (await get(`/nlp/entity-extraction/v0?sentence=${encodeURIComponent('dos boletos')}&dimensions=number`, fr, { 'botfuel-bot-locale': 'es_ES' })).json();
      expect(header[0]?.values[0].value).toBe(2);
      const english = (await get(`/nlp/entity-extraction/v0?sentence=${sentence}&dimensions=number&lang=en`, fr)).json();
      expect(english).toEqual([]);
    });

    it('never answers 500 to random Unicode', async () => {
      const samples = ['😀😃 3 🍕 at 5pm', 'e\u0301te\u0301 2 €', 'مرحبا 3 كيلو', '\u202e12 km\u202c', '\u0000\u0007', '\ud800 lone surrogate 5 kg', 'ǅ İstanbul ﬁve ½'];
      for (const sentence of samples) {
        const res = await extract({ sentence });
        expect(res.statusCode, sentence).toBe(200);
        for (const e of res.json()) expect(e.end).toBeLessThanOrEqual(sentence.length);
      }
    });
  });

  describe('phone and card numbers, yes and no, ages', () => {
    it('reads a national phone number in the region given, else in the language\'s', async () => {
      const sentence = 'call me on 020 7946 0958';
      const inGb = await extract({ sentence, dimensions: 'phone-number', region: 'GB' });
      expect(inGb.statusCode).toBe(200);
      expect(inGb.json()).toEqual([
        { dim: 'phoneNumber', body: '020 7946 0958', values: [{ value: '+442079460958', type: 'string', region: 'GB', national: '020 7946 0958', kind: 'fixed-line' }], start: 11, end: 24 },
      ]);
      // Read in the US, given as the region, the same digits are no number at all...
      expect((await extract({ sentence, dimensions: 'phone-number', region: 'US' })).json()).toEqual([]);
      // ...while English's default region (the US, where no number opens with 0) reads them as the UK's.
      expect((await extract({ sentence, dimensions: 'phone-number' })).json()[0]?.values[0].value).toBe('+442079460958');
      const inFr = await extract({ sentence: 'appelle le 06 12 34 56 78', dimensions: 'phoneNumber' }, fr);
      expect(inFr.json()[0]).toMatchObject({ dim: 'phoneNumber', values: [{ value: '+33612345678', region: 'FR' }] });
      const lower = await extract({ sentence, dimensions: 'phone-number', region: 'gb' });
      expect(lower.json()[0]?.values[0].value).toBe('+442079460958');
    });

    it('refuses an unknown region with a 400 naming region', async () => {
      for (const region of ['ZZ', 'France', '33']) {
        const res = await extract({ sentence: 'call 0612345678', region });
        expect(res.statusCode, region).toBe(400);
        expect(res.json().details, region).toEqual([expect.objectContaining({ field: 'region', problem: expect.stringContaining(region) })]);
      }
    });

    it('masks a card number in value and body alike', async () => {
      const res = await extract({ sentence: 'my card is 4111 1111 1111 1111, thanks' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { dim: 'creditCard', body: '**** **** **** 1111', values: [{ value: '************1111', type: 'string', issuer: 'visa', last4: '1111' }], start: 11, end: 30 },
      ]);
      expect(res.body).not.toContain('4111 1111');
    });

    it('answers yes and no, and ages, in the three languages', async () => {
      const cases: [Record<string, string>, { dim: string; value: unknown; body: string }][] = [
        [{ sentence: 'nope, not today', lang: 'en', dimensions: 'boolean' }, { dim: 'boolean', value: false, body: 'nope' }],
        [{ sentence: 'carrément !', lang: 'fr', dimensions: 'boolean' }, { dim: 'boolean', value: true, body: 'carrément' }],
        [{ sentence: 'para nada', lang: 'es', dimensions: 'boolean' }, { dim: 'boolean', value: false, body: 'para nada' }],
        [{ sentence: "j'ai 34 ans", lang: 'fr', dimensions: 'age' }, { dim: 'age', value: 34, body: "j'ai 34 ans" }],
        [{ sentence: 'a 3-year-old', lang: 'en', dimensions: 'age' }, { dim: 'age', value: 3, body: '3-year-old' }],
      ];
      for (const [query, want] of cases) {
        const [got, ...more] = (await extract(query)).json();
        expect(more, query.sentence).toEqual([]);
        expect(got, query.sentence).toMatchObject({ dim: want.dim, body: want.body, values: [{ value: want.value }] });
      }
    });

    it('takes dimensions by their name or by the name answered in dim', async () => {
      const sentence = '2 billets pour Lyon, appelle le 06 12 34 56 78';
      const dims = async (query: Record<string, string | string[]>) =>
        ((await extract({ sentence, lang: 'fr', ...query })).json() as { dim: string }[]).map((e) => e.dim).sort();
      expect(await dims({ dimensions: ['itemCount', 'phoneNumber'] })).toEqual(await dims({ dimensions: ['item-count', 'phone-number'] }));
      expect(await dims({ dimensions: 'itemCount,phoneNumber' })).toEqual(['itemCount', 'phoneNumber']);
      const without = await dims({ antidimensions: 'phoneNumber,itemCount' });
      expect(without).not.toContain('phoneNumber');
      expect(without).not.toContain('itemCount');
      const bad = await extract({ sentence, dimensions: 'phone_number' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].problem).toContain('phoneNumber');
    });
  });

  describe('spell checking', () => {
    it('corrects with the documented result shape and keeps the case of the typed word', async () => {
      const res = await get(`/nlp/spellchecking/v0?key=EN_2&sentence=${encodeURIComponent('Helo, I realy like it!')}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        originalSentence: 'Helo, I realy like it!',
        correctSentence: 'Hello, I really like it!',
        sentenceTemplate: '{0}, I {1} like it!',
        correctWords: ['Hello', 'really'],
        originalWords: ['Helo', 'realy'],
      });
      expect(body.possibleCorrections.map((p: { originalWord: string }) => p.originalWord)).toEqual(['Helo', 'realy']);
      expect(body.possibleCorrections[1].corrections[0]).toBe('really');
      expect(body.possibleCorrections[1].corrections.length).toBeLessThanOrEqual(5);
    });

    it('picks each correction by the words around it', async () => {
      const check = async (key: string, sentence: string) =>
        (await get(`/nlp/spellchecking/v0?key=${key}&sentence=${encodeURIComponent(sentence)}`)).json();
      const thanks = await check('EN_2', 'Thenk you, I realy like it');
      expect(thanks.correctSentence).toBe('Thank you, I really like it');
      // The word alone would pick is still among the candidates, after the one that fits.
      expect(thanks.possibleCorrections[0].corrections.slice(0, 5)).toEqual(expect.arrayContaining(['Thank', 'Think']));
      expect((await check('EN_2', 'Please explain thme to me')).correctSentence).toBe('Please explain them to me');
      expect((await check('FR_2', 'Je voudrais le vour')).correctSentence).toBe('Je voudrais le voir');
      expect((await check('FR_2', 'Mon chin est malade')).correctSentence).toBe('Mon chien est malade');
    });

    it("ranks by the App's phrases: a Spanish App's QnAs", async () => {
      const creds = await createTestApp(api.dataSource, { language: 'es' });
      const check = async (sentence: string) =>
        (await get(`/nlp/spellchecking/v1?sentence=${encodeURIComponent(sentence)}`, creds)).json().correctSentence;
      expect(await check('Puedo pagar la cueta mensual')).toBe('Puedo pagar la cuenta mensual');
      const res = await api.app.inject({
        method: 'POST',
        url: '/trainer/api/v0/qnas',
        headers: creds.headers,
        payload: { title: 'Cuota mensual', utterances: [{ value: '¿Puedo pagar la cuota mensual con tarjeta?' }, { value: 'Quiero ser socio' }] },
      });
      expect(res.statusCode).toBe(201);
      expect(await check('Puedo pagar la cueta mensual')).toBe('Puedo pagar la cuota mensual');
      expect(await check('Hola, kiero ser socio')).toBe('Hola, quiero ser socio');
    });

    it('respects the edit distance of the key', async () => {
      const sentence = encodeURIComponent('see you tommorow');
      expect((await get(`/nlp/spellchecking/v0?key=EN_1&sentence=${sentence}`)).json().correctSentence).toBe('see you tommorow');
      expect((await get(`/nlp/spellchecking/v0?key=EN_2&sentence=${sentence}`)).json().correctSentence).toBe('see you tomorrow');
    });

    it('answers v1 in the language of Botfuel-Bot-Locale', async () => {
      const res = await get(`/nlp/spellchecking/v1?sentence=${encodeURIComponent('je veux un hotel')}`, app, { 'botfuel-bot-locale': 'fr_FR' });
      expect(res.json().correctSentence).toBe('je veux un hôtel');
      expect((await get('/nlp/spellchecking/v1?sentence=helllo')).json().correctSentence).toBe('hello');
    });

    it("knows the App's own words: never corrects them, corrects typos of them", async () => {
      const creds = await createTestApp(api.dataSource);
      const check = async (sentence: string) => (await get(`/nlp/spellchecking/v1?sentence=${encodeURIComponent(sentence)}`, creds)).json().correctSentence;
      expect(await check('I want a quizlo')).toBe('I want a quiz');
      await api.app.inject({ method: 'POST', url: '/trainer/api/v0/qnas', headers: creds.headers, payload: { title: 'Quizlo pricing', utterances: [{ value: 'how much is a quizlo' }] } });
      // A change made through this process moves the App's version at once: the next check reads the new words.
      expect(await check('I want a quizlo')).toBe('I want a quizlo');
      // Written as the App writes it (its title says Quizlo).
      expect(await check('I want a quizo')).toBe('I want a Quizlo');
      expect((await get(`/nlp/spellchecking/v1?sentence=${encodeURIComponent('I want a quizlo')}`)).json().correctSentence).toBe('I want a quiz');
    });

    it("joins an App's words only to the speller of the language they are written in", async () => {
      const creds = await createTestApp(api.dataSource, { language: 'en' });
      const check = async (sentence: string, lang: string) =>
        (await get(`/nlp/spellchecking/v1?lang=${lang}&sentence=${encodeURIComponent(sentence)}`, creds)).json().correctSentence;
      expect(await check('smil please', 'en')).toBe('smile please');
      const post = (payload: object) => api.app.inject({ method: 'POST', url: '/trainer/api/v0/qnas', headers: creds.headers, payload });
      expect((await post({ title: "S'il vous plaît", language: 'fr', utterances: [{ value: "s'il te plaît, aide-moi" }, { value: 'smil' }] })).statusCode).toBe(201);
      expect((await post({ title: 'Errara', language: 'es', utterances: [{ value: 'estara abierto' }] })).statusCode).toBe(201);
      // French and Spanish QnAs leave English corrections alone...
      expect(await check('smil please', 'en')).toBe('smile please');
      expect(await check('I want errara', 'en')).not.toContain('estara');
      // ...and teach the French speller their words.
      expect(await check('smil', 'fr')).toBe('smil');
      const bad = await post({ title: 'x', language: 'de' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([expect.objectContaining({ field: 'language' })]);
    });

    it('lists every problem of a bad request', async () => {
      const res = await get('/nlp/spellchecking/v0?key=DE_3');
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field).sort()).toEqual(['key', 'sentence']);
    });
  });
});
