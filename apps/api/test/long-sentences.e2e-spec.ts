import { Extractor } from '@parley/extractors';
import { loadExtractorData } from '@parley/extractors/data';
import { AppEntity } from '@parley/persistence';
import { loadSpellers } from '@parley/spellcheck/data';
import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { HOSTILE } from '../../../libs/testing/src/hostile-sentences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REF = '2026-11-17T10:30:00Z';
const LONG = 'I need 2 tickets from Paris to London tomorrow at 5pm for $300, call me on +44 20 7946 0958. '.repeat(6);
const TYPOS = 'Helo, I realy like it: thenk you for the quik answr and the grate servise. '.repeat(6);

/**
 * Long sentences leave the event loop's way (entity extraction in a worker thread, spell checking
 * in slices, docs/api.md "Limits"): the answers are those of the engines run at once.
 */
describe('long sentences', () => {
  let api: TestingApi;
  let app: TestAppCredentials;

  beforeAll(async () => {
    api = await createTestingApi();
    app = await createTestApp(api.dataSource);
    await api.dataSource.getRepository(AppEntity).update(app.appId, { rateLimit: 100_000, rateBurst: 100_000 });
  });
  afterAll(() => api.close());

  const get = (path: string, params: Record<string, string>, creds = app) =>
    api.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(params)}`, headers: creds.headers });

  it('extracts the entities of a long sentence as the engine does', async () => {
    expect(LONG.length).toBeGreaterThan(500);
    const res = await get('/nlp/entity-extraction/v0', { sentence: LONG, reference_time: REF, timezone: 'Europe/London' });
    expect(res.statusCode).toBe(200);
    const expected = new Extractor(loadExtractorData()).extract(LONG, {
      lang: 'en',
      timezone: 'Europe/London',
      referenceTime: Date.parse(REF),
      caseSensitive: false,
      keepQuotes: false,
      keepAccents: false,
    });
    expect(expected.length).toBeGreaterThan(20);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('names an unknown dimension of a long sentence in a 400, as for a short one', async () => {
    const res = await get('/nlp/entity-extraction/v0', { sentence: LONG, dimensions: 'planet' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ field: 'dimensions' })]);
  });

  it('spell checks a long sentence as the engine does', async () => {
    const res = await get('/nlp/spellchecking/v0', { sentence: TYPOS, key: 'EN_2' });
    expect(res.statusCode).toBe(200);
    const expected = loadSpellers(['en']).en.check(TYPOS, { maxDistance: 2 });
    expect(expected.originalWords.length).toBeGreaterThan(30);
    expect(res.json()).toEqual(expected);
  });

  it("answers another App's short requests while one App's long ones are under way, and every long one too", async () => {
    const other = await createTestApp(api.dataSource);
    const long = Array.from({ length: 6 }, (_, i) =>
      i % 2
        ? get('/nlp/spellchecking/v0', { sentence: HOSTILE.spelling.sentence, key: HOSTILE.spelling.key })
        : get('/nlp/entity-extraction/v0', { sentence: HOSTILE.extraction.sentence, lang: HOSTILE.extraction.lang }),
    );
    const short = await Promise.all([
      get('/nlp/spellchecking/v0', { sentence: 'Thenk you', key: 'EN_2' }, other),
      get('/nlp/entity-extraction/v0', { sentence: 'tomorrow at 5pm' }, other),
    ]);
    expect(short.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await Promise.all(long)).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
