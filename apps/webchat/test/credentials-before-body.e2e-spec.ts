import { createTestApp, createTestingWebchat, pushSecretOf, type TestAppCredentials, type TestingWebchat } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Credentials before the body, as the api: a body that is not JSON, empty or of another type is
 * answered once the caller is known, so a stranger gets 401, 403 or 404 whatever it sends, and only
 * the App's bot (or a member of its team) learns what is wrong with its body.
 */
describe('the webchat checks credentials before the body', () => {
  let w: TestingWebchat;
  let bot: TestAppCredentials;
  const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'type=text&payload=hello' };
  const badJson = { headers: { 'content-type': 'application/json' }, payload: '{"type": ' };
  const empty = { headers: { 'content-type': 'application/json' }, payload: '' };

  beforeAll(async () => {
    w = await createTestingWebchat({ listen: false });
    bot = await createTestApp(w.dataSource);
  });
  afterAll(() => w.close());

  const messages = (token: string) => `/bots/${token}/users/u-body/conversation/messages`;
  const handover = (token: string) => `/bots/${token}/users/u-body/conversation/handover`;
  const post = (url: string, body: { headers: Record<string, string>; payload: string }, auth: Record<string, string> = {}) =>
    w.app.inject({ method: 'POST', url, headers: { ...body.headers, ...auth }, payload: body.payload });

  it('answers an unknown App token with 404, a wrong push secret with 403 and none with 401, whatever the body', async () => {
    for (const body of [form, badJson, empty]) {
      expect((await post(messages('no-such-token'), body)).statusCode, body.payload).toBe(404);
      expect((await post(messages(bot.appToken), body, { authorization: 'Bearer wrong-secret' })).statusCode, body.payload).toBe(403);
      expect((await post(handover(bot.appToken), body)).statusCode, body.payload).toBe(401);
    }
  });

  it("tells the App's bot what is wrong with its body: 415 for a form, 400 for bad or empty JSON", async () => {
    const secret = { authorization: `Bearer ${pushSecretOf(bot.appToken)}` };
    for (const url of [messages(bot.appToken), handover(bot.appToken)]) {
      const asForm = await post(url, form, secret);
      expect(asForm.statusCode, url).toBe(415);
      expect(asForm.json()).toMatchObject({ statusCode: 415, message: 'Content-Type must be application/json' });
      expect((await post(url, badJson, secret)).statusCode, url).toBe(400);
      expect((await post(url, empty, secret)).statusCode, url).toBe(400);
    }
  });

  it("answers an operator's message without a portal session with 401, whatever the body", async () => {
    const url = `/operator/apps/${bot.appId}/conversations/00000000-0000-0000-0000-000000000000/messages`;
    for (const body of [form, badJson]) expect((await post(url, body)).statusCode, body.payload).toBe(401);
  });
});
