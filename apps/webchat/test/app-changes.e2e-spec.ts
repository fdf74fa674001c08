import { WebchatErrorCodes } from '@parley/contracts';
import { ChangeSignal } from '@parley/persistence';
import { createTestApp, createTestingApi, createTestingWebchat, type TestingApi, type TestingWebchat } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, push, refusal, text, waitFor } from './helpers';

/**
 * An App changed or deleted in the api stops being served as it was at once, not when the webchat's
 * App cache expires: the transaction that changes it announces it (the change signal, PostgreSQL
 * LISTEN/NOTIFY), and every webchat instance drops the App (and disconnects its widgets when it is
 * gone). Without the signal the cache time (APP_CACHE_TTL_MS) stays the bound. The real api and
 * webchat servers, with no Redis: the signal needs none.
 */

// Far beyond what any check below waits: whatever is refused in time was not the cache expiring.
const TTL_MS = 60_000;
const PROMPTLY_MS = 2000;

interface PortalApp {
  id: string;
  token: string;
  pushSecret: string;
}

describe('Apps changed in the api, seen by the webchat through the change signal', () => {
  let api: TestingApi;
  let webchat: TestingWebchat;
  let session: string;

  const portal = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({ method, url: `/portal/api${url}`, payload, headers: session ? { authorization: `Bearer ${session}` } : {} });

  async function newApp(): Promise<PortalApp> {
    const res = await portal('POST', '/apps', { name: 'Shop bot' });
    expect(res.statusCode).toBe(201);
    return res.json().app as PortalApp;
  }

  /** How long until `check` holds (ms), polling; fails past PROMPTLY_MS. */
  async function within(check: () => Promise<boolean>, what: string): Promise<number> {
    const t0 = Date.now();
    while (!(await check())) {
      if (Date.now() - t0 > PROMPTLY_MS) throw new Error(`not within ${PROMPTLY_MS} ms: ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return Date.now() - t0;
  }

  beforeAll(async () => {
    [api, webchat] = await Promise.all([createTestingApi(), createTestingWebchat({ APP_CACHE_TTL_MS: TTL_MS })]);
    await waitFor(() => api.app.get(ChangeSignal).up && webchat.app.get(ChangeSignal).up, 5000, 'change signal up');
    const res = await portal('POST', '/accounts', {
      email: `owner-${randomUUID()}@example.com`,
      password: 'correct horse battery',
      name: 'Ada',
    });
    expect(res.statusCode).toBe(201);
    session = res.json().token as string;
  });
  afterAll(async () => {
    await webchat?.close();
    await api?.close();
  });

  it('disconnects the widgets of a deleted App and refuses its next handshake and push at once', async () => {
    const app = await newApp();
    const userId = randomUUID();
    const bearer = { authorization: `Bearer ${app.pushSecret}` };
    // Served, and now cached for a minute.
    const widget = await connectClient(webchat.url, { appToken: app.token });
    expect((await push(webchat.url, app.token, userId, text('hello'), bearer)).status).toBe(200);
    let disconnected = '';
    widget.socket.on('disconnect', (reason) => (disconnected = reason));

    expect((await portal('DELETE', `/apps/${app.id}`)).statusCode).toBe(204);
    await within(async () => disconnected !== '', 'the widget disconnected');
    expect(disconnected).toBe('io server disconnect');
    expect(widget.errors).toEqual([{ code: WebchatErrorCodes.UnknownToken, message: 'This App was deleted' }]);
    expect(await refusal(webchat.url, { appToken: app.token })).toEqual({
      code: WebchatErrorCodes.UnknownToken,
      message: 'Unknown app token',
    });
    expect((await push(webchat.url, app.token, userId, text('still there?'), bearer)).status).toBe(404);
  });

  it("applies an App's new origins and push secret to the next handshake and push", async () => {
    const app = await newApp();
    const userId = randomUUID();
    const shop = { origin: 'https://shop.example' };
    const other = { origin: 'https://other.example' };
    (await connectClient(webchat.url, { appToken: app.token }, other)).close();
    expect((await push(webchat.url, app.token, userId, text('hello'), { authorization: `Bearer ${app.pushSecret}` })).status).toBe(200);

    expect((await portal('PATCH', `/apps/${app.id}`, { allowedOrigins: [shop.origin] })).statusCode).toBe(200);
    await within(
      async () => (await refusal(webchat.url, { appToken: app.token }, other))?.code === WebchatErrorCodes.OriginNotAllowed,
      'origin refused',
    );
    (await connectClient(webchat.url, { appToken: app.token }, shop)).close();

    const rotated = await portal('POST', `/apps/${app.id}/push-secret`);
    expect(rotated.statusCode).toBe(201);
    const newSecret = rotated.json().pushSecret as string;
    await within(
      async () =>
        (await push(webchat.url, app.token, userId, text('old secret'), { authorization: `Bearer ${app.pushSecret}` })).status === 403,
      'the old push secret refused',
    );
    expect((await push(webchat.url, app.token, userId, text('new secret'), { authorization: `Bearer ${newSecret}` })).status).toBe(200);
  });

  it("refuses a message and a push of an App deleted before this instance heard of it, not logged as an error, and stores the other Apps' messages of the batch", async () => {
    const lines: { level: number; msg?: string }[] = [];
    const logStream = { write: (chunk: string) => chunk.split('\n').filter(Boolean).forEach((l) => lines.push(JSON.parse(l) as { level: number })) };
    // No signal, the App kept in the cache a minute, and messages gathered into one batch: what an
    // instance does between a deletion and its notification.
    const alone = await createTestingWebchat({ APP_CACHE_TTL_MS: TTL_MS, CHANGE_SIGNAL_URL: 'off', MESSAGE_BATCH_MAX_DELAY_MS: 100, LOG_LEVEL: 'info', logStream });
    try {
      const [gone, kept] = [await createTestApp(alone.dataSource), await createTestApp(alone.dataSource)];
      const [goneWidget, keptWidget] = [await connectClient(alone.url, { appToken: gone.appToken }), await connectClient(alone.url, { appToken: kept.appToken })];
      expect((await push(alone.url, gone.appToken, 'u1', text('cached now'))).status).toBe(200);
      let disconnected = '';
      goneWidget.socket.on('disconnect', (reason) => (disconnected = reason));
      await alone.dataSource.query('DELETE FROM apps WHERE id = $1', [gone.appId]);

      const [refused, stored] = await Promise.all([goneWidget.send(text('anyone there?'), 'm-gone'), keptWidget.send(text('hello'), 'm-kept')]);
      expect(refused).toEqual({ error: { code: WebchatErrorCodes.UnknownToken, message: 'This App was deleted', clientMessageId: 'm-gone' } });
      expect(stored).toMatchObject({ sender: 'user', clientMessageId: 'm-kept', message: text('hello') });
      await waitFor(() => disconnected !== '', PROMPTLY_MS, 'the widget of the deleted App disconnected');
      expect(disconnected).toBe('io server disconnect');
      expect(keptWidget.socket.connected).toBe(true);
      const pushed = await push(alone.url, gone.appToken, 'u1', text('still there?'));
      expect(pushed.status).toBe(404);
      expect(((await pushed.json()) as { message: string }).message).toBe('Unknown app token');
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);
      expect(lines.map((l) => l.msg)).toContainEqual(`App ${gone.appId} was deleted: a message refused, 1 widget(s) disconnected`);
      keptWidget.close();
    } finally {
      await alone.close();
    }
  });

  it('without the signal (CHANGE_SIGNAL_URL=off), keeps serving a deleted App until its cache time is over', async () => {
    const alone = await createTestingWebchat({ APP_CACHE_TTL_MS: 3000, CHANGE_SIGNAL_URL: 'off' });
    try {
      const app = await newApp();
      (await connectClient(alone.url, { appToken: app.token })).close();
      expect((await portal('DELETE', `/apps/${app.id}`)).statusCode).toBe(204);
      // Nothing tells this instance: the App it read is used until it expires...
      (await connectClient(alone.url, { appToken: app.token })).close();
      // ...and not after.
      await new Promise((r) => setTimeout(r, 3100));
      expect(await refusal(alone.url, { appToken: app.token })).toMatchObject({ code: WebchatErrorCodes.UnknownToken });
    } finally {
      await alone.close();
    }
  });
});
