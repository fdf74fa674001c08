import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AppAccess } from '../apps/app-access.decorator';
import { CurrentApp } from '../apps/current-app.decorator';
import { PageQueryDto, Paginated, toPage, type Page } from '../../common/pagination';
import { idParam } from '../../common/pipes/id-param';
import type { AppContext } from '../apps/app-context';
import { DeleteManyDto, DeleteManyResponseDto } from './dto/delete-many.dto';
import {
  CreateEntityTypeDto,
  EntityTypeResponseDto,
  EntityTypeSummaryDto,
  UpdateEntityTypeDto,
  toEntityTypeDto,
  toEntityTypeSummary,
} from './dto/entity-type.dto';
import { EntityTypesService } from './entity-types.service';

const entityTypeId = idParam((id) => `No entity type ${id} in this App`);

/** The routes whose JSON body may hold a long list of values (10 MiB instead of 1 MiB). */
export const ENTITY_TYPE_BODY_ROUTES = ['/trainer/api/v0/entities', '/trainer/api/v0/entities/:id'];

/**
 * The App's own entity types (a product, a plan, an order number): found by entity extraction with
 * the App's credentials beside the built-in dimensions, in classify answers, in the webhook body, and
 * usable in the FAQ bot's answers (docs/entities.md, "App entities").
 */
@ApiTags('trainer')
@Controller('trainer/api/v0/entities')
export class EntityTypesController {
  constructor(private readonly types: EntityTypesService) {}

  /** Creates an entity type; every instance finds its values within about a second. */
  @Post()
  @AppAccess({ role: 'editor' })
  @ApiConflictResponse({ description: 'The App has an entity type of that name and language already, or 100 types' })
  async create(@CurrentApp() app: AppContext, @Body() dto: CreateEntityTypeDto): Promise<EntityTypeResponseDto> {
    return { entity: toEntityTypeDto(await this.types.create(app, dto)) };
  }

  /** The App's entity types, oldest first, without their values (`valueCount`; GET one for its values). */
  @Get()
  @AppAccess()
  @ApiOkResponse({ type: Paginated(EntityTypeSummaryDto) })
  async list(@CurrentApp() app: AppContext, @Query() q: PageQueryDto): Promise<Page<EntityTypeSummaryDto>> {
    const [rows, total] = await this.types.list(app.id, q);
    return toPage(rows.map(toEntityTypeSummary), total, q, 'api/v0/entities');
  }

  /** Reads one entity type, with its values. */
  @Get(':id')
  @ApiNotFoundResponse({ description: 'No such entity type in the App' })
  @AppAccess()
  async get(@CurrentApp() app: AppContext, @Param('id', entityTypeId) id: string): Promise<EntityTypeResponseDto> {
    return { entity: toEntityTypeDto(await this.types.get(app.id, id)) };
  }

  /** Replaces the fields given (`values` as a whole). */
  @Put(':id')
  @ApiNotFoundResponse({ description: 'No such entity type in the App' })
  @ApiConflictResponse({ description: 'The App has an entity type of that name and language already' })
  @AppAccess({ role: 'editor' })
  async update(@CurrentApp() app: AppContext, @Param('id', entityTypeId) id: string, @Body() dto: UpdateEntityTypeDto): Promise<EntityTypeResponseDto> {
    return { entity: toEntityTypeDto(await this.types.update(app, id, dto)) };
  }

  /** Deletes the entity types whose ids are given; unknown ids are ignored. */
  @Delete()
  @AppAccess({ role: 'editor' })
  async removeMany(@CurrentApp() app: AppContext, @Body() dto: DeleteManyDto): Promise<DeleteManyResponseDto> {
    return { total_deleted: await this.types.removeMany(app.id, dto.ids) };
  }

  /** Deletes an entity type; every instance stops finding its values within about a second. */
  @Delete(':id')
  @ApiNotFoundResponse({ description: 'No such entity type in the App' })
  @AppAccess({ role: 'editor' })
  @HttpCode(204)
  async remove(@CurrentApp() app: AppContext, @Param('id', entityTypeId) id: string): Promise<void> {
    await this.types.remove(app.id, id);
  }
}
