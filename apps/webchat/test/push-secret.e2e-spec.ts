import { AppEntity } from '@parley/persistence';
import { createTestingApi, createTestingWebchat, type TestingApi, type TestingWebchat } from '@parley/testing';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, push, text } from './helpers';

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('push secret: every App has one, pushes must carry it, the owner rotates it', () => {
  let api: TestingApi;
  let w: TestingWebchat;
  let session = '';
  let other = '';
  const apps: { id: string; token: string; pushSecret: string; pushSecretRequired: boolean; pushSecretRequiredFrom: string | null }[] = [];

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    api.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload });
  const signUp = async (name: string) =>
    (await inject('POST', '/portal/api/accounts', '', { email: `${name}-${process.pid}-${Date.now()}@example.com`, password: 'a long enough password', name })).json().token as string;
  const newApp = async () => {
    const created = (await inject('POST', '/portal/api/apps', session, { name: 'pushing bot' })).json();
    apps.push(created.app);
    return created.app as (typeof apps)[number];
  };
  /** Makes an App as one made before push secrets were (the migration's transition). */
  const oldApp = async (requiredFrom: Date) => {
    const app = await newApp();
    await api.dataSource.getRepository(AppEntity).update(app.id, { pushSecretRequired: false, pushSecretRequiredFrom: requiredFrom });
    return app;
  };

  beforeAll(async () => {
    [api, w] = await Promise.all([createTestingApi(), createTestingWebchat()]);
    session = await signUp('pusher');
    other = await signUp('stranger');
  });
  afterAll(() => Promise.all([api?.close(), w?.close()]));

  it('gives a new App a push secret, required from the start', async () => {
    const app = await newApp();
    expect(app.pushSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(app.pushSecretRequired).toBe(true);
    expect(app.pushSecretRequiredFrom).toBeNull();
  });

  it('refuses a push without the secret (401) and with a wrong one in every form (403), and stores neither', async () => {
    const app = await newApp();
    const c = await connectClient(w.url, { appToken: app.token, userId: 'victim' });
    const missing = await push(w.url, app.token, 'victim', text('phishing'), {}, { secret: false });
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { message: string }).message).toMatch(/push secret is required/);
    const wrong: Record<string, string>[] = [
      { authorization: 'Bearer wrong' },
      { authorization: basic('bot', 'wrong') },
      { authorization: basic('wrong', '') },
      { 'x-parley-push-secret': 'wrong' },
      { authorization: `Token ${app.pushSecret}` },
      { authorization: `Bearer ${app.pushSecret}x` },
    ];
    for (const headers of wrong) {
      const res = await push(w.url, app.token, 'victim', text('phishing'), headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe('Wrong push secret');
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(c.messages).toEqual([]);
    c.close();
  });

  it('takes the secret as Bearer, as Basic (password, or user name alone) and as X-Parley-Push-Secret, without a warning', async () => {
    const app = await newApp();
    const c = await connectClient(w.url, { appToken: app.token, userId: 'u1' });
    const forms = {
      bearer: { authorization: `Bearer ${app.pushSecret}` },
      'basic password': { authorization: basic('bot', app.pushSecret) },
      'basic user name': { authorization: basic(app.pushSecret, '') },
      header: { 'x-parley-push-secret': app.pushSecret },
    };
    for (const [form, headers] of Object.entries(forms)) {
      const res = await push(w.url, app.token, 'u1', text(form), headers);
      expect(res.status, form).toBe(200);
      expect(res.headers.get('warning'), form).toBeNull();
      expect(res.headers.get('deprecation'), form).toBeNull();
    }
    expect((await c.waitMessages(4)).map((m) => (m.message.payload as { value: string }).value)).toEqual(Object.keys(forms));
    c.close();
  });

  it('takes a push from a bot configured botfuel-dialog style, the secret in the webchat address (https://bot:<secret>@host)', async () => {
    const app = await newApp();
    const { port } = new URL(w.url);
    const status = await new Promise<number>((resolve, reject) => {
      // What an HTTP client (request, as botfuel-dialog uses) sends for an address with user info.
      const req = request(
        { host: '127.0.0.1', port, method: 'POST', path: `/bots/${app.token}/users/bf-user/conversation/messages`, auth: `bot:${app.pushSecret}`, headers: { 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ type: 'text', payload: { value: 'from botfuel-dialog' }, user: 'bf-user', id: 1, sender: 'bot' }));
    });
    expect(status).toBe(200);
  });

  it('rotates the secret for the owner only: the old one is refused, the new one taken', async () => {
    const app = await newApp();
    expect((await inject('POST', `/portal/api/apps/${app.id}/push-secret`, '')).statusCode).toBe(401);
    expect((await inject('POST', `/portal/api/apps/${app.id}/push-secret`, other)).statusCode).toBe(404);
    const res = await inject('POST', `/portal/api/apps/${app.id}/push-secret`, session);
    expect(res.statusCode).toBe(201);
    const rotated = res.json();
    expect(rotated.pushSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated.pushSecret).not.toBe(app.pushSecret);
    expect((await inject('GET', `/portal/api/apps/${app.id}`, session)).json().pushSecret).toBe(rotated.pushSecret);
    expect((await push(w.url, app.token, 'u', text('old'), { authorization: `Bearer ${app.pushSecret}` })).status).toBe(403);
    expect((await push(w.url, app.token, 'u', text('new'), { authorization: `Bearer ${rotated.pushSecret}` })).status).toBe(200);
  });

  it('takes pushes without the secret from an App made before push secrets, with Deprecation, Warning and Sunset, until its date', async () => {
    const from = new Date(Date.now() + 30 * 86_400_000);
    const app = await oldApp(from);
    const res = await push(w.url, app.token, 'u', text('old bot'), {}, { secret: false });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    expect(res.headers.get('deprecation')).toBe('true');
    expect(res.headers.get('sunset')).toBe(from.toUTCString());
    expect(res.headers.get('warning')).toContain(`refused from ${from.toISOString()}`);
    // A wrong secret is refused all the same, and the right one carries no warning.
    expect((await push(w.url, app.token, 'u', text('x'), { authorization: 'Bearer wrong' })).status).toBe(403);
    const right = await push(w.url, app.token, 'u', text('x'), { authorization: `Bearer ${app.pushSecret}` });
    expect(right.status).toBe(200);
    expect(right.headers.get('deprecation')).toBeNull();
  });

  it('refuses pushes without the secret once the transition is over', async () => {
    const app = await oldApp(new Date(Date.now() - 1000));
    expect((await push(w.url, app.token, 'u', text('late'), {}, { secret: false })).status).toBe(401);
  });

  it('does not ignore the setting: required on, a push without the secret is refused; off, taken with a warning', async () => {
    const app = await oldApp(new Date(Date.now() + 86_400_000));
    const on = await inject('PATCH', `/portal/api/apps/${app.id}`, session, { pushSecretRequired: true });
    expect(on.json()).toMatchObject({ pushSecretRequired: true });
    expect((await push(w.url, app.token, 'u', text('x'), {}, { secret: false })).status).toBe(401);
    const fresh = await newApp();
    await inject('PATCH', `/portal/api/apps/${fresh.id}`, session, { pushSecretRequired: false });
    const res = await push(w.url, fresh.token, 'u', text('x'), {}, { secret: false });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBe('true');
    expect(res.headers.get('sunset')).toBeNull();
  });
});
