import { DEFAULT_THRESHOLD } from '@parley/classifier';
import { createTestingApi, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const EXTRACT = '/nlp/entity-extraction/v0?sentence=hello';

describe('Portal API: accounts, Apps and keys', () => {
  let api: TestingApi;
  let token: string;
  const email = `dev-${Date.now()}@example.com`;

  beforeAll(async () => {
    api = await createTestingApi();
  });
  afterAll(() => api.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, auth = token) =>
    api.app.inject({ method, url, payload, headers: auth ? { authorization: `Bearer ${auth}` } : {} });

  it('signs up, refuses a second account with the same e-mail, and logs in', async () => {
    const res = await call('POST', '/portal/api/accounts', { email, password: 'correct horse battery', name: 'Ada' }, '');
    expect(res.statusCode).toBe(201);
    expect(res.json().account).toMatchObject({ email, name: 'Ada' });
    expect(res.body).not.toContain('correct horse');
    const again = await call('POST', '/portal/api/accounts', { email: email.toUpperCase(), password: 'correct horse battery', name: 'Ada' }, '');
    expect(again.statusCode).toBe(409);
    expect((await call('POST', '/portal/api/sessions', { email, password: 'wrong password!!' }, '')).statusCode).toBe(401);
    const login = await call('POST', '/portal/api/sessions', { email, password: 'correct horse battery' }, '');
    expect(login.statusCode).toBe(200);
    token = login.json().token;
    expect((await call('GET', '/portal/api/me')).json()).toMatchObject({ email });
  });

  it('lists every problem of an invalid sign-up', async () => {
    const res = await call('POST', '/portal/api/accounts', { email: 'nope', password: 'short' }, '');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'email', problem: 'must be an email' },
      { field: 'password', problem: 'must be at least 10 characters' },
      { field: 'name', problem: 'is required' },
    ]);
  });

  it('names what a value of the wrong type is not, and no limit it cannot be measured against', async () => {
    const signUp = await call('POST', '/portal/api/accounts', { email: 5, password: 'a long enough password', name: {} }, '');
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().details).toEqual([
      { field: 'email', problem: 'must be a string' },
      { field: 'email', problem: 'must be an email' },
      { field: 'name', problem: 'must be a string' },
    ]);
    const { app } = (await call('POST', '/portal/api/apps', { name: 'Types' })).json();
    const patch = await call('PATCH', `/portal/api/apps/${app.id}`, { classificationThreshold: 'high', allowedOrigins: '*', rateLimit: 0 });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().details).toEqual([
      { field: 'rateLimit', problem: 'must not be less than 1' },
      { field: 'classificationThreshold', problem: 'must be a number conforming to the specified constraints' },
      { field: 'allowedOrigins', problem: 'must be an array' },
    ]);
  });

  it('refuses the portal without a valid session', async () => {
    expect((await call('GET', '/portal/api/apps', undefined, '')).statusCode).toBe(401);
    expect((await call('GET', '/portal/api/apps', undefined, 'forged.token.value')).statusCode).toBe(401);
  });

  it('creates an App whose key works, rotates keys, and a revoked key is refused', async () => {
    const created = await call('POST', '/portal/api/apps', { name: 'Shop bot', language: 'fr', allowedOrigins: ['https://shop.example'] });
    expect(created.statusCode).toBe(201);
    const { app, key } = created.json();
    expect(app).toMatchObject({ name: 'Shop bot', language: 'fr', allowedOrigins: ['https://shop.example'], rateLimit: 100 });
    const headers = { 'app-id': app.id, 'app-key': key.key };
    expect((await api.app.inject({ method: 'GET', url: EXTRACT, headers })).statusCode).toBe(200);

    const second = (await call('POST', `/portal/api/apps/${app.id}/keys`)).json();
    const headers2 = { 'app-id': app.id, 'app-key': second.key };
    expect((await api.app.inject({ method: 'GET', url: EXTRACT, headers: headers2 })).statusCode).toBe(200);
    const keys = (await call('GET', `/portal/api/apps/${app.id}/keys`)).json();
    expect(keys).toHaveLength(2);
    expect(JSON.stringify(keys)).not.toContain(key.key);

    expect((await call('DELETE', `/portal/api/apps/${app.id}/keys/${key.id}`)).statusCode).toBe(204);
    expect((await api.app.inject({ method: 'GET', url: EXTRACT, headers })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: EXTRACT, headers: headers2 })).statusCode).toBe(200);
    expect((await call('DELETE', `/portal/api/apps/${app.id}/keys/${key.id}`)).statusCode).toBe(404);
  });

  it("updates an App's settings and validates them", async () => {
    const { app } = (await call('POST', '/portal/api/apps', { name: 'Second' })).json();
    const bad = await call('PATCH', `/portal/api/apps/${app.id}`, { rateLimit: 0, classificationThreshold: 2, webhookUrl: 'ftp://x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field).sort()).toEqual(['classificationThreshold', 'rateLimit', 'webhookUrl']);
    const ok = await call('PATCH', `/portal/api/apps/${app.id}`, { webhookUrl: 'https://bot.example/hook', classificationThreshold: 0.5 });
    expect(ok.json()).toMatchObject({ webhookUrl: 'https://bot.example/hook', classificationThreshold: 0.5 });
  });

  it('gives a new App the measured default threshold and the built-in fallback, and sets its fallback messages per language', async () => {
    const { app } = (await call('POST', '/portal/api/apps', { name: 'Fallbacks' })).json();
    expect(app).toMatchObject({ classificationThreshold: DEFAULT_THRESHOLD, fallbackMessages: {} });
    const bad = await call('PATCH', `/portal/api/apps/${app.id}`, { fallbackMessages: { en: 5, fr: 'x'.repeat(1001) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { field: 'fallbackMessages.en', problem: 'must be a string' },
        { field: 'fallbackMessages.fr', problem: 'must be shorter than or equal to 1000 characters' },
      ]),
    );
    const notObject = await call('PATCH', `/portal/api/apps/${app.id}`, { fallbackMessages: 'sorry' });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().details.map((d: { field: string }) => d.field)).toEqual(['fallbackMessages']);
    const ok = await call('PATCH', `/portal/api/apps/${app.id}`, { fallbackMessages: { en: ' Ask me about the shop. ', es: '  ', fr: 'Posez-moi une question sur la boutique.' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().fallbackMessages).toEqual({ en: 'Ask me about the shop.', fr: 'Posez-moi une question sur la boutique.' });
    expect((await call('GET', `/portal/api/apps/${app.id}`)).json().fallbackMessages).toEqual({ en: 'Ask me about the shop.', fr: 'Posez-moi une question sur la boutique.' });
  });

  it("sets the App's own 'nobody online' messages of the human handover per language, validated", async () => {
    const { app } = (await call('POST', '/portal/api/apps', { name: 'Nobody online' })).json();
    expect(app.nobodyOnlineMessages).toEqual({});
    const bad = await call('PATCH', `/portal/api/apps/${app.id}`, { nobodyOnlineMessages: { en: 5, es: 'x'.repeat(1001) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { field: 'nobodyOnlineMessages.en', problem: 'must be a string' },
        { field: 'nobodyOnlineMessages.es', problem: 'must be shorter than or equal to 1000 characters' },
      ]),
    );
    expect((await call('PATCH', `/portal/api/apps/${app.id}`, { nobodyOnlineMessages: 'later' })).statusCode).toBe(400);
    const ok = await call('PATCH', `/portal/api/apps/${app.id}`, { nobodyOnlineMessages: { en: ' We answer from 9 to 5. ', fr: ' ' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().nobodyOnlineMessages).toEqual({ en: 'We answer from 9 to 5.' });
    expect((await call('GET', `/portal/api/apps/${app.id}`)).json()).toMatchObject({ nobodyOnlineMessages: { en: 'We answer from 9 to 5.' }, fallbackMessages: {} });
    // What the webchat server reads.
    const [row] = (await api.dataSource.query(`SELECT nobody_online_messages AS m FROM apps WHERE id = $1`, [app.id])) as { m: unknown }[];
    expect(row!.m).toEqual({ en: 'We answer from 9 to 5.' });
  });

  it("hides other accounts' Apps (404)", async () => {
    const { app } = (await call('POST', '/portal/api/apps', { name: 'Mine' })).json();
    const other = (await call('POST', '/portal/api/accounts', { email: `other-${email}`, password: 'another long password', name: 'Eve' }, '')).json().token;
    expect((await call('GET', `/portal/api/apps/${app.id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('POST', `/portal/api/apps/${app.id}/keys`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', '/portal/api/apps', undefined, other)).json()).toEqual([]);
  });

  it('returns 413 for a body over 1 MiB and 415 for a non-JSON body', async () => {
    const big = await api.app.inject({
      method: 'POST',
      url: '/portal/api/accounts',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: 'x'.repeat(1024 * 1024 + 10), name: 'Big' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    const text = await api.app.inject({ method: 'POST', url: '/portal/api/accounts', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(415);
    const broken = await api.app.inject({ method: 'POST', url: '/portal/api/accounts', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
