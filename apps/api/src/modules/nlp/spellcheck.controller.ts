import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { AppAccess } from '../apps/app-access.decorator';
import { CurrentApp } from '../apps/current-app.decorator';
import { ApiLang, ResolveLang, type Lang } from '../../common/decorators/lang.decorator';
import type { AppContext } from '../apps/app-context';
import { SpellcheckResultDto, SpellcheckV0QueryDto, SpellcheckV1QueryDto } from './dto/spellcheck.dto';
import { SpellcheckService } from './spellcheck.service';

@ApiTags('nlp')
@Controller('nlp/spellchecking')
@AppAccess({ cost: 'sentence' })
export class SpellcheckController {
  constructor(private readonly service: SpellcheckService) {}

  /**
   * Corrects unknown words. `key` names the language and the maximum edit distance per word
   * (an edit: a letter added, removed or changed, or two adjacent letters swapped). URLs, e-mails,
   * handles, hashtags, numbers and capitalised names inside a sentence are kept; a correction takes
   * the case of the typed word. The App's own words (QnAs, Intents; its 5,000 most used) are known words.
   */
  @Get('v0')
  @ApiOperation({ summary: 'Spell checking' })
  @ApiOkResponse({ type: SpellcheckResultDto })
  @ApiBadRequestResponse({ description: 'Missing sentence or unknown key (every problem listed)' })
  @ApiPayloadTooLargeResponse({ description: 'Sentence longer than 2,000 characters' })
  v0(@CurrentApp() app: AppContext, @Query() q: SpellcheckV0QueryDto): Promise<SpellcheckResultDto> {
    return this.service.checkWithKey(app.id, q.sentence, q.key);
  }

  /** What existing bot SDKs call: language from `lang`/`Botfuel-Bot-Locale`/the App, distance 2. */
  @Get('v1')
  @ApiOperation({ summary: 'Spell checking (language from the request or the App)' })
  @ApiLang()
  @ApiOkResponse({ type: SpellcheckResultDto })
  @ApiBadRequestResponse({ description: 'Missing sentence or unknown language (every problem listed)' })
  @ApiPayloadTooLargeResponse({ description: 'Sentence longer than 2,000 characters' })
  v1(@CurrentApp() app: AppContext, @ResolveLang() lang: Lang, @Query() q: SpellcheckV1QueryDto): Promise<SpellcheckResultDto> {
    return this.service.check(app.id, q.sentence, lang, 2);
  }
}
