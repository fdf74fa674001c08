import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import type { Lang } from '@parley/extractors';
import { AppAccess } from '../apps/app-access.decorator';
import type { AppContext } from '../apps/app-context';
import { CurrentApp } from '../apps/current-app.decorator';
import { ApiLang, ResolveLang } from '../../common/decorators/lang.decorator';
import { EntityDto } from './dto/entity.dto';
import { EntityExtractionQueryDto } from './dto/entity-extraction-query.dto';
import { AppEntityNamesInterceptor } from './app-entity-names';
import { EntityExtractionService } from './entity-extraction.service';

@ApiTags('nlp')
@Controller('nlp/entity-extraction')
@AppAccess({ cost: 'sentence' })
@UseInterceptors(AppEntityNamesInterceptor)
export class EntityExtractionController {
  constructor(private readonly service: EntityExtractionService) {}

  /**
   * Finds typed entities (numbers, money, times, places, contacts, phone and card numbers, yes/no,
   * ages...) in a sentence. Result ordered by start, longer match first; a match inside a wider one is dropped.
   */
  @Get('v0')
  @ApiOperation({ summary: 'Entity extraction' })
  @ApiLang()
  @ApiOkResponse({ type: [EntityDto] })
  @ApiBadRequestResponse({ description: 'Unknown dimension, timezone or region, malformed boolean, empty sentence (every problem listed)' })
  @ApiPayloadTooLargeResponse({ description: 'Sentence longer than 2,000 characters' })
  extract(@CurrentApp() app: AppContext, @Query() query: EntityExtractionQueryDto, @ResolveLang() lang: Lang): Promise<EntityDto[]> {
    return this.service.extract(app.id, query, lang);
  }
}
