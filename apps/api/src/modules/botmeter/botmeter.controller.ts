import { Body, Controller, Get, Header, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExcludeEndpoint,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AppAccess } from '../apps/app-access.decorator';
import { CurrentApp } from '../apps/current-app.decorator';
import { Paginated, type Page } from '../../common/pagination';
import type { AppContext } from '../apps/app-context';
import { BotmeterService } from './botmeter.service';
import { BotmeterRecordDto } from './dto/botmeter-record-response.dto';
import { BotmeterRecordsQueryDto } from './dto/botmeter-records-query.dto';
import { BotmeterStatsDto } from './dto/botmeter-stats-response.dto';
import { BotmeterStatsQueryDto } from './dto/botmeter-stats-query.dto';
import { CreateBotmeterRecordDto } from './dto/create-botmeter-record.dto';

@ApiTags('botmeter')
@Controller('botmeter')
export class BotmeterController {
  constructor(private readonly service: BotmeterService) {}

  /**
   * Logs one bot exchange (`POST /botmeter/`, also without the trailing slash). Answers `ok` only
   * once the record is committed; a record that could not be stored is a 503 with Retry-After
   * (send it again).
   */
  @Post()
  @AppAccess({ role: 'editor' })
  @HttpCode(200)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @ApiOperation({ summary: 'Log an exchange' })
  @ApiOkResponse({ description: 'Stored', content: { 'text/plain': { schema: { type: 'string', example: 'ok' } } } })
  @ApiBadRequestResponse({ description: 'A field of the wrong type or beyond its limit (every problem listed)' })
  @ApiServiceUnavailableResponse({ description: 'Not stored (database unavailable or overloaded); retry after Retry-After' })
  async log(@Body() dto: CreateBotmeterRecordDto, @CurrentApp() app: AppContext): Promise<string> {
    await this.service.record(app.id, dto, Date.now());
    return 'ok';
  }

  /**
   * `POST /botmeter/`, the path existing loggers call: Nest strips a trailing slash
   * from route paths, and a wildcard (empty here) is the one way Fastify still matches it; an
   * empty `:param` does not match under Nest's router constraints.
   */
  @Post('*')
  @AppAccess({ role: 'editor' })
  @HttpCode(200)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @ApiExcludeEndpoint()
  async logWithSlash(@Param('*') slash: string, @Body() dto: CreateBotmeterRecordDto, @CurrentApp() app: AppContext): Promise<string> {
    if (slash !== '') throw new NotFoundException(`Cannot POST /botmeter/${slash}`);
    return this.log(dto, app);
  }

  /** The App's records, newest first, filtered. */
  @Get('records')
  @AppAccess()
  @ApiOperation({ summary: 'List records' })
  @ApiOkResponse({ type: Paginated(BotmeterRecordDto) })
  @ApiBadRequestResponse({ description: 'Bad page, size or filter (every problem listed)' })
  list(@Query() query: BotmeterRecordsQueryDto, @CurrentApp() app: AppContext): Promise<Page<BotmeterRecordDto>> {
    return this.service.list(app.id, query);
  }

  /** Messages, users, conversations, top intents and share without intent, per interval. */
  @Get('stats')
  @AppAccess()
  @ApiOperation({ summary: 'Statistics per interval' })
  @ApiOkResponse({ type: BotmeterStatsDto })
  @ApiBadRequestResponse({ description: 'Bad range or interval, or too many intervals' })
  stats(@Query() query: BotmeterStatsQueryDto, @CurrentApp() app: AppContext): Promise<BotmeterStatsDto> {
    return this.service.stats(app.id, query);
  }
}
