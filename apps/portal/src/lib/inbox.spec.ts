import type { InboxItem } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { applyCountChange, applyInboxChange, draftMessages, EMPTY_DRAFT, inboxTitle, newlyWaiting, queueOf, reasonText } from './inbox';

const ME = 'acc-me';
const item = (id: string, handover: Partial<InboxItem['handover']>, at = '2026-01-01T10:00:00.000Z'): InboxItem => ({
  conversationId: id,
  userId: `user-${id}`,
  handover: { state: 'bot', changedAt: at, ...handover },
  lastMessage: { text: 'hello', sender: 'user', createdAt: at },
  unread: 0,
});
const alice = { id: ME, name: 'Alice' };
const bruno = { id: 'acc-bruno', name: 'Bruno' };

describe('queueOf', () => {
  it('puts a conversation in the queue the member sees it in', () => {
    expect(queueOf(item('1', { state: 'waiting', reason: 'visitor' }), ME)).toBe('waiting');
    expect(queueOf(item('1', { state: 'assigned', assignee: alice }), ME)).toBe('mine');
    expect(queueOf(item('1', { state: 'assigned', assignee: bruno }), ME)).toBeNull();
    expect(queueOf(item('1', { state: 'bot' }), ME)).toBe('unassigned');
    expect(queueOf(item('1', { state: 'closed' }), ME)).toBe('closed');
  });
});

describe('live changes', () => {
  it('adds a conversation that comes into the queue, newest first, and removes one that leaves it', () => {
    const list = [item('a', { state: 'waiting' }, '2026-01-01T09:00:00.000Z')];
    const arrived = item('b', { state: 'waiting' }, '2026-01-01T11:00:00.000Z');
    expect(applyInboxChange(list, 'waiting', arrived, ME).map((i) => i.conversationId)).toEqual(['b', 'a']);
    const taken = item('a', { state: 'assigned', assignee: bruno });
    expect(applyInboxChange(list, 'waiting', taken, ME)).toEqual([]);
    expect(applyInboxChange([], 'mine', item('a', { state: 'assigned', assignee: alice }), ME).map((i) => i.conversationId)).toEqual(['a']);
  });

  it('replaces a row in place of its older self (its unread count)', () => {
    const list = [item('a', { state: 'waiting' })];
    const read = { ...item('a', { state: 'waiting' }), unread: 3 };
    expect(applyInboxChange(list, 'waiting', read, ME)).toEqual([read]);
  });

  it('moves one from the count of the queue it left to the one it entered', () => {
    const waiting = item('a', { state: 'waiting' });
    const mine = item('a', { state: 'assigned', assignee: alice });
    expect(applyCountChange({ waiting: 2, mine: 0 }, waiting, mine, ME)).toEqual({ waiting: 1, mine: 1 });
    expect(applyCountChange({ waiting: 2 }, undefined, waiting, ME)).toEqual({ waiting: 3 });
    const counts = { waiting: 1 };
    expect(applyCountChange(counts, waiting, { ...waiting, unread: 2 }, ME)).toBe(counts);
    expect(applyCountChange({ waiting: 0 }, waiting, item('a', { state: 'assigned', assignee: bruno }), ME)).toEqual({ waiting: 0 });
  });

  it('notifies only when a conversation starts waiting for a person', () => {
    const waiting = item('a', { state: 'waiting' });
    expect(newlyWaiting(undefined, waiting)).toBe(true);
    expect(newlyWaiting(item('a', { state: 'bot' }), waiting)).toBe(true);
    expect(newlyWaiting(waiting, { ...waiting, unread: 1 })).toBe(false);
    expect(newlyWaiting(waiting, item('a', { state: 'assigned', assignee: alice }))).toBe(false);
  });
});

describe('what the operator reads', () => {
  it('counts the conversations waiting for a person in the tab title', () => {
    expect(inboxTitle('Parley developer portal', 0)).toBe('Parley developer portal');
    expect(inboxTitle('Parley developer portal', 3)).toBe('(3) Parley developer portal');
  });

  it('says why a conversation waits', () => {
    expect(reasonText(item('a', { state: 'waiting', reason: 'visitor' }))).toBe('The visitor asked for a person');
    expect(reasonText(item('a', { state: 'waiting', reason: 'fallback' }))).toBe('The bot could not answer');
    expect(reasonText(item('a', { state: 'waiting', reason: 'bot', note: 'refund over 100 €' }))).toBe(
      'The bot asked for a person: refund over 100 €',
    );
  });
});

describe('draftMessages', () => {
  it('sends the text, then the link, then the quick replies', () => {
    const { messages, problems } = draftMessages({
      text: ' Here you go ',
      linkText: 'Track',
      linkUrl: 'https://shop.example/t/1',
      replies: 'Thanks\n\n Another question \n',
    });
    expect(problems).toEqual([]);
    expect(messages).toEqual([
      { type: 'text', payload: { value: 'Here you go' } },
      { type: 'actions', payload: { value: [{ type: 'link', text: 'Track', value: 'https://shop.example/t/1' }] } },
      { type: 'quickreplies', payload: { value: ['Thanks', 'Another question'] } },
    ]);
  });

  it('names a link by its address when it has no text, and sends nothing for an empty draft', () => {
    expect(draftMessages({ ...EMPTY_DRAFT, linkUrl: 'mailto:help@shop.example' }).messages).toEqual([
      { type: 'actions', payload: { value: [{ type: 'link', text: 'mailto:help@shop.example', value: 'mailto:help@shop.example' }] } },
    ]);
    expect(draftMessages(EMPTY_DRAFT)).toEqual({ messages: [], problems: [] });
  });

  it('refuses a link without an address or with one that is not a web, mail or phone address', () => {
    expect(draftMessages({ ...EMPTY_DRAFT, text: 'hi', linkText: 'Track' }).problems).toEqual([
      { field: 'linkUrl', problem: 'Give the address the link opens.' },
    ]);
    const bad = draftMessages({ ...EMPTY_DRAFT, text: 'hi', linkUrl: 'javascript:alert(1)' });
    expect(bad.messages).toEqual([]);
    expect(bad.problems.map((p) => p.field)).toEqual(['linkUrl']);
  });
});
