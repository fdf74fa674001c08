import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Lang } from '@parley/classifier';
import { AppAccess } from '../apps/app-access.decorator';
import { CurrentApp } from '../apps/current-app.decorator';
import { ApiLang, ResolveLang } from '../../common/decorators/lang.decorator';
import type { AppContext } from '../apps/app-context';
import { ClassificationExplainedDto, ClassificationMatchDto, ClassifyBodyDto, ClassifyQueryDto } from './dto/classify.dto';
import { ClassifyService } from './classify.service';
import { MODEL_VERSION_HEADER } from './dto/status.dto';

const versionHeader = {
  headers: {
    [MODEL_VERSION_HEADER]: {
      description: 'Version of the App\'s data the answering model was trained on (see GET /trainer/api/v0/status)',
      schema: { type: 'integer' },
    },
  },
} as const;

@ApiTags('trainer')
@Controller('trainer/api/v0/classify')
@AppAccess({ cost: 'classify' })
export class ClassifyController {
  constructor(private readonly service: ClassifyService) {}

  /**
   * Which QnA or Intent a sentence means: normally the best match, when its probability reaches the
   * App's threshold; more only on a real tie (within the App's ambiguity margin), at most 5;
   * empty when nothing fits. Each match carries `entities`: the App entities found in the sentence
   * (its own entity types, as entity extraction answers them).
   */
  @Post()
  @HttpCode(200)
  @ApiLang()
  @ApiOkResponse({ type: [ClassificationMatchDto], ...versionHeader })
  @ApiPayloadTooLargeResponse({ description: 'Sentence longer than 2,000 characters' })
  classify(
    @CurrentApp() app: AppContext,
    @ResolveLang() lang: Lang,
    @Body() body: ClassifyBodyDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ClassificationMatchDto[]> {
    return this.answer(app, lang, body.sentence, reply);
  }

  /**
   * The same sentence explained, as the portal's try-it draws it: the three best candidates whatever
   * their probability, the matches classify answers, the App's threshold and ambiguity margin, and
   * the App entities found in the sentence.
   */
  @Post('explain')
  @HttpCode(200)
  @ApiLang()
  @ApiOkResponse({ type: ClassificationExplainedDto })
  @ApiPayloadTooLargeResponse({ description: 'Sentence longer than 2,000 characters' })
  explain(@CurrentApp() app: AppContext, @ResolveLang() lang: Lang, @Body() body: ClassifyBodyDto): Promise<ClassificationExplainedDto> {
    return this.service.explain(app, lang, body.sentence);
  }

  /** The same by GET (what existing bot SDKs call, with `userId`). */
  @Get()
  @ApiLang()
  @ApiOkResponse({ type: [ClassificationMatchDto], ...versionHeader })
  @ApiPayloadTooLargeResponse({ description: 'Sentence longer than 2,000 characters' })
  classifyByGet(
    @CurrentApp() app: AppContext,
    @ResolveLang() lang: Lang,
    @Query() q: ClassifyQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ClassificationMatchDto[]> {
    return this.answer(app, lang, q.sentence, reply);
  }

  private async answer(app: AppContext, lang: Lang, sentence: string, reply: FastifyReply): Promise<ClassificationMatchDto[]> {
    const { matches, modelVersion } = await this.service.classify(app, lang, sentence);
    void reply.header(MODEL_VERSION_HEADER, String(modelVersion));
    return matches;
  }
}
