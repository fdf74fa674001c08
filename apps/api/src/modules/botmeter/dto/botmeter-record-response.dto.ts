import { ApiProperty } from '@nestjs/swagger';
import type { BotmeterRecordEntity } from '@parley/persistence';
import { BODY_TYPES } from './create-botmeter-record.dto';

export class BotmeterRecordIntentDto {
  /** @example "order_pizza" */
  name!: string;
  /** @example 0.87 */
  score!: number;
}

/** A stored record, fields named as when it was logged. */
export class BotmeterRecordDto {
  /** Record id (a 64-bit integer, as a string). @example "1042" */
  id!: string;
  /** When the exchange happened. @example "2026-11-17T10:30:00.000Z" */
  timestamp!: string;
  bot_version!: string | null;
  channel!: string | null;
  user_id!: string | null;
  /** User properties as sent. */
  @ApiProperty({ type: Object, additionalProperties: true, nullable: true })
  user!: Record<string, unknown> | null;
  conversation_id!: string | null;
  body!: string | null;
  @ApiProperty({ enum: BODY_TYPES })
  body_type!: string;
  responses!: string[];
  state_in!: string | null;
  state_out!: string | null;
  intent!: BotmeterRecordIntentDto | null;
  tags!: string[];
}

export function toBotmeterRecordResponse(e: BotmeterRecordEntity): BotmeterRecordDto {
  return {
    id: String(e.id),
    timestamp: e.timestamp.toISOString(),
    bot_version: e.botVersion,
    channel: e.channel,
    user_id: e.userId,
    user: e.user,
    conversation_id: e.conversationId,
    body: e.body,
    body_type: e.bodyType,
    responses: e.responses,
    state_in: e.stateIn,
    state_out: e.stateOut,
    intent: e.intentName === null ? null : { name: e.intentName, score: e.intentScore ?? 0 },
    tags: e.tags,
  };
}
