import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Lang } from '@parley/classifier';
import { AppAccess } from '../apps/app-access.decorator';
import { CurrentApp } from '../apps/current-app.decorator';
import { ApiLang, ResolveLang } from '../../common/decorators/lang.decorator';
import type { AppContext } from '../apps/app-context';
import { ClassificationMatchDto, ClassifyBodyDto, ClassifyQueryDto } from './dto/classify.dto';
import { ClassifyService } from './classify.service';

@ApiTags('trainer')
@Controller('trainer/api/v0/classify')
@AppAccess()
export class ClassifyController {
  constructor(private readonly service: ClassifyService) {}

  /**
   * Which QnA or Intent a sentence means: normally the best match, when its probability reaches the
   * App's threshold; more only on a real tie (within the App's ambiguity margin), at most 5;
   * empty when nothing fits.
   */
  @Post()
  @HttpCode(200)
  @ApiLang()
  @ApiOkResponse({ type: [ClassificationMatchDto] })
  classify(@CurrentApp() app: AppContext, @ResolveLang() lang: Lang, @Body() body: ClassifyBodyDto): Promise<ClassificationMatchDto[]> {
    return this.service.classify(app, lang, body.sentence);
  }

  /** The same by GET (what existing bot SDKs call, with `userId`). */
  @Get()
  @ApiLang()
  @ApiOkResponse({ type: [ClassificationMatchDto] })
  classifyByGet(@CurrentApp() app: AppContext, @ResolveLang() lang: Lang, @Query() q: ClassifyQueryDto): Promise<ClassificationMatchDto[]> {
    return this.service.classify(app, lang, q.sentence);
  }
}
