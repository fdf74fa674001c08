import { z } from 'zod';

/**
 * The messages of a conversation, as zod schemas: what a bot may push, what a user may send, and
 * a QnA's answers (lists of bot messages). The webchat server validates pushes and user messages
 * with them, the trainer validates QnA answers with them on write, and the TypeScript types the
 * widget and the portal use are derived from them (libs/contracts/src/index.ts), so a message
 * shape is spelled once.
 *
 * Adding a bot message type (image, cards...) is one schema below, added to BOT_MESSAGES: the
 * type list, the union, the trainer's validation, the push's validation and the OpenAPI documents
 * follow; the widget then needs a way to show it (its renderer's switch no longer compiles).
 */

/** Longest text a message may carry, in UTF-16 units (a chat bubble, not a document). */
export const MAX_TEXT = 10_000;

const required = (what: string) => (iss: { input: unknown }) => (iss.input === undefined ? 'is required' : `must be ${what}`);
const text = (max = MAX_TEXT) =>
  z
    .string({ error: required('a string') })
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });
/** A postback value: any JSON object the bot defines, at most MAX_TEXT characters once written as JSON. */
const object = () =>
  z
    .record(z.string(), z.unknown(), { error: required('an object') })
    .refine((v) => JSON.stringify(v).length <= MAX_TEXT, { error: `must be at most ${MAX_TEXT} characters as JSON` });
const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, { error: required(`an array of ${what}`) }).min(1, { error: `must hold at least one ${what.replace(/s$/, '')}` });
const payload = <T extends z.ZodRawShape>(shape: T, what = 'an object') => z.object(shape, { error: required(what) });

const URL_SCHEMES = /^(https?:\/\/|mailto:|tel:)/i;

export const linkActionSchema = z
  .object({
    type: z.literal('link'),
    text: text(500),
    value: text(2000).regex(URL_SCHEMES, { error: 'must be an http(s), mailto: or tel: URL' }),
  })
  .meta({ id: 'LinkAction', description: 'Opens a link (http(s), mailto: or tel:).' });
export const postbackActionSchema = z
  .object({ type: z.literal('postback'), text: text(500), value: object() })
  .meta({ id: 'PostbackAction', description: 'Sends its value back to the bot as a postback message.' });
export const actionSchema = z.discriminatedUnion('type', [linkActionSchema, postbackActionSchema], {
  error: (iss) => (iss.code === 'invalid_union' ? 'must be one of link, postback' : undefined),
});

/**
 * A table cell is text; a number is accepted and stored as text. A preprocess (not a union with a
 * transform) so that what the schema takes and gives document alike: a string.
 */
const cell = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  z.string({ error: 'must be a string' }).max(2000, { error: 'must be at most 2000 characters' }),
);

export const textMessageSchema = z
  .object({ type: z.literal('text'), payload: payload({ value: text() }) })
  .meta({
    id: 'TextMessage',
    description:
      'A text bubble. A small markdown subset is shown formatted: **bold**, *italic*, `code`, [links](https://example.com) (http, https, mailto), lists (`- ` or `1. `), line breaks; bare links are made clickable.',
    example: { type: 'text', payload: { value: 'You can pay by card or PayPal.' } },
  });

export const tableMessageSchema = z
  .object({
    type: z.literal('table'),
    payload: payload({
      value: payload(
        {
          schema: list(
            z.object({
              key: text(200),
              label: z.string({ error: required('a string') }).max(500, { error: 'must be at most 500 characters' }),
            }),
            'columns',
          ),
          rows: z
            .array(z.record(z.string(), cell, { error: 'must be an object mapping column keys to strings' }), {
              error: required('an array of rows'),
            })
            .max(1000, { error: 'must hold at most 1000 rows' }),
        },
        'an object {schema, rows}',
      ),
    }),
  })
  .meta({
    id: 'TableMessage',
    description: 'A table: its columns (`schema`: key and label) and rows (column key -> cell text).',
    example: {
      type: 'table',
      payload: {
        value: {
          schema: [
            { key: 'day', label: 'Day' },
            { key: 'hours', label: 'Hours' },
          ],
          rows: [{ day: 'Monday', hours: '9-17' }],
        },
      },
    },
  });

export const quickRepliesMessageSchema = z
  .object({
    type: z.literal('quickreplies'),
    payload: payload({ value: list(text(500), 'strings').max(50, { error: 'must hold at most 50 replies' }) }),
  })
  .meta({
    id: 'QuickRepliesMessage',
    description: 'Buttons the user taps to answer with their text.',
    example: { type: 'quickreplies', payload: { value: ['Yes', 'No'] } },
  });

export const actionsMessageSchema = z
  .object({
    type: z.literal('actions'),
    payload: payload({ value: list(actionSchema, 'actions').max(50, { error: 'must hold at most 50 actions' }) }),
  })
  .meta({
    id: 'ActionsMessage',
    description: 'Buttons that open a link or send a postback.',
    example: { type: 'actions', payload: { value: [{ type: 'link', text: 'Our site', value: 'https://example.com' }] } },
  });

/** Pictures and their links: http or https only (a data: or javascript: address is refused). */
const WEB_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const webUrl = () => text(2000).regex(WEB_URL, { error: 'must be an http(s) URL' });

