import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { BotmeterService } from '../botmeter/botmeter.service';
import { BotmeterStatsDto } from '../botmeter/dto/botmeter-stats-response.dto';
import { BotmeterStatsQueryDto } from '../botmeter/dto/botmeter-stats-query.dto';
import { PortalAppsService } from './portal-apps.service';
import { uuidParam as uuid } from './uuid-param';
import { PortalAuth, type PortalRequest } from './portal-auth.guard';

/** The dashboard's figures: `/botmeter/stats` of an App the session's account owns. */
@ApiTags('portal')
@Controller('portal/api/apps/:id')
@PortalAuth()
export class PortalAnalyticsController {
  constructor(
    private readonly apps: PortalAppsService,
    private readonly botmeter: BotmeterService,
  ) {}

  /** Messages, users, conversations per interval, top intents, share without intent. */
  @Get('stats')
  @ApiOkResponse({ type: BotmeterStatsDto })
  @ApiNotFoundResponse()
  @ApiBadRequestResponse({ description: 'Bad range or interval, or too many intervals' })
  async stats(@Req() req: PortalRequest, @Param('id', uuid) id: string, @Query() q: BotmeterStatsQueryDto): Promise<BotmeterStatsDto> {
    await this.apps.get(req.account!.id, id);
    return this.botmeter.stats(id, q);
  }
}
