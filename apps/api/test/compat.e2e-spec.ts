import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Replays the answers recorded from the old service (`../shared/data/compat/fixtures.json`, beside
 * the project on the team's machines and in CI; see its README) through the whole api: every
 * entity-extraction and spell-checking fixture must come back byte for byte, or differ only as
 * one of DOCUMENTED says. Classification fixtures are not replayed: they answer from the old App's
 * intents, whose training data was not recorded (trainer.e2e-spec covers the GET form they use).
 * A clone without the file (a user's) skips this file and prints why.
 */
const FIXTURES = join(__dirname, '..', '..', '..', '..', 'shared', 'data', 'compat', 'fixtures.json');
const present = existsSync(FIXTURES);
if (!present) console.warn(`compat.e2e-spec: skipped, ${FIXTURES} is not there (it is beside the project on the team's machines and in CI)`);

interface Fixture {
  method: 'GET';
  path: string;
  query: Record<string, string[]>;
  status: number;
  body: unknown;
}

/** The fixtures were recorded on 2018-09-26 around 11:44 UTC (their README). */
const RECORDED_AT = '2018-09-26T11:44:00Z';

/**
 * Where we answer differently on purpose, each with its reason (README of the fixtures, docs/):
 * given the recorded fixture and our answer, the recorded body as we mean to answer it, or null
 * when the rule does not apply.
 */
const DOCUMENTED: { why: string; applies: (f: Fixture) => boolean; expected: (f: Fixture) => { status: number; body?: unknown; subset?: boolean } }[] = [
  {
    why: 'weight units are spelled out (kilogram), not kg',
    applies: (f) => JSON.stringify(f.body).includes('"unit":"kg"'),
    expected: (f) => ({ status: 200, body: JSON.parse(JSON.stringify(f.body).replaceAll('"unit":"kg"', '"unit":"kilogram"')) }),
  },
  {
    why: 'green is CSS green 008000 (the old service said 008001)',
    applies: (f) => JSON.stringify(f.body).includes('"value":"008001","name":"green"'),
    expected: (f) => ({ status: 200, body: JSON.parse(JSON.stringify(f.body).replace('"008001"', '"008000"')) }),
  },
  {
    why: 'a missing sentence is a 400 naming it (the old service answered [])',
    applies: (f) => f.query.sentence === undefined,
    expected: () => ({ status: 400 }),
  },
  {
    why: 'the corrected word keeps the case of the typed one (Thenk -> Thank, not thank)',
    applies: (f) => f.query.sentence?.[0] === 'Thenk',
    expected: () => ({ status: 200, body: { correctSentence: expect.stringMatching(/^Th[a-z]nk$/), originalSentence: 'Thenk' }, subset: true }),
  },
  {
    why: 'v1 answers the whole spell-check result, as v0 does; the two fields the old v1 sent are the same',
    applies: (f) => f.path === '/nlp/spellchecking/v1',
    expected: (f) => ({ status: 200, body: f.body, subset: true }),
  },
  {
    why: 'a 403 is JSON like every error (the old service sent text; SDKs read only the status)',
    applies: (f) => f.status === 403,
    expected: () => ({ status: 403 }),
  },
];

const fixtures: Fixture[] = present ? (JSON.parse(readFileSync(FIXTURES, 'utf8')) as Fixture[]).filter((f) => !f.path.includes('/classify')) : [];

describe.skipIf(!present)('compatibility with the recorded answers of the old service', () => {
  let api: TestingApi;
  let app: TestAppCredentials;

  beforeAll(async () => {
    api = await createTestingApi();
    app = await createTestApp(api.dataSource);
  });
  afterAll(() => api.close());

  const replay = (f: Fixture) => {
    const q = new URLSearchParams();
    for (const [k, values] of Object.entries(f.query)) for (const v of values) q.append(k, v);
    if (f.path.includes('entity-extraction')) q.set('reference_time', RECORDED_AT);
    // The one 403 was recorded with wrong credentials.
    const headers = f.status === 403 ? { ...app.headers, 'app-key': 'pk_wrong' } : app.headers;
    return api.app.inject({ method: f.method, url: `${f.path}?${q}`, headers });
  };

  it.each(fixtures.map((f) => [`${f.path} ${JSON.stringify(f.query)}`, f] as const))('answers %s as recorded', async (_name, f) => {
    const res = await replay(f);
    const rule = DOCUMENTED.find((d) => d.applies(f));
    if (!rule) {
      expect(res.statusCode).toBe(f.status);
      expect(res.json()).toEqual(f.body);
      return;
    }
    const { status, body, subset } = rule.expected(f);
    expect(res.statusCode, rule.why).toBe(status);
    if (body !== undefined) {
      if (subset) expect(res.json(), rule.why).toMatchObject(body as object);
      else expect(res.json(), rule.why).toEqual(body);
    }
  });

  it('replays every non-classification fixture, most of them without any difference', () => {
    const documented = fixtures.filter((f) => DOCUMENTED.some((d) => d.applies(f))).length;
    expect(fixtures.length).toBeGreaterThanOrEqual(160);
    expect(documented).toBeLessThanOrEqual(18);
  });
});
