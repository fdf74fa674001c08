import { createTestingApi, type TestingApi } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Members of an App by invitation, what each role may do, deleting an App, and named keys. */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Who {
  token: string;
  id: string;
  email: string;
}
const QNA = {
  title: 'Opening hours',
  utterances: [{ value: 'when are you open' }, { value: 'opening hours' }],
  answers: [[{ type: 'text', payload: { value: '9 to 5.' } }]],
};

describe('members and roles', () => {
  let api: TestingApi;
  let owner: Who, editor: Who, viewer: Who, stranger: Who;
  let appId: string;
  let appKey: string;

  const call = (method: Method, url: string, who: Who | null, payload?: object, appHeader?: string) =>
    api.app.inject({
      method,
      url,
      payload,
      headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...(appHeader ? { 'app-id': appHeader } : {}) },
    });
  const portal = (method: Method, path: string, who: Who | null, payload?: object) => call(method, `/portal/api${path}`, who, payload);
  const signUp = async (name: string): Promise<Who> => {
    const email = `${name}-${randomUUID()}@example.com`;
    const res = (await portal('POST', '/accounts', null, { email, password: 'a long enough password', name })).json();
    return { token: res.token, id: res.account.id, email };
  };
  const invite = async (role: 'editor' | 'viewer') => {
    const res = await portal('POST', `/apps/${appId}/invites`, owner, { role });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; url: string; token: string; role: string };
  };

  beforeAll(async () => {
    api = await createTestingApi();
    [owner, editor, viewer, stranger] = await Promise.all(['owner', 'editor', 'viewer', 'stranger'].map(signUp)) as [Who, Who, Who, Who];
    const created = (await portal('POST', '/apps', owner, { name: 'Team bot' })).json();
    appId = created.app.id;
    appKey = created.key.key;
  });
  afterAll(() => api.close());

  it('invites by a one-time link: the account that accepts it becomes a member with its role', async () => {
    const forEditor = await invite('editor');
    expect(forEditor.url).toMatch(/\/portal\/invite#token=[\w-]{40,}$/);
    expect(forEditor.url.endsWith(forEditor.token)).toBe(true);
    const offer = await portal('POST', '/invites/look-up', editor, { token: forEditor.token });
    expect(offer.json()).toMatchObject({ appId, appName: 'Team bot', role: 'editor' });
    expect((await portal('GET', `/apps/${appId}`, editor)).statusCode).toBe(404);
    const accepted = await portal('POST', '/invites/accept', editor, { token: forEditor.token });
    expect(accepted.json()).toEqual({ appId, appName: 'Team bot', role: 'editor' });
    // Once only.
    expect((await portal('POST', '/invites/accept', stranger, { token: forEditor.token })).statusCode).toBe(404);
    expect((await portal('POST', '/invites/accept', null, { token: forEditor.token })).statusCode).toBe(401);

    const forViewer = await invite('viewer');
    expect((await portal('GET', `/apps/${appId}/invites`, owner)).json()).toEqual([expect.objectContaining({ id: forViewer.id, role: 'viewer' })]);
    expect((await portal('POST', '/invites/accept', viewer, { token: forViewer.token })).json().role).toBe('viewer');
    expect((await portal('GET', `/apps/${appId}/invites`, owner)).json()).toEqual([]);

    const list = (await portal('GET', `/apps/${appId}/members`, viewer)).json();
    expect(list.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [editor.email, 'editor'],
      [viewer.email, 'viewer'],
    ]);
    // Each sees the App in their list, with their role.
    const apps = (await portal('GET', '/apps', viewer)).json();
    expect(apps).toEqual([expect.objectContaining({ id: appId, role: 'viewer' })]);
  });

  it('gives a viewer the App without its secrets, and refuses every change', async () => {
    const seen = (await portal('GET', `/apps/${appId}`, viewer)).json();
    expect(seen).toMatchObject({ id: appId, role: 'viewer', webhookSecret: null, pushSecret: null });
    const asOwner = (await portal('GET', `/apps/${appId}`, owner)).json();
    expect(asOwner.webhookSecret).toEqual(expect.any(String));
    expect((await portal('GET', `/apps/${appId}`, editor)).json().webhookSecret).toBe(asOwner.webhookSecret);
    expect(JSON.stringify(await (await portal('GET', '/apps', viewer)).json())).not.toContain(asOwner.webhookSecret);

    expect((await call('GET', '/trainer/api/v0/qnas', viewer, undefined, appId)).statusCode).toBe(200);
    expect((await call('POST', '/trainer/api/v0/qnas', viewer, QNA, appId)).statusCode).toBe(403);
    expect((await portal('PATCH', `/apps/${appId}`, viewer, { name: 'Mine' })).statusCode).toBe(403);
    expect((await portal('GET', `/apps/${appId}/keys`, viewer)).statusCode).toBe(403);
    expect((await portal('POST', `/apps/${appId}/keys`, viewer, {})).statusCode).toBe(403);
    expect((await portal('POST', `/apps/${appId}/invites`, viewer, { role: 'viewer' })).statusCode).toBe(403);
    expect((await portal('DELETE', `/apps/${appId}`, viewer)).statusCode).toBe(403);
  });

  it('lets an editor change training data and read the keys, but not settings, keys, members or the App itself', async () => {
    const created = await call('POST', '/trainer/api/v0/qnas', editor, QNA, appId);
    expect(created.statusCode).toBe(201);
    const keys = await portal('GET', `/apps/${appId}/keys`, editor);
    expect(keys.statusCode).toBe(200);
    expect(keys.json()[0]).toMatchObject({ name: 'First key' });
    const refused: [Method, string, object?][] = [
      ['PATCH', `/apps/${appId}`, { name: 'Mine' }],
      ['POST', `/apps/${appId}/keys`, {}],
      ['PATCH', `/apps/${appId}/keys/${keys.json()[0].id}`, { name: 'x' }],
      ['DELETE', `/apps/${appId}/keys/${keys.json()[0].id}`],
      ['POST', `/apps/${appId}/invites`, { role: 'editor' }],
      ['GET', `/apps/${appId}/invites`],
      ['PATCH', `/apps/${appId}/members/${viewer.id}`, { role: 'editor' }],
      ['DELETE', `/apps/${appId}/members/${viewer.id}`],
      ['DELETE', `/apps/${appId}`],
    ];
    for (const [method, path, body] of refused) {
      const res = await portal(method, path, editor, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().message).toBe('This needs the owner role on the App: this account is editor');
    }
  });

  it("answers 404 to a stranger on every route of the App, the members' included", async () => {
    for (const [method, path, body] of [
      ['GET', `/apps/${appId}`],
      ['GET', `/apps/${appId}/members`],
      ['GET', `/apps/${appId}/keys`],
      ['POST', `/apps/${appId}/invites`, { role: 'viewer' }],
      ['PATCH', `/apps/${appId}/members/${viewer.id}`, { role: 'editor' }],
      ['DELETE', `/apps/${appId}/members/${viewer.id}`],
      ['DELETE', `/apps/${appId}`],
    ] as [Method, string, object?][]) {
      expect((await portal(method, path, stranger, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await call('GET', '/trainer/api/v0/qnas', stranger, undefined, appId)).statusCode).toBe(404);
  });

  it('lets the owner change roles and remove members; a removed member gets 404', async () => {
    expect((await portal('PATCH', `/apps/${appId}/members/${viewer.id}`, owner, { role: 'editor' })).statusCode).toBe(204);
    expect((await call('POST', '/trainer/api/v0/qnas', viewer, { ...QNA, title: 'Now an editor' }, appId)).statusCode).toBe(201);
    const bad = await portal('PATCH', `/apps/${appId}/members/${viewer.id}`, owner, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'role', problem: 'must be one of the following values: editor, agent, viewer' }]);
    // The agent role (answers visitors in the inbox, docs/handover.md) is one a member may hold.
    expect((await portal('PATCH', `/apps/${appId}/members/${viewer.id}`, owner, { role: 'agent' })).statusCode).toBe(204);
    expect((await portal('PATCH', `/apps/${appId}/members/${viewer.id}`, owner, { role: 'editor' })).statusCode).toBe(204);
    expect((await portal('PATCH', `/apps/${appId}/members/${owner.id}`, owner, { role: 'viewer' })).statusCode).toBe(400);
    expect((await portal('DELETE', `/apps/${appId}/members/${owner.id}`, owner)).statusCode).toBe(400);
    expect((await portal('DELETE', `/apps/${appId}/members/${stranger.id}`, owner)).statusCode).toBe(404);

    expect((await portal('DELETE', `/apps/${appId}/members/${viewer.id}`, owner)).statusCode).toBe(204);
    expect((await portal('GET', `/apps/${appId}`, viewer)).statusCode).toBe(404);
    expect((await call('GET', '/trainer/api/v0/qnas', viewer, undefined, appId)).statusCode).toBe(404);
    expect((await portal('GET', '/apps', viewer)).json()).toEqual([]);
  });

  it('lets a member leave the App, never its owner; a stranger gets 404', async () => {
    const leaver = await signUp('leaver');
    expect((await portal('POST', '/invites/accept', leaver, { token: (await invite('viewer')).token })).statusCode).toBe(200);
    expect((await portal('GET', `/apps/${appId}`, leaver)).statusCode).toBe(200);
    expect((await portal('DELETE', `/apps/${appId}/members/me`, leaver)).statusCode).toBe(204);
    expect((await portal('GET', `/apps/${appId}`, leaver)).statusCode).toBe(404);
    expect((await portal('GET', '/apps', leaver)).json()).toEqual([]);
    expect((await portal('GET', `/apps/${appId}/members`, owner)).json().map((m: { email: string }) => m.email)).not.toContain(leaver.email);
    // Gone: leaving again is the answer of an App it is not in.
    expect((await portal('DELETE', `/apps/${appId}/members/me`, leaver)).statusCode).toBe(404);
    expect((await portal('DELETE', `/apps/${appId}/members/me`, stranger)).statusCode).toBe(404);
    expect((await portal('DELETE', `/apps/${appId}/members/me`, null)).statusCode).toBe(401);
    const ownerLeaves = await portal('DELETE', `/apps/${appId}/members/me`, owner);
    expect(ownerLeaves.statusCode).toBe(400);
    expect(ownerLeaves.json().message).toMatch(/owner cannot leave/);
    expect((await portal('GET', `/apps/${appId}`, owner)).json().role).toBe('owner');
  });

  it('withdraws an invitation: its link no longer works', async () => {
    const inv = await invite('viewer');
    expect((await portal('DELETE', `/apps/${appId}/invites/${inv.id}`, owner)).statusCode).toBe(204);
    const res = await portal('POST', '/invites/accept', stranger, { token: inv.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not valid/);
  });

  it('names keys, records their last use, and keeps at most 5 live keys', async () => {
    const keys = () => portal('GET', `/apps/${appId}/keys`, owner).then((r) => r.json() as { id: string; name: string; lastUsedAt: string | null; revokedAt: string | null }[]);
    expect((await keys())[0]!.lastUsedAt).toBeNull();
    expect((await api.app.inject({ method: 'GET', url: '/trainer/api/v0/qnas', headers: { 'app-id': appId, 'app-key': appKey } })).statusCode).toBe(200);
    await expect.poll(async () => (await keys())[0]!.lastUsedAt).not.toBeNull();

    const issued = await portal('POST', `/apps/${appId}/keys`, owner, { name: 'staging bot' });
    expect(issued.json()).toMatchObject({ name: 'staging bot', key: expect.stringMatching(/^pk_/) });
    expect((await portal('PATCH', `/apps/${appId}/keys/${issued.json().id}`, owner, { name: 'preprod bot' })).statusCode).toBe(204);
    expect((await keys()).find((k) => k.id === issued.json().id)!.name).toBe('preprod bot');
    // No body at all is an unnamed key.
    expect((await portal('POST', `/apps/${appId}/keys`, owner)).json().name).toBe('');
    for (let i = 0; i < 2; i++) expect((await portal('POST', `/apps/${appId}/keys`, owner, {})).statusCode).toBe(201);
    const sixth = await portal('POST', `/apps/${appId}/keys`, owner, {});
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toMatch(/at most 5 live keys/);
    // The portal reads the same limit from its config.
    expect((await portal('GET', '/config', owner)).json().maxLiveKeys).toBe(5);
    await portal('DELETE', `/apps/${appId}/keys/${issued.json().id}`, owner);
    expect((await portal('POST', `/apps/${appId}/keys`, owner, {})).statusCode).toBe(201);
    expect((await keys()).filter((k) => !k.revokedAt)).toHaveLength(5);
  });

  it('answers an id that is no UUID as one that is not there: a 404 in the route\'s words', async () => {
    const routes: [Method, string, string, object?][] = [
      ['GET', '/apps/{id}', "No App {id} among this account's Apps"],
      ['GET', '/apps/{id}/members', "No App {id} among this account's Apps"],
      ['PATCH', `/apps/${appId}/keys/{id}`, 'No key {id} in this App', { name: 'x' }],
      ['DELETE', `/apps/${appId}/keys/{id}`, 'No live key {id} in this App'],
      ['PATCH', `/apps/${appId}/members/{id}`, 'No member {id} in this App', { role: 'editor' }],
      ['DELETE', `/apps/${appId}/members/{id}`, 'No member {id} in this App'],
      ['DELETE', `/apps/${appId}/invites/{id}`, 'No pending invitation {id} in this App'],
    ];
    for (const [method, path, said, payload] of routes) {
      for (const id of ['abc', '00000000-0000-4000-8000-000000000000']) {
        const res = await portal(method, path.replace('{id}', id), owner, payload);
        expect([res.statusCode, res.json().message], `${method} ${path} ${id}`).toEqual([404, said.replace('{id}', id)]);
      }
    }
  });
});

