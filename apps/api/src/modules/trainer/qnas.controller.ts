import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AppAccess } from '../apps/app-access.decorator';
import { CurrentApp } from '../apps/current-app.decorator';
import { PageQueryDto, Paginated, toPage, type Page } from '../../common/pagination';
import { idParam } from '../../common/pipes/id-param';
import type { AppContext } from '../apps/app-context';
import { CreateQnaDto, UpdateQnaDto } from './dto/create-qna.dto';
import { DeleteManyDto, DeleteManyResponseDto } from './dto/delete-many.dto';
import { QnaDto, QnaResponseDto, toQnaDto } from './dto/trainer-response.dto';
import { QnasService } from './qnas.service';

const qnaId = idParam((id) => `No QnA ${id} in this App`);

@ApiTags('trainer')
@Controller('trainer/api/v0/qnas')
export class QnasController {
  constructor(private readonly qnas: QnasService) {}

  /** Creates a QnA; the App's model retrains (trainingScore is null meanwhile). */
  @Post()
  @AppAccess({ role: 'editor' })
  async create(@CurrentApp() app: AppContext, @Body() dto: CreateQnaDto): Promise<QnaResponseDto> {
    return { qna: toQnaDto(await this.qnas.create(app.id, dto)) };
  }

  /** The App's QnAs, oldest first. */
  @Get()
  @AppAccess()
  @ApiOkResponse({ type: Paginated(QnaDto) })
  async list(@CurrentApp() app: AppContext, @Query() q: PageQueryDto): Promise<Page<QnaDto>> {
    const [rows, total] = await this.qnas.list(app.id, q);
    return toPage(rows.map(toQnaDto), total, q, 'api/v0/qnas');
  }

  /** Reads one QnA. */
  @Get(':id')
  @ApiNotFoundResponse({ description: 'No such QnA in the App' })
  @AppAccess()
  async get(@CurrentApp() app: AppContext, @Param('id', qnaId) id: string): Promise<QnaResponseDto> {
    return { qna: toQnaDto(await this.qnas.get(app.id, id)) };
  }

  /** Replaces the fields given. */
  @Put(':id')
  @ApiNotFoundResponse({ description: 'No such QnA in the App' })
  @AppAccess({ role: 'editor' })
  async update(@CurrentApp() app: AppContext, @Param('id', qnaId) id: string, @Body() dto: UpdateQnaDto): Promise<QnaResponseDto> {
    return { qna: toQnaDto(await this.qnas.update(app.id, id, dto)) };
  }

  /** Deletes the QnAs whose ids are given; unknown ids are ignored. */
  @Delete()
  @AppAccess({ role: 'editor' })
  async removeMany(@CurrentApp() app: AppContext, @Body() dto: DeleteManyDto): Promise<DeleteManyResponseDto> {
    return { total_deleted: await this.qnas.removeMany(app.id, dto.ids) };
  }

  /** Deletes a QnA; the App's model retrains. */
  @Delete(':id')
  @ApiNotFoundResponse({ description: 'No such QnA in the App' })
  @AppAccess({ role: 'editor' })
  @HttpCode(204)
  async remove(@CurrentApp() app: AppContext, @Param('id', qnaId) id: string): Promise<void> {
    await this.qnas.remove(app.id, id);
  }
}
