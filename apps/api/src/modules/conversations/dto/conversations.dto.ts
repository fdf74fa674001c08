import { ApiProperty } from '@nestjs/swagger';
import type { BotMessage, UserMessage } from '@parley/contracts';
import { botMessageSchema, userMessageSchema } from '@parley/contracts/schemas';
import { ApiSchemaProperty } from '@parley/server-kit';
import { z } from 'zod';
import { text } from '../../../common/pipes/body-fields';
import { optionalBoolean, optionalText } from '../../../common/pipes/query-params';
import { SchemaDto } from '../../../common/pipes/schema';

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** ISO 8601 or epoch milliseconds, as the botmeter lists read them. */
function optionalTime(description: string, example = '2026-11-01T00:00:00Z') {
  return z
    .preprocess(
      (value) => {
        const v = first(value);
        if (v === undefined || v === '') return undefined;
        if (typeof v !== 'string') return v;
        const t = /^\d{1,15}$/.test(v) ? Number(v) : /^\d{4}-\d{2}-\d{2}/.test(v) ? Date.parse(v) : NaN;
        return Number.isFinite(t) ? new Date(t) : v;
      },
      z.date({ error: 'must be an ISO 8601 date or epoch milliseconds' }).optional(),
    )
    .meta({ description, type: 'string', example });
}

function optionalInt(min: number, max: number, fallback: number, description: string) {
  return z
    .preprocess(
      (value) => {
        const v = first(value);
        if (v === undefined || v === '') return undefined;
        return typeof v === 'string' && /^-?\d{1,9}$/.test(v.trim()) ? Number(v) : v;
      },
      z
        .number({ error: `must be an integer from ${min} to ${max}` })
        .int({ error: `must be an integer from ${min} to ${max}` })
        .min(min, { error: `must be an integer from ${min} to ${max}` })
        .max(max, { error: `must be an integer from ${min} to ${max}` })
        .default(fallback),
    )
    .meta({ description, type: 'integer', minimum: min, maximum: max, default: fallback });
}

export const conversationsQuery = z.object({
  from: optionalTime('Conversations with a record at or after this time (ISO 8601 or epoch milliseconds).'),
  to: optionalTime('...and before this time.', '2026-12-01T00:00:00Z'),
  user_id: optionalText(
    z
      .string()
      .max(256, { error: 'must be at most 256 characters' })
      .refine((v) => !v.includes('\u0000'), { error: 'must not contain the NUL character' }),
  ).meta({ description: "Only this user's conversations." }),
  channel: z
    .preprocess(
      (v) => {
        const s = first(v);
        return s === '' ? undefined : s;
      },
      z.enum(['webchat', 'api'], { error: 'must be webchat or api' }).optional(),
    )
    .meta({
      description:
        '`webchat`: conversations on the webchat (channel `webchat`); `api`: records of any other channel logged with POST /botmeter.',
    }),
  answeredBy: z
    .preprocess(
      (v) => {
        const s = first(v);
        return s === '' ? undefined : s;
      },
      z.enum(['person', 'bot'], { error: 'must be person or bot' }).optional(),
    )
    .meta({
      description:
        '`person`: conversations in which a person of the team answered (human handover: a botmeter record tagged `operator`); `bot`: conversations the bot answered alone.',
    }),
  matched: optionalBoolean().meta({
    description: 'true: only user messages that matched a QnA or Intent; false: only those that matched none.',
  }),
  q: optionalText(z.string().max(200, { error: 'must be at most 200 characters' })).meta({
    description: 'Words the user message contains (each word, or a word starting with it, case-insensitive).',
    example: 'refund',
  }),
  cursor: optionalText(z.string().max(200, { error: 'must be at most 200 characters' })).meta({
    description: 'Where the page starts: `nextCursor` of the page before.',
  }),
  size: optionalInt(1, 100, 20, 'Conversations per page, at most 100.'),
});
export class ConversationsQueryDto extends SchemaDto(conversationsQuery, 'output') {}

