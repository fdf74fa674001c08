import {
  Body,
  Catch,
  Controller,
  Get,
  Headers,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  UseFilters,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  INBOX_QUEUES,
  type BotMessage,
  type ConversationMessage,
  type HandoverStatus,
  type InboxItem,
  type InboxQueue,
} from '@parley/contracts';
import { botMessageSchema } from '@parley/contracts/schemas';
import { unstorableParts } from '@parley/persistence';
import { ChecksUnreadableBody, InvalidInputException, notAnObject, openApiSchema, readableBody, zodDetails } from '@parley/server-kit';
import type { FastifyReply } from 'fastify';
import { CONFLICT_SCHEMA, HANDOVER_STATUS_SCHEMA, INBOX_SCHEMA, MESSAGE_SCHEMA, TRANSCRIPT_SCHEMA } from './handover-openapi';
import { HandoverConflict, HandoverService } from './handover.service';
import { HandoverRepository, type InboxCursor } from './handover.repository';
import { OperatorAccess } from './operator-access';
import { OperatorHub } from './operator-hub';

type Headers_ = Record<string, string | string[] | undefined>;

/** 409s with their code and the conversation's state (who has it). */
@Catch(HandoverConflict)
class HandoverConflictFilter implements ExceptionFilter {
  catch(e: HandoverConflict, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply
      .status(409)
      .type('application/json; charset=utf-8')
      .send({ statusCode: 409, error: 'Conflict', code: e.code, message: e.message, ...(e.handover ? { handover: e.handover } : {}) });
  }
}

/** Messages an operator may send: text, quick replies, link actions (as a bot pushes them). */
const OPERATOR_TYPES = new Set(['text', 'quickreplies', 'actions']);
const TRANSCRIPT_SIZE = 200;

/**
 * The operator inbox of the portal (docs/handover.md): a member's portal session (`Authorization:
 * Bearer`), verified against the shared sessions table; viewers read, `agent` and higher answer.
 */
@ApiTags('operator')
@ApiBearerAuth('portalSession')
@ApiUnauthorizedResponse({ description: 'No valid portal session (expired or ended)' })
@ApiForbiddenResponse({ description: "Called from a page of another origin than the portal's (PUBLIC_API_URL)" })
@ApiNotFoundResponse({ description: 'Unknown App (or the account is not a member), or unknown conversation' })
@ApiServiceUnavailableResponse({
  description: 'The operator inbox is off (no SESSION_SECRET on this webchat server), or the database is unavailable; see `Retry-After`',
})
@UseFilters(HandoverConflictFilter)
@Controller('operator/apps/:appId')
export class OperatorsController {
  constructor(
    private readonly access: OperatorAccess,
    private readonly handover: HandoverService,
    private readonly repo: HandoverRepository,
    private readonly hub: OperatorHub,
  ) {}

