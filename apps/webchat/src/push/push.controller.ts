import { Body, Controller, Header, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { botMessageSchema } from '@parley/contracts/schemas';
import { openApiSchema } from '@parley/server-kit';
import { PushService } from './push.service';


@ApiTags('push')
@Controller('bots')
export class PushController {
  constructor(private readonly pushes: PushService) {}

  /**
   * Pushes a bot message to a user's conversation. Stored before the answer, then published to
   * every open widget of that user (on any instance).
   */
  @Post(':appToken/users/:userId/conversation/messages')
  @HttpCode(200)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @ApiOperation({ summary: 'Push a bot message (text, table, quickreplies, actions) to a user' })
  @ApiParam({ name: 'appToken', description: "The App's webchat token" })
  @ApiParam({ name: 'userId', description: 'The user id the widget sent with its messages (the webhook body\'s `user`)' })
  @ApiBody({ schema: openApiSchema(botMessageSchema), examples: { text: { value: { type: 'text', payload: { value: 'Hello!' } } } } })
  @ApiBearerAuth('pushSecret')
  @ApiProduces('text/plain')
  @ApiResponse({ status: 200, description: '`OK`: the message is stored', schema: { type: 'string', example: 'OK' } })
  @ApiResponse({ status: 400, description: 'Malformed message: every problem is listed in `details`' })
  @ApiResponse({ status: 401, description: 'The App requires its push secret and none was sent' })
  @ApiResponse({ status: 403, description: 'Wrong push secret' })
  @ApiResponse({ status: 404, description: 'Unknown app token' })
  async push(
    @Param('appToken') appToken: string,
    @Param('userId') userId: string,
    @Headers('authorization') authorization: string | undefined,
    @Body() body: unknown,
  ): Promise<string> {
    await this.pushes.push(appToken, userId, authorization, body);
    return 'OK';
  }
}
