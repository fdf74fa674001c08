import { createTestApp, createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { push, text } from './helpers';

describe('push endpoint: validation, tokens, docs', () => {
  let w: TestingWebchat;
  let token: string;

  beforeAll(async () => {
    w = await createTestingWebchat();
    token = (await createTestApp(w.dataSource)).appToken;
  });
  afterAll(() => w.close());

  const malformed: { name: string; body: unknown; details: { field: string; problem: string }[] }[] = [
    { name: 'not an object', body: [1], details: [{ field: 'body', problem: 'must be a JSON object {type, payload}' }] },
    { name: 'no type', body: { payload: { value: 'x' } }, details: [{ field: 'type', problem: 'must be one of text, table, quickreplies, actions, image, cards' }] },
    { name: 'a user-only type', body: { type: 'postback', payload: { value: {} } }, details: [{ field: 'type', problem: 'must be one of text, table, quickreplies, actions, image, cards' }] },
    { name: 'text without payload', body: { type: 'text' }, details: [{ field: 'payload', problem: 'is required' }] },
    { name: 'text with a number', body: { type: 'text', payload: { value: 3 } }, details: [{ field: 'payload.value', problem: 'must be a string' }] },
    {
      name: 'quick replies with an empty and a non-string entry',
      body: { type: 'quickreplies', payload: { value: ['ok', '', 7] } },
      details: [
        { field: 'payload.value.1', problem: 'must not be empty' },
        { field: 'payload.value.2', problem: 'must be a string' },
      ],
    },
    {
      name: 'actions with several problems',
      body: {
        type: 'actions',
        payload: { value: [{ type: 'link', text: 'x', value: 'javascript:alert(1)' }, { type: 'call', text: 'x', value: 'y' }, { type: 'postback', value: 'notobject' }] },
      },
      details: [
        { field: 'payload.value.0.value', problem: 'must be an http(s), mailto: or tel: URL' },
        { field: 'payload.value.1.type', problem: 'must be one of link, postback' },
        { field: 'payload.value.2.text', problem: 'is required' },
        { field: 'payload.value.2.value', problem: 'must be an object' },
      ],
    },
    {
      name: 'an image with a data: picture and a javascript: link',
      body: { type: 'image', payload: { value: { url: 'data:image/png;base64,AAAA', alt: 'x', link: 'javascript:alert(1)' } } },
      details: [
        { field: 'payload.value.url', problem: 'must be an http(s) URL' },
        { field: 'payload.value.link', problem: 'must be an http(s) URL' },
      ],
    },
    {
      name: 'cards with an untitled card and a vbscript: picture',
      body: { type: 'cards', payload: { value: [{ subtitle: 'x', image: 'vbscript:msgbox(1)' }] } },
      details: [
        { field: 'payload.value.0.title', problem: 'is required' },
        { field: 'payload.value.0.image', problem: 'must be an http(s) URL' },
      ],
    },
    { name: 'typing that is not a boolean', body: { type: 'typing', payload: { value: 'yes' } }, details: [{ field: 'payload.value', problem: 'must be a boolean' }] },
    {
      name: 'a table without columns and a bad row',
      body: { type: 'table', payload: { value: { schema: [], rows: ['x'] } } },
      details: [
        { field: 'payload.value.schema', problem: 'must hold at least one column' },
        { field: 'payload.value.rows.0', problem: 'must be an object mapping column keys to strings' },
      ],
    },
  ];

  it.each(malformed)('answers 400 listing every problem for $name', async ({ body, details }) => {
    const res = await push(w.url, token, 'u1', body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { statusCode: number; error: string; message: string; details: unknown[] };
    expect(json).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(json.details).toEqual(details);
    expect(json.message).toContain(details[0]!.field);
  });

  it('answers 400 to what PostgreSQL cannot store (a NUL character, a lone surrogate, absurd nesting) and stores the pushes batched with it', async () => {
    const deep = JSON.parse(`${'['.repeat(100)}1${']'.repeat(100)}`) as unknown;
    const bad = [
      { body: text('a\u0000b'), user: 'nul-1', details: [{ field: 'payload.value', problem: 'must not contain the NUL character' }] },
      {
        body: { type: 'actions', payload: { value: [{ type: 'postback', text: 'Buy', value: { sku: 'x\u0000', nested: deep } }] } },
        user: 'nul-2',
        details: [
          { field: 'payload.value.0.value.sku', problem: 'must not contain the NUL character' },
          { field: `payload.value.0.value.nested${'.0'.repeat(27)}`, problem: 'must not nest objects or arrays more than 32 levels deep' },
        ],
      },
      { body: text('hi'), user: 'nul\u0000user', details: [{ field: 'userId', problem: 'must not contain the NUL character' }] },
      { body: { type: 'quickreplies', payload: { value: ['fine', 'half a pair \ud83d'] } }, user: 'surrogate', details: [{ field: 'payload.value.1', problem: 'must be well-formed Unicode (it holds a lone surrogate)' }] },
    ];
    // Sent together, so they would share a batch with the good ones if they got that far.
    const [good1, ...rest] = await Promise.all([push(w.url, token, 'beside-nul-1', text('ok 1')), ...bad.map((b) => push(w.url, token, b.user, b.body)), push(w.url, token, 'beside-nul-2', text('ok 2'))]);
    const good2 = rest.pop()!;
    expect([good1.status, good2.status]).toEqual([200, 200]);
    for (const [i, res] of rest.entries()) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { details: unknown }).details).toEqual(bad[i]!.details);
    }
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await push(w.url, token, 'u1', '{"type":');
    expect(res.status).toBe(400);
  });

  it('answers 415 for a non-JSON content type', async () => {
    const res = await push(w.url, token, 'u1', 'hello', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
  });

  it('drops unknown fields instead of storing them', async () => {
    expect((await push(w.url, token, 'extras', { ...text('hi'), context: { a: 1 } })).status).toBe(200);
    const rows = await w.dataSource.query(
      `SELECT m.payload FROM webchat_messages m JOIN webchat_conversations c ON c.id = m.conversation_id WHERE c.user_id = 'extras'`,
    );
    expect(rows[0].payload).toEqual({ value: 'hi' });
  });

  it('answers 404 for an unknown app token', async () => {
    const res = await push(w.url, 'unknown-token', 'u1', text('hi'));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('documents the push endpoint in /docs-json', async () => {
    const doc = (await (await fetch(`${w.url}/docs-json`)).json()) as {
      paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: unknown }> } } }>;
      components: { schemas: Record<string, { oneOf?: { $ref: string }[] }> };
    };
    const op = doc.paths['/bots/{appToken}/users/{userId}/conversation/messages']?.post;
    expect(op?.requestBody?.content['application/json']?.schema).toEqual({
      oneOf: [{ $ref: '#/components/schemas/BotMessage' }, { $ref: '#/components/schemas/TypingPush' }],
    });
    expect(doc.components.schemas.TypingPush).toBeDefined();
    // Every bot message type, each a component of its own.
    const types = doc.components.schemas.BotMessage!.oneOf!.map((o) => o.$ref.split('/').pop()!);
    expect(types).toEqual(['TextMessage', 'TableMessage', 'QuickRepliesMessage', 'ActionsMessage', 'ImageMessage', 'CardsMessage']);
    for (const t of types) expect(doc.components.schemas[t]).toBeDefined();
  });
});
