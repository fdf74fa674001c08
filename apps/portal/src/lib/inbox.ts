import type { BotMessage, InboxItem, InboxQueue } from '@parley/contracts';

/** What `GET /operator/apps/{appId}/inbox` answers (docs/handover.md). */
export interface InboxPage {
  items: InboxItem[];
  counts: Partial<Record<InboxQueue, number>>;
  nextCursor: string | null;
}

export const QUEUE_NAMES: Record<InboxQueue, string> = {
  waiting: 'Waiting for a person',
  mine: 'Mine',
  unassigned: 'Unassigned',
  closed: 'Closed',
};

/**
 * The queue a conversation is in, seen by member `me`: waiting for a person; taken (by me: `mine`;
 * by another member: in no queue of mine); with the bot (`unassigned`); closed.
 */
export function queueOf(item: InboxItem, me: string): InboxQueue | null {
  const h = item.handover;
  if (h.state === 'waiting') return 'waiting';
  if (h.state === 'closed') return 'closed';
  if (h.state === 'assigned') return h.assignee?.id === me ? 'mine' : null;
  return 'unassigned';
}

/** The newest change first (what the server sorts by too). */
function newestFirst(a: InboxItem, b: InboxItem): number {
  const at = (i: InboxItem) => Date.parse(i.lastMessage?.createdAt ?? i.handover.changedAt) || 0;
  return at(b) - at(a);
}

/**
 * A queue's list after a live `inbox` change: the row replaced where it is, added when the
 * conversation comes into the queue, removed when it leaves it.
 */
export function applyInboxChange(items: readonly InboxItem[], queue: InboxQueue, changed: InboxItem, me: string): InboxItem[] {
  const rest = items.filter((i) => i.conversationId !== changed.conversationId);
  if (queueOf(changed, me) !== queue) return rest;
  return [...rest, changed].sort(newestFirst);
}

/** Counts of each queue after a live change of `before` (undefined: a new conversation) into `after`. */
export function applyCountChange(
  counts: Partial<Record<InboxQueue, number>>,
  before: InboxItem | undefined,
  after: InboxItem,
  me: string,
): Partial<Record<InboxQueue, number>> {
  const from = before ? queueOf(before, me) : null;
  const to = queueOf(after, me);
  if (from === to) return counts;
  const out = { ...counts };
  if (from) out[from] = Math.max(0, (out[from] ?? 0) - 1);
  if (to) out[to] = (out[to] ?? 0) + 1;
  return out;
}

/** Whether a change means a conversation now needs a person (it was not waiting before): a notification. */
export function newlyWaiting(before: InboxItem | undefined, after: InboxItem): boolean {
  return after.handover.state === 'waiting' && before?.handover.state !== 'waiting';
}

/** The browser tab's title: the number of conversations waiting for a person first, when there are any. */
export function inboxTitle(base: string, waiting: number): string {
  return waiting > 0 ? `(${waiting}) ${base}` : base;
}

/** Why a conversation waits, for the operator. */
export function reasonText(item: Pick<InboxItem, 'handover'>): string {
  const h = item.handover;
  if (h.reason === 'visitor') return 'The visitor asked for a person';
  if (h.reason === 'fallback') return 'The bot could not answer';
  if (h.reason === 'bot') return `The bot asked for a person${h.note ? `: ${h.note}` : ''}`;
  return '';
}

/** What the operator composed: a text, a link, quick replies (one a line), each optional. */
export interface Draft {
  text: string;
  linkText: string;
  linkUrl: string;
  replies: string;
}

export const EMPTY_DRAFT: Draft = { text: '', linkText: '', linkUrl: '', replies: '' };

/**
 * The messages a draft sends, in the order the visitor reads them: the text, then the link as an
 * action button, then the quick replies (the widget offers them under the newest message only).
 * Problems (a link without an address, an address that is not http(s), mailto: or tel:) are said
 * by field; nothing is sent while there is one.
 */
export function draftMessages(d: Draft): { messages: BotMessage[]; problems: { field: keyof Draft; problem: string }[] } {
  const messages: BotMessage[] = [];
  const problems: { field: keyof Draft; problem: string }[] = [];
  const text = d.text.trim();
  if (text) messages.push({ type: 'text', payload: { value: text } });
  const url = d.linkUrl.trim();
  const linkText = d.linkText.trim();
  if (url || linkText) {
    if (!url) problems.push({ field: 'linkUrl', problem: 'Give the address the link opens.' });
    else if (!/^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*)$/i.test(url))
      problems.push({ field: 'linkUrl', problem: 'An address starting with https://, http://, mailto: or tel:.' });
    else messages.push({ type: 'actions', payload: { value: [{ type: 'link', text: linkText || url, value: url }] } });
  }
  const replies = d.replies
    .split('\n')
    .map((r) => r.trim())
    .filter(Boolean);
  if (replies.length > 50) problems.push({ field: 'replies', problem: 'At most 50 quick replies.' });
  else if (replies.length) messages.push({ type: 'quickreplies', payload: { value: replies } });
  return problems.length ? { messages: [], problems } : { messages, problems };
}
