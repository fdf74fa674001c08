import { describe, expect, it } from 'vitest';
import { matchRows, type NewMessage } from './message.repository';

const APP = '00000000-0000-4000-8000-000000000001';
const text = (value: string) => ({ type: 'text' as const, payload: { value } });
const bot = (userId: string, value: string): NewMessage => ({ appId: APP, userId, sender: 'bot', message: text(value) });
const user = (userId: string, value: string, clientMessageId: string): NewMessage => ({ appId: APP, userId, sender: 'user', message: text(value), clientMessageId });
/** A row as RETURNING gives it: the conversation is identified by app and user. */
const row = (id: number, userId: string, value: string, clientMessageId: string | null = null) => ({
  id: String(id),
  app_id: APP,
  user_id: userId,
  conversation_id: `conv-${userId}`,
  sender: clientMessageId ? ('user' as const) : ('bot' as const),
  type: 'text',
  payload: { value },
  client_message_id: clientMessageId,
  referrer: null,
  created_at: new Date('2026-01-01T00:00:00Z'),
});

// Each case: a batch, the rows PostgreSQL returned (in any order), and the value each batch entry must get (null: not inserted).
const CASES: { title: string; batch: NewMessage[]; rows: ReturnType<typeof row>[]; expected: (string | null)[] }[] = [
  {
    title: 'pairs bot messages with ids in batch order within each conversation, whatever the row order',
    batch: [bot('a', 'a1'), bot('b', 'b1'), bot('a', 'a2'), bot('b', 'b2'), bot('a', 'a3')],
    rows: [row(14, 'a', 'a3'), row(10, 'a', 'a1'), row(13, 'b', 'b2'), row(11, 'b', 'b1'), row(12, 'a', 'a2')],
    expected: ['a1', 'b1', 'a2', 'b2', 'a3'],
  },
  {
    title: 'orders ids numerically, not as text (9 before 10)',
    batch: [bot('a', 'first'), bot('a', 'second')],
    rows: [row(10, 'a', 'second'), row(9, 'a', 'first')],
    expected: ['first', 'second'],
  },
  {
    title: 'pairs user messages by clientMessageId, mixed with bot messages of the same conversation',
    batch: [user('a', 'hi', 'c1'), bot('a', 'answer'), user('a', 'bye', 'c2')],
    rows: [row(22, 'a', 'bye', 'c2'), row(21, 'a', 'answer'), row(20, 'a', 'hi', 'c1')],
    expected: ['hi', 'answer', 'bye'],
  },
  {
    title: 'leaves a retried clientMessageId that inserted nothing unmatched (read back afterwards)',
    batch: [user('a', 'hi', 'c1'), user('a', 'hi', 'c1'), user('b', 'hi', 'c1')],
    rows: [row(30, 'a', 'hi', 'c1'), row(31, 'b', 'hi', 'c1')],
    expected: ['hi', null, 'hi'],
  },
];

describe('matchRows (pairing a batch with what the INSERT returned)', () => {
  it.each(CASES)('$title', ({ batch, rows, expected }) => {
    const matched = matchRows(batch, rows);
    expect(matched.map((m) => (m ? (m.message.payload as { value: string }).value : null))).toEqual(expected);
    const ids = matched.filter((m) => m?.conversationId === 'conv-a').map((m) => BigInt(m!.id));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
  });
});
