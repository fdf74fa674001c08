import { JwtService } from '@nestjs/jwt';
import { AccountSessionEntity, AppMemberEntity, findOrCreateAccount } from '@parley/persistence';
import { createTestApp, createTestingWebchat, pushSecretOf, type TestAppCredentials, type TestingWebchat } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Method = 'get' | 'post';
/** A response's schema: the error body's, or one made of it and more (a 409's `code`). */
interface Schema {
  $ref?: string;
  allOf?: Schema[];
}
interface Operation {
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: { 'application/json'?: { schema?: Schema } }; headers?: Record<string, unknown> }>;
}
interface OpenAPIObject {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
}
interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

const SECRET = 'test-session-secret-that-is-long-enough-123';
const NO_CONVERSATION = '00000000-0000-0000-0000-000000000000';

/** A portal session of a member of the App with `role`, as the api's log-in makes it. */
async function member(ds: DataSource, appId: string, role: 'agent' | 'viewer'): Promise<Record<string, string>> {
  const account = await findOrCreateAccount(ds.manager, `${role}-${randomUUID()}@test.parley.localhost`, role);
  await ds.getRepository(AppMemberEntity).insert({ appId, accountId: account.id, role });
  const session = await ds
    .getRepository(AccountSessionEntity)
    .save({ accountId: account.id, expiresAt: new Date(Date.now() + 3600_000), revokedAt: null });
  return { authorization: `Bearer ${await new JwtService({ secret: SECRET }).signAsync({ sub: account.id, sid: session.id })}` };
}

/**
 * The webchat server's contract as a bot's or a portal's developer reads it (the committed
 * packages/client/openapi/webchat.json): every error a route answers is a status it documents,
 * with the documented error body, and a 429 or 503 with the documented Retry-After.
 */
