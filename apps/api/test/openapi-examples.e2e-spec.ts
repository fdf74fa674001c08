import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestingApi, waitForTraining, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: { example?: unknown };
}
interface SchemaObject {
  $ref?: string;
  example?: unknown;
  allOf?: SchemaObject[];
  type?: string;
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  required?: string[];
  minLength?: number;
  maxLength?: number;
}
interface Operation {
  parameters?: ParameterObject[];
  requestBody?: { content: Record<string, { schema?: SchemaObject }> };
  responses: Record<string, { description?: string; content?: { 'application/json'?: { schema?: { $ref?: string } } } }>;
}
interface OpenAPIObject {
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>>;
  components: { schemas: Record<string, SchemaObject> };
}

/**
 * The contract as a developer reads it (the committed apps/api/openapi.json): a request built from
 * the documented examples works, and what the document calls required is what the api asks for.
 * Operations with a path parameter are left out (an id has no example that exists in every App).
 */
describe('the examples and required parameters of the OpenAPI document', () => {
  let api: TestingApi;
  let doc: OpenAPIObject;
  const headers: Record<string, Record<string, string>> = {};
  let ownAppId: string;

  beforeAll(async () => {
    api = await createTestingApi();
    doc = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8')) as OpenAPIObject;
    const email = `examples-${Date.now()}@example.com`;
    await api.app.inject({
      method: 'POST',
      url: '/portal/api/accounts',
      payload: { email, password: 'correct horse battery', name: 'Examples' },
    });
    const token = (
      await api.app.inject({ method: 'POST', url: '/portal/api/sessions', payload: { email, password: 'correct horse battery' } })
    ).json().token as string;
    headers.session = { authorization: `Bearer ${token}` };
    const created = (
      await api.app.inject({ method: 'POST', url: '/portal/api/apps', payload: { name: 'Examples bot' }, headers: headers.session })
    ).json();
    ownAppId = created.app.id;
    headers.app = { 'app-id': ownAppId, 'app-key': created.key.key };
  });
  afterAll(() => api.close());

  /** The GET operations without path parameters, with their query parameters. */
  function reads(): { path: string; params: ParameterObject[] }[] {
    return Object.entries(doc.paths)
      .filter(([path, item]) => item.get && !path.includes('{'))
      .map(([path, item]) => ({ path, params: (item.get!.parameters ?? []).filter((p) => p.in === 'query') }));
  }
  const exampleOf = (p: ParameterObject) =>
    (p.example ?? (p.schema as { example?: unknown } | undefined)?.example) as string | number | undefined;
  const headersFor = (path: string) => (path.startsWith('/portal/') ? headers.session : headers.app);
  const url = (path: string, params: [string, unknown][]) =>
    params.length ? `${path}?${new URLSearchParams(params.map(([k, v]): [string, string] => [k, String(v)])).toString()}` : path;

  it('answers every read sent with the documented examples of its query parameters', async () => {
    const failures: string[] = [];
    for (const { path, params } of reads()) {
      const query = params.filter((p) => exampleOf(p) !== undefined).map((p): [string, unknown] => [p.name, exampleOf(p)]);
      const res = await api.app.inject({ method: 'GET', url: url(path, query), headers: headersFor(path) });
      if (res.statusCode !== 200) failures.push(`GET ${url(path, query)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('asks for the query parameters it documents as required, and no other', async () => {
    const failures: string[] = [];
    for (const { path, params } of reads()) {
      const required = params.filter((p) => p.required);
      for (const p of required) if (exampleOf(p) === undefined) failures.push(`${path}: required ${p.name} has no example`);
      const only = required.map((p): [string, unknown] => [p.name, exampleOf(p)]);
      const res = await api.app.inject({ method: 'GET', url: url(path, only), headers: headersFor(path) });
      if (res.statusCode !== 200)
        failures.push(`GET ${url(path, only)} (the required parameters only) -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      for (const p of required) {
        const without = await api.app.inject({
          method: 'GET',
          url: url(
            path,
            only.filter(([name]) => name !== p.name),
          ),
          headers: headersFor(path),
        });
        const fields = without.statusCode === 400 ? (without.json().details as { field: string }[]).map((d) => d.field) : [];
        if (!fields.includes(p.name)) failures.push(`GET ${path} without ${p.name} -> ${without.statusCode} ${without.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  /**
   * The answer is one the operation documents, with the documented error body: its status is
   * listed, that response refers to the error schema, and the body has the schema's fields only.
   */
  function problemsOf(method: string, path: string, res: { statusCode: number; body: string }): string[] {
    const op = doc.paths[path][method as 'get']!;
    const what = `${method.toUpperCase()} ${path} -> ${res.statusCode} ${res.body.slice(0, 150)}`;
    const response = op.responses[String(res.statusCode)];
    if (!response) return [`${what}: status not documented (${Object.keys(op.responses).join(', ')})`];
    if (res.statusCode < 400) return [];
    const ref = response.content?.['application/json']?.schema?.$ref;
    if (!ref) return [`${what}: no error body documented`];
    const schema = doc.components.schemas[ref.split('/').pop()!];
    const body = JSON.parse(res.body) as Record<string, unknown>;
    const missing = (schema.required ?? []).filter((f) => !(f in body));
    const extra = Object.keys(body).filter((f) => !(f in (schema.properties ?? {})));
    return missing.length || extra.length ? [`${what}: missing ${missing.join(', ')}; undocumented ${extra.join(', ')}`] : [];
  }

  it('documents the status and the error body of a bad JSON body, an empty one, a form and one too large, on every route that takes JSON', async () => {
    const failures: string[] = [];
    const bodies: { headers: Record<string, string>; payload: string }[] = [
      { headers: { 'content-type': 'application/json' }, payload: '{"title": ' },
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'title=x' },
      { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ title: 'x'.repeat(11 * 1024 * 1024) }) },
    ];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const types = Object.keys(op.requestBody?.content ?? {});
        if (types.length !== 1 || types[0] !== 'application/json') continue;
        const url = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
          name === 'id' && path.startsWith('/portal/api/apps') ? ownAppId : '00000000-0000-0000-0000-000000000000',
        );
        for (const body of bodies) {
          const res = await api.app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            headers: { ...headersFor(path), ...body.headers },
            payload: body.payload,
          });
          failures.push(...problemsOf(method, path, res));
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('documents the answers of a wrong password, an invitation link that is not valid and a bad query parameter', async () => {
    const failures: string[] = [];
    const logIn = await api.app.inject({
      method: 'POST',
      url: '/portal/api/sessions',
      payload: { email: 'nobody@example.com', password: 'not the password' },
    });
    expect(logIn.statusCode).toBe(401);
    failures.push(...problemsOf('post', '/portal/api/sessions', logIn));
    for (const path of ['/portal/api/invites/look-up', '/portal/api/invites/accept']) {
      const res = await api.app.inject({ method: 'POST', url: path, headers: headers.session, payload: { token: 'not-a-link' } });
      expect(res.statusCode).toBe(404);
      failures.push(...problemsOf('post', path, res));
    }
    for (const { path, params } of reads()) {
      if (!params.length) continue;
      const res = await api.app.inject({
        method: 'GET',
        url: url(
          path,
          params.map((p): [string, unknown] => [p.name, '\u0000'.repeat(3) + 'x'.repeat(3000)]),
        ),
        headers: headersFor(path),
      });
      failures.push(...problemsOf('get', path, res));
    }
    expect(failures).toEqual([]);
  });

  it('says in the 404 of every operation on one thing which thing is not there', async () => {
    const failures: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        // The portal's `{id}` is the caller's own App: the other parameters are unknown ids.
        const url = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
          name === 'id' && path.startsWith('/portal/api/apps') ? ownAppId : '00000000-0000-0000-0000-000000000000',
        );
        if (url === path || url === path.replace('{id}', ownAppId)) continue;
        const res = await api.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: headersFor(path),
          ...(op.requestBody ? { payload: {} } : {}),
        });
        if (res.statusCode !== 404) continue;
        // "No member 0000... in this App": the thing is the words before the id.
        const thing = /^No (.+?) 0{8}-/.exec(res.json().message as string)?.[1];
        const said = op.responses['404']?.description ?? '';
        if (!thing || !said.toLowerCase().includes(thing.toLowerCase()))
          failures.push(`${method.toUpperCase()} ${path}: ${res.json().message} / documented: ${said}`);
      }
    }
    expect(failures).toEqual([]);
  });

  /** A body as the document's examples write it: each field with an example (or an example inside it). */
  function schemaExample(schema: SchemaObject): unknown {
    const s = schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema;
    if (s.example !== undefined) return s.example;
    if (s.allOf) return schemaExample(s.allOf[0]);
    if (s.items) {
      const item = schemaExample(s.items);
      return item === undefined ? undefined : [item];
    }
    if (!s.properties) return undefined;
    const fields = Object.entries(s.properties)
      .map(([name, p]) => [name, schemaExample(p)] as const)
      .filter(([, v]) => v !== undefined);
    return fields.length ? Object.fromEntries(fields) : undefined;
  }
  const bodyExample = (path: string, method: 'post' | 'put') =>
    schemaExample(doc.paths[path][method]!.requestBody!.content['application/json'].schema!);

  it("fits the trainer's examples together: the documented QnA and Intent, then the documented classify request, matches the QnA", async () => {
    const app = headers.app;
    for (const path of ['/trainer/api/v0/qnas', '/trainer/api/v0/intents', '/trainer/api/v0/entities']) {
      const res = await api.app.inject({ method: 'POST', url: path, headers: app, payload: bodyExample(path, 'post') as object });
      expect(res.statusCode, `${path} ${res.body}`).toBe(201);
    }
    await waitForTraining(api, app);
    const res = await api.app.inject({
      method: 'POST',
      url: '/trainer/api/v0/classify',
      headers: app,
      payload: bodyExample('/trainer/api/v0/classify', 'post') as object,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { label: string }) => m.label)).toEqual([
      (bodyExample('/trainer/api/v0/qnas', 'post') as { title: string }).title,
    ]);
    // The documented entity type finds what its documented value, synonym and pattern name.
    const entity = bodyExample('/trainer/api/v0/entities', 'post') as {
      name: string;
      values: { value: string; synonyms: string[] }[];
      patterns: string[];
    };
    const sentence = `I am on the ${entity.values[0].synonyms[0]}, code PLAN-ENT`;
    const found = await api.app.inject({
      method: 'GET',
      url: `/nlp/entity-extraction/v0?sentence=${encodeURIComponent(sentence)}&dimensions=${entity.name}`,
      headers: app,
    });
    expect(found.json().map((e: { body: string }) => e.body)).toEqual([entity.values[0].synonyms[0], 'PLAN-ENT']);
  });

  it('documents the length of a new password as the api counts it, with an example it takes', async () => {
    const schema = doc.components.schemas.SignUpDto.properties!.password;
    expect(schema).toMatchObject({ minLength: expect.any(Number), maxLength: expect.any(Number) });
    for (const other of [
      doc.components.schemas.PasswordResetDto.properties!.password,
      doc.components.schemas.ChangePasswordDto.properties!.newPassword,
    ]) {
      expect(other).toMatchObject({ minLength: schema.minLength, maxLength: schema.maxLength });
    }
    const word = (n: number) => Array.from({ length: n }, (_, i) => 'qzxjvkwy'[(i * 7 + n) % 8]).join('');
    const signUp = (password: unknown) =>
      api.app.inject({
        method: 'POST',
        url: '/portal/api/accounts',
        payload: { email: `pw-${Math.random()}@example.com`, password, name: 'Password' },
      });
    for (const n of [schema.minLength! - 1, schema.maxLength! + 1]) {
      const res = await signUp(word(n));
      expect(res.statusCode, `${n} characters`).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['password']);
    }
    for (const password of [word(schema.minLength!), word(schema.maxLength!), schema.example])
      expect((await signUp(password)).statusCode, String(password)).toBe(201);
  });
});
