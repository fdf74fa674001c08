import { BOT_MESSAGE_TYPES, USER_MESSAGE_TYPES, type BotMessage, type ClientMessagePayload } from '@parley/contracts';
import { z } from 'zod';

/** Longest text a message may carry, in UTF-16 units (a chat bubble, not a document). */
export const MAX_TEXT = 10_000;

const required = (what: string) => (iss: { input: unknown }) => (iss.input === undefined ? 'is required' : `must be ${what}`);
const text = (max = MAX_TEXT) =>
  z
    .string({ error: required('a string') })
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });
const object = () => z.record(z.string(), z.unknown(), { error: required('an object') });
const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, { error: required(`an array of ${what}`) }).min(1, { error: `must hold at least one ${what.replace(/s$/, '')}` });

const URL_SCHEMES = /^(https?:\/\/|mailto:|tel:)/i;
const linkAction = z.object({
  type: z.literal('link'),
  text: text(500),
  value: text(2000).regex(URL_SCHEMES, { error: 'must be an http(s), mailto: or tel: URL' }),
});
const postbackAction = z.object({ type: z.literal('postback'), text: text(500), value: object() });
const action = z.discriminatedUnion('type', [linkAction, postbackAction], {
  error: (iss) => (iss.code === 'invalid_union' ? 'must be one of link, postback' : undefined),
});

const cell = z.union([z.string(), z.number().transform(String)], { error: 'must be a string' });

/** What a bot may push (docs/webchat.md, "Messages"): unknown fields are dropped, every problem is listed. */
export const botMessageSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), payload: z.object({ value: text() }, { error: required('an object') }) }),
    z.object({
      type: z.literal('table'),
      payload: z.object(
        {
          value: z.object(
            {
              schema: list(z.object({ key: text(200), label: z.string({ error: required('a string') }).max(500) }), 'columns'),
              rows: z.array(z.record(z.string(), cell, { error: 'must be an object mapping column keys to strings' }), { error: required('an array of rows') }).max(1000, { error: 'must hold at most 1000 rows' }),
            },
            { error: required('an object {schema, rows}') },
          ),
        },
        { error: required('an object') },
      ),
    }),
    z.object({
      type: z.literal('quickreplies'),
      payload: z.object({ value: list(text(500), 'strings').max(50, { error: 'must hold at most 50 replies' }) }, { error: required('an object') }),
    }),
    z.object({
      type: z.literal('actions'),
      payload: z.object({ value: list(action, 'actions').max(50, { error: 'must hold at most 50 actions' }) }, { error: required('an object') }),
    }),
  ],
  {
    error: (iss) =>
      iss.code === 'invalid_union' || iss.code === 'invalid_type' ? `must be one of ${BOT_MESSAGE_TYPES.join(', ')}` : undefined,
  },
);

const userMessage = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), payload: z.object({ value: text() }, { error: required('an object') }) }),
    z.object({
      type: z.literal('postback'),
      payload: z.object({ text: z.string().max(500).optional(), value: object() }, { error: required('an object') }),
    }),
  ],
  { error: (iss) => (iss.code === 'invalid_union' ? `must be one of ${USER_MESSAGE_TYPES.join(', ')}` : undefined) },
);

/** Client -> server `message` event body. */
export const clientMessageSchema = z.object(
  {
    message: userMessage,
    clientMessageId: text(100),
  },
  { error: required('an object {message, clientMessageId}') },
);

export type ParsedBotMessage = z.output<typeof botMessageSchema>;
export type ParsedClientMessage = z.output<typeof clientMessageSchema>;

// The schemas and the shared contract must describe the same shapes.
type Assignable<A extends B, B> = A;
export type _BotMessageMatchesContract = Assignable<ParsedBotMessage, BotMessage>;
export type _ClientMessageMatchesContract = Assignable<ParsedClientMessage, ClientMessagePayload>;
