import { JwtService } from '@nestjs/jwt';
import { createTestingApi, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppRole } from '../src/modules/apps/app-context';
import { AppMembersRepository } from '../src/modules/apps/app-members.repository';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Headers = Record<string, string>;
interface Route {
  method: Method;
  url: (ids: Ids) => string;
  body?: unknown;
}
interface Ids {
  qna: string;
  intent: string;
}

const QNA = {
  title: 'Opening hours',
  utterances: [{ value: 'when are you open' }, { value: 'opening hours' }],
  answers: [[{ type: 'text', payload: { value: '9 to 5.' } }]],
};
const INTENT = {
  label: 'greetings',
  description: 'Hello',
  resolvePrompt: 'Hi?',
  utterances: [{ value: 'hello' }, { value: 'good morning' }],
};
const RECORD = { timestamp: Date.UTC(2026, 10, 10, 10), user_id: 'u1', conversation_id: 'c1', body: 'hi' };

/** Every route of one App's resources: trainer (QnAs, Intents), classify, botmeter and NLP. */
const ROUTES: Route[] = [
  { method: 'GET', url: () => '/trainer/api/v0/qnas' },
  { method: 'POST', url: () => '/trainer/api/v0/qnas', body: QNA },
  { method: 'GET', url: (i) => `/trainer/api/v0/qnas/${i.qna}` },
  { method: 'PUT', url: (i) => `/trainer/api/v0/qnas/${i.qna}`, body: { title: 'Changed' } },
  { method: 'DELETE', url: (i) => `/trainer/api/v0/qnas/${i.qna}` },
  { method: 'DELETE', url: () => '/trainer/api/v0/qnas', body: { ids: [] } },
  { method: 'GET', url: () => '/trainer/api/v0/intents' },
  { method: 'POST', url: () => '/trainer/api/v0/intents', body: INTENT },
  { method: 'GET', url: (i) => `/trainer/api/v0/intents/${i.intent}` },
  { method: 'PUT', url: (i) => `/trainer/api/v0/intents/${i.intent}`, body: INTENT },
  { method: 'PATCH', url: (i) => `/trainer/api/v0/intents/${i.intent}`, body: { description: 'Changed' } },
  { method: 'DELETE', url: (i) => `/trainer/api/v0/intents/${i.intent}` },
  { method: 'DELETE', url: () => '/trainer/api/v0/intents', body: { ids: [] } },
  { method: 'POST', url: () => '/trainer/api/v0/classify', body: { sentence: 'hello' } },
  { method: 'GET', url: () => '/trainer/api/v0/classify?sentence=hello' },
  { method: 'POST', url: () => '/botmeter/', body: RECORD },
  { method: 'POST', url: () => '/botmeter', body: RECORD },
  { method: 'GET', url: () => '/botmeter/records' },
  { method: 'GET', url: () => '/botmeter/stats?from=2026-11-09T00:00:00Z&to=2026-11-12T00:00:00Z&interval=day' },
  { method: 'GET', url: () => '/nlp/entity-extraction/v0?sentence=two%20pizzas' },
  { method: 'GET', url: () => '/nlp/spellchecking/v1?sentence=helo' },
];
const WRITES = ROUTES.filter((r) => r.method !== 'GET' && !r.url({ qna: '', intent: '' }).includes('classify'));