export const imageMessageSchema = z
  .object({
    type: z.literal('image'),
    payload: payload({
      value: payload(
        {
          url: webUrl(),
          alt: z.string({ error: required('a string (the picture described in words; may be empty)') }).max(500, { error: 'must be at most 500 characters' }),
          link: webUrl().optional(),
        },
        'an object {url, alt, link?}',
      ),
    }),
  })
  .meta({
    id: 'ImageMessage',
    description: 'A picture (http(s) `url`), described by `alt` for screen readers; with `link`, a click opens that page.',
    example: { type: 'image', payload: { value: { url: 'https://example.com/shoe.jpg', alt: 'A red running shoe', link: 'https://example.com/shoe' } } },
  });

export const cardSchema = z
  .object({
    title: text(200),
    subtitle: z.string({ error: 'must be a string' }).max(500, { error: 'must be at most 500 characters' }).optional(),
    image: webUrl().optional(),
    actions: z
      .array(actionSchema, { error: 'must be an array of actions' })
      .max(5, { error: 'must hold at most 5 actions' })
      .default([]),
  })
  .meta({ id: 'Card', description: 'One card of a carousel: title, optional subtitle and picture (http(s)), up to 5 actions.' });

export const cardsMessageSchema = z
  .object({
    type: z.literal('cards'),
    payload: payload({ value: list(cardSchema, 'cards').max(10, { error: 'must hold at most 10 cards' }) }),
  })
  .meta({
    id: 'CardsMessage',
    description: 'A carousel of cards, each with a title, an optional subtitle and picture, and link or postback actions.',
    example: {
      type: 'cards',
      payload: {
        value: [
          {
            title: 'Running shoe',
            subtitle: '89 EUR',
            image: 'https://example.com/shoe.jpg',
            actions: [
              { type: 'link', text: 'See it', value: 'https://example.com/shoe' },
              { type: 'postback', text: 'Buy', value: { sku: 'shoe-42' } },
            ],
          },
        ],
      },
    },
  });

/** Every type of message a bot may send, one schema each: the single list to extend. */
const BOT_MESSAGES = [
  textMessageSchema,
  tableMessageSchema,
  quickRepliesMessageSchema,
  actionsMessageSchema,
  imageMessageSchema,
  cardsMessageSchema,
] as const;

export const BOT_MESSAGE_TYPES = BOT_MESSAGES.map((m) => m.shape.type.value);

/** What a bot may push (and what a QnA answer holds): unknown fields are dropped, every problem is listed. */
export const botMessageSchema = z
  .discriminatedUnion('type', BOT_MESSAGES, {
    error: (iss) =>
      iss.code === 'invalid_union' || iss.code === 'invalid_type' ? `must be one of ${BOT_MESSAGE_TYPES.join(', ')}` : undefined,
  })
  .meta({ id: 'BotMessage', description: `A message from the bot: ${BOT_MESSAGE_TYPES.join(', ')}.` });

/** Pushed by a bot while it works on an answer (or to stop): the widget shows dots; nothing is stored. */
export const typingPushSchema = z
  .object({
    type: z.literal('typing'),
    payload: payload({ value: z.boolean({ error: required('a boolean') }) }, 'an object {value: true or false}'),
  })
  .meta({
    id: 'TypingPush',
    description: 'The bot is working on an answer (`true`) or stopped (`false`): the widget shows a typing indicator. Not stored.',
    example: { type: 'typing', payload: { value: true } },
  });

export const userTextMessageSchema = textMessageSchema;
export const postbackMessageSchema = z.object({
  type: z.literal('postback'),
  payload: payload({
    text: z.string({ error: 'must be a string' }).max(500, { error: 'must be at most 500 characters' }).optional(),
    value: object(),
  }),
});

const USER_MESSAGES = [userTextMessageSchema, postbackMessageSchema] as const;
export const USER_MESSAGE_TYPES = USER_MESSAGES.map((m) => m.shape.type.value);

/** What a user sends from the widget. */
export const userMessageSchema = z.discriminatedUnion('type', USER_MESSAGES, {
  error: (iss) => (iss.code === 'invalid_union' ? `must be one of ${USER_MESSAGE_TYPES.join(', ')}` : undefined),
});

/** Client -> server `message` event body. */
export const clientMessageSchema = z.object(
  {
    message: userMessageSchema,
    clientMessageId: text(100),
  },
  { error: required('an object {message, clientMessageId}') },
);

/** Most alternatives a QnA may hold. */
export const MAX_ANSWERS = 50;

/** One answer of a QnA: the messages the bot sends, in order. */
export const answerSchema = z
  .array(botMessageSchema, { error: required('an array of messages') })
  .min(1, { error: 'must hold at least one message' })
  .meta({ id: 'Answer', description: 'The messages sent, in order.' });

/** A QnA's answers: alternatives, one picked at random each time; every message one the widget can show. */
export const qnaAnswersSchema = z
  .array(answerSchema, { error: required('an array of answers, each an array of messages') })
  .max(MAX_ANSWERS, { error: `must hold at most ${MAX_ANSWERS} answers` })
  .meta({ description: 'Possible answers (one is picked at random), each a list of messages.' });
