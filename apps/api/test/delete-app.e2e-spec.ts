import { randomUUID } from 'node:crypto';
import { APP_DATA_ORDER, WebchatConversationEntity, WebchatDeliveryEntity, WebchatMessageEntity } from '@parley/persistence';
import { AppDataOwners } from '@parley/server-modules';
import { createTestingApi, type TestingApi } from '@parley/testing';
import { ModelStore } from '@parley/trainer-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Headers = Record<string, string>;

/**
 * Every table that holds rows of Apps (a column app_id or appId; a partition counts with its
 * table), read from the database itself: a table added later is in this list without anyone
 * writing it here.
 */
async function tablesWithAppRows(api: TestingApi): Promise<{ table: string; column: string }[]> {
  const rows: { schema: string; table: string; column: string }[] = await api.dataSource.query(
    `SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c
       JOIN pg_class t ON t.relname = c.table_name
       JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = c.table_schema
      WHERE c.column_name IN ('app_id', 'appId')
        AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
        AND t.relkind IN ('r', 'p') AND NOT t.relispartition
      ORDER BY 1, 2`,
  );
  return rows.map((r) => ({ table: `"${r.schema}"."${r.table}"`, column: r.column }));
}

describe('deleting an App', () => {
  let api: TestingApi;
  const auth = (t: string): Headers => ({ authorization: `Bearer ${t}` });
  const inject = async (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    api.app.inject({ method, url, headers, payload });
  const signUp = async (name: string) =>
    (await inject('POST', '/portal/api/accounts', {}, { email: `${name}-${randomUUID()}@example.com`, password: 'a long enough password', name })).json<{
      token: string;
    }>();

  beforeAll(async () => {
    api = await createTestingApi();
  });
  afterAll(() => api?.close());

  it('has an owner for every part of an App’s data', () => {
    expect(api.app.get(AppDataOwners).missing()).toEqual([]);
    expect(APP_DATA_ORDER.length).toBeGreaterThan(0);
  });

  it('leaves no row of the App in any table that holds Apps’ rows, and every row of another App', async () => {
    const owner = await signUp('owner');
    const member = await signUp('member');
    /** An App with a row in every table of Apps' rows, made as users and the servers make them. */
    const seed = async (name: string) => {
      const made = (await inject('POST', '/portal/api/apps', auth(owner.token), { name })).json<{ app: { id: string }; key: { key: string } }>();
      const appId = made.app.id;
      const key: Headers = { 'app-id': appId, 'app-key': made.key.key };
      const ok = async (method: 'POST', url: string, headers: Headers, payload: object) => {
        const res = await inject(method, url, headers, payload);
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
        return (res.headers['content-type']?.toString().includes('json') ? res.json() : {}) as Record<string, unknown>;
      };
      const QNA = { title: 'Hours', utterances: [{ value: 'when are you open' }, { value: 'opening hours' }], answers: [[{ type: 'text', payload: { value: '9 to 5.' } }]] };
      await ok('POST', '/trainer/api/v0/qnas', key, QNA);
      await ok('POST', '/trainer/api/v0/intents', key, { label: 'greetings', description: '', resolvePrompt: '', utterances: [{ value: 'hello' }, { value: 'good morning' }] });
      await ok('POST', '/trainer/api/v0/entities', key, { name: 'order', patterns: ['ORD-\\d{6}'] });
      await ok('POST', '/botmeter/', key, { user_id: 'u1', conversation_id: 'c1', body: 'hi' });
      // A trained model, served by this instance.
      await ok('POST', '/trainer/api/v0/classify', key, { sentence: 'when are you open' });
      const invite = await ok('POST', `/portal/api/apps/${appId}/invites`, auth(owner.token), { role: 'editor' });
      await ok('POST', '/portal/api/invites/accept', auth(member.token), { token: invite.token as string });
      await ok('POST', `/portal/api/apps/${appId}/invites`, auth(owner.token), { role: 'viewer' });
      await ok('POST', '/attention/dismiss', { ...auth(owner.token), 'app-id': appId }, { key: 'thanks a lot' });
      // A training running elsewhere (another language, so this instance's own training is not held up).
      expect(await api.app.get(ModelStore).lease(appId, 'fr', randomUUID(), 600)).toBe(true);
      // The webchat server's rows: a conversation, a visitor's message and its delivery to the bot.
      const conv = await api.dataSource.getRepository(WebchatConversationEntity).save({ appId, userId: 'visitor' });
      const message = await api.dataSource
        .getRepository(WebchatMessageEntity)
        .save({ conversationId: conv.id, sender: 'user', type: 'text', payload: { value: 'hi' }, clientMessageId: 'm1', referrer: null });
      await api.dataSource.getRepository(WebchatDeliveryEntity).save({ messageId: message.id, conversationId: conv.id, appId, status: 'pending', attempts: 0 });
      return appId;
    };
    const doomed = await seed('Doomed');
    const kept = await seed('Kept');

    const tables = await tablesWithAppRows(api);
    const count = async (t: { table: string; column: string }, appId: string) =>
      Number(((await api.dataSource.query(`SELECT count(*)::int AS n FROM ${t.table} WHERE "${t.column}" = $1`, [appId])) as { n: number }[])[0]!.n);
    /** The tables holding no row of the App: what a table added later needs `seed` to write. */
    const empty = async (appId: string) => (await Promise.all(tables.map(async (t) => ((await count(t, appId)) ? null : t.table)))).filter(Boolean);
    // The botmeter writer commits in the background, and the served models are written out a moment after loading.
    await expect.poll(() => empty(doomed), { timeout: 20_000 }).toEqual([]);
    await expect.poll(() => empty(kept), { timeout: 20_000 }).toEqual([]);
    expect(tables.length).toBeGreaterThanOrEqual(14);
    const keptBefore = await Promise.all(tables.map((t) => count(t, kept)));

    expect((await inject('DELETE', `/portal/api/apps/${doomed}`, auth(owner.token))).statusCode).toBe(204);

    const left = await Promise.all(tables.map(async (t) => [t.table, await count(t, doomed)] as const));
    expect(left.filter(([, n]) => n > 0)).toEqual([]);
    expect(await Promise.all(tables.map((t) => count(t, kept)))).toEqual(keptBefore);
    expect((await inject('DELETE', `/portal/api/apps/${doomed}`, auth(owner.token))).statusCode).toBe(404);
  });
});