describe('One door to an App: App-Key or portal session with App-Id', () => {
  let api: TestingApi;
  let members: AppMembersRepository;
  /** Accounts A and B, each owning one App. */
  const a = { token: '', accountId: '', appId: '', key: '' };
  const b = { token: '', accountId: '', appId: '', key: '' };
  const bIds: Ids = { qna: '', intent: '' };

  const inject = (method: Method, url: string, headers: Headers, payload?: unknown) =>
    api.app.inject({ method, url, headers, payload: method === 'GET' ? undefined : (payload as object) });
  const session = (who: { token: string }, appId: string): Headers => ({ authorization: `Bearer ${who.token}`, 'app-id': appId });
  const key = (who: { key: string }, appId: string): Headers => ({ 'app-key': who.key, 'app-id': appId });
  const count = async (kind: 'qnas' | 'intents', headers: Headers) =>
    (await inject('GET', `/trainer/api/v0/${kind}`, headers)).json()._count.elements as number;

  async function signUpWithApp(who: typeof a, name: string) {
    const signUp = await inject(
      'POST',
      '/portal/api/accounts',
      {},
      { email: `${name}-${process.pid}-${Date.now()}@example.com`, password: 'a long enough password', name },
    );
    who.token = signUp.json().token;
    who.accountId = signUp.json().account.id;
    const created = (await inject('POST', '/portal/api/apps', { authorization: `Bearer ${who.token}` }, { name: `${name}'s bot` })).json();
    who.appId = created.app.id;
    who.key = created.key.key;
  }

  beforeAll(async () => {
    // Wrong keys by the dozen on purpose: no limit on failed authentications here (auth-failures.e2e-spec.ts tests it).
    api = await createTestingApi({ AUTH_FAILURES_PER_MINUTE: 0 });
    members = api.app.get(AppMembersRepository);
    await signUpWithApp(a, 'ada');
    await signUpWithApp(b, 'bob');
    bIds.qna = (await inject('POST', '/trainer/api/v0/qnas', key(b, b.appId), QNA)).json().qna.id;
    bIds.intent = (await inject('POST', '/trainer/api/v0/intents', key(b, b.appId), INTENT)).json().intent.id;
  });
  afterAll(() => api.close());

  it("answers 404 to a session on another account's App, on every route, and changes nothing there", async () => {
    const wrong: string[] = [];
    for (const r of ROUTES) {
      const res = await inject(r.method, r.url(bIds), session(a, b.appId), r.body);
      if (res.statusCode !== 404 || !/No App/.test(res.json().message))
        wrong.push(`${r.method} ${r.url(bIds)} -> ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
    // Nor does an App that does not exist, or a malformed id, tell more.
    expect((await inject('GET', '/trainer/api/v0/qnas', session(a, '00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await inject('GET', '/trainer/api/v0/qnas', session(a, 'not-an-id'))).statusCode).toBe(404);
    expect(await count('qnas', key(b, b.appId))).toBe(1);
    expect(await count('intents', key(b, b.appId))).toBe(1);
    expect((await inject('GET', `/trainer/api/v0/qnas/${bIds.qna}`, key(b, b.appId))).json().qna.title).toBe(QNA.title);
    expect((await inject('GET', '/botmeter/records', key(b, b.appId))).json()._count.elements).toBe(0);
  });

  it("answers 403 to one App's key sent with another App's id, on every route", async () => {
    const wrong: string[] = [];
    for (const r of ROUTES) {
      const res = await inject(r.method, r.url(bIds), key(a, b.appId), r.body);
      if (res.statusCode !== 403) wrong.push(`${r.method} ${r.url(bIds)} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await count('qnas', key(b, b.appId))).toBe(1);
  });

  it("lets a session work on its own App's every route, as its key does", async () => {
    const own: Ids = {
      qna: (await inject('POST', '/trainer/api/v0/qnas', session(a, a.appId), QNA)).json().qna.id,
      intent: (await inject('POST', '/trainer/api/v0/intents', session(a, a.appId), INTENT)).json().intent.id,
    };
    const wrong: string[] = [];
    for (const r of ROUTES) {
      const res = await inject(r.method, r.url(own), session(a, a.appId), r.body);
      if (res.statusCode >= 300) wrong.push(`${r.method} ${r.url(own)} -> ${res.statusCode} ${res.body}`);
      expect(res.headers['x-ratelimit-limit']).toBe('200');
    }
    expect(wrong).toEqual([]);
    // What the session wrote is the App's, as its key sees it.
    const viaKey = (await inject('GET', '/trainer/api/v0/qnas', key(a, a.appId))).json();
    expect(viaKey._content.map((q: { title: string }) => q.title)).toEqual([QNA.title]);
    expect((await inject('GET', '/botmeter/records', key(a, a.appId))).json()._count.elements).toBe(2);
  });

  it('answers 401 without a session, with an expired or forged one, and without App-Id', async () => {
    const url = '/trainer/api/v0/qnas';
    const noKey = await inject('GET', url, { 'app-id': a.appId });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().details).toEqual([{ field: 'App-Key', problem: 'header is required' }]);

    const forged = await inject('GET', url, { authorization: 'Bearer forged.token.value', 'app-id': a.appId });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toMatch(/log in again/);

    const secret = api.config.SESSION_SECRET;
    // The same session as A's token, signed again: alive, or past its time.
    const { sid } = new JwtService({ secret }).decode<{ sid: string }>(a.token);
    const expired = new JwtService({ secret }).sign({ sub: a.accountId, sid }, { expiresIn: -60, issuer: 'parley-portal' });
    const fresh = new JwtService({ secret }).sign({ sub: a.accountId, sid }, { expiresIn: 60, issuer: 'parley-portal' });
    expect((await inject('GET', url, { authorization: `Bearer ${fresh}`, 'app-id': a.appId })).statusCode).toBe(200);
    expect((await inject('GET', url, { authorization: `Bearer ${expired}`, 'app-id': a.appId })).statusCode).toBe(401);
    // Signed with another secret: not ours.
    const alien = new JwtService({ secret: `${secret}-other` }).sign({ sub: a.accountId, sid }, { expiresIn: 60, issuer: 'parley-portal' });
    expect((await inject('GET', url, { authorization: `Bearer ${alien}`, 'app-id': a.appId })).statusCode).toBe(401);

    const noAppId = await inject('GET', url, { authorization: `Bearer ${a.token}` });
    expect(noAppId.statusCode).toBe(401);
    expect(noAppId.json().details).toEqual([{ field: 'App-Id', problem: 'header is required' }]);
  });

  it("counts a session's calls in the App's rate limit, but lets its owner change the settings past it", async () => {
    const owner = { authorization: `Bearer ${a.token}` };
    const { app, key: appKey } = (await inject('POST', '/portal/api/apps', owner, { name: 'Limited' })).json();
    await inject('PATCH', `/portal/api/apps/${app.id}`, owner, { rateLimit: 1, rateBurst: 3 });
    const codes = [];
    for (let i = 0; i < 2; i++) codes.push((await inject('GET', '/botmeter/records', session(a, app.id))).statusCode);
    codes.push((await inject('GET', '/botmeter/records', key({ key: appKey.key }, app.id))).statusCode);
    codes.push((await inject('GET', '/botmeter/records', session(a, app.id))).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    // A leaked key flooding the App does not lock its owner out of revoking it.
    const keys = (await inject('GET', `/portal/api/apps/${app.id}/keys`, owner)).json();
    expect((await inject('DELETE', `/portal/api/apps/${app.id}/keys/${keys[0].id}`, owner)).statusCode).toBe(204);
    expect((await inject('PATCH', `/portal/api/apps/${app.id}`, owner, { rateBurst: 200 })).statusCode).toBe(200);
  });

  it("never opens the portal's App routes with an App-Key, and hides another account's App there", async () => {
    for (const [method, url] of [
      ['GET', `/portal/api/apps/${a.appId}`],
      ['PATCH', `/portal/api/apps/${a.appId}`],
      ['GET', `/portal/api/apps/${a.appId}/keys`],
      ['POST', `/portal/api/apps/${a.appId}/keys`],
    ] as const) {
      expect((await inject(method, url, key(a, a.appId), {})).statusCode, `${method} ${url}`).toBe(401);
      const other = await inject(method, url.replace(a.appId, b.appId), { authorization: `Bearer ${a.token}` }, {});
      expect(other.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await inject('GET', `/portal/api/apps/${b.appId}`, { authorization: `Bearer ${b.token}` })).statusCode).toBe(200);
  });

  describe('roles', () => {
    const roles = new Map<string, AppRole>();
    beforeAll(() => {
      // Account A's role in its App, given through the lookup the access guard asks (members.e2e-spec.ts
      // gives roles the real way, by invitation).
      const real = members.roleOf.bind(members);
      vi.spyOn(members, 'roleOf').mockImplementation(
        async (appId, accountId) => (await real(appId, accountId)) && (roles.get(accountId) ?? 'owner'),
      );
    });
    afterAll(() => vi.restoreAllMocks());

    it('lets a viewer read, classify and see the figures, and refuses every change with 403', async () => {
      roles.set(a.accountId, 'viewer');
      const own: Ids = {
        qna: (await inject('POST', '/trainer/api/v0/qnas', key(a, a.appId), QNA)).json().qna.id,
        intent: (await inject('POST', '/trainer/api/v0/intents', key(a, a.appId), INTENT)).json().intent.id,
      };
      const before = { qnas: await count('qnas', key(a, a.appId)), intents: await count('intents', key(a, a.appId)) };
      const wrong: string[] = [];
      for (const r of ROUTES) {
        const res = await inject(r.method, r.url(own), session(a, a.appId), r.body);
        const want = WRITES.includes(r) ? 403 : 200;
        if (res.statusCode !== want) wrong.push(`${r.method} ${r.url(own)} -> ${res.statusCode} (want ${want})`);
        if (want === 403) expect(res.json().message).toBe('This needs the editor role on the App: this account is viewer');
      }
      expect(wrong).toEqual([]);
      expect({ qnas: await count('qnas', key(a, a.appId)), intents: await count('intents', key(a, a.appId)) }).toEqual(before);
      // The App's page, yes; its settings and keys, no.
      expect((await inject('GET', `/portal/api/apps/${a.appId}`, { authorization: `Bearer ${a.token}` })).statusCode).toBe(200);
      expect(
        (await inject('PATCH', `/portal/api/apps/${a.appId}`, { authorization: `Bearer ${a.token}` }, { name: 'Taken over' })).statusCode,
      ).toBe(403);
      expect((await inject('GET', `/portal/api/apps/${a.appId}/keys`, { authorization: `Bearer ${a.token}` })).statusCode).toBe(403);
    });

    it('answers a body-less DELETE sent with Content-Type: application/json by the role check: 403 for a viewer, done for an editor', async () => {
      const qna = (await inject('POST', '/trainer/api/v0/qnas', key(a, a.appId), QNA)).json().qna.id as string;
      const bodyless = (headers: Headers) =>
        api.app.inject({
          method: 'DELETE',
          url: `/trainer/api/v0/qnas/${qna}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '',
        });
      roles.set(a.accountId, 'viewer');
      const refused = await bodyless(session(a, a.appId));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('This needs the editor role on the App: this account is viewer');
      roles.set(a.accountId, 'editor');
      expect((await bodyless(session(a, a.appId))).statusCode).toBe(204);
      expect((await inject('GET', `/trainer/api/v0/qnas/${qna}`, key(a, a.appId))).statusCode).toBe(404);
      // A POST still needs its body: an empty one is named.
      const post = await api.app.inject({
        method: 'POST',
        url: '/trainer/api/v0/qnas',
        headers: { ...key(a, a.appId), 'content-type': 'application/json' },
        payload: '',
      });
      expect(post.statusCode).toBe(400);
      expect(post.json().message).toBe('The JSON body is empty');
    });

    it("lets an editor, and an App-Key, change the trainer but not the App's settings or keys", async () => {
      roles.set(a.accountId, 'editor');
      const created = await inject('POST', '/trainer/api/v0/qnas', session(a, a.appId), { ...QNA, title: 'By the editor' });
      expect(created.statusCode).toBe(201);
      expect((await inject('DELETE', `/trainer/api/v0/qnas/${created.json().qna.id}`, session(a, a.appId))).statusCode).toBe(204);
      const patch = await inject('PATCH', `/portal/api/apps/${a.appId}`, { authorization: `Bearer ${a.token}` }, { name: 'Taken over' });
      expect(patch.statusCode).toBe(403);
      expect(patch.json().message).toBe('This needs the owner role on the App: this account is editor');
      expect((await inject('POST', `/portal/api/apps/${a.appId}/keys`, { authorization: `Bearer ${a.token}` })).statusCode).toBe(403);
      expect((await inject('DELETE', `/trainer/api/v0/intents`, key(a, a.appId), { ids: [] })).statusCode).toBe(200);
      roles.set(a.accountId, 'owner');
      expect(
        (await inject('PATCH', `/portal/api/apps/${a.appId}`, { authorization: `Bearer ${a.token}` }, { name: "Ada's bot" })).statusCode,
      ).toBe(200);
    });
  });
});
