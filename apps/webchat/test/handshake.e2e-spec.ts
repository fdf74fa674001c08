import { AppEntity } from '@parley/persistence';
import { createTestApp, createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, refusal } from './helpers';

describe('webchat handshake', () => {
  let w: TestingWebchat;
  let open: string;
  let guarded: string;

  beforeAll(async () => {
    w = await createTestingWebchat();
    open = (await createTestApp(w.dataSource, { webhookUrl: 'http://127.0.0.1:9/unused' })).appToken;
    const g = await createTestApp(w.dataSource, { webhookUrl: 'http://127.0.0.1:9/unused' });
    await w.dataSource.getRepository(AppEntity).update({ id: g.appId }, { allowedOrigins: ['https://shop.example.com', 'http://localhost:8080'] });
    guarded = g.appToken;
  });
  afterAll(() => w.close());

  const refused = [
    { name: 'an unknown app token', auth: () => ({ appToken: 'nope', userId: 'u' }), origin: undefined, code: 'WEBCHAT.UNKNOWN_TOKEN' },
    { name: 'no app token', auth: () => ({ userId: 'u' }), origin: undefined, code: 'WEBCHAT.UNKNOWN_TOKEN' },
    { name: 'a userId that is no string', auth: () => ({ appToken: open, userId: 42 as unknown as string }), origin: undefined, code: 'WEBCHAT.MISSING_USER_ID' },
    { name: 'an empty userId', auth: () => ({ appToken: open, userId: ' ' }), origin: undefined, code: 'WEBCHAT.MISSING_USER_ID' },
    { name: 'a userId PostgreSQL cannot store (NUL)', auth: () => ({ appToken: open, userId: 'u\u0000' }), origin: undefined, code: 'WEBCHAT.MISSING_USER_ID' },
    { name: 'a page origin the App does not allow', auth: () => ({ appToken: guarded, userId: 'u' }), origin: 'https://evil.test', code: 'WEBCHAT.ORIGIN_NOT_ALLOWED' },
    { name: 'a look-alike origin', auth: () => ({ appToken: guarded, userId: 'u' }), origin: 'https://shop.example.com.evil.test', code: 'WEBCHAT.ORIGIN_NOT_ALLOWED' },
    { name: 'no origin when the App lists origins', auth: () => ({ appToken: guarded, userId: 'u' }), origin: undefined, code: 'WEBCHAT.ORIGIN_NOT_ALLOWED' },
  ];

  it.each(refused)('refuses $name with connect_error $code', async ({ auth, origin, code }) => {
    expect(await refusal(w.url, auth(), { origin })).toMatchObject({ code });
  });

  it.each([
    ['any origin when the App lists none', () => open, 'https://anything.test'],
    ['a listed origin', () => guarded, 'https://shop.example.com'],
    ['a listed origin with a port', () => guarded, 'http://localhost:8080'],
  ])('lets in %s', async (_name, token, origin) => {
    const c = await connectClient(w.url, { appToken: token(), userId: randomUUID() }, { origin });
    expect(c.socket.connected).toBe(true);
    c.close();
  });
});
