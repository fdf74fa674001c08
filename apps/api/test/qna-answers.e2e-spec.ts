import {
  createTestApp,
  createTestingApi,
  createTestingWebchat,
  type TestAppCredentials,
  type TestingApi,
  type TestingWebchat,
  waitForTraining,
} from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { BOT_MESSAGE_TYPES } from '@parley/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient } from '../../webchat/test/helpers';

/**
 * A QnA's answers are the messages the webchat widget shows: the trainer refuses on write what the
 * widget could not show (naming each bad field), and what it accepts the FAQ bot sends as written.
 */
describe('QnA answers: checked by the trainer, sent by the FAQ bot', () => {
  let api: TestingApi;
  let webchat: TestingWebchat;
  let creds: TestAppCredentials;

  const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    api.app.inject({ method, url: `/trainer/api/v0/${url}`, payload: payload as object, headers: creds.headers });

  beforeAll(async () => {
    [api, webchat] = await Promise.all([createTestingApi(), createTestingWebchat()]);
    creds = await createTestApp(api.dataSource);
  });
  afterAll(() => Promise.all([api?.close(), webchat?.close()]));

  const unshowable = [
    { answer: [{ type: 'text', payload: {} }], field: 'answers.0.0.payload.value', problem: 'is required' },
    {
      answer: [{ type: 'quickreplies', payload: { value: [] } }],
      field: 'answers.1.0.payload.value',
      problem: 'must hold at least one string',
    },
    {
      answer: [{ type: 'carousel', payload: { value: 'x' } }],
      field: 'answers.2.0.type',
      problem: `must be one of ${BOT_MESSAGE_TYPES.join(', ')}`,
    },
    {
      answer: [{ type: 'text', payload: { value: 'ok' } }, { payload: { value: 'no type' } }],
      field: 'answers.3.1.type',
      problem: `must be one of ${BOT_MESSAGE_TYPES.join(', ')}`,
    },
    {
      answer: [{ type: 'table', payload: { value: { schema: [{ key: 'day', label: 'Day' }], rows: [{ day: { nested: true } }] } } }],
      field: 'answers.4.0.payload.value.rows.0.day',
      problem: 'must be a string',
    },
    {
      answer: [{ type: 'actions', payload: { value: [{ type: 'link', text: 'Click', value: 'javascript:alert(1)' }] } }],
      field: 'answers.5.0.payload.value.0.value',
      problem: 'must be an http(s), mailto: or tel: URL',
    },
    { answer: [], field: 'answers.6', problem: 'must hold at least one message' },
    { answer: 'Card or PayPal.', field: 'answers.7', problem: 'must be an array of messages' },
  ];

  it('refuses an answer the widget cannot show with a 400 naming each bad field, and stores nothing', async () => {
    const title = `bad answers ${randomUUID()}`;
    const res = await call('POST', 'qnas', { title, utterances: [{ value: 'how can I pay' }], answers: unshowable.map((u) => u.answer) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(unshowable.map(({ field, problem }) => ({ field, problem })));
    const list = (await call('GET', 'qnas?size=100')).json();
    expect(list._content.map((q: { title: string }) => q.title)).not.toContain(title);
  });

  it('refuses the same answers on update, leaving the QnA as it was', async () => {
    const created = await call('POST', 'qnas', { title: 'Opening hours', answers: [[{ type: 'text', payload: { value: '9 to 5' } }]] });
    expect(created.statusCode).toBe(201);
    const id = created.json().qna.id;
    const res = await call('PUT', `qnas/${id}`, { answers: [[{ type: 'text', payload: { value: '' } }]] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'answers.0.0.payload.value', problem: 'must not be empty' }]);
    expect((await call('GET', `qnas/${id}`)).json().qna.answers).toEqual([[{ type: 'text', payload: { value: '9 to 5' } }]]);
  });

  it('accepts a table, quick replies and actions, and the FAQ bot sends them as written', async () => {
    const rich = [
      { type: 'text', payload: { value: 'Here are our delivery options.' } },
      {
        type: 'table',
        payload: {
          value: {
            schema: [
              { key: 'mode', label: 'Mode' },
              { key: 'days', label: 'Days' },
            ],
            rows: [
              { mode: 'Standard', days: 3 },
              { mode: 'Express', days: '1' },
            ],
          },
        },
      },
      { type: 'quickreplies', payload: { value: ['Track my parcel', 'Change my address'] } },
      {
        type: 'actions',
        payload: {
          value: [
            { type: 'link', text: 'Delivery terms', value: 'https://shop.example/delivery' },
            { type: 'postback', text: 'Talk to someone', value: { intent: 'human' } },
          ],
        },
        extra: 'dropped',
      },
    ];
    const res = await call('POST', 'qnas', {
      title: 'Delivery',
      utterances: ['How long does delivery take?', 'When will my parcel arrive?', 'delivery options', 'shipping time'].map((value) => ({
        value,
      })),
      answers: [rich],
    });
    expect(res.statusCode).toBe(201);
    // Stored as the widget will show it: a number cell as text, unknown fields dropped.
    const stored = res.json().qna.answers[0];
    expect(stored[1].payload.value.rows[0]).toEqual({ mode: 'Standard', days: '3' });
    expect(stored[3]).not.toHaveProperty('extra');
    // Until the new QnA is trained, the App's previous model answers (it knows only the opening
    // hours): a visitor asking at once would get the fallback.
    await waitForTraining(api, creds.headers);

    const client = await connectClient(webchat.url, { appToken: creds.appToken, userId: randomUUID() });
    try {
      await client.send({ type: 'text', payload: { value: 'how long does delivery take' } }, 'ask-1');
      const messages = await client.waitMessages(4, 20_000);
      expect(messages.map((m) => m.sender)).toEqual(['bot', 'bot', 'bot', 'bot']);
      expect(messages.map((m) => m.message)).toEqual(stored);
    } finally {
      client.close();
    }
  });
});
