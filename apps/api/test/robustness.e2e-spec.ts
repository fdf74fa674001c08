import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { createTestingApi, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every operation of the OpenAPI document (the committed apps/api/openapi.json, built with the
 * Swagger CLI plugin, which CI keeps current; under vitest the plugin does not run), authenticated as its callers are, fed hostile input:
 * malformed and wrongly typed JSON bodies, every documented field set to values of the wrong kind,
 * huge, empty or control-character strings in queries and paths. Whatever comes in, the answer is
 * never a 5xx, and a 4xx is a JSON error naming what is wrong (docs/api.md, "Errors").
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Operation {
  method: Method;
  path: string;
  query: string[];
  bodyFields: string[];
  hasBody: boolean;
  /** Takes a file of any type as its body (a training data upload). */
  takesFiles: boolean;
}

const WRONG_VALUES: unknown[] = [null, 0, -1, 1e308, true, '', 'x'.repeat(20_000), '\u0000\u202e💥', 'half a pair \ud800', [], [null, 1, 'a'], {}, { nested: { deeper: [1, { a: null }] } }];
const QUERY_VALUES = ['', ' ', '\u0000', 'x'.repeat(3000), '-1', '0', '1e309', 'NaN', 'null', 'true', '[]', '{}', '%', '💥\u202e', "' OR 1=1 --", '../../etc/passwd'];
const PATH_VALUES = ['x', '\u0000', '00000000-0000-0000-0000-000000000000', "' OR 1=1 --", '9'.repeat(40), 'é💥', '%00', '..'];
const RAW_BODIES = ['{"unterminated": ', 'null', '[]', '"a string"', '123', 'true', '{"a":'.repeat(2000), `{"deep":${'['.repeat(5000)}${']'.repeat(5000)}}`];

function operations(doc: OpenAPIObject): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? []) as { name: string; in: string }[];
      const content = (op.requestBody as { content?: Record<string, { schema?: { $ref?: string; properties?: object } }> } | undefined)?.content;
      const body = content?.['application/json']?.schema;
      let fields: string[] = [];
      if (body?.$ref) fields = Object.keys((doc.components?.schemas?.[body.$ref.split('/').pop()!] as { properties?: object })?.properties ?? {});
      else if (body?.properties) fields = Object.keys(body.properties);
      ops.push({ method: method.toUpperCase() as Method, path, query: params.filter((p) => p.in === 'query').map((p) => p.name), bodyFields: fields, hasBody: !!body, takesFiles: !!content?.['application/octet-stream'] });
    }
  }
  return ops;
}

