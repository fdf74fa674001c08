import type { ConversationMessage } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { chatReducer, compareIds, lastMessageId, pendingItems, type ChatAction, type ChatItem } from './messages';

const at = '2024-05-01T10:00:00.000Z';
const bot = (id: string, value = `bot ${id}`): ConversationMessage => ({
  id,
  sender: 'bot',
  message: { type: 'text', payload: { value } },
  createdAt: at,
});
const user = (id: string, clientMessageId?: string, value = `user ${id}`): ConversationMessage => ({
  id,
  sender: 'user',
  message: { type: 'text', payload: { value } },
  createdAt: at,
  clientMessageId,
});
const send = (clientMessageId: string, value = clientMessageId): ChatAction => ({
  type: 'sending',
  clientMessageId,
  message: { type: 'text', payload: { value } },
  createdAt: at,
});
const got = (...messages: unknown[]): ChatAction => ({ type: 'received', messages: messages as ConversationMessage[] });

const run = (actions: ChatAction[]): ChatItem[] => actions.reduce(chatReducer, [] as ChatItem[]);
const view = (items: ChatItem[]) => items.map((i) => `${i.sender}:${i.id ?? '-'}:${i.status}`);

// Each row: what happened, in order, and what the user sees.
const scenarios: [string, ChatAction[], string[]][] = [
  ['shows history in id order', [got(bot('3'), bot('1'), bot('2'))], ['bot:1:sent', 'bot:2:sent', 'bot:3:sent']],
  ['orders numeric ids as numbers', [got(bot('10'), bot('9'), bot('100'))], ['bot:9:sent', 'bot:10:sent', 'bot:100:sent']],
  ['orders ULID-like ids as strings', [got(bot('01HZB'), bot('01HZA'))], ['bot:01HZA:sent', 'bot:01HZB:sent']],
  [
    'shows a message replayed after a reconnect once',
    [got(bot('1'), bot('2')), got(bot('2'), bot('3')), got(bot('3'))],
    ['bot:1:sent', 'bot:2:sent', 'bot:3:sent'],
  ],
  [
    'slots a late history message before newer live ones',
    [got(bot('5')), got(bot('4'), bot('3'))],
    ['bot:3:sent', 'bot:4:sent', 'bot:5:sent'],
  ],
  ['shows a sent message at once as pending', [got(bot('1')), send('c1')], ['bot:1:sent', 'user:-:pending']],
  [
    'replaces the pending message by its stored echo',
    [got(bot('1')), send('c1'), got(user('2', 'c1'))],
    ['bot:1:sent', 'user:2:sent'],
  ],
  [
    'keeps one copy when the echo arrives twice (live and history)',
    [send('c1'), got(user('2', 'c1')), got(bot('1'), user('2', 'c1'))],
    ['bot:1:sent', 'user:2:sent'],
  ],
  [
    'keeps pending messages after stored ones, in send order',
    [send('c1'), send('c2'), got(bot('7'))],
    ['bot:7:sent', 'user:-:pending', 'user:-:pending'],
  ],
  ['ignores a double send of the same client id', [send('c1'), send('c1')], ['user:-:pending']],
  [
    'shows a message sent from another tab',
    [send('c1'), got(user('4', 'other-tab'))],
    ['user:4:sent', 'user:-:pending'],
  ],
  ['marks a rejected message failed', [send('c1'), { type: 'failed', clientMessageId: 'c1' }], ['user:-:failed']],
  [
    'retries a failed message',
    [send('c1'), { type: 'failed', clientMessageId: 'c1' }, { type: 'retry', clientMessageId: 'c1' }],
    ['user:-:pending'],
  ],
  [
    'drops malformed server messages',
    [got(null, {}, { id: '', message: { type: 'text' } }, { id: '1' }, 'x', bot('2'))],
    ['bot:2:sent'],
  ],
];

describe('chatReducer', () => {
  it.each(scenarios)('%s', (_title, actions, expected) => {
    expect(view(run(actions))).toEqual(expected);
  });

  it('keeps the render key of a pending message once stored, so the bubble is not re-created', () => {
    const items = run([send('c1'), got(user('9', 'c1'))]);
    expect(items[0].key).toBe('c1');
  });

  it('returns the same array when nothing new arrived, so nothing re-renders', () => {
    const items = run([got(bot('1'))]);
    expect(chatReducer(items, got(bot('1')))).toBe(items);
  });
});

describe('operator and system messages', () => {
  const operator = (id: string, name: unknown, avatarUrl?: string): ConversationMessage =>
    ({ id, sender: 'operator', operator: { name, avatarUrl }, message: { type: 'text', payload: { value: `op ${id}` } }, createdAt: at }) as ConversationMessage;
  const system = (id: string, event: string): ConversationMessage =>
    ({ id, sender: 'system', event, message: { type: 'text', payload: { value: 'Alice joined the conversation' } }, createdAt: at }) as ConversationMessage;

  it('keeps who sent each message: the visitor, the bot, a person of the team, or the conversation itself', () => {
    const items = run([got(bot('1'), system('2', 'taken'), operator('3', 'Alice', 'https://cdn.example/alice.png'), user('4'))]);
    expect(view(items)).toEqual(['bot:1:sent', 'system:2:sent', 'operator:3:sent', 'user:4:sent']);
    expect(items[1].event).toBe('taken');
    expect(items[2].operator).toEqual({ name: 'Alice', avatarUrl: 'https://cdn.example/alice.png' });
    expect(items[0].operator).toBeUndefined();
  });

  it("names an operator whose name is missing or not a string with '' and reads an unknown sender as the bot", () => {
    const items = run([got(operator('1', undefined), { ...bot('2'), sender: 'robot' })]);
    expect(items[0].operator).toEqual({ name: '', avatarUrl: undefined });
    expect(items[1].sender).toBe('bot');
  });
});

describe('lastMessageId and pendingItems', () => {
  it('gives the newest stored id and the messages to re-send', () => {
    const items = run([got(bot('9'), bot('10')), send('c1'), send('c2'), { type: 'failed', clientMessageId: 'c2' }]);
    expect(lastMessageId(items)).toBe('10');
    expect(pendingItems(items).map((i) => i.clientMessageId)).toEqual(['c1']);
    expect(lastMessageId([])).toBeUndefined();
  });

  it('compares ids', () => {
    expect(compareIds('2', '10')).toBeLessThan(0);
    expect(compareIds('b', 'a')).toBeGreaterThan(0);
    expect(compareIds('a', 'a')).toBe(0);
  });
});
