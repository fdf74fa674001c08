import { Body, Controller, Get, Header, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { HandoverStatus } from '@parley/contracts';
import { HANDOVER_STATUS_SCHEMA } from '../handover/handover-openapi';
import {
  ApiBasicAuth,
  ApiBearerAuth,
  ApiBody,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiResponse,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { botMessageSchema, typingPushSchema } from '@parley/contracts/schemas';
import { ChecksUnreadableBody, openApiSchema } from '@parley/server-kit';
import type { PushHeaders } from './push-secret';
import { PushService } from './push.service';

@ApiTags('push')
@Controller('bots')
export class PushController {
  constructor(private readonly pushes: PushService) {}

  /**
   * Pushes a bot message to a user's conversation. Stored before the answer, then published to
   * every open widget of that user (on any instance). `{type: 'typing', payload: {value}}` is not
   * stored: it shows (or hides) the typing indicator in the user's open widgets.
   */
  @Post(':appToken/users/:userId/conversation/messages')
  @ChecksUnreadableBody()
  @HttpCode(200)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @ApiOperation({ summary: 'Push a bot message (text, table, quickreplies, actions, image, cards) or a typing indicator to a user' })
  @ApiParam({ name: 'appToken', description: "The App's webchat token" })
  @ApiParam({ name: 'userId', description: "The user id the widget sent with its messages (the webhook body's `user`)" })
  @ApiBody({
    schema: { oneOf: [openApiSchema(botMessageSchema), openApiSchema(typingPushSchema)] },
    examples: {
      text: { value: { type: 'text', payload: { value: 'Hello!' } } },
      typing: { value: { type: 'typing', payload: { value: true } } },
    },
  })
  @ApiBearerAuth('pushSecret')
  @ApiBasicAuth('pushSecretBasic')
  @ApiSecurity('pushSecretHeader')
  @ApiProduces('text/plain')
  @ApiResponse({
    status: 200,
    description:
      '`OK`: the message is stored. Taken without the push secret (an App that does not require it yet): `Warning` and `Deprecation` headers, and `Sunset` with the time such pushes are refused from',
    schema: { type: 'string', example: 'OK' },
  })
  @ApiResponse({
    status: 400,
    description:
      'The body is not JSON, is empty or is not a bot message, or `userId` is longer than 200 characters (every problem in `details`)',
  })
  @ApiResponse({ status: 401, description: 'No push secret, and the App requires it' })
  @ApiResponse({ status: 403, description: 'Wrong push secret' })
  @ApiResponse({ status: 404, description: 'Unknown app token' })
  @ApiResponse({
    status: 429,
    description: "Past the App's push limit (WEBCHAT_APP_PUSHES_PER_WINDOW): not stored; push it again after `Retry-After` seconds",
  })
  @ApiResponse({
    status: 503,
    description:
      'Not stored (the database is unavailable, or too many messages are waiting: MESSAGE_MAX_PENDING): push it again after `Retry-After` seconds',
  })
  async push(
    @Param('appToken') appToken: string,
    @Param('userId') userId: string,
    @Headers() headers: PushHeaders,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const warning = await this.pushes.push(appToken, userId, headers, body);
    if (warning) {
      const when = warning.refusedFrom ? ` and will be refused from ${warning.refusedFrom.toISOString()}` : '';
      void reply.header('Deprecation', 'true');
      void reply.header(
        'Warning',
        `299 parley "Push without the push secret: send Authorization: Bearer <push secret>; such pushes are deprecated${when}"`,
      );
      if (warning.refusedFrom) void reply.header('Sunset', warning.refusedFrom.toUTCString());
    }
    return 'OK';
  }

  /**
   * The bot asks for a person of the App's team to answer this user: the conversation waits for one
   * (`reason: bot`, `note`: the reason given), shown in the portal's inbox; a conversation already
   * waiting or assigned stays as it is. Answers the conversation's state.
   */
  @Post(':appToken/users/:userId/conversation/handover')
  @ChecksUnreadableBody()
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask for a person to answer the user (human handover)' })
  @ApiParam({ name: 'appToken', description: "The App's webchat token" })
  @ApiParam({ name: 'userId', description: "The user id (the webhook body's `user`)" })
  @ApiBody({
    required: false,
    schema: { type: 'object', properties: { reason: { type: 'string', maxLength: 500, description: 'Shown to operators as the note' } } },
    examples: { reason: { value: { reason: 'Asked for a refund over 500 EUR' } } },
  })
  @ApiBearerAuth('pushSecret')
  @ApiBasicAuth('pushSecretBasic')
  @ApiSecurity('pushSecretHeader')
  @ApiResponse({ status: 200, description: "The conversation's handover state", schema: HANDOVER_STATUS_SCHEMA })
  @ApiResponse({
    status: 400,
    description:
      'The body is not JSON or not an object, `reason` is not a string of at most 500 characters, or `userId` is longer than 200 characters (every problem in `details`)',
  })
  @ApiResponse({ status: 401, description: 'No push secret (this route always requires it)' })
  @ApiResponse({ status: 403, description: 'Wrong push secret' })
  @ApiResponse({ status: 404, description: 'Unknown app token' })
  @ApiResponse({ status: 429, description: "Past the App's push limit (it counts as a push); see `Retry-After`" })
  @ApiResponse({ status: 503, description: 'The database is unavailable; see `Retry-After`' })
  requestHandover(
    @Param('appToken') appToken: string,
    @Param('userId') userId: string,
    @Headers() headers: PushHeaders,
    @Body() body: unknown,
  ): Promise<HandoverStatus> {
    return this.pushes.handover(appToken, userId, headers, body);
  }

  @Get(':appToken/users/:userId/conversation/handover')
  @ApiOperation({ summary: "Read the user's conversation's handover state" })
  @ApiParam({ name: 'appToken', description: "The App's webchat token" })
  @ApiParam({ name: 'userId', description: "The user id (the webhook body's `user`)" })
  @ApiBearerAuth('pushSecret')
  @ApiBasicAuth('pushSecretBasic')
  @ApiSecurity('pushSecretHeader')
  @ApiResponse({
    status: 200,
    description: "The conversation's handover state (`bot` for a user without a conversation)",
    schema: HANDOVER_STATUS_SCHEMA,
  })
  @ApiResponse({ status: 400, description: '`userId` is longer than 200 characters (every problem in `details`)' })
  @ApiResponse({ status: 401, description: 'No push secret (this route always requires it)' })
  @ApiResponse({ status: 403, description: 'Wrong push secret' })
  @ApiResponse({ status: 404, description: 'Unknown app token' })
  @ApiResponse({ status: 429, description: "Past the App's push limit (it counts as a push); see `Retry-After`" })
  @ApiResponse({ status: 503, description: 'The database is unavailable; see `Retry-After`' })
  handoverStatus(
    @Param('appToken') appToken: string,
    @Param('userId') userId: string,
    @Headers() headers: PushHeaders,
  ): Promise<HandoverStatus> {
    return this.pushes.handoverStatus(appToken, userId, headers);
  }
}
