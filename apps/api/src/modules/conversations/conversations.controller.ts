import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InvalidInputException } from '@parley/server-kit';
import { AppAccess } from '../apps/app-access.decorator';
import type { AppContext } from '../apps/app-context';
import { CurrentApp } from '../apps/current-app.decorator';
import { ConversationsService } from './conversations.service';
import {
  AddUtteranceBodyDto,
  AttentionPageDto,
  AttentionQueryDto,
  AttentionResultDto,
  ConversationPageDto,
  ConversationsQueryDto,
  CreateQnaFromBodyDto,
  DismissBodyDto,
  TranscriptDto,
} from './dto/conversations.dto';

/** What the App's users said and what its bot answered: the conversations its records hold. */
@ApiTags('conversations')
@Controller('conversations')
export class ConversationsController {
  constructor(private readonly service: ConversationsService) {}

  /** Conversations, the latest first, each at its latest record matching the filters; pages by cursor. */
  @Get()
  @AppAccess()
  @ApiOperation({ summary: 'List conversations' })
  @ApiOkResponse({ type: ConversationPageDto })
  @ApiBadRequestResponse({ description: 'A bad filter, size or cursor (every problem listed)' })
  list(@CurrentApp() app: AppContext, @Query() query: ConversationsQueryDto): Promise<ConversationPageDto> {
    return this.service.list(app.id, query);
  }

  /**
   * One conversation in order: a webchat conversation's messages both ways, with the delivery of
   * each user message and its classification; otherwise the exchanges the bot logged.
   */
  @Get(':conversationId')
  @AppAccess()
  @ApiOperation({ summary: 'Read a conversation' })
  @ApiNotFoundResponse({ description: 'No such conversation in the App' })
  @ApiBadRequestResponse({ description: 'A conversationId over 256 characters' })
  @ApiOkResponse({ type: TranscriptDto })
  transcript(@CurrentApp() app: AppContext, @Param('conversationId') conversationId: string): Promise<TranscriptDto> {
    if (conversationId.length > 256)
      throw new InvalidInputException([{ field: 'conversationId', problem: 'must be at most 256 characters' }]);
    return this.service.transcript(app.id, conversationId);
  }
}

/**
 * The needs-attention inbox: user messages that matched nothing, matched under the review band, or
 * tied; grouped by their text. Each action retrains the App and says how the text classifies now.
 */
@ApiTags('conversations')
@Controller('attention')
export class AttentionController {
  constructor(private readonly service: ConversationsService) {}

  @Get()
  @AppAccess()
  @ApiOperation({ summary: 'List messages that need attention, grouped' })
  @ApiOkResponse({ type: AttentionPageDto })
  @ApiBadRequestResponse({ description: 'A bad range, band or page (every problem listed)' })
  list(@CurrentApp() app: AppContext, @Query() query: AttentionQueryDto): Promise<AttentionPageDto> {
    return this.service.attention(app, query);
  }

  /** Adds the text as an utterance of an existing QnA or Intent; answers once the App has retrained. */
  @Post('utterance')
  @HttpCode(200)
  @AppAccess({ role: 'editor' })
  @ApiOperation({ summary: 'Add a message to a QnA or Intent' })
  @ApiNotFoundResponse({ description: 'No such QnA or Intent (targetType, targetId) in the App' })
  @ApiOkResponse({ type: AttentionResultDto })
  addUtterance(@CurrentApp() app: AppContext, @Body() body: AddUtteranceBodyDto): Promise<AttentionResultDto> {
    return this.service.addUtterance(app, body);
  }

  /** Makes a new QnA with the text as its utterance; answers once the App has retrained. */
  @Post('qna')
  @HttpCode(200)
  @AppAccess({ role: 'editor' })
  @ApiOperation({ summary: 'Make a QnA of a message' })
  @ApiOkResponse({ type: AttentionResultDto })
  createQna(@CurrentApp() app: AppContext, @Body() body: CreateQnaFromBodyDto): Promise<AttentionResultDto> {
    return this.service.createQna(app, body);
  }

  /** Takes the group out of the inbox (a later message of the same text brings it back). */
  @Post('dismiss')
  @HttpCode(200)
  @AppAccess({ role: 'editor' })
  @ApiOperation({ summary: 'Dismiss a group' })
  @ApiOkResponse({ type: AttentionResultDto })
  dismiss(@CurrentApp() app: AppContext, @Body() body: DismissBodyDto): Promise<AttentionResultDto> {
    return this.service.dismiss(app, body.key);
  }
}
