import { Body, Controller, Header, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBasicAuth, ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { botMessageSchema, typingPushSchema } from '@parley/contracts/schemas';
import { openApiSchema } from '@parley/server-kit';
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
  @HttpCode(200)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @ApiOperation({ summary: 'Push a bot message (text, table, quickreplies, actions, image, cards) or a typing indicator to a user' })
  @ApiParam({ name: 'appToken', description: "The App's webchat token" })
  @ApiParam({ name: 'userId', description: 'The user id the widget sent with its messages (the webhook body\'s `user`)' })
  @ApiBody({
    schema: { oneOf: [openApiSchema(botMessageSchema), openApiSchema(typingPushSchema)] },
    examples: { text: { value: { type: 'text', payload: { value: 'Hello!' } } }, typing: { value: { type: 'typing', payload: { value: true } } } },
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
  @ApiResponse({ status: 400, description: 'Malformed message: every problem is listed in `details`' })
  @ApiResponse({ status: 401, description: 'No push secret, and the App requires it' })
  @ApiResponse({ status: 403, description: 'Wrong push secret' })
  @ApiResponse({ status: 404, description: 'Unknown app token' })
  @ApiResponse({ status: 429, description: "Past the App's push limit (WEBCHAT_APP_PUSHES_PER_WINDOW): not stored; push it again after `Retry-After` seconds" })
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
      void reply.header('Warning', `299 parley "Push without the push secret: send Authorization: Bearer <push secret>; such pushes are deprecated${when}"`);
      if (warning.refusedFrom) void reply.header('Sunset', warning.refusedFrom.toUTCString());
    }
    return 'OK';
  }
}
