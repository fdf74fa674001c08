import SwaggerParser from '@apidevtools/swagger-parser';
import { createTestingApi, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Open doors: sign-up, log-in, and the two steps of a password reset (no session by nature).
const PUBLIC = /^\/(health|docs|portal\/api\/(accounts|sessions|password-resets|password-resets\/use)$)/;

describe('OpenAPI document', () => {
  let api: TestingApi;
  let doc: { openapi: string; paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>> };
  beforeAll(async () => {
    api = await createTestingApi();
    doc = (await api.app.inject({ method: 'GET', url: '/docs-json' })).json();
  });
  afterAll(() => api.close());

  it('validates as OpenAPI 3', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("names the security of every route: an App's routes take App-Id with App-Key or with a portal session; the portal's a session", () => {
    const problems: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (PUBLIC.test(path)) continue;
        const want = path.startsWith('/portal/') ? [{ session: [] }] : [{ 'App-Id': [], 'App-Key': [] }, { 'App-Id': [], session: [] }];
        if (JSON.stringify(op.security) !== JSON.stringify(want)) problems.push(`${method.toUpperCase()} ${path}: ${JSON.stringify(op.security)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(Object.keys(doc.paths)).toContain('/nlp/entity-extraction/v0');
  });

  it('serves the Swagger UI', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
