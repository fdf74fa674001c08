/**
 * What the servers, the widget and the portal share: languages, the webchat's events and message
 * shapes, the classification match and the App entities it carries, the FAQ bot's reply rule and
 * answer templates, and the App roles. Zero runtime dependencies (types, constants and a few pure
 * functions), so the widget bundle stays small.
 * The zod schemas behind the message types are in `@parley/contracts/schemas` (servers only).
 */

import type { z } from 'zod';
import type * as schemas from './schemas/messages';

export { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from './languages';
export { FAQ_DEFAULT_TEXTS, MAX_FALLBACK_MESSAGE, faqDecision, faqTexts, type FaqDecision } from './faq';
export type { AppEntityMatch, AppEntityMatchKind, ClassificationMatch } from './classification';
export { hasEntityTemplates, renderEntityTemplates, renderMessageTemplates } from './entity-templates';
export { APP_ROLES, hasRole, type AppRole } from './roles';
export {
  HANDOVER_DEFAULT_TEXTS,
  MAX_NOBODY_ONLINE_MESSAGE,
  nobodyOnlineText,
  HANDOVER_REASONS,
  HANDOVER_STATES,
  INBOX_QUEUES,
  OPERATORS_NAMESPACE,
  OperatorEvents,
  SYSTEM_EVENTS,
  type HandoverPayload,
  type HandoverReason,
  type HandoverState,
  type HandoverStatus,
  type InboxItem,
  type InboxQueue,
  type LeaveEmailPayload,
  type OperatorAuth,
  type OperatorIdentity,
  type SystemEvent,
} from './handover';
import type { SystemEvent } from './handover';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `s` is written as a UUID (any case): App ids, conversation ids, QnA and Intent ids. Checked
 * before such an id reaches a query, where PostgreSQL would refuse a malformed one with an error.
 */
export function isUuid(s: string): boolean {
  return UUID.test(s);
}

/** Socket.IO namespace of the webchat server. */
export const WEBCHAT_NAMESPACE = '/webchat';

/** Event names, both directions. */
export const WebchatEvents = {
  /** A message: client -> server (user message) and server -> client (bot or echoed user message). */
  Message: 'message',
  /** Server -> client on connect: the latest messages and everything after `lastMessageId`. */
  History: 'history',
  /** Both directions: someone is typing. */
  Typing: 'typing',
  /** Server -> client: a problem with a message the client sent. */
  Error: 'webchat_error',
  /**
   * Server -> client, before `history`, when the server gave the visitor an identity: its userId and
   * the visitor token that proves it on the next handshakes (`VisitorPayload`).
   */
  Visitor: 'visitor',
  /** Server -> client: how far a user message got towards the bot (DeliveryPayload). */
  Delivery: 'delivery',
  /** Client -> server: try delivering a message the bot did not receive now, `{messageId}`. */
  RetryDelivery: 'retry_delivery',
  /** Server -> client: the conversation's handover state (`HandoverPayload`), after `history` and on every change. */
  Handover: 'handover',
  /** Client -> server: the visitor asks for a person (the widget's menu entry); acknowledged with a `HandoverPayload`. */
  RequestHandover: 'request_handover',
  /** Client -> server: the visitor leaves an e-mail address for a reply (`LeaveEmailPayload`). */
  LeaveEmail: 'leave_email',
} as const;

/** Handshake `auth` object of the widget. */
export interface WebchatAuth {
  appToken: string;
  /**
   * The visitor's id. Omitted by a new visitor: the server makes one and sends it with its token
   * (`visitor` event). Given with `visitorToken` (a returning visitor) or `userHash` (a signed-in
   * user of the host site).
   */
  userId?: string;
  /** The token the server issued for this userId (`visitor` event): the conversation's credential. */
  visitorToken?: string;
  /** Identity verification: hex HMAC-SHA256 of userId with the App's identity secret, made by the host site's server. */
  userHash?: string;
  /** Id of the newest message the client already has; the server sends everything after it. */
  lastMessageId?: string;
  /**
   * Address of the page the widget runs on (`location.href`), forwarded to the bot as `referrer`.
   * Optional: without it the server falls back to the handshake's Referer, then Origin.
   */
  referrer?: string;
}

// Message shapes are the zod schemas of `@parley/contracts/schemas`; their types are derived here
// with type-only imports, which the bundler erases: the widget gets the types, not zod.
export type TextMessage = z.output<typeof schemas.textMessageSchema>;
export type TableMessage = z.output<typeof schemas.tableMessageSchema>;
export type QuickRepliesMessage = z.output<typeof schemas.quickRepliesMessageSchema>;
export type ActionsMessage = z.output<typeof schemas.actionsMessageSchema>;
export type LinkAction = z.output<typeof schemas.linkActionSchema>;
export type PostbackAction = z.output<typeof schemas.postbackActionSchema>;
export type Action = z.output<typeof schemas.actionSchema>;
export type PostbackMessage = z.output<typeof schemas.postbackMessageSchema>;
export type ImageMessage = z.output<typeof schemas.imageMessageSchema>;
export type CardsMessage = z.output<typeof schemas.cardsMessageSchema>;
export type Card = z.output<typeof schemas.cardSchema>;

/** What a bot pushes, and what a QnA answer holds. */
export type BotMessage = z.output<typeof schemas.botMessageSchema>;
export type BotMessageType = BotMessage['type'];
/** What a user sends. */
export type UserMessage = z.output<typeof schemas.userMessageSchema>;
/** One answer of a QnA: the bot messages sent, in order. */
export type Answer = z.output<typeof schemas.answerSchema>;

/** A stored message as the server sends it to the widget. */
export interface ConversationMessage {
  /** Server-assigned, increasing per conversation; used to resync. */
  id: string;
  /**
   * `user`: the visitor; `bot`: the App's bot (webhook or FAQ bot); `operator`: a person of the App's
   * team (`operator` says who); `system`: an event line of the conversation (`event` says which), a
   * text message in the widget's language.
   */
  sender: 'user' | 'bot' | 'operator' | 'system';
  message: BotMessage | UserMessage;
  /** `operator` messages: the name and picture the widget shows beside them. */
  operator?: { name: string; avatarUrl?: string };
  /** `system` messages: what happened. */
  event?: SystemEvent;
  /** ISO 8601. */
  createdAt: string;
  /** Echo of the client's id for a user message, so the sending tab can de-duplicate. */
  clientMessageId?: string;
  /** User messages: how far the message got towards the bot. */
  delivery?: DeliveryState;
}

/**
 * A user message on its way to the bot: `queued` (stored, not handed over yet), `delivered` (the
 * bot's webhook or the FAQ bot took it), `retrying` (an attempt failed; the server tries again),
 * `failed` (the server gave up after its retry window).
 */
export type DeliveryState = 'queued' | 'delivered' | 'retrying' | 'failed';

/** Server -> client `delivery` body. */
export interface DeliveryPayload {
  messageId: string;
  state: DeliveryState;
}

export interface HistoryPayload {
  messages: ConversationMessage[];
  /** The App's language: the widget's default labels follow it. */
  language?: string;
}

/** Client -> server message event body (`clientMessageId`: random id made by the client; a retried send with the same id is stored once). */
export type ClientMessagePayload = z.output<typeof schemas.clientMessageSchema>;

export interface TypingPayload {
  sender: 'user' | 'bot' | 'operator';
  /** `operator`: the operator's display name. */
  name?: string;
  typing: boolean;
}

/**
 * Server -> client `webchat_error` body. `clientMessageId` names the rejected user message,
 * so the widget can mark it "not delivered" and offer a retry.
 */
/** Stable codes of `webchat_error` and of refused handshakes (`connect_error` with `data.code`). */
export const WebchatErrorCodes = {
  UnknownToken: 'WEBCHAT.UNKNOWN_TOKEN',
  MissingUserId: 'WEBCHAT.MISSING_USER_ID',
  OriginNotAllowed: 'WEBCHAT.ORIGIN_NOT_ALLOWED',
  InvalidMessage: 'WEBCHAT.INVALID_MESSAGE',
  Unavailable: 'WEBCHAT.UNAVAILABLE',
  /** A userId that already has a conversation, without its visitor token. */
  VisitorTokenRequired: 'WEBCHAT.VISITOR_TOKEN_REQUIRED',
  /** A visitor token that is not the one issued for this App and userId. */
  InvalidVisitorToken: 'WEBCHAT.INVALID_VISITOR_TOKEN',
  /** The App verifies identities: a userId needs its userHash (a new visitor sends no userId). */
  UserHashRequired: 'WEBCHAT.USER_HASH_REQUIRED',
  /** A userHash that is not the HMAC of userId with the App's identity secret. */
  InvalidUserHash: 'WEBCHAT.INVALID_USER_HASH',
  /**
   * A message past the visitor's or the App's message limit: not stored; send it again after
   * `retryAfterSeconds`. A handshake past its address's new-visitor limit (`connect_error`, with
   * `data.retryAfterSeconds`): connect again after that.
   */
  RateLimited: 'WEBCHAT.RATE_LIMITED',
} as const;

/** Server -> client `visitor` body: the identity to keep (localStorage) and send back on every handshake. */
export interface VisitorPayload {
  userId: string;
  visitorToken: string;
}

export interface WebchatErrorPayload {
  /** Stable code, e.g. `WEBCHAT.INVALID_MESSAGE`. */
  code: string;
  message: string;
  clientMessageId?: string;
  /** `WEBCHAT.RATE_LIMITED`: seconds until the message may be sent again. */
  retryAfterSeconds?: number;
}

/**
 * The acknowledgement of a user message (`message` event): the stored message, or why it was not
 * stored (invalid, past a limit, the server unable to store it), also sent as `webchat_error`.
 */
export type MessageAck = ConversationMessage | { error: WebchatErrorPayload };
