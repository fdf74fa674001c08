import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, ValidateBy, ValidateNested } from 'class-validator';
import { BODY_TYPES, BOTMETER_LIMITS } from '@parley/botmeter';
import { IsIntIn, IsSmallObject, IsText, IsTextList } from './validators';

// The limits (BOTMETER_LIMITS) are libs/botmeter's: its writer refuses a record beyond them,
// whoever sends it; here each is a 400 naming the field.
export { BODY_TYPES };
export type BodyType = (typeof BODY_TYPES)[number];

const INTENT_SHAPE = 'must be an object {name, score}';

/** The intent the bot recognised. */
export class BotmeterIntentDto {
  /** Intent name (at most 200 characters). @example "order_pizza" */
  @IsText(BOTMETER_LIMITS.shortText)
  name!: string;

  /** Confidence of the recognition. @example 0.87 */
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'must be a number' })
  score!: number;
}

/** One bot exchange to log; every field is optional, unknown fields are ignored. */
export class CreateBotmeterRecordDto {
  /** Bot version (at most 200 characters). @example "1.4.2" */
  @IsOptional()
  @IsText(BOTMETER_LIMITS.shortText)
  bot_version?: string | null;

  /** Messaging channel (at most 200 characters). @example "webchat" */
  @IsOptional()
  @IsText(BOTMETER_LIMITS.shortText)
  channel?: string | null;

  /** User identifier (at most 256 characters). @example "u-42" */
  @IsOptional()
  @IsText(BOTMETER_LIMITS.id)
  user_id?: string | null;

  /** User properties, stored as sent (at most 16,384 characters of JSON). */
  @ApiProperty({
    required: false,
    nullable: true,
    type: Object,
    additionalProperties: true,
    example: { firstName: 'Ada', locale: 'en_GB' },
  })
  @IsOptional()
  @IsSmallObject(BOTMETER_LIMITS.userJson)
  user?: Record<string, unknown> | null;

  /** Conversation identifier (at most 256 characters). @example "c-2026-11-17-001" */
  @IsOptional()
  @IsText(BOTMETER_LIMITS.id)
  conversation_id?: string | null;

  /** The user's message (at most 10,000 characters). @example "A margherita, please" */
  @IsOptional()
  @IsText(BOTMETER_LIMITS.text)
  body?: string | null;

  /** Type of body; default `text`. */
  @ApiProperty({ required: false, nullable: true, enum: BODY_TYPES, default: 'text' })
  @IsOptional()
  @IsIn(BODY_TYPES, { message: `must be one of ${BODY_TYPES.join(', ')}` })
  body_type?: BodyType | null;

  /** The bot's responses (at most 50, each at most 10,000 characters). @example ["Which size?"] */
  @IsOptional()
  @IsTextList(BOTMETER_LIMITS.items, BOTMETER_LIMITS.text)
  responses?: string[] | null;

  /** Dialog state before the exchange (at most 200 characters). @example "greeting" */
  @IsOptional()
  @IsText(BOTMETER_LIMITS.shortText)
  state_in?: string | null;

  /** Dialog state after the exchange (at most 200 characters). @example "ask_size" */
  @IsOptional()
  @IsText(BOTMETER_LIMITS.shortText)
  state_out?: string | null;

  /** The recognised intent and its score. */
  @IsOptional()
  // One problem for a non-object: ValidateNested's own (arrays would pass it, hence the other check).
  @ValidateBy({ name: 'isNotArray', validator: { validate: (v: unknown) => !Array.isArray(v), defaultMessage: () => INTENT_SHAPE } })
  @ValidateNested({ message: INTENT_SHAPE })
  @Type(() => BotmeterIntentDto)
  intent?: BotmeterIntentDto | null;

  /** Tags (at most 50, each at most 200 characters). @example ["pizza", "new-user"] */
  @IsOptional()
  @IsTextList(BOTMETER_LIMITS.items, BOTMETER_LIMITS.shortText)
  tags?: string[] | null;

  /** When the exchange happened, epoch milliseconds (2000 to 2100); default the time of receipt. @example 1795400000000 */
  @IsOptional()
  @IsIntIn(
    BOTMETER_LIMITS.minTimestamp,
    BOTMETER_LIMITS.maxTimestamp,
    'must be epoch milliseconds (an integer) from 946684800000 (2000-01-01) to 4102444800000 (2100-01-01)',
  )
  timestamp?: number | null;
}
