import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PageQueryDto, Paginated, toPage, type Page } from '../../common/pagination';
import { ClassificationMatchDto, ClassifyBodyDto } from '../trainer/dto/classify.dto';
import { CreateQnaDto, UpdateQnaDto } from '../trainer/dto/create-qna.dto';
import { CreateIntentDto, UpdateIntentDto } from '../trainer/dto/intent.dto';
import { IntentDto, IntentResponseDto, QnaDto, QnaResponseDto, toIntentDto, toQnaDto } from '../trainer/dto/trainer-response.dto';
import { ClassifyService } from '../trainer/classify.service';
import { IntentsService } from '../trainer/intents.service';
import { QnasService } from '../trainer/qnas.service';
import { toAppContext } from '../apps/app-context.mapper';
import { PortalAppsService } from './portal-apps.service';
import { uuidParam as uuid } from './uuid-param';
import { PortalAuth, type PortalRequest } from './portal-auth.guard';

/**
 * The trainer of an App the session's account owns: the same services as `/trainer/api/v0`, which
 * needs the App-Key the portal never keeps. Another account's App is a 404.
 */
@ApiTags('portal')
@Controller('portal/api/apps/:id')
@PortalAuth()
@ApiNotFoundResponse({ description: 'No such App in this account, or no such QnA or Intent in the App' })
export class PortalTrainerController {
  constructor(
    private readonly apps: PortalAppsService,
    private readonly qnas: QnasService,
    private readonly intents: IntentsService,
    private readonly classifier: ClassifyService,
  ) {}

  /** The App's QnAs, oldest first. */
  @Get('qnas')
  @ApiOkResponse({ type: Paginated(QnaDto) })
  async listQnas(@Req() req: PortalRequest, @Param('id', uuid) id: string, @Query() q: PageQueryDto): Promise<Page<QnaDto>> {
    await this.apps.get(req.account!.id, id);
    const [rows, total] = await this.qnas.list(id, q);
    return toPage(rows.map(toQnaDto), total, q, `portal/api/apps/${id}/qnas`);
  }

  /** Creates a QnA; the App's model retrains (trainingScore is null meanwhile). */
  @Post('qnas')
  async createQna(@Req() req: PortalRequest, @Param('id', uuid) id: string, @Body() dto: CreateQnaDto): Promise<QnaResponseDto> {
    await this.apps.get(req.account!.id, id);
    return { qna: toQnaDto(await this.qnas.create(id, dto)) };
  }

  @Get('qnas/:qnaId')
  async getQna(@Req() req: PortalRequest, @Param('id', uuid) id: string, @Param('qnaId', uuid) qnaId: string): Promise<QnaResponseDto> {
    await this.apps.get(req.account!.id, id);
    return { qna: toQnaDto(await this.qnas.get(id, qnaId)) };
  }

  /** Replaces the fields given. */
  @Put('qnas/:qnaId')
  async updateQna(
    @Req() req: PortalRequest,
    @Param('id', uuid) id: string,
    @Param('qnaId', uuid) qnaId: string,
    @Body() dto: UpdateQnaDto,
  ): Promise<QnaResponseDto> {
    await this.apps.get(req.account!.id, id);
    return { qna: toQnaDto(await this.qnas.update(id, qnaId, dto)) };
  }

  @Delete('qnas/:qnaId')
  @HttpCode(204)
  async removeQna(@Req() req: PortalRequest, @Param('id', uuid) id: string, @Param('qnaId', uuid) qnaId: string): Promise<void> {
    await this.apps.get(req.account!.id, id);
    await this.qnas.remove(id, qnaId);
  }

  /** The App's Intents, oldest first. */
  @Get('intents')
  @ApiOkResponse({ type: Paginated(IntentDto) })
  async listIntents(@Req() req: PortalRequest, @Param('id', uuid) id: string, @Query() q: PageQueryDto): Promise<Page<IntentDto>> {
    await this.apps.get(req.account!.id, id);
    const [rows, total] = await this.intents.list(id, q);
    return toPage(rows.map(toIntentDto), total, q, `portal/api/apps/${id}/intents`);
  }

  @Post('intents')
  async createIntent(@Req() req: PortalRequest, @Param('id', uuid) id: string, @Body() dto: CreateIntentDto): Promise<IntentResponseDto> {
    await this.apps.get(req.account!.id, id);
    return { intent: toIntentDto(await this.intents.create(id, dto)) };
  }

  @Get('intents/:intentId')
  async getIntent(@Req() req: PortalRequest, @Param('id', uuid) id: string, @Param('intentId', uuid) intentId: string): Promise<IntentResponseDto> {
    await this.apps.get(req.account!.id, id);
    return { intent: toIntentDto(await this.intents.get(id, intentId)) };
  }

  /** All four fields, as `PUT /trainer/api/v0/intents/:id`. */
  @Put('intents/:intentId')
  async updateIntent(
    @Req() req: PortalRequest,
    @Param('id', uuid) id: string,
    @Param('intentId', uuid) intentId: string,
    @Body() dto: UpdateIntentDto,
  ): Promise<IntentResponseDto> {
    await this.apps.get(req.account!.id, id);
    return { intent: toIntentDto(await this.intents.update(id, intentId, dto)) };
  }

  @Delete('intents/:intentId')
  @HttpCode(204)
  async removeIntent(@Req() req: PortalRequest, @Param('id', uuid) id: string, @Param('intentId', uuid) intentId: string): Promise<void> {
    await this.apps.get(req.account!.id, id);
    await this.intents.remove(id, intentId);
  }

  /** The "try it" box: classifies in the App's language under its threshold and margin. */
  @Post('classify')
  @HttpCode(200)
  @ApiOkResponse({ type: [ClassificationMatchDto] })
  async classify(@Req() req: PortalRequest, @Param('id', uuid) id: string, @Body() body: ClassifyBodyDto): Promise<ClassificationMatchDto[]> {
    const app = await this.apps.get(req.account!.id, id);
    return this.classifier.classify(toAppContext(app), app.language, body.sentence);
  }
}
