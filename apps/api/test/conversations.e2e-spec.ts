import { BotmeterRecordsRepository } from '@parley/botmeter';
import { WebchatConversationEntity, WebchatDeliveryEntity, WebchatMessageEntity } from '@parley/persistence';
import { createTestingApi, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppRole } from '../src/modules/apps/app-context';
import { AppMembersRepository } from '../src/modules/apps/app-members.repository';

type Method = 'GET' | 'POST';
type Headers = Record<string, string>;
interface Account {
  token: string;
  accountId: string;
  appId: string;
  key: string;
}

const T0 = Date.UTC(2026, 9, 1, 12);
const at = (minutes: number) => T0 + minutes * 60_000;
const iso = (minutes: number) => new Date(at(minutes)).toISOString();

/** Exchanges as a bot logs them: two conversations, one exchange without a conversation. */
const RECORDS = [
  { timestamp: at(0), channel: 'messenger', user_id: 'u1', conversation_id: 'c1', body: 'hello there', responses: ['Hi!'], intent: { name: 'greet', score: 0.92 } },
  { timestamp: at(1), channel: 'messenger', user_id: 'u1', conversation_id: 'c1', body: 'can I pay in bitcoin', responses: ['Sorry?'] },
  { timestamp: at(2), channel: 'messenger', user_id: 'u1', conversation_id: 'c1', body: 'thanks a lot', responses: ['You are welcome.'], intent: { name: 'thanks', score: 0.41 } },
  { timestamp: at(3), channel: 'webchat', user_id: 'u2', conversation_id: 'c2', body: 'Can I pay in Bitcoin?', responses: ['Sorry?'] },
  { timestamp: at(4), channel: 'webchat', user_id: 'u2', conversation_id: 'c2', body: 'opening hours', responses: ['9 to 5'], intent: { name: 'hours', score: 0.95 } },
  { timestamp: at(5), channel: 'messenger', user_id: 'u3', body: 'refund please', responses: ['Sorry?'] },
];

