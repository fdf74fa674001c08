import { AppEntity } from '@parley/persistence';
import { createTestApp, createTestingApi, createTestingWebchat, type TestingApi, type TestingWebchat } from '@parley/testing';
import { execFileSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, docsExample, push, pythonRuns, refusal, text } from './helpers';

const hmacHex = (secret: string, userId: string) => createHmac('sha256', secret).update(userId).digest('hex');

/** The hash examples of docs/webchat.md, run as a host site's server would. */
const hasPython = pythonRuns();
if (!hasPython) console.warn('[visitor-identity.e2e-spec] the Python hash example is SKIPPED: no python3 on this machine');

describe('visitors: a conversation opens only with its visitor token', () => {
  let w: TestingWebchat;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    w = await createTestingWebchat();
    // A webhook nobody listens on: user messages wait for the bot, no FAQ answer interferes.
    token = (await createTestApp(w.dataSource, { webhookUrl: 'http://127.0.0.1:9/unused' })).appToken;
    otherToken = (await createTestApp(w.dataSource, { webhookUrl: 'http://127.0.0.1:9/unused' })).appToken;
  });
  afterAll(() => w.close());

  it('gives a new visitor (no userId) an id and a token before its history, and the token reopens the conversation', async () => {
    const first = await connectClient(w.url, { appToken: token });
    expect(first.visitor?.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.visitor?.visitorToken).toMatch(/^v1\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(first.history).toEqual([[]]);
    const { userId, visitorToken } = first.visitor!;
    expect(await first.send(text('my order number is 1234'), 'c1')).toMatchObject({ sender: 'user' });
    expect((await push(w.url, token, userId, text('Thanks, looking it up'))).status).toBe(200);
    first.close();

    const back = await connectClient(w.url, { appToken: token, userId, visitorToken });
    expect(back.visitor).toBeUndefined();
    expect(back.history[0]!.map((m) => (m.message.payload as { value: string }).value)).toEqual(['my order number is 1234', 'Thanks, looking it up']);
    back.close();
  });

  it('refuses the history to a userId without its token, and to forged tokens, and stores nothing they send', async () => {
    const owner = await connectClient(w.url, { appToken: token });
    const { userId, visitorToken } = owner.visitor!;
    await owner.send(text('private'), 'p1');

    const noToken = await refusal(w.url, { appToken: token, userId }, { rawAuth: true });
    expect(noToken).toMatchObject({ code: 'WEBCHAT.VISITOR_TOKEN_REQUIRED' });
    expect(noToken!.message).toMatch(/visitorToken is required/);

    const someoneElse = (await connectClient(w.url, { appToken: token })).visitor!;
    const [iat, mac] = visitorToken.split('.').slice(1);
    const forged = [
      someoneElse.visitorToken, // a real token, of another visitor
      `v1.${Number(iat) + 1}.${mac}`, // the owner's MAC with another issue time
      `v1.${iat}.${Buffer.from(hmacHex('guess', userId)).toString('base64url').slice(0, 43)}`,
      'v1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      visitorToken.toUpperCase(),
      '',
    ];
    for (const t of forged) expect(await refusal(w.url, { appToken: token, userId, visitorToken: t }), t).toMatchObject({ code: 'WEBCHAT.INVALID_VISITOR_TOKEN' });
    // The owner's token is no key to the same userId in another App.
    expect(await refusal(w.url, { appToken: otherToken, userId, visitorToken })).toMatchObject({ code: 'WEBCHAT.INVALID_VISITOR_TOKEN' });

    // Nothing of the attempts reached the conversation: the owner sees only its own message.
    owner.close();
    const again = await connectClient(w.url, { appToken: token, userId, visitorToken });
    expect(again.history[0]!.map((m) => (m.message.payload as { value: string }).value)).toEqual(['private']);
    again.close();
  });

  it('lets a client that makes its own ids claim a userId nobody has used, and only once', async () => {
    const userId = `own-${randomUUID()}`;
    const first = await connectClient(w.url, { appToken: token, userId }, { rawAuth: true });
    expect(first.visitor?.userId).toBe(userId);
    first.close();
    expect(await refusal(w.url, { appToken: token, userId }, { rawAuth: true })).toMatchObject({ code: 'WEBCHAT.VISITOR_TOKEN_REQUIRED' });
    const withToken = await connectClient(w.url, { appToken: token, userId, visitorToken: first.visitor!.visitorToken });
    expect(withToken.visitor).toBeUndefined();
    withToken.close();
  });

  it('refuses a tokenless claim of a userId a bot already pushed to', async () => {
    const userId = `pushed-${randomUUID()}`;
    expect((await push(w.url, token, userId, text('for someone'))).status).toBe(200);
    expect(await refusal(w.url, { appToken: token, userId }, { rawAuth: true })).toMatchObject({ code: 'WEBCHAT.VISITOR_TOKEN_REQUIRED' });
  });
});