  @Get('inbox')
  @ApiOperation({ summary: "One queue of the App's inbox, newest activity first, with every queue's count" })
  @ApiParam({ name: 'appId', format: 'uuid' })
  @ApiQuery({
    name: 'queue',
    enum: INBOX_QUEUES,
    required: false,
    description: 'Default `waiting`. `mine`: assigned to the caller; `unassigned`: with the bot',
  })
  @ApiQuery({ name: 'cursor', required: false, description: "The previous page's nextCursor" })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 } })
  @ApiOkResponse({ schema: INBOX_SCHEMA })
  async inbox(
    @Headers() headers: Headers_,
    @Param('appId') appId: string,
    @Query('queue') queue = 'waiting',
    @Query('cursor') cursor?: string,
    @Query('limit') limit?: string,
  ): Promise<{ items: InboxItem[]; counts: Record<InboxQueue, number>; nextCursor: string | null }> {
    const ctx = await this.access.fromHeaders(headers, appId, false);
    if (!(INBOX_QUEUES as readonly string[]).includes(queue))
      throw new InvalidInputException([{ field: 'queue', problem: `must be one of ${INBOX_QUEUES.join(', ')}` }]);
    const n = limit === undefined ? 50 : Number(limit);
    if (!Number.isInteger(n) || n < 1 || n > 100)
      throw new InvalidInputException([{ field: 'limit', problem: 'must be an integer from 1 to 100' }]);
    const from = cursor ? decodeCursor(cursor) : null;
    if (cursor && !from) throw new InvalidInputException([{ field: 'cursor', problem: 'is not a cursor this route gave' }]);
    const [page, counts] = await Promise.all([
      this.repo.inbox(appId, ctx.operator.id, queue as InboxQueue, n, from),
      this.repo.counts(appId, ctx.operator.id),
    ]);
    return { items: page.items, counts, nextCursor: page.next ? encodeCursor(page.next) : null };
  }

  @Get('conversations/:conversationId')
  @ApiOperation({ summary: 'A conversation: its handover state and transcript (who answered each turn); marks it read' })
  @ApiParam({ name: 'appId', format: 'uuid' })
  @ApiParam({ name: 'conversationId', format: 'uuid' })
  @ApiOkResponse({ schema: TRANSCRIPT_SCHEMA })
  async conversation(
    @Headers() headers: Headers_,
    @Param('appId') appId: string,
    @Param('conversationId') conversationId: string,
  ): Promise<{ handover: HandoverStatus; messages: ConversationMessage[]; email?: string; userId: string }> {
    const ctx = await this.access.fromHeaders(headers, appId, false);
    const conv = await this.repo.byId(appId, conversationId);
    if (!conv) throw new NotFoundException('Unknown conversation');
    const messages = await this.repo.transcript(conv.id, TRANSCRIPT_SIZE);
    if (ctx.answers) {
      await this.repo.markRead(conv.id, ctx.operator.id);
      this.hub.refresh(appId, conv.id);
    }
    return { handover: conv.status, messages, userId: conv.userId, ...(conv.email ? { email: conv.email } : {}) };
  }

  @Post('conversations/:conversationId/take')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take the conversation (atomic: of two operators taking at once, one wins); the FAQ bot falls silent' })
  @ApiParam({ name: 'appId', format: 'uuid' })
  @ApiParam({ name: 'conversationId', format: 'uuid' })
  @ApiOkResponse({ schema: HANDOVER_STATUS_SCHEMA, description: "Taken (or already the caller's)" })
  @ApiConflictResponse({ schema: CONFLICT_SCHEMA, description: '`HANDOVER.ALREADY_TAKEN`: another operator has it (`handover.assignee`)' })
  @ApiForbiddenResponse({ description: "Below the agent role, or called from a page of another origin than the portal's" })
  async take(
    @Headers() headers: Headers_,
    @Param('appId') appId: string,
    @Param('conversationId') conversationId: string,
  ): Promise<HandoverStatus> {
    const ctx = await this.access.fromHeaders(headers, appId, true);
    return this.handover.take(ctx.app, conversationId, ctx.operator);
  }

  @Post('conversations/:conversationId/messages')
  @ChecksUnreadableBody()
  @ApiOperation({ summary: "Answer the visitor (text, quick replies or link actions, as a bot's push): 201 once stored" })
  @ApiParam({ name: 'appId', format: 'uuid' })
  @ApiParam({ name: 'conversationId', format: 'uuid' })
  @ApiBody({
    schema: openApiSchema(botMessageSchema),
    examples: {
      text: { value: { type: 'text', payload: { value: 'Hello, I am Ana from support.' } } },
      quickreplies: { value: { type: 'quickreplies', payload: { value: ['Yes', 'No'] } } },
    },
  })
  @ApiCreatedResponse({ schema: MESSAGE_SCHEMA, description: 'Stored (committed) and sent to the visitor' })
  @ApiConflictResponse({ schema: CONFLICT_SCHEMA, description: '`HANDOVER.NOT_ASSIGNEE`: take the conversation first' })
  @ApiForbiddenResponse({ description: "Below the agent role, or called from a page of another origin than the portal's" })
  async say(
    @Headers() headers: Headers_,
    @Param('appId') appId: string,
    @Param('conversationId') conversationId: string,
    @Body() body: unknown,
  ): Promise<ConversationMessage> {
    const ctx = await this.access.fromHeaders(headers, appId, true);
    return this.handover.say(ctx.app, conversationId, ctx.operator, parseOperatorMessage(readableBody(body)));
  }

  @Post('conversations/:conversationId/return')
  @HttpCode(200)
  @ApiOperation({ summary: 'Give the conversation back to the bot (the visitor sees a system line)' })
  @ApiParam({ name: 'appId', format: 'uuid' })
  @ApiParam({ name: 'conversationId', format: 'uuid' })
  @ApiOkResponse({ schema: HANDOVER_STATUS_SCHEMA })
  @ApiConflictResponse({ schema: CONFLICT_SCHEMA, description: '`HANDOVER.NOT_ASSIGNEE`: another operator answers it' })
  @ApiForbiddenResponse({ description: "Below the agent role, or called from a page of another origin than the portal's" })
  async giveBack(
    @Headers() headers: Headers_,
    @Param('appId') appId: string,
    @Param('conversationId') conversationId: string,
  ): Promise<HandoverStatus> {
    const ctx = await this.access.fromHeaders(headers, appId, true);
    return this.handover.release(ctx.app, conversationId, ctx.operator, 'bot');
  }

  @Post('conversations/:conversationId/close')
  @HttpCode(200)
  @ApiOperation({ summary: 'Close the conversation (the visitor sees a system line; their next message reopens it with the bot)' })
  @ApiParam({ name: 'appId', format: 'uuid' })
  @ApiParam({ name: 'conversationId', format: 'uuid' })
  @ApiOkResponse({ schema: HANDOVER_STATUS_SCHEMA })
  @ApiConflictResponse({ schema: CONFLICT_SCHEMA, description: '`HANDOVER.NOT_ASSIGNEE`: another operator answers it' })
  @ApiForbiddenResponse({ description: "Below the agent role, or called from a page of another origin than the portal's" })
  async close(
    @Headers() headers: Headers_,
    @Param('appId') appId: string,
    @Param('conversationId') conversationId: string,
  ): Promise<HandoverStatus> {
    const ctx = await this.access.fromHeaders(headers, appId, true);
    return this.handover.release(ctx.app, conversationId, ctx.operator, 'closed');
  }
}

function parseOperatorMessage(body: unknown): BotMessage {
  if (notAnObject(body)) throw new InvalidInputException([{ field: 'body', problem: 'must be a JSON object {type, payload}' }]);
  const parsed = botMessageSchema.safeParse(body);
  if (!parsed.success) throw new InvalidInputException(zodDetails(parsed.error));
  if (!OPERATOR_TYPES.has(parsed.data.type))
    throw new InvalidInputException([{ field: 'type', problem: 'an operator sends text, quickreplies or actions' }]);
  const unstorable = unstorableParts(parsed.data);
  if (unstorable.length) throw new InvalidInputException(unstorable);
  return parsed.data;
}

function encodeCursor(c: InboxCursor): string {
  return Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');
}

function decodeCursor(s: string): InboxCursor | null {
  try {
    const [at, id] = JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof at !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    return { at, id };
  } catch {
    return null;
  }
}
