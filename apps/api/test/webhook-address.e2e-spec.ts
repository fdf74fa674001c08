import { createTestingApi, loopbackWebhookUrls, otherInternalWebhookUrls, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('webhook URLs when saved (WEBHOOK_ALLOW_PRIVATE off)', () => {
  let api: TestingApi;
  let token: string;
  let appId: string;

  const call = (method: 'POST' | 'PATCH', url: string, payload: object, auth = token) =>
    api.app.inject({ method, url, payload, headers: auth ? { authorization: `Bearer ${auth}` } : {} });

  beforeAll(async () => {
    api = await createTestingApi({ WEBHOOK_ALLOW_PRIVATE: false });
    const email = `hooks-${Date.now()}@example.com`;
    await call('POST', '/portal/api/accounts', { email, password: 'correct horse battery', name: 'Hook' }, '');
    token = (await call('POST', '/portal/api/sessions', { email, password: 'correct horse battery' }, '')).json().token;
    appId = (await call('POST', '/portal/api/apps', { name: 'Hooked bot' })).json().app.id;
  });
  afterAll(() => api.close());

  it.each([...loopbackWebhookUrls(3000), ...otherInternalWebhookUrls])(
    'refuses %s in the settings and at App creation, naming the field',
    async (url) => {
      const patched = await call('PATCH', `/portal/api/apps/${appId}`, { webhookUrl: url });
      expect(patched.statusCode).toBe(400);
      // The URL validator already refuses some notations (2130706433, 0177.0.0.1, 127.1, 0); the address rule the others.
      expect(patched.json().details).toEqual([
        { field: 'webhookUrl', problem: expect.stringMatching(/^(points to |must be a URL address$)/) },
      ]);
      const created = await call('POST', '/portal/api/apps', { name: 'Sneaky bot', webhookUrl: url });
      expect(created.statusCode).toBe(400);
      expect(created.json().details[0].field).toBe('webhookUrl');
    },
  );

  it('says what the address is', async () => {
    const res = await call('PATCH', `/portal/api/apps/${appId}`, { webhookUrl: 'http://0x7f000001:6379/' });
    expect(res.json().message).toBe('webhookUrl points to 127.0.0.1 is a loopback address (allowed only with WEBHOOK_ALLOW_PRIVATE=true)');
  });

  it('keeps the App unchanged after a refusal, and accepts a public address or a name that does not resolve yet', async () => {
    const ok = await call('PATCH', `/portal/api/apps/${appId}`, { webhookUrl: 'https://93.184.216.34/hook' });
    expect(ok.statusCode).toBe(200);
    expect((await call('PATCH', `/portal/api/apps/${appId}`, { webhookUrl: 'http://[::1]/hook' })).statusCode).toBe(400);
    const later = await call('PATCH', `/portal/api/apps/${appId}`, { webhookUrl: 'https://bot-not-deployed-yet.invalid/hook' });
    expect(later.statusCode).toBe(200);
    expect(later.json().webhookUrl).toBe('https://bot-not-deployed-yet.invalid/hook');
    expect((await call('PATCH', `/portal/api/apps/${appId}`, { webhookUrl: null })).json().webhookUrl).toBeNull();
  });
});

describe('webhook URLs when saved with WEBHOOK_ALLOW_PRIVATE=true (a bot beside Parley)', () => {
  let api: TestingApi;
  let token: string;

  beforeAll(async () => {
    api = await createTestingApi({ WEBHOOK_ALLOW_PRIVATE: true });
    const email = `hooks-open-${Date.now()}@example.com`;
    await api.app.inject({
      method: 'POST',
      url: '/portal/api/accounts',
      payload: { email, password: 'correct horse battery', name: 'Hook' },
    });
    token = (
      await api.app.inject({ method: 'POST', url: '/portal/api/sessions', payload: { email, password: 'correct horse battery' } })
    ).json().token;
  });
  afterAll(() => api.close());

  it('accepts loopback and private addresses, still refuses cloud metadata', async () => {
    const create = (webhookUrl: string) =>
      api.app.inject({
        method: 'POST',
        url: '/portal/api/apps',
        payload: { name: 'Local bot', webhookUrl },
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await create('http://127.0.0.1:5005/webhook')).statusCode).toBe(201);
    expect((await create('http://10.0.0.7:5005/webhook')).statusCode).toBe(201);
    expect((await create('http://169.254.169.254/latest/meta-data/')).statusCode).toBe(400);
    expect((await create('http://metadata.google.internal/')).statusCode).toBe(400);
  });
});