describe('identity verification: userId signed by the host site', () => {
  let api: TestingApi;
  let w: TestingWebchat;
  let session = '';
  let app: { id: string; token: string; identitySecret: string; identityVerification: boolean };

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: `Bearer ${session}` }, payload });

  beforeAll(async () => {
    [api, w] = await Promise.all([createTestingApi(), createTestingWebchat()]);
    session = (
      await api.app.inject({
        method: 'POST',
        url: '/portal/api/accounts',
        payload: { email: `identity-${process.pid}-${Date.now()}@example.com`, password: 'a long enough password', name: 'Host site' },
      })
    ).json().token;
    app = (await inject('POST', '/portal/api/apps', { name: 'signed-in users' })).json().app;
  });
  afterAll(() => Promise.all([api?.close(), w?.close()]));

  it('shows the identity secret and turns verification on for the owner', async () => {
    expect(app.identitySecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(app.identityVerification).toBe(false);
    const on = await inject('PATCH', `/portal/api/apps/${app.id}`, { identityVerification: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ identityVerification: true });
    const stored = await api.dataSource.getRepository(AppEntity).findOneByOrFail({ id: app.id });
    expect(stored.identityVerification).toBe(true);
  });

  it('opens the same conversation on every device with a valid userHash, made as the docs show in Node and Python', async () => {
    const userId = `user-${randomUUID()}`;
    const nodeHash = execFileSync(process.execPath, ['--input-type=module', '-e', `${docsExample('Computing the hash in Node', 'js')}\nprocess.stdout.write(userHash(${JSON.stringify(userId)}));`], {
      env: { ...process.env, PARLEY_IDENTITY_SECRET: app.identitySecret },
    }).toString();
    expect(nodeHash).toBe(hmacHex(app.identitySecret, userId));
    if (hasPython) {
      const pyHash = execFileSync('python3', ['-c', `${docsExample('Computing the hash in Python', 'python')}\nimport sys\nsys.stdout.write(user_hash(${JSON.stringify(userId)}))`], {
        env: { ...process.env, PARLEY_IDENTITY_SECRET: app.identitySecret },
      }).toString();
      expect(pyHash).toBe(nodeHash);
    }
    const laptop = await connectClient(w.url, { appToken: app.token, userId, userHash: nodeHash });
    expect(laptop.visitor).toBeUndefined();
    await laptop.send(text('from my laptop'), 'l1');
    // The App has no webhook: its FAQ bot answers (with the fallback: it has no QnA). The phone
    // connects once the answer is in, so its history is the same whatever the machine's speed.
    const [answer] = await laptop.waitMessages(1);
    expect(answer!.sender).toBe('bot');
    const phone = await connectClient(w.url, { appToken: app.token, userId, userHash: nodeHash.toUpperCase() });
    // The fallback also asks for a person (docs/handover.md): its event lines are the handover's, not this test's.
    const said = phone.history[0]!.filter((m) => m.sender !== 'system');
    expect(said.map((m) => (m.message.payload as { value: string }).value)).toEqual([
      'from my laptop',
      (answer!.message.payload as { value: string }).value,
    ]);
    laptop.close();
    phone.close();
  });

  it('refuses a userId without its hash, or with a wrong one, and still lets anonymous visitors in', async () => {
    const userId = `user-${randomUUID()}`;
    expect(await refusal(w.url, { appToken: app.token, userId }, { rawAuth: true })).toMatchObject({ code: 'WEBCHAT.USER_HASH_REQUIRED' });
    for (const userHash of [hmacHex('not the secret', userId), hmacHex(app.identitySecret, `${userId}x`), 'abc', '']) {
      expect(await refusal(w.url, { appToken: app.token, userId, userHash }), userHash).toMatchObject({ code: 'WEBCHAT.INVALID_USER_HASH' });
    }
    expect(await refusal(w.url, { appToken: app.token, userHash: hmacHex(app.identitySecret, '') })).toMatchObject({ code: 'WEBCHAT.MISSING_USER_ID' });
    const anonymous = await connectClient(w.url, { appToken: app.token });
    expect(anonymous.visitor?.userId).toMatch(/^[0-9a-f-]{36}$/);
    anonymous.close();
    const back = await connectClient(w.url, { appToken: app.token, ...anonymous.visitor! });
    back.close();
  });

  it('rotates the identity secret: hashes made with the old one are refused', async () => {
    const userId = `user-${randomUUID()}`;
    const old = hmacHex(app.identitySecret, userId);
    const rotated = (await inject('POST', `/portal/api/apps/${app.id}/identity-secret`)).json();
    expect(rotated.identitySecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated.identitySecret).not.toBe(app.identitySecret);
    expect(await refusal(w.url, { appToken: app.token, userId, userHash: old })).toMatchObject({ code: 'WEBCHAT.INVALID_USER_HASH' });
    const c = await connectClient(w.url, { appToken: app.token, userId, userHash: hmacHex(rotated.identitySecret, userId) });
    c.close();
  });
});
