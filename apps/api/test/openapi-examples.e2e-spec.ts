import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, createTestingApi, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: { example?: unknown };
}
type OpenAPIObject = { paths: Record<string, { get?: { parameters?: ParameterObject[] } }> };

/**
 * The contract as a developer reads it (the committed apps/api/openapi.json): a request built from
 * the documented examples works, and what the document calls required is what the api asks for.
 * Operations with a path parameter are left out (an id has no example that exists in every App).
 */
describe('the examples and required parameters of the OpenAPI document', () => {
  let api: TestingApi;
  let doc: OpenAPIObject;
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    api = await createTestingApi();
    doc = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8')) as OpenAPIObject;
    const creds = await createTestApp(api.dataSource);
    headers.app = creds.headers;
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
});
