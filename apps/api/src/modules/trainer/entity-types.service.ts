import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Language } from '@parley/contracts';
import type { EntityTypeEntity } from '@parley/persistence';
import { InvalidInputException } from '@parley/server-kit';
import { TrainerStore, TrainerVersions, type Changed, type EntityTypeFields } from '@parley/trainer-runtime';
import { pageOffset, type PageRequest } from '../../common/pagination';
import type { AppContext } from '../apps/app-context';
import { ENTITY_LIMITS, type CreateEntityTypeDto, type UpdateEntityTypeDto } from './dto/entity-type.dto';
import { cleanValues, entityTypeProblems } from './entity-type-rules';

/**
 * An App's entity types: names unique per language and never a built-in dimension's, patterns that
 * RE2 runs and no backtracking engine would hang on, values trimmed and their synonyms without
 * repeats. Each change is a new version of the App's entity types, which every instance compiles
 * again (a change of them retrains no model).
 */
@Injectable()
export class EntityTypesService {
  constructor(
    private readonly store: TrainerStore,
    private readonly versions: TrainerVersions,
  ) {}

  list(appId: string, page: PageRequest): Promise<[EntityTypeEntity[], number]> {
    return this.store.listEntityTypes(appId, pageOffset(page), page.size);
  }

  async get(appId: string, id: string): Promise<EntityTypeEntity> {
    const type = await this.store.findEntityType(appId, id);
    if (!type) throw new NotFoundException(`No entity type ${id} in this App`);
    return type;
  }

  async create(app: AppContext, dto: CreateEntityTypeDto): Promise<EntityTypeEntity> {
    const fields: EntityTypeFields = {
      name: dto.name,
      language: dto.language ?? (app.language as Language),
      fuzzy: dto.fuzzy ?? false,
      values: cleanValues(dto.values ?? []),
      patterns: dto.patterns ?? [],
    };
    this.check(fields);
    const [, count] = await this.store.listEntityTypes(app.id, 0, 1);
    if (count >= ENTITY_LIMITS.types) throw new ConflictException(`An App holds at most ${ENTITY_LIMITS.types} entity types`);
    await this.nameFree(app.id, fields.name, fields.language);
    return this.seen(app.id, await this.nameTaken(fields.name, fields.language, this.store.createEntityType(app.id, fields)));
  }

  async update(app: AppContext, id: string, dto: UpdateEntityTypeDto): Promise<EntityTypeEntity> {
    const current = await this.get(app.id, id);
    const changes: Partial<EntityTypeFields> = {
      ...(dto.name !== undefined ? { name: dto.name } : {}),
      ...(dto.language !== undefined ? { language: dto.language } : {}),
      ...(dto.fuzzy !== undefined ? { fuzzy: dto.fuzzy } : {}),
      ...(dto.values !== undefined ? { values: cleanValues(dto.values) } : {}),
      ...(dto.patterns !== undefined ? { patterns: dto.patterns } : {}),
    };
    this.check({ name: changes.name ?? current.name, patterns: changes.patterns ?? [] });
    const name = changes.name ?? current.name;
    const language = changes.language ?? current.language;
    if (name !== current.name || language !== current.language) await this.nameFree(app.id, name, language, id);
    const changed = await this.nameTaken(name, language, this.store.updateEntityType(app.id, id, changes));
    if (!changed) throw new NotFoundException(`No entity type ${id} in this App`);
    return this.seen(app.id, changed);
  }

  async remove(appId: string, id: string): Promise<void> {
    if (!(await this.removeMany(appId, [id]))) throw new NotFoundException(`No entity type ${id} in this App`);
  }

  async removeMany(appId: string, ids: string[]): Promise<number> {
    const { deleted, version } = await this.store.deleteEntityTypes(appId, ids);
    if (version !== null) this.versions.observeEntities(appId, version);
    return deleted;
  }

  /** This process uses a change at once (the others hear of it through the change signal). */
  private seen<T>(appId: string, changed: Changed<T>): T {
    this.versions.observeEntities(appId, changed.version);
    return changed.item;
  }

  /** Every problem of the name and the patterns in one 400. */
  private check(fields: Pick<EntityTypeFields, 'name' | 'patterns'>): void {
    const problems = entityTypeProblems(fields);
    if (problems.length) throw new InvalidInputException(problems);
  }

  /**
   * The same 409 as nameFree's when another request took the name between that check and the write
   * (the unique index of name and language per App decides), never a 500.
   */
  private async nameTaken<T>(name: string, language: Language, write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (err) {
      if ((err as { driverError?: { code?: string } }).driverError?.code === '23505' || (err as { code?: string }).code === '23505') {
        throw new ConflictException(`The App has an entity type ${name} in ${language} already`);
      }
      throw err;
    }
  }

  private async nameFree(appId: string, name: string, language: Language, except?: string): Promise<void> {
    const other = await this.store.findEntityTypeByName(appId, name, language);
    if (other && other.id !== except) throw new ConflictException(`The App has an entity type ${name} in ${language} already`);
  }
}