describe('every operation under hostile input', () => {
  let api: TestingApi;
  let ops: Operation[];
  let appHeaders: Record<string, string>;
  let sessionHeaders: Record<string, string>;
  let ownAppId: string;

  beforeAll(async () => {
    // No limit on failed authentications: the sweep sends hostile App-Ids and keys by the hundred;
    // a rate limit cap that lets the App's limit below be set.
    api = await createTestingApi({ AUTH_FAILURES_PER_MINUTE: 0, APP_RATE_LIMIT_MAX: 100_000 });
    ops = operations(JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8')) as OpenAPIObject);
    const email = `robust-${Date.now()}@example.com`;
    await api.app.inject({ method: 'POST', url: '/portal/api/accounts', payload: { email, password: 'correct horse battery', name: 'Robust' } });
    const token = (await api.app.inject({ method: 'POST', url: '/portal/api/sessions', payload: { email, password: 'correct horse battery' } })).json().token as string;
    sessionHeaders = { authorization: `Bearer ${token}` };
    const created = (await api.app.inject({ method: 'POST', url: '/portal/api/apps', payload: { name: 'Robust bot' }, headers: sessionHeaders })).json();
    ownAppId = created.app.id;
    // A rate limit no sweep reaches: the point is what bad input does, not 429s.
    await api.app.inject({ method: 'PATCH', url: `/portal/api/apps/${ownAppId}`, payload: { rateLimit: 100_000, rateBurst: 100_000 }, headers: sessionHeaders });
    appHeaders = { 'app-id': ownAppId, 'app-key': created.key.key };
  });
  afterAll(() => api.close());

  const headersFor = (path: string) => (path.startsWith('/portal/api') ? sessionHeaders : appHeaders);
  /** Path parameters: `{id}` of the portal is the caller's own App (so the sweep reaches past the ownership check), the others the value under test. */
  const fill = (path: string, value: string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'id' && path.startsWith('/portal/api/apps') ? ownAppId : encodeURIComponent(value)));

  async function expectHandled(method: Method, url: string, headers: Record<string, string>, payload?: string) {
    const res = await api.app.inject({ method, url, headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' }, payload });
    const what = `${method} ${url.slice(0, 200)} ${payload?.slice(0, 120) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect.soft(res.statusCode, what).toBeLessThan(500);
    if (res.statusCode >= 400) {
      const body = res.json();
      expect(body.statusCode, what).toBe(res.statusCode);
      expect(typeof body.message, what).toBe('string');
      expect(body.message, what).not.toMatch(/ at .+\.(js|ts):\d+|SELECT |INSERT |QueryFailedError/);
    }
    return res;
  }

  it('covers the whole API document', () => {
    expect(ops.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ops.map((o) => o.path.split('/')[1]))).toEqual(new Set(['attention', 'botmeter', 'conversations', 'health', 'nlp', 'portal', 'trainer']));
  });

  it('answers malformed and wrongly typed JSON bodies with a 4xx, never a 5xx', async () => {
    for (const op of ops.filter((o) => o.hasBody)) {
      const url = fill(op.path, 'x');
      for (const raw of RAW_BODIES) await expectHandled(op.method, url, headersFor(op.path), raw);
      for (const field of op.bodyFields) {
        for (const value of WRONG_VALUES) await expectHandled(op.method, url, headersFor(op.path), JSON.stringify({ [field]: value }));
      }
      // Every field wrong at once: the 400 names them all.
      const all = await expectHandled(op.method, url, headersFor(op.path), JSON.stringify(Object.fromEntries(op.bodyFields.map((f) => [f, { wrong: true }]))));
      if (all.statusCode === 400 && op.bodyFields.length > 1) expect(all.json().details.length, `${op.method} ${op.path}: ${all.body}`).toBeGreaterThan(1);
    }
    // Thousands of requests, one after the other: a minute on a busy machine.
  }, 120_000);

  it('answers a body of any media type but JSON with 415 on every route that takes a body, storing nothing', async () => {
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', 'text=hello&answer=world&userId=u1'],
      ['text/plain', '{"text":"hello"}'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\nhello\r\n--x--\r\n'],
      ['application/xml', '<text>hello</text>'],
    ];
    const before = await api.dataSource.query('SELECT count(*)::int AS n FROM botmeter_records WHERE app_id = $1', [ownAppId]);
    for (const op of ops.filter((o) => o.hasBody)) {
      for (const [type, payload] of bodies) {
        const url = fill(op.path, 'x');
        const res = await api.app.inject({ method: op.method, url, headers: { ...headersFor(op.path), 'content-type': type }, payload });
        if (op.takesFiles) {
          // Any type is a file there: read, and refused as one when it is not training data.
          expect.soft(res.statusCode, `${op.method} ${url} as ${type}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          continue;
        }
        expect.soft(res.statusCode, `${op.method} ${url} as ${type}: ${res.body.slice(0, 200)}`).toBe(415);
        expect.soft(res.json(), `${op.method} ${url} as ${type}`).toMatchObject({ statusCode: 415, message: 'Content-Type must be application/json' });
      }
    }
    const after = await api.dataSource.query('SELECT count(*)::int AS n FROM botmeter_records WHERE app_id = $1', [ownAppId]);
    expect(after[0].n).toBe(before[0].n);
  });

  it('answers hostile query strings and path parameters with a 4xx or a normal answer, never a 5xx', async () => {
    for (const op of ops) {
      for (const value of PATH_VALUES) {
        if (!op.path.includes('{')) break;
        await expectHandled(op.method, fill(op.path, value), headersFor(op.path), op.hasBody ? '{}' : undefined);
      }
      for (const name of op.query) {
        for (const value of QUERY_VALUES) {
          const q = new URLSearchParams([[name, value], [name, value]]).toString();
          await expectHandled(op.method, `${fill(op.path, 'x')}?${q}`, headersFor(op.path), op.hasBody ? '{}' : undefined);
        }
      }
    }
  });

  it('answers hostile credential and locale headers with a 4xx or a normal answer, never a 5xx', async () => {
    const headerValues = ['', 'x', "' OR 1=1 --", '00000000-0000-0000-0000-000000000000', 'x'.repeat(4000), 'é', 'fr_FR', 'xx-YY'];
    const urls = ['/nlp/entity-extraction/v0?sentence=tomorrow', '/nlp/spellchecking/v1?sentence=helllo', '/trainer/api/v0/qnas', '/botmeter/stats'];
    for (const url of urls) {
      for (const value of headerValues) {
        await expectHandled('GET', url, { ...appHeaders, 'app-id': value });
        await expectHandled('GET', url, { ...appHeaders, 'app-key': value });
        await expectHandled('GET', url, { ...appHeaders, 'botfuel-bot-locale': value });
        await expectHandled('GET', '/portal/api/apps', { authorization: `Bearer ${value}` });
        // The same routes with the portal's session instead of the key.
        await expectHandled('GET', url, { ...sessionHeaders, 'app-id': value });
        await expectHandled('GET', url, { authorization: `Bearer ${value}`, 'app-id': ownAppId });
      }
    }
  });
});
