import type { BotMessage, ConversationMessage, DeliveryState, UserMessage } from '@parley/contracts';

/** A message on screen: stored by the server (has `id`) or still on its way (`pending`). */
export interface ChatItem {
  /** Stable render key: the server id, else the client id. */
  key: string;
  id?: string;
  clientMessageId?: string;
  /** `operator`: a person of the App's team (`operator` says who); `system`: an event line. */
  sender: ConversationMessage['sender'];
  message: BotMessage | UserMessage;
  operator?: ConversationMessage['operator'];
  event?: ConversationMessage['event'];
  createdAt: string;
  status: 'sent' | 'pending' | 'failed';
  /** A stored user message: how far it got towards the bot. */
  delivery?: DeliveryState;
}

export type ChatAction =
  | { type: 'received'; messages: ConversationMessage[] }
  | { type: 'sending'; clientMessageId: string; message: UserMessage; createdAt: string }
  | { type: 'failed'; clientMessageId: string }
  | { type: 'retry'; clientMessageId: string }
  | { type: 'delivery'; messageId: string; state: DeliveryState };

/** Delivered is final: a late "queued" (an acknowledgement, a replay) never takes it back. */
function nextDelivery(current: DeliveryState | undefined, incoming: unknown): DeliveryState | undefined {
  if (incoming !== 'queued' && incoming !== 'delivered' && incoming !== 'retrying' && incoming !== 'failed') return current;
  if (current === 'delivered' || (incoming === 'queued' && current)) return current;
  return incoming;
}

/**
 * Server ids increase per conversation, but their shape is the server's business:
 * digit strings compare as numbers ("9" < "10"), anything else (ULID, UUIDv7) as strings.
 */
export function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The newest stored id held, sent as `lastMessageId` so a reconnect only fetches what was missed. */
export function lastMessageId(items: readonly ChatItem[]): string | undefined {
  let last: string | undefined;
  for (const item of items) if (item.id && (!last || compareIds(item.id, last) > 0)) last = item.id;
  return last;
}

function isConversationMessage(m: unknown): m is ConversationMessage {
  const c = m as ConversationMessage;
  return !!c && typeof c.id === 'string' && c.id !== '' && !!c.message && typeof c.message.type === 'string';
}

/**
 * Stored messages sorted by id, then messages still on their way in the order they were sent.
 * History, live messages, replays after a reconnect and echoes of our own sends (from this tab
 * or another) all go through here, so a message shows once whatever the order of arrival.
 */
function merge(items: readonly ChatItem[], incoming: readonly unknown[]): ChatItem[] {
  const byId = new Map<string, ChatItem>();
  const pending: ChatItem[] = [];
  for (const item of items) {
    if (item.id) byId.set(item.id, item);
    else pending.push(item);
  }
  let changed = false;
  for (const raw of incoming) {
    if (!isConversationMessage(raw)) continue;
    const known = byId.get(raw.id);
    if (known) {
      // A replay after a reconnect brings the delivery state the socket missed.
      const delivery = nextDelivery(known.delivery, raw.delivery);
      if (delivery !== known.delivery) {
        byId.set(raw.id, Object.assign({}, known, { delivery }));
        changed = true;
      }
      continue;
    }
    changed = true;
    const echoed = raw.clientMessageId ? pending.findIndex((p) => p.clientMessageId === raw.clientMessageId) : -1;
    if (echoed >= 0) pending.splice(echoed, 1);
    byId.set(raw.id, {
      key: raw.clientMessageId || raw.id,
      id: raw.id,
      clientMessageId: raw.clientMessageId,
      // An unknown sender (a newer server) reads as the bot's.
      sender: /^(user|operator|system)$/.test(raw.sender) ? raw.sender : 'bot',
      message: raw.message,
      operator: raw.sender == 'operator' ? { name: String(raw.operator?.name || ''), avatarUrl: raw.operator?.avatarUrl } : undefined,
      event: raw.event,
      createdAt: raw.createdAt,
      status: 'sent',
      delivery: raw.sender === 'user' ? nextDelivery(undefined, raw.delivery) : undefined,
    });
  }
  if (!changed) return items as ChatItem[];
  const stored = [...byId.values()].sort((a, b) => compareIds(a.id as string, b.id as string));
  return stored.concat(pending);
}

export function chatReducer(items: ChatItem[], action: ChatAction): ChatItem[] {
  switch (action.type) {
    case 'received':
      return merge(items, action.messages);
    case 'sending':
      if (items.some((i) => i.clientMessageId === action.clientMessageId)) return items;
      return [
        ...items,
        {
          key: action.clientMessageId,
          clientMessageId: action.clientMessageId,
          sender: 'user',
          message: action.message,
          createdAt: action.createdAt,
          status: 'pending',
        },
      ];
    case 'delivery':
      return items.map((i) => {
        if (i.id !== action.messageId) return i;
        const delivery = nextDelivery(i.delivery, action.state);
        return delivery === i.delivery ? i : Object.assign({}, i, { delivery });
      });
    case 'failed':
    case 'retry': {
      const status = action.type === 'failed' ? 'failed' : 'pending';
      return items.map((i) => (!i.id && i.clientMessageId === action.clientMessageId ? Object.assign({}, i, { status }) : i));
    }
  }
}

/** Messages typed but not yet stored by the server: re-sent on every (re)connection. */
export function pendingItems(items: readonly ChatItem[]): ChatItem[] {
  return items.filter((i) => i.status === 'pending');
}