describe("the error answers of the webchat server's OpenAPI document", () => {
  let w: TestingWebchat;
  let doc: OpenAPIObject;
  let bot: TestAppCredentials;
  let agent: Record<string, string>;
  let viewer: Record<string, string>;

  beforeAll(async () => {
    w = await createTestingWebchat({ listen: false });
    doc = JSON.parse(readFileSync(join(__dirname, '../../../packages/client/openapi/webchat.json'), 'utf8')) as OpenAPIObject;
    bot = await createTestApp(w.dataSource);
    agent = await member(w.dataSource, bot.appId, 'agent');
    viewer = await member(w.dataSource, bot.appId, 'viewer');
  });
  afterAll(() => w.close());

  const pushSecret = () => ({ authorization: `Bearer ${pushSecretOf(bot.appToken)}` });

  /** The request path of a documented one: this App, a user, a conversation nobody has. */
  function urlOf(path: string, appToken = bot.appToken): string {
    return path
      .replace('{appToken}', appToken)
      .replace('{userId}', 'docs-user')
      .replace('{appId}', bot.appId)
      .replace('{conversationId}', NO_CONVERSATION)
      .replace('{name}', 'parley-webchat@0.0.0-none');
  }

  /** What is wrong with the answer as the document describes it (nothing: []). */
  function problemsOf(method: Method, path: string, res: Answer): string[] {
    const op = doc.paths[path]![method]!;
    const what = `${method.toUpperCase()} ${path} -> ${res.statusCode} ${res.body.slice(0, 150)}`;
    const response = op.responses[String(res.statusCode)];
    if (!response) return [`${what}: status not documented (${Object.keys(op.responses).join(', ')})`];
    if (res.statusCode < 400) return [];
    const problems: string[] = [];
    if ((res.statusCode === 429 || res.statusCode === 503) && !response.headers?.['Retry-After'])
      problems.push(`${what}: Retry-After not documented`);
    if ((res.statusCode === 429 || res.statusCode === 503) && !/^\d+$/.test(String(res.headers['retry-after'])))
      problems.push(`${what}: no Retry-After sent`);
    const ref = response.content?.['application/json']?.schema?.$ref;
    if (!ref) return [...problems, `${what}: no error body documented`];
    const schema = doc.components.schemas[ref.split('/').pop()!]!;
    const body = JSON.parse(res.body) as Record<string, unknown>;
    const missing = (schema.required ?? []).filter((f) => !(f in body));
    const extra = Object.keys(body).filter((f) => !(f in (schema.properties ?? {})));
    if (missing.length || extra.length) problems.push(`${what}: missing ${missing.join(', ')}; undocumented ${extra.join(', ')}`);
    return problems;
  }

  function operations(): { path: string; method: Method; op: Operation }[] {
    return Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method: method as Method, op: op })),
    );
  }

  it('refers every 4xx and 5xx of every operation to the error body, and every 429 and 503 to Retry-After', () => {
    const failures: string[] = [];
    for (const { path, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const schema = response.content?.['application/json']?.schema;
        const refs = [schema?.$ref, ...(schema?.allOf ?? []).map((s) => s.$ref)];
        if (!refs.includes('#/components/schemas/ErrorBody')) failures.push(`${method} ${path} ${status}: not the error body`);
        if ((status === '429' || status === '503') && !response.headers?.['Retry-After'])
          failures.push(`${method} ${path} ${status}: no Retry-After`);
      }
    }
    expect(failures).toEqual([]);
    expect(doc.components.schemas.ErrorBody?.required).toEqual(['statusCode', 'error', 'message']);
  });

  it('answers a bad JSON body, an empty one, an empty object, a form, text and one too large with a documented status and body, on every route that takes JSON', async () => {
    const failures: string[] = [];
    const json = { 'content-type': 'application/json' };
    const bodies: { headers: Record<string, string>; payload: string; status: number }[] = [
      { headers: json, payload: '{"type": ', status: 400 },
      { headers: json, payload: '', status: 400 },
      { headers: json, payload: '[]', status: 400 },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'type=text', status: 415 },
      { headers: { 'content-type': 'text/plain' }, payload: 'hello', status: 415 },
      { headers: json, payload: JSON.stringify({ type: 'text', payload: { value: 'x'.repeat(1024 * 1024) } }), status: 413 },
    ];
    let routes = 0;
    for (const { path, method, op } of operations()) {
      if (!op.requestBody?.content['application/json']) continue;
      routes++;
      const credentials = path.startsWith('/operator/') ? agent : pushSecret();
      for (const body of bodies) {
        const res = await w.app.inject({
          method: method.toUpperCase() as 'POST',
          url: urlOf(path),
          headers: { ...credentials, ...body.headers },
          payload: body.payload,
        });
        expect.soft(res.statusCode, `${method} ${path} ${body.payload.slice(0, 20)}`).toBe(body.status);
        failures.push(...problemsOf(method, path, res));
      }
    }
    expect(routes).toBe(3);
    expect(failures).toEqual([]);
  });

  it('answers a push without the secret, with a wrong one and to an unknown token, and a user id too long, as documented', async () => {
    const failures: string[] = [];
    const message = JSON.stringify({ type: 'text', payload: { value: 'Hello' } });
    const json = { 'content-type': 'application/json' };
    for (const { path, method } of operations().filter((o) => o.path.startsWith('/bots/'))) {
      const payload = method === 'post' ? message : undefined;
      const cases: { headers: Record<string, string>; url: string; status: number }[] = [
        { headers: {}, url: urlOf(path), status: 401 },
        { headers: { authorization: 'Bearer not-the-secret' }, url: urlOf(path), status: 403 },
        { headers: pushSecret(), url: urlOf(path, 'no-such-app-token'), status: 404 },
        { headers: pushSecret(), url: urlOf(path).replace('docs-user', 'u'.repeat(201)), status: 400 },
      ];
      for (const c of cases) {
        const res = await w.app.inject({ method: method.toUpperCase() as 'GET', url: c.url, headers: { ...json, ...c.headers }, payload });
        expect.soft(res.statusCode, `${method} ${path}: ${res.body}`).toBe(c.status);
        failures.push(...problemsOf(method, path, res));
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers the operator routes without a session, from another origin, to a non-member, a viewer answering and a bad query as documented', async () => {
    const failures: string[] = [];
    const stranger = await member(w.dataSource, (await createTestApp(w.dataSource)).appId, 'agent');
    for (const { path, method } of operations().filter((o) => o.path.startsWith('/operator/'))) {
      const payload = path.endsWith('/messages') ? { type: 'text', payload: { value: 'Hello' } } : undefined;
      const cases: { headers: Record<string, string>; status: number; url?: string }[] = [
        { headers: {}, status: 401 },
        { headers: { ...agent, origin: 'https://elsewhere.example' }, status: 403 },
        { headers: stranger, status: 404 },
        ...(method === 'post' ? [{ headers: viewer, status: 403 }] : []),
        ...(path.endsWith('/inbox') ? [{ headers: agent, status: 400, url: `${urlOf(path)}?limit=1000` }] : []),
      ];
      for (const c of cases) {
        const res = await w.app.inject({ method: method.toUpperCase() as 'GET', url: c.url ?? urlOf(path), headers: c.headers, payload });
        expect.soft(res.statusCode, `${method} ${path}: ${res.body}`).toBe(c.status);
        failures.push(...problemsOf(method, path, res));
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers an unknown widget script with a documented 404', async () => {
    const res = await w.app.inject({ method: 'GET', url: urlOf('/cdn/{name}') });
    expect(res.statusCode).toBe(404);
    expect(problemsOf('get', '/cdn/{name}', res)).toEqual([]);
  });

  it("answers past the App's push limit, and with the operator inbox off, with the documented 429 and 503 and their Retry-After", async () => {
    const limited = await createTestingWebchat({ listen: false, WEBCHAT_APP_PUSHES_PER_WINDOW: 1, sessionSecret: null });
    try {
      const failures: string[] = [];
      const app = await createTestApp(limited.dataSource);
      const secret = { authorization: `Bearer ${pushSecretOf(app.appToken)}` };
      for (const { path, method } of operations().filter((o) => o.path.startsWith('/bots/'))) {
        const spend = await limited.app.inject({
          method: 'GET',
          url: `/bots/${app.appToken}/users/spender/conversation/handover`,
          headers: secret,
        });
        expect([200, 429]).toContain(spend.statusCode);
        const res = await limited.app.inject({
          method: method.toUpperCase() as 'GET',
          url: urlOf(path, app.appToken),
          headers: { ...secret, 'content-type': 'application/json' },
          payload: method === 'post' ? JSON.stringify({ type: 'text', payload: { value: 'Hello' } }) : undefined,
        });
        expect.soft(res.statusCode, `${method} ${path}: ${res.body}`).toBe(429);
        failures.push(...problemsOf(method, path, res));
      }
      for (const { path, method } of operations().filter((o) => o.path.startsWith('/operator/'))) {
        const res = await limited.app.inject({ method: method.toUpperCase() as 'GET', url: urlOf(path), headers: agent });
        expect.soft(res.statusCode, `${method} ${path}: ${res.body}`).toBe(503);
        failures.push(...problemsOf(method, path, res));
      }
      expect(failures).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