export const attentionQuery = z.object({
  from: optionalTime('Messages at or after this time (default: 30 days before `to`).'),
  to: optionalTime('Messages before this time (default: now).', '2026-12-01T00:00:00Z'),
  review_below: z
    .preprocess(
      (value) => {
        const v = first(value);
        if (v === undefined || v === '') return undefined;
        return typeof v === 'string' && /^\d*\.?\d+$/.test(v.trim()) ? Number(v) : v;
      },
      z
        .number({ error: 'must be a number from 0 to 1' })
        .min(0, { error: 'must be a number from 0 to 1' })
        .max(1, { error: 'must be a number from 0 to 1' })
        .default(0.5),
    )
    .meta({ description: 'A match scored under this needs a look too (the review band).', type: 'number', default: 0.5 }),
  page: optionalInt(1, 1_000_000, 1, '1-based page number.'),
  size: optionalInt(1, 50, 20, 'Groups per page, at most 50.'),
});
export class AttentionQueryDto extends SchemaDto(attentionQuery, 'output') {}

const key = text(2000, { min: 1 }).meta({ description: 'The group (`key` of the inbox).', example: 'can i pay in bitcoin' });
const sentence = text(2000, { min: 1 }).meta({
  description: "The user's words, as they become an utterance.",
  example: 'Can I pay in Bitcoin?',
});

export const dismissBody = z.object({ key });
export class DismissBodyDto extends SchemaDto(dismissBody) {}

export const addUtteranceBody = z.object({
  key,
  text: sentence,
  targetType: z.enum(['QnA', 'Intent'], { error: 'must be QnA or Intent' }),
  targetId: z.uuid({ error: 'must be the id of a QnA or Intent of this App' }),
});
export class AddUtteranceBodyDto extends SchemaDto(addUtteranceBody) {}

export const createQnaFromBody = z.object({
  key,
  text: sentence,
  title: text(500, { min: 1 }).meta({ example: 'Bitcoin' }),
  answer: text(2000)
    .optional()
    .meta({ description: "The QnA's answer (a text message); none: the QnA is made without answers.", example: 'We do not take Bitcoin.' }),
});
export class CreateQnaFromBodyDto extends SchemaDto(createQnaFromBody) {}

// --- Answers

export class MatchDto {
  /** The QnA's or Intent's title or label (for a bot-logged record: the intent name it sent). @example "Payment methods" */
  name!: string;
  /** @example 0.82 */
  score!: number;
}

export class CandidateDto {
  id!: string;
  @ApiProperty({ enum: ['QnA', 'Intent'] })
  type!: 'QnA' | 'Intent';
  /** @example "Payment methods" */
  label!: string;
  /** @example 0.41 */
  score!: number;
}

export class ConversationSummaryDto {
  /** The conversation's id as recorded (null: a record without one, shown on its own). */
  @ApiProperty({ type: String, nullable: true })
  conversationId!: string | null;
  /** The record shown: the conversation's latest matching the filters. */
  recordId!: string;
  @ApiProperty({ type: String, nullable: true })
  userId!: string | null;
  @ApiProperty({ type: String, nullable: true })
  channel!: string | null;
  /** When that record's exchange happened. */
  time!: string;
  /** Exchanges in the whole conversation. */
  exchanges!: number;
  /** What the user wrote. */
  @ApiProperty({ type: String, nullable: true })
  text!: string | null;
  /** The bot's first answer. */
  @ApiProperty({ type: String, nullable: true })
  answer!: string | null;
  @ApiProperty({ type: MatchDto, nullable: true })
  match!: MatchDto | null;
  /** Several matches within the App's ambiguity margin (the FAQ bot asked the user to choose). */
  tie!: boolean;
}

