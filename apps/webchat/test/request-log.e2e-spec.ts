import { createTestApp, createTestingWebchat, pushSecretOf, type TestingWebchat } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The webchat server logs one line per request at info (never the push secret), and takes JSON bodies only. */
describe('webchat requests', () => {
  let w: TestingWebchat;
  let app: { appId: string; appToken: string; pushSecret: string };
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];

  beforeAll(async () => {
    const logStream = {
      write(chunk: string) {
        raw.push(chunk);
        for (const line of chunk.split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    };
    w = await createTestingWebchat({ listen: false, LOG_LEVEL: 'info', logStream });
    const created = await createTestApp(w.dataSource, { webhookUrl: 'http://127.0.0.1:9/unused' });
    app = { ...created, pushSecret: pushSecretOf(created.appToken)! };
  });
  afterAll(() => w.close());

  const pushUrl = (userId: string) => `/bots/${app.appToken}/users/${userId}/conversation/messages`;

  it('logs a push with its request id, App id, route pattern (no token, no user), status and latency', async () => {
    lines.length = 0;
    raw.length = 0;
    const res = await w.app.inject({
      method: 'POST',
      url: pushUrl('user-in-the-log'),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${app.pushSecret}`, 'x-request-id': 'push-1' },
      payload: { type: 'text', payload: { value: 'hello' } },
    });
    expect(res.statusCode).toBe(200);
    const [line] = lines.filter((l) => l.msg === 'request');
    expect(line).toMatchObject({
      reqId: 'push-1',
      appId: app.appId,
      method: 'POST',
      route: '/bots/:appToken/users/:userId/conversation/messages',
      status: 200,
    });
    expect(typeof line!.ms).toBe('number');
    const all = raw.join('');
    for (const secret of [app.pushSecret, app.appToken, 'user-in-the-log']) expect(all).not.toContain(secret);
  });

  it("answers the App's push sent as a form or as text with 415 (without the push secret: 401, credentials first)", async () => {
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'type=text&payload=hello'],
      ['text/plain', '{"type":"text","payload":{"value":"hello"}}'],
    ]) {
      expect(
        (await w.app.inject({ method: 'POST', url: pushUrl('u-415'), headers: { 'content-type': type! }, payload })).statusCode,
        type,
      ).toBe(401);
      const res = await w.app.inject({
        method: 'POST',
        url: pushUrl('u-415'),
        headers: { 'content-type': type!, authorization: `Bearer ${app.pushSecret}` },
        payload,
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ statusCode: 415 });
    }
  });
});
