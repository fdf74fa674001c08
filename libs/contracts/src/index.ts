/**
 * What the webchat server and the widget say to each other. Types and constants only:
 * zero runtime dependencies, so the widget bundle stays small.
 */

export { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from './languages';

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
} as const;

/** Handshake `auth` object of the widget. */
export interface WebchatAuth {
  appToken: string;
  userId: string;
  /** Id of the newest message the client already has; the server sends everything after it. */
  lastMessageId?: string;
  /**
   * Address of the page the widget runs on (`location.href`), forwarded to the bot as `referrer`.
   * Optional: without it the server falls back to the handshake's Referer, then Origin.
   */
  referrer?: string;
}

export interface TextMessage {
  type: 'text';
  payload: { value: string };
}
export interface TableMessage {
  type: 'table';
  payload: { value: { schema: { key: string; label: string }[]; rows: Record<string, string>[] } };
}
export interface QuickRepliesMessage {
  type: 'quickreplies';
  payload: { value: string[] };
}
export interface LinkAction {
  type: 'link';
  text: string;
  value: string;
}
export interface PostbackAction {
  type: 'postback';
  text: string;
  value: Record<string, unknown>;
}
export type Action = LinkAction | PostbackAction;
export interface ActionsMessage {
  type: 'actions';
  payload: { value: Action[] };
}
export interface PostbackMessage {
  type: 'postback';
  payload: { text?: string; value: Record<string, unknown> };
}

/** What a bot pushes. */
export type BotMessage = TextMessage | TableMessage | QuickRepliesMessage | ActionsMessage;
/** What a user sends. */
export type UserMessage = TextMessage | PostbackMessage;

export const BOT_MESSAGE_TYPES = ['text', 'table', 'quickreplies', 'actions'] as const;
export const USER_MESSAGE_TYPES = ['text', 'postback'] as const;

/** A stored message as the server sends it to the widget. */
export interface ConversationMessage {
  /** Server-assigned, increasing per conversation; used to resync. */
  id: string;
  sender: 'user' | 'bot';
  message: BotMessage | UserMessage;
  /** ISO 8601. */
  createdAt: string;
  /** Echo of the client's id for a user message, so the sending tab can de-duplicate. */
  clientMessageId?: string;
}

export interface HistoryPayload {
  messages: ConversationMessage[];
}

/** Client -> server message event body. */
export interface ClientMessagePayload {
  message: UserMessage;
  /** Random id made by the client; a retried send with the same id is stored once. */
  clientMessageId: string;
}

export interface TypingPayload {
  sender: 'user' | 'bot';
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
} as const;

export interface WebchatErrorPayload {
  /** Stable code, e.g. `WEBCHAT.INVALID_MESSAGE`. */
  code: string;
  message: string;
  clientMessageId?: string;
}
