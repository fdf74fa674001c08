/**
 * Human handover: a person of the App's team answers in the visitor's conversation when the bot
 * cannot. Shared by the webchat server (which owns the conversation's state), the widget (which
 * shows the operator's turns) and the portal (the operator inbox). See docs/handover.md.
 *
 * States of a conversation:
 * - `bot`: the bot answers (every conversation starts here);
 * - `waiting`: it needs a person (`reason`: the FAQ bot fell back, the visitor asked, or the bot
 *   asked through its push route); the bot still answers until someone takes it;
 * - `assigned`: a member took it (`assignee`); the FAQ bot is silent and the bot's webhook receives
 *   the visitor's messages with this state, so a webhook bot can stay silent too;
 * - `closed`: an operator closed it; the visitor's next message returns it to `bot`.
 */
export const HANDOVER_STATES = ['bot', 'waiting', 'assigned', 'closed'] as const;
export type HandoverState = (typeof HANDOVER_STATES)[number];

/** Why a conversation waits for a person. */
export const HANDOVER_REASONS = ['fallback', 'visitor', 'bot'] as const;
export type HandoverReason = (typeof HANDOVER_REASONS)[number];

/** A member answering conversations, as visitors and other operators see them. */
export interface OperatorIdentity {
  /** The member's account id. */
  id: string;
  /** Display name shown in the widget beside the operator's messages. */
  name: string;
  /** Absolute https: URL of the operator's picture, when they set one. */
  avatarUrl?: string;
}

/** A conversation's handover state (webchat API, webhook body, operator inbox). */
export interface HandoverStatus {
  state: HandoverState;
  /** `waiting` (and `assigned` after it): why a person was asked for. */
  reason?: HandoverReason;
  /** What the bot gave as its reason (`reason: 'bot'`), shown to operators. */
  note?: string;
  /** `assigned`: who answers. */
  assignee?: OperatorIdentity;
  /** ISO 8601: when the state last changed. */
  changedAt: string;
}

/** Server -> widget `handover` body: sent after `history` on connect and on every change. */
export interface HandoverPayload {
  state: HandoverState;
  /** `assigned`: who answers (name and picture only). */
  assignee?: Omit<OperatorIdentity, 'id'>;
  /** Whether a member who may answer has the portal open now. */
  operatorsOnline: boolean;
  /** `waiting` with nobody online: the widget offers to leave an e-mail address (until one is left). */
  emailRequested: boolean;
}

/** What an event line in the transcript says happened (a `system` message). */
export const SYSTEM_EVENTS = ['waiting', 'nobody_online', 'taken', 'returned', 'closed', 'email_saved'] as const;
export type SystemEvent = (typeof SYSTEM_EVENTS)[number];

/** Client -> server `leave_email` body; acknowledged with `{ ok: true }` or `{ error }`. */
export interface LeaveEmailPayload {
  email: string;
}

/** Socket.IO namespace of the operator inbox on the webchat server (handshake `auth`: `OperatorAuth`). */
export const OPERATORS_NAMESPACE = '/operators';

/** Handshake `auth` of a portal page on the operators namespace. */
export interface OperatorAuth {
  /** The portal session token (the portal's `Authorization: Bearer`). */
  sessionToken: string;
  /** The App whose inbox the page shows; the member needs the `agent` role or higher. */
  appId: string;
}

/** Events of the operators namespace (server -> portal unless said). */
export const OperatorEvents = {
  /** A conversation's row of the inbox changed (`InboxItem`). */
  Inbox: 'inbox',
  /** A new message in a conversation (`{ conversationId, message: ConversationMessage }`). */
  Message: 'message',
  /** Both directions: `{ conversationId, sender: 'user' | 'operator', name?, typing }`; portal -> server: `{ conversationId, typing }`. */
  Typing: 'typing',
  /** Who of the App's team is online (`{ operators: OperatorIdentity[] }`). */
  Presence: 'presence',
} as const;

/** Queues of the operator inbox. */
export const INBOX_QUEUES = ['waiting', 'mine', 'unassigned', 'closed'] as const;
export type InboxQueue = (typeof INBOX_QUEUES)[number];

/** One conversation in the operator inbox. */
export interface InboxItem {
  conversationId: string;
  userId: string;
  handover: HandoverStatus;
  /** The newest message, as text (first 200 characters), with who sent it. */
  lastMessage?: { text: string; sender: 'user' | 'bot' | 'operator' | 'system'; createdAt: string };
  /** Visitor messages since the assignee (or, unassigned, any operator) last read the conversation. */
  unread: number;
  /** The e-mail address the visitor left, if any. */
  email?: string;
}

/**
 * The system lines the widget shows for each event, per language (the webchat server writes them;
 * `nobody_online` is the App's own message when it set one, see `nobodyOnlineText`).
 */
export const HANDOVER_DEFAULT_TEXTS: Readonly<Record<'en' | 'fr' | 'es', Readonly<Record<SystemEvent, string>>>> = {
  en: {
    waiting: 'A person from our team will join this conversation shortly.',
    nobody_online: 'Nobody from our team is online right now. Leave your e-mail address and we will answer you as soon as possible.',
    taken: '{name} joined the conversation.',
    returned: 'You are talking with the bot again.',
    closed: 'This conversation was closed.',
    email_saved: 'Thank you: we will answer you at {email}.',
  },
  fr: {
    waiting: "Une personne de notre équipe va rejoindre la conversation dans un instant.",
    nobody_online: "Personne de notre équipe n'est en ligne pour le moment. Laissez votre adresse e-mail et nous vous répondrons dès que possible.",
    taken: '{name} a rejoint la conversation.',
    returned: 'Vous parlez de nouveau avec le bot.',
    closed: 'Cette conversation est terminée.',
    email_saved: 'Merci : nous vous répondrons à {email}.',
  },
  es: {
    waiting: 'Una persona de nuestro equipo se unirá a la conversación en breve.',
    nobody_online: 'Ahora mismo no hay nadie de nuestro equipo en línea. Déjanos tu correo electrónico y te responderemos lo antes posible.',
    taken: '{name} se unió a la conversación.',
    returned: 'Vuelves a hablar con el bot.',
    closed: 'Esta conversación se cerró.',
    email_saved: 'Gracias: te responderemos en {email}.',
  },
};

/** Longest "nobody online" message an App may set. */
export const MAX_NOBODY_ONLINE_MESSAGE = 1000;

/** What the visitor is told when nobody is online: the App's own message in that language, else the built-in one. */
export function nobodyOnlineText(lang: 'en' | 'fr' | 'es', own: Partial<Record<'en' | 'fr' | 'es', string>> = {}): string {
  return own[lang]?.trim() || (HANDOVER_DEFAULT_TEXTS[lang] ?? HANDOVER_DEFAULT_TEXTS.en).nobody_online;
}
