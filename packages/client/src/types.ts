import type { components as ApiComponents, operations as ApiOperations, paths as ApiPaths } from './generated/api.js';
import type { components as WebchatComponents, operations as WebchatOperations } from './generated/webchat.js';

export type { ApiComponents, ApiOperations, ApiPaths, WebchatComponents, WebchatOperations };

type Schemas = ApiComponents['schemas'];
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : R extends { content: { 'text/plain': infer T } } ? T : void;

/** What an operation of the API answers on success (its 200 or 201), as the contract says. */
export type ResponseOf<Op extends keyof ApiOperations> = ApiOperations[Op] extends { responses: infer R }
  ? R extends { 200: infer A }
    ? JsonOf<A>
    : R extends { 201: infer B }
      ? JsonOf<B>
      : void
  : never;
/** An operation's JSON body. */
export type BodyOf<Op extends keyof ApiOperations> = ApiOperations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
/** An operation's query parameters. */
export type QueryOf<Op extends keyof ApiOperations> = ApiOperations[Op] extends { parameters: { query?: infer Q } }
  ? NonNullable<Q>
  : never;

export type Language = 'en' | 'fr' | 'es';
export type ClassificationMatch = Schemas['ClassificationMatchDto'];
export type AppEntityMatch = NonNullable<ClassificationMatch['entities']>[number];
export type Qna = ResponseOf<'QnasController_get'>;
export type QnaInput = BodyOf<'QnasController_create'>;
export type Intent = ResponseOf<'IntentsController_get'>;
export type IntentInput = BodyOf<'IntentsController_create'>;
export type EntityType = ResponseOf<'EntityTypesController_get'>;
export type EntityTypeInput = BodyOf<'EntityTypesController_create'>;
export type TrainerStatus = ResponseOf<'StatusController_status'>;
export type ImportPreview = ResponseOf<'TrainingDataController_preview'>;
export type ImportResult = ResponseOf<'TrainingDataController_apply'>;
export type BotmeterRecord = BodyOf<'BotmeterController_log'>;
export type TrainingDataFormat = NonNullable<QueryOf<'TrainingDataController_export'>['format']>;

/** A message a bot pushes (`text`, `quickreplies`, `actions`, `table`, `image`, `cards`), as the webchat's contract says. */
export type BotMessage = WebchatComponents['schemas']['BotMessage'];
/** The typing indicator a bot pushes while it works on an answer. */
export type TypingPush = WebchatComponents['schemas']['TypingPush'];
/** Where a conversation's human handover stands (docs/handover.md): `bot`, `waiting`, `assigned` or `closed`. */
export type HandoverStatus = WebchatOperations['PushController_handoverStatus']['responses'][200]['content']['application/json'];

/**
 * The body of a webhook delivery (docs/webchat.md, "The webhook"): a user message (`text`, `postback`),
 * or a change of the conversation's handover (`type: 'handover'`, with `event`: `waiting`, `taken`...).
 */
export interface WebhookEvent {
  type: 'text' | 'postback' | 'handover' | (string & {});
  /** A handover event's change (`waiting`, `taken`, `returned`, `closed`...). */
  event?: string;
  /** `{value}` for a text; `{text, value}` for a postback (absent from a handover event). */
  payload: { value?: unknown; text?: string; [key: string]: unknown };
  /** The user's id: where to push the answer. */
  user: string;
  appToken: string;
  conversationId: string;
  /** The page the widget runs on (messages only). */
  referrer?: string | null;
  createdAt: string;
  /** The same on every attempt of this message: drop the ids already handled. */
  deliveryId: string;
  /** The text classified with the App's QnAs and Intents (as classify answers); null: not classified (absent from a handover event). */
  classification: ClassificationMatch[] | null;
  /** The App entities found in the text; null: not looked for (absent from a handover event). */
  entities: AppEntityMatch[] | null;
  /** Where the conversation's human handover stands: a bot keeps quiet while `state` is `assigned` (a person answers). */
  handover?: HandoverStatus;
  /** True when a person had the conversation when the visitor wrote this message (messages only): a bot keeps quiet on it. */
  toPerson?: boolean;
}

/** A page of a list (QnAs, Intents, entity types, botmeter records). */
export interface Page<T> {
  _content: T[];
  _count: { elements: number; pages: number };
  _links: { hasNext: boolean; hasPrevious: boolean; next: string | null; previous: string | null; self: string };
}