describe('deleting an App', () => {
  let api: TestingApi;

  beforeAll(async () => {
    api = await createTestingApi();
  });
  afterAll(() => api.close());

  it('lets only the owner delete it; its data, keys and members go, other Apps stay', async () => {
    const signUp = async (name: string) =>
      (await api.app.inject({ method: 'POST', url: '/portal/api/accounts', payload: { email: `${name}-${randomUUID()}@example.com`, password: 'a long enough password', name } })).json();
    const owner = await signUp('owner');
    const member = await signUp('member');
    const auth = (t: string) => ({ authorization: `Bearer ${t}` });
    const make = async (name: string) => (await api.app.inject({ method: 'POST', url: '/portal/api/apps', headers: auth(owner.token), payload: { name } })).json();
    const doomed = await make('Doomed');
    const kept = await make('Kept');
    const keyOf = (c: { app: { id: string }; key: { key: string } }) => ({ 'app-id': c.app.id, 'app-key': c.key.key });
    for (const c of [doomed, kept]) {
      await api.app.inject({ method: 'POST', url: '/trainer/api/v0/qnas', headers: keyOf(c), payload: QNA });
      await api.app.inject({ method: 'POST', url: '/botmeter/', headers: keyOf(c), payload: { user_id: 'u1', conversation_id: 'c1', body: 'hi' } });
    }
    const inv = (await api.app.inject({ method: 'POST', url: `/portal/api/apps/${doomed.app.id}/invites`, headers: auth(owner.token), payload: { role: 'editor' } })).json();
    await api.app.inject({ method: 'POST', url: '/portal/api/invites/accept', headers: auth(member.token), payload: { token: inv.token } });
    expect((await api.app.inject({ method: 'DELETE', url: `/portal/api/apps/${doomed.app.id}`, headers: auth(member.token) })).statusCode).toBe(403);
    // Let the botmeter writer store its records.
    await expect.poll(async () => (await api.app.inject({ method: 'GET', url: '/botmeter/records', headers: keyOf(doomed) })).json()._count.elements).toBe(1);
    expect((await api.app.inject({ method: 'GET', url: '/trainer/api/v0/qnas', headers: keyOf(doomed) })).statusCode).toBe(200);

    expect((await api.app.inject({ method: 'DELETE', url: `/portal/api/apps/${doomed.app.id}`, headers: auth(owner.token) })).statusCode).toBe(204);
    expect((await api.app.inject({ method: 'GET', url: '/trainer/api/v0/qnas', headers: keyOf(doomed) })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: `/portal/api/apps/${doomed.app.id}`, headers: auth(owner.token) })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/portal/api/apps', headers: auth(member.token) })).json()).toEqual([]);
    expect((await api.app.inject({ method: 'DELETE', url: `/portal/api/apps/${doomed.app.id}`, headers: auth(owner.token) })).statusCode).toBe(404);
    // That no row of it is left in any table: delete-app.e2e-spec.ts.
    expect((await api.app.inject({ method: 'GET', url: '/trainer/api/v0/qnas', headers: keyOf(kept) })).json()._count.elements).toBe(1);
    expect((await api.app.inject({ method: 'GET', url: '/botmeter/records', headers: keyOf(kept) })).json()._count.elements).toBe(1);
  });
});