describe('conversations and the needs-attention inbox', () => {
  let api: TestingApi;
  let members: AppMembersRepository;
  const a: Account = { token: '', accountId: '', appId: '', key: '' };
  const b: Account = { token: '', accountId: '', appId: '', key: '' };
  const roles = new Map<string, AppRole>();

  const inject = (method: Method, url: string, headers: Headers, payload?: unknown) =>
    api.app.inject({ method, url, headers, payload: method === 'GET' ? undefined : (payload as object) });
  const session = (who: Account, appId = who.appId): Headers => ({ authorization: `Bearer ${who.token}`, 'app-id': appId });
  const key = (who: Account): Headers => ({ 'app-key': who.key, 'app-id': who.appId });
  const get = async (url: string, headers: Headers = session(a)) => {
    const res = await inject('GET', url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** The conversations of a list query, as (conversation or record text, exchanges). */
  const listed = async (query: string) =>
    ((await get(`/conversations?${query}`))._content as { conversationId: string | null; text: string }[]).map((c) => c.conversationId ?? `(${c.text})`);

  async function signUpWithApp(who: Account, name: string) {
    const signUp = await inject('POST', '/portal/api/accounts', {}, { email: `${name}-${process.pid}-${Date.now()}@example.com`, password: 'a long enough password', name });
    who.token = signUp.json().token;
    who.accountId = signUp.json().account.id;
    const created = (await inject('POST', '/portal/api/apps', { authorization: `Bearer ${who.token}` }, { name: `${name}'s bot` })).json();
    who.appId = created.app.id;
    who.key = created.key.key;
  }

  beforeAll(async () => {
    api = await createTestingApi();
    members = api.app.get(AppMembersRepository);
    await signUpWithApp(a, 'ada');
    await signUpWithApp(b, 'bob');
    for (const r of RECORDS) expect((await inject('POST', '/botmeter/', key(a), r)).statusCode).toBe(200);
    // A record as the FAQ bot writes it: the classifier's matches with it, here a tie.
    await new BotmeterRecordsRepository(api.dataSource).insertMany([
      {
        appId: a.appId,
        timestamp: new Date(at(6)),
        botVersion: 'parley-faq',
        channel: 'webchat',
        userId: 'u4',
        user: null,
        conversationId: 'c3',
        body: 'pizza or pasta',
        bodyType: 'text',
        responses: ['Which one?'],
        stateIn: null,
        stateOut: null,
        intentName: 'Pizza',
        intentScore: 0.48,
        tags: ['faq'],
        matches: [
          { id: '11111111-1111-4111-8111-111111111111', type: 'QnA', label: 'Pizza', score: 0.48 },
          { id: '22222222-2222-4222-8222-222222222222', type: 'QnA', label: 'Pasta', score: 0.46 },
        ],
      },
    ]);
    // Roles other than owner come from the lookup the access guard asks.
    const real = members.roleOf.bind(members);
    vi.spyOn(members, 'roleOf').mockImplementation(async (appId, accountId) => (await real(appId, accountId)) && (roles.get(accountId) ?? 'owner'));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await api?.close();
  });

  describe('the conversation list', () => {
    it('lists each conversation once, at its latest exchange, newest first, with its size, match and answer', async () => {
      const page = await get('/conversations');
      expect(page.nextCursor).toBeNull();
      expect(page._content).toEqual([
        { conversationId: 'c3', recordId: expect.any(String), userId: 'u4', channel: 'webchat', time: iso(6), exchanges: 1, text: 'pizza or pasta', answer: 'Which one?', match: { name: 'Pizza', score: 0.48 }, tie: true },
        { conversationId: null, recordId: expect.any(String), userId: 'u3', channel: 'messenger', time: iso(5), exchanges: 1, text: 'refund please', answer: 'Sorry?', match: null, tie: false },
        { conversationId: 'c2', recordId: expect.any(String), userId: 'u2', channel: 'webchat', time: iso(4), exchanges: 2, text: 'opening hours', answer: '9 to 5', match: { name: 'hours', score: 0.95 }, tie: false },
        { conversationId: 'c1', recordId: expect.any(String), userId: 'u1', channel: 'messenger', time: iso(2), exchanges: 3, text: 'thanks a lot', answer: 'You are welcome.', match: { name: 'thanks', score: 0.41 }, tie: false },
      ]);
    });

    it('filters the conversations a person answered (human handover) from those the bot answered alone', async () => {
      const c: Account = { token: '', accountId: '', appId: '', key: '' };
      await signUpWithApp(c, 'cyd');
      const turn = (minutes: number, conversationId: string, botVersion: string, tags: string[], body: string, answer: string) => ({
        appId: c.appId,
        timestamp: new Date(at(minutes)),
        botVersion,
        channel: 'webchat',
        userId: `user-${conversationId}`,
        user: null,
        conversationId,
        body,
        bodyType: 'text' as const,
        responses: [answer],
        stateIn: null,
        stateOut: null,
        intentName: null,
        intentScore: null,
        tags,
        matches: [],
      });
      // h1: the bot, then a person (an operator turn as the webchat server records it); h2: the bot alone.
      await new BotmeterRecordsRepository(api.dataSource).insertMany([
        turn(0, 'h1', 'parley-faq', ['faq'], 'I want to talk to a human', 'Sorry?'),
        turn(1, 'h1', 'parley-operator', ['operator', 'operator:someone'], '', 'Ana here, how can I help?'),
        turn(2, 'h2', 'parley-faq', ['faq'], 'opening hours', '9 to 5'),
      ]);
      const ids = async (query: string) => ((await get(`/conversations?${query}`, session(c)))._content as { conversationId: string }[]).map((r) => r.conversationId);
      expect(await ids('')).toEqual(['h2', 'h1']);
      expect(await ids('answeredBy=person')).toEqual(['h1']);
      expect(await ids('answeredBy=bot')).toEqual(['h2']);
      // A conversation a person answered is found by the visitor's words too.
      expect(await ids('answeredBy=person&q=human')).toEqual(['h1']);
      const bad = await inject('GET', '/conversations?answeredBy=robot', session(c));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([{ field: 'answeredBy', problem: 'must be person or bot' }]);
    });

    it('pages by cursor without repeating or missing a conversation', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: { _content: { conversationId: string | null; text: string }[]; nextCursor: string | null } = await get(
          `/conversations?size=1${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page._content.map((c) => c.conversationId ?? `(${c.text})`));
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(seen).toEqual(['c3', '(refund please)', 'c2', 'c1']);
    });

    it('filters by matched, text, channel, user and time, showing each conversation at its latest matching exchange', async () => {
      expect(await listed('matched=false')).toEqual(['(refund please)', 'c2', 'c1']);
      const unmatched = (await get('/conversations?matched=false&channel=webchat'))._content;
      expect(unmatched.map((c: { text: string }) => c.text)).toEqual(['Can I pay in Bitcoin?']);
      expect(await listed('matched=true')).toEqual(['c3', 'c2', 'c1']);
      // Words of any case, the last one a prefix.
      expect(await listed('q=BITCOIN')).toEqual(['c2', 'c1']);
      expect(await listed('q=pay%20bitc')).toEqual(['c2', 'c1']);
      expect(await listed('q=refund')).toEqual(['(refund please)']);
      expect(await listed('channel=webchat')).toEqual(['c3', 'c2']);
      expect(await listed('channel=api')).toEqual(['(refund please)', 'c1']);
      expect(await listed('user_id=u1')).toEqual(['c1']);
      expect(await listed(`from=${iso(1)}&to=${iso(4)}`)).toEqual(['c2', 'c1']);
      expect(await listed(`matched=false&q=bitcoin&from=${iso(2)}&to=${iso(10)}`)).toEqual(['c2']);
    });

    it('answers 400 naming every bad filter', async () => {
      const res = await inject('GET', `/conversations?size=0&channel=sms&matched=maybe&cursor=junk&q=!!!&from=${iso(5)}&to=${iso(1)}`, session(a));
      expect(res.statusCode).toBe(400);
      const fields = (res.json().details as { field: string }[]).map((d) => d.field).sort();
      expect(fields).toEqual(['channel', 'matched', 'size']);
      // What the schema accepts is then checked together.
      const rest = await inject('GET', `/conversations?cursor=junk&q=!!!&from=${iso(5)}&to=${iso(1)}`, session(a));
      expect(rest.statusCode).toBe(400);
      expect(rest.json().details).toEqual([
        { field: 'to', problem: 'must be after from' },
        { field: 'cursor', problem: 'must be the nextCursor of a page' },
        { field: 'q', problem: 'must contain a letter or a digit' },
      ]);
    });
  });

  describe('a transcript', () => {
    it('shows a logged conversation in order: each user message with its match and score, then the answers', async () => {
      const t = await get('/conversations/c1');
      expect(t).toMatchObject({ conversationId: 'c1', source: 'botmeter', userId: 'u1', channel: 'messenger', truncated: false });
      expect(t.messages.map((m: { sender: string; text: string; match: unknown }) => [m.sender, m.text, m.match])).toEqual([
        ['user', 'hello there', { name: 'greet', score: 0.92 }],
        ['bot', 'Hi!', null],
        ['user', 'can I pay in bitcoin', null],
        ['bot', 'Sorry?', null],
        ['user', 'thanks a lot', { name: 'thanks', score: 0.41 }],
        ['bot', 'You are welcome.', null],
      ]);
      expect(t.messages[0].time).toBe(iso(0));
      const tie = await get('/conversations/c3');
      expect(tie.messages[0].matches.map((m: { label: string }) => m.label)).toEqual(['Pizza', 'Pasta']);
    });

    it("shows a webchat conversation's messages both ways, with each user message's delivery and classification", async () => {
      const conv = await api.dataSource.getRepository(WebchatConversationEntity).save({ appId: a.appId, userId: 'web-user' });
      const messages = api.dataSource.getRepository(WebchatMessageEntity);
      const asked = await messages.save({ conversationId: conv.id, sender: 'user', type: 'text', payload: { value: 'do you deliver?' }, clientMessageId: 'm1', referrer: null });
      const failed = await messages.save({ conversationId: conv.id, sender: 'user', type: 'text', payload: { value: 'hello?' }, clientMessageId: 'm2', referrer: null });
      await messages.save({ conversationId: conv.id, sender: 'bot', type: 'quickreplies', payload: { value: ['Yes', 'No'] }, clientMessageId: null, referrer: null });
      const deliveries = api.dataSource.getRepository(WebchatDeliveryEntity);
      await deliveries.save({ messageId: asked.id, conversationId: conv.id, appId: a.appId, status: 'delivered', attempts: 1, deliveredAt: new Date() });
      await deliveries.save({ messageId: failed.id, conversationId: conv.id, appId: a.appId, status: 'failed', attempts: 7, lastError: 'HTTP 500 from the webhook' });
      // The bot's record of the first message: same conversation, same time to the millisecond.
      const stored: { created_at: Date }[] = await api.dataSource.query('SELECT created_at FROM webchat_messages WHERE id = $1', [asked.id]);
      await inject('POST', '/botmeter/', key(a), { timestamp: stored[0]!.created_at.getTime(), channel: 'webchat', user_id: 'web-user', conversation_id: conv.id, body: 'do you deliver?', intent: { name: 'delivery', score: 0.77 } });

      const t = await get(`/conversations/${conv.id}`);
      expect(t).toMatchObject({ conversationId: conv.id, source: 'webchat', userId: 'web-user', channel: 'webchat' });
      expect(t.messages).toMatchObject([
        { sender: 'user', type: 'text', text: 'do you deliver?', classified: true, match: { name: 'delivery', score: 0.77 }, delivery: { status: 'delivered', attempts: 1, lastError: null } },
        { sender: 'user', type: 'text', text: 'hello?', classified: false, match: null, delivery: { status: 'failed', attempts: 7, lastError: 'HTTP 500 from the webhook', deliveredAt: null } },
        { sender: 'bot', type: 'quickreplies', text: 'Yes | No', match: null, delivery: null },
      ]);
    });

    it('answers 404 for a conversation the App does not have', async () => {
      expect((await inject('GET', '/conversations/nope', session(a))).statusCode).toBe(404);
      expect((await inject('GET', '/conversations/c1', session(b))).statusCode).toBe(404);
    });
  });

  describe('the needs-attention inbox', () => {
    const range = `from=${iso(-60)}&to=${iso(60)}`;
    let qnaId = '';

    beforeAll(async () => {
      const created = await inject('POST', '/trainer/api/v0/qnas', key(a), {
        title: 'Payment methods',
        utterances: [{ value: 'How can I pay?' }, { value: 'Do you accept credit cards?' }, { value: 'which payment options do you have' }],
        answers: [[{ type: 'text', payload: { value: 'Cards and PayPal.' } }]],
      });
      qnaId = created.json().qna.id;
      await inject('POST', '/trainer/api/v0/qnas', key(a), {
        title: 'Opening hours',
        utterances: [{ value: 'when are you open' }, { value: 'opening hours' }, { value: 'are you open on sunday' }],
      });
    });

    it('groups unmatched, low-scored and tied messages by their text, most frequent first, with the classifier\'s suggestions', async () => {
      const page = await get(`/attention?${range}`);
      expect(page.total).toBe(4);
      expect(page._content.map((g: { key: string; count: number }) => [g.key, g.count])).toEqual([
        ['can i pay in bitcoin', 2],
        ['pizza or pasta', 1],
        ['refund please', 1],
        ['thanks a lot', 1],
      ]);
      const [bitcoin, tie, , low] = page._content;
      expect(bitcoin).toMatchObject({ text: 'Can I pay in Bitcoin?', unmatched: 2, low: 0, ties: 0, recorded: null, lastAt: iso(3) });
      expect(bitcoin.suggestions[0]).toMatchObject({ id: qnaId, type: 'QnA', label: 'Payment methods' });
      expect(bitcoin.suggestions.length).toBeLessThanOrEqual(3);
      expect(tie).toMatchObject({ ties: 1, unmatched: 0, recorded: { name: 'Pizza', score: 0.48 } });
      expect(low).toMatchObject({ low: 1, recorded: { name: 'thanks', score: 0.41 } });
      // A lower review band leaves the low score out.
      expect((await get(`/attention?${range}&review_below=0.4`))._content.map((g: { key: string }) => g.key)).not.toContain('thanks a lot');
    });

    it("explains a sentence for the try-it: the best candidates whatever their score, the decision, the App's threshold and margin", async () => {
      // The model answering covers both QnAs (a classification answers with the model at hand while
      // the newest trains: wait for the status to say it is served).
      for (;;) {
        const status = (await inject('GET', '/trainer/api/v0/status', session(a))).json();
        if (status.state === 'idle' && status.modelVersion === status.dataVersion) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const res = await inject('POST', '/trainer/api/v0/classify/explain', session(a), { sentence: 'which payment options' });
      expect(res.statusCode, res.body).toBe(200);
      const e = res.json();
      const settings = (await inject('GET', `/portal/api/apps/${a.appId}`, { authorization: `Bearer ${a.token}` })).json();
      expect(e).toMatchObject({ threshold: settings.classificationThreshold, margin: settings.ambiguityMargin });
      expect(e.candidates.map((c: { label: string }) => c.label)).toEqual(['Payment methods', 'Opening hours']);
      expect(e.candidates[0].answers).toEqual([[{ type: 'text', payload: { value: 'Cards and PayPal.' } }]]);
      expect(e.matches.map((c: { label: string }) => c.label)).toEqual(['Payment methods']);
      expect(e.typos).toEqual([]);
      // A misspelt word of the App's is read as it, and the try-it says so.
      const misspelt = (await inject('POST', '/trainer/api/v0/classify/explain', session(a), { sentence: 'which paymnet options' })).json();
      expect(misspelt.typos).toEqual([{ word: 'paymnet', readAs: 'payment' }]);
      expect(misspelt.matches.map((c: { label: string }) => c.label)).toEqual(['Payment methods']);
      const nothing = (await inject('POST', '/trainer/api/v0/classify/explain', session(a), { sentence: 'zebra quantum violin' })).json();
      expect(nothing.matches).toEqual([]);
      expect(nothing.candidates.length).toBeGreaterThan(0);
      expect((await inject('POST', '/trainer/api/v0/classify/explain', session(a), {})).statusCode).toBe(400);
    });

    it('adds a message to a QnA, retrains, says it matches now, and takes the group out of the inbox', async () => {
      const res = await inject('POST', '/attention/utterance', session(a), { key: 'can i pay in bitcoin', text: 'Can I pay in Bitcoin?', targetType: 'QnA', targetId: qnaId });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ action: 'utterance', targetId: qnaId, now: { matched: true, match: { name: 'Payment methods' } } });
      const qna = (await get(`/trainer/api/v0/qnas/${qnaId}`, key(a))).qna;
      expect(qna.utterances.map((u: { value: string }) => u.value)).toContain('Can I pay in Bitcoin?');
      expect((await get(`/attention?${range}`))._content.map((g: { key: string }) => g.key)).not.toContain('can i pay in bitcoin');
    });

    it('makes a new QnA of a message, which then matches', async () => {
      const res = await inject('POST', '/attention/qna', session(a), { key: 'refund please', text: 'refund please', title: 'Refunds', answer: 'Refunds take 5 days.' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ action: 'qna', now: { matched: true, match: { name: 'Refunds' } } });
      const made = (await get(`/trainer/api/v0/qnas/${res.json().targetId}`, key(a))).qna;
      expect(made).toMatchObject({ title: 'Refunds', utterances: [{ value: 'refund please' }], answers: [[{ type: 'text', payload: { value: 'Refunds take 5 days.' } }]] });
    });

    it('dismisses a group until a later message of the same text', async () => {
      expect((await inject('POST', '/attention/dismiss', session(a), { key: 'thanks a lot' })).statusCode).toBe(200);
      expect((await get(`/attention?${range}`))._content.map((g: { key: string }) => g.key)).toEqual(['pizza or pasta']);
      await inject('POST', '/botmeter/', key(a), { timestamp: Date.now() + 60_000, user_id: 'u9', body: 'Thanks a lot!' });
      const back = await get(`/attention?from=${iso(-60)}&to=${new Date(Date.now() + 3_600_000).toISOString()}`);
      expect(back._content.find((g: { key: string }) => g.key === 'thanks a lot')).toMatchObject({ count: 1, text: 'Thanks a lot!' });
    });

    it('takes in a button the bot could not answer (a postback that got the fallback), by its text', async () => {
      const posted = await inject('POST', '/botmeter/', key(b), {
        timestamp: at(7),
        channel: 'webchat',
        user_id: 'v1',
        conversation_id: 'cv1',
        body: 'Talk to a human',
        body_type: 'postback',
        responses: ["Sorry, I don't know the answer to that yet."],
      });
      expect(posted.statusCode, posted.body).toBe(200);
      const inbox = await get(`/attention?${range}`, session(b));
      expect(inbox._content).toEqual([expect.objectContaining({ key: 'talk to a human', text: 'Talk to a human', count: 1, unmatched: 1 })]);
    });

    it('answers 400 naming every problem of an action, and 404 for a QnA of another App', async () => {
      const bad = await inject('POST', '/attention/utterance', session(a), { key: '', targetType: 'Answer', targetId: 'x' });
      expect(bad.statusCode).toBe(400);
      expect((bad.json().details as { field: string }[]).map((d) => d.field).sort()).toEqual(['key', 'targetId', 'targetType', 'text']);
      const badQuery = await inject('GET', '/attention?review_below=2&size=500', session(a));
      expect((badQuery.json().details as { field: string }[]).map((d) => d.field).sort()).toEqual(['review_below', 'size']);
      const bQna = (await inject('POST', '/trainer/api/v0/qnas', key(b), { title: 'Theirs', utterances: [{ value: 'x y z' }] })).json().qna.id;
      const foreign = await inject('POST', '/attention/utterance', session(a), { key: 'k', text: 'hello', targetType: 'QnA', targetId: bQna });
      expect(foreign.statusCode).toBe(404);
      expect((await get(`/trainer/api/v0/qnas/${bQna}`, key(b))).qna.utterances).toEqual([{ value: 'x y z' }]);
    });
  });

  describe('who may', () => {
    const READS = ['/conversations', '/conversations/c1', `/attention`];
    // Classify's explanation is read by any member, as classify is.
    const ACTS: [string, unknown][] = [
      ['/attention/dismiss', { key: 'pizza or pasta' }],
      ['/attention/qna', { key: 'pizza or pasta', text: 'pizza or pasta', title: 'Italian' }],
      ['/attention/utterance', { key: 'pizza or pasta', text: 'pizza or pasta', targetType: 'QnA', targetId: '11111111-1111-4111-8111-111111111111' }],
    ];

    it("answers 404 to another account's session on every route, and 401 without a session", async () => {
      for (const url of READS) expect([url, (await inject('GET', url, session(b, a.appId))).statusCode]).toEqual([url, 404]);
      for (const [url, body] of ACTS) expect([url, (await inject('POST', url, session(b, a.appId), body)).statusCode]).toEqual([url, 404]);
      expect((await inject('GET', '/conversations', { 'app-id': a.appId })).statusCode).toBe(401);
    });

    it('lets a viewer read but not act (403), and changes nothing', async () => {
      roles.set(a.accountId, 'viewer');
      try {
        for (const url of READS) expect([url, (await inject('GET', url, session(a))).statusCode]).toEqual([url, 200]);
        for (const [url, body] of ACTS) {
          const res = await inject('POST', url, session(a), body);
          expect([url, res.statusCode, res.json().message]).toEqual([url, 403, 'This needs the editor role on the App: this account is viewer']);
        }
      } finally {
        roles.delete(a.accountId);
      }
      expect((await get(`/attention?from=${iso(-60)}&to=${iso(60)}`))._content.map((g: { key: string }) => g.key)).toEqual(['pizza or pasta']);
    });

    it('lets an editor and an App-Key act', async () => {
      roles.set(a.accountId, 'editor');
      try {
        expect((await inject('POST', '/attention/dismiss', session(a), { key: 'pizza or pasta' })).statusCode).toBe(200);
      } finally {
        roles.delete(a.accountId);
      }
      expect((await inject('POST', '/attention/dismiss', key(a), { key: 'pizza or pasta' })).statusCode).toBe(200);
      expect((await inject('GET', '/conversations', key(a))).statusCode).toBe(200);
    });
  });
});
