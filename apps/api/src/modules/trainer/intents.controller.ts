import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AppAccess } from '../apps/app-access.decorator';
import { CurrentApp } from '../apps/current-app.decorator';
import { PageQueryDto, Paginated, toPage, type Page } from '../../common/pagination';
import { idParam } from '../../common/pipes/id-param';
import type { AppContext } from '../apps/app-context';
import { DeleteManyDto, DeleteManyResponseDto } from './dto/delete-many.dto';
import { CreateIntentDto, PatchIntentDto, UpdateIntentDto } from './dto/intent.dto';
import { IntentDto, IntentResponseDto, toIntentDto } from './dto/trainer-response.dto';
import { IntentsService } from './intents.service';

const intentId = idParam((id) => `No Intent ${id} in this App`);

@ApiTags('trainer')
@Controller('trainer/api/v0/intents')
export class IntentsController {
  constructor(private readonly intents: IntentsService) {}

  /** Creates an Intent; the App's model retrains (trainingScore is null meanwhile). */
  @Post()
  @AppAccess({ role: 'editor' })
  async create(@CurrentApp() app: AppContext, @Body() dto: CreateIntentDto): Promise<IntentResponseDto> {
    return { intent: toIntentDto(await this.intents.create(app.id, dto)) };
  }

  /** The App's Intents, oldest first. */
  @Get()
  @AppAccess()
  @ApiOkResponse({ type: Paginated(IntentDto) })
  async list(@CurrentApp() app: AppContext, @Query() q: PageQueryDto): Promise<Page<IntentDto>> {
    const [rows, total] = await this.intents.list(app.id, q);
    return toPage(rows.map(toIntentDto), total, q, 'api/v0/intents');
  }

  /** Reads one Intent. */
  @Get(':id')
  @ApiNotFoundResponse({ description: 'No such Intent in the App' })
  @AppAccess()
  async get(@CurrentApp() app: AppContext, @Param('id', intentId) id: string): Promise<IntentResponseDto> {
    return { intent: toIntentDto(await this.intents.get(app.id, id)) };
  }

  /** Replaces an Intent: utterances, label, description and resolvePrompt are all required. */
  @Put(':id')
  @ApiNotFoundResponse({ description: 'No such Intent in the App' })
  @AppAccess({ role: 'editor' })
  async update(@CurrentApp() app: AppContext, @Param('id', intentId) id: string, @Body() dto: UpdateIntentDto): Promise<IntentResponseDto> {
    return { intent: toIntentDto(await this.intents.update(app.id, id, dto)) };
  }

  /** Changes only the fields given. */
  @Patch(':id')
  @ApiNotFoundResponse({ description: 'No such Intent in the App' })
  @AppAccess({ role: 'editor' })
  async patch(@CurrentApp() app: AppContext, @Param('id', intentId) id: string, @Body() dto: PatchIntentDto): Promise<IntentResponseDto> {
    return { intent: toIntentDto(await this.intents.update(app.id, id, dto)) };
  }

  /** Deletes the Intents whose ids are given; unknown ids are ignored. */
  @Delete()
  @AppAccess({ role: 'editor' })
  async removeMany(@CurrentApp() app: AppContext, @Body() dto: DeleteManyDto): Promise<DeleteManyResponseDto> {
    return { total_deleted: await this.intents.removeMany(app.id, dto.ids) };
  }

  /** Deletes an Intent; the App's model retrains. */
  @Delete(':id')
  @ApiNotFoundResponse({ description: 'No such Intent in the App' })
  @AppAccess({ role: 'editor' })
  @HttpCode(204)
  async remove(@CurrentApp() app: AppContext, @Param('id', intentId) id: string): Promise<void> {
    await this.intents.remove(app.id, id);
  }
}