export class ConversationPageDto {
  @ApiProperty({ type: [ConversationSummaryDto] })
  _content!: ConversationSummaryDto[];
  /** Give it as `cursor` for the next page; null on the last page. */
  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class DeliveryDto {
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'] })
  status!: string;
  attempts!: number;
  @ApiProperty({ type: String, nullable: true })
  lastError!: string | null;
  @ApiProperty({ type: String, nullable: true })
  deliveredAt!: string | null;
}

export class TranscriptMessageDto {
  id!: string;
  @ApiProperty({ enum: ['user', 'bot'] })
  sender!: 'user' | 'bot';
  time!: string;
  /** `text`, `postback` (user); `text`, `table`, `quickreplies`, `actions` (bot). */
  type!: string;
  /** The message as text (a table or a list of choices flattened). */
  text!: string;
  @ApiSchemaProperty(z.union([botMessageSchema, userMessageSchema]), {
    description:
      'The message as sent (its type and payload), for showing it as the widget does; the texts of a logged exchange as text messages. Messages stored before they were checked may not match their type.',
  })
  message!: BotMessage | UserMessage;
  /** User messages: whether the classification is known (a record of the exchange exists). */
  classified!: boolean;
  @ApiProperty({ type: MatchDto, nullable: true })
  match!: MatchDto | null;
  /** The classifier's matches, best first, when the FAQ bot answered; more than one is a tie. */
  @ApiProperty({ type: [CandidateDto] })
  matches!: CandidateDto[];
  /** Webchat user messages: the delivery to the bot (webhook or FAQ bot). */
  @ApiProperty({ type: DeliveryDto, nullable: true })
  delivery!: DeliveryDto | null;
}

export class TranscriptDto {
  conversationId!: string;
  /** `webchat`: the webchat's stored messages, both directions; `botmeter`: the exchanges the bot logged. */
  @ApiProperty({ enum: ['webchat', 'botmeter'] })
  source!: 'webchat' | 'botmeter';
  @ApiProperty({ type: String, nullable: true })
  userId!: string | null;
  @ApiProperty({ type: String, nullable: true })
  channel!: string | null;
  @ApiProperty({ type: [TranscriptMessageDto] })
  messages!: TranscriptMessageDto[];
  /** Only the latest messages are here (the conversation is longer). */
  truncated!: boolean;
}

export class NowDto {
  /** Whether the message matches now, under the App's threshold and ambiguity margin. */
  matched!: boolean;
  /** Several matches within the margin. */
  tie!: boolean;
  @ApiProperty({ type: MatchDto, nullable: true })
  match!: MatchDto | null;
}

export class AttentionGroupDto {
  /** The group: the messages' text lower-cased, punctuation and spaces made one space. */
  key!: string;
  /** Its latest message, as written. */
  text!: string;
  /** Messages in the group (in the range, since its last review). */
  count!: number;
  lastAt!: string;
  /** Messages that matched nothing. */
  unmatched!: number;
  /** Messages matched under the review band. */
  low!: number;
  /** Messages with a tie. */
  ties!: number;
  /** What its latest message matched then. */
  @ApiProperty({ type: MatchDto, nullable: true })
  recorded!: MatchDto | null;
  /** The classifier's three best candidates now, whatever their score: the picker's suggestions. */
  @ApiProperty({ type: [CandidateDto] })
  suggestions!: CandidateDto[];
  now!: NowDto;
}

export class AttentionPageDto {
  @ApiProperty({ type: [AttentionGroupDto] })
  _content!: AttentionGroupDto[];
  /** Groups over all pages. */
  total!: number;
  page!: number;
  size!: number;
}

export class AttentionResultDto {
  key!: string;
  @ApiProperty({ enum: ['dismissed', 'utterance', 'qna'] })
  action!: string;
  /** The QnA or Intent the text went to. */
  @ApiProperty({ type: String, nullable: true })
  targetId!: string | null;
  /** The text classified after the retrain (for a dismissal, as the model stands). */
  now!: NowDto;
}
