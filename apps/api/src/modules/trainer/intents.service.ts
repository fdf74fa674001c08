import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IntentEntity } from '@parley/persistence';
import { Repository } from 'typeorm';
import { pageOffset, type PageRequest } from '../../common/pagination';
import type { CreateIntentDto, PatchIntentDto, UpdateIntentDto } from './dto/intent.dto';
import { deleteItems, markChanged } from './trainer-changes';
import { TrainerModelsHolder } from './trainer-models.provider';

/** An App's Intents; another App's ids are unknown here (404). */
@Injectable()
export class IntentsService {
  private readonly logger = new Logger(IntentsService.name);

  constructor(
    @InjectRepository(IntentEntity) private readonly intents: Repository<IntentEntity>,
    private readonly holder: TrainerModelsHolder,
  ) {}

  async create(appId: string, dto: CreateIntentDto): Promise<IntentEntity> {
    const saved = await this.intents.manager.transaction(async (tx) => {
      await markChanged(tx, appId);
      const repo = tx.getRepository(IntentEntity);
      return repo.save(
        repo.create({
          appId,
          label: dto.label,
          description: dto.description ?? '',
          utterances: dto.utterances ?? [],
          resolvePrompt: dto.resolvePrompt ?? '',
          trainingScore: null,
        }),
      );
    });
    this.retrain(appId);
    return saved;
  }

  list(appId: string, page: PageRequest): Promise<[IntentEntity[], number]> {
    return this.intents.findAndCount({ where: { appId }, order: { createdAt: 'ASC', id: 'ASC' }, skip: pageOffset(page), take: page.size });
  }

  async get(appId: string, id: string): Promise<IntentEntity> {
    const intent = await this.intents.findOneBy({ id, appId });
    if (!intent) throw new NotFoundException(`No Intent ${id} in this App`);
    return intent;
  }

  async update(appId: string, id: string, dto: UpdateIntentDto | PatchIntentDto): Promise<IntentEntity> {
    const saved = await this.intents.manager.transaction(async (tx) => {
      const repo = tx.getRepository(IntentEntity);
      const intent = await repo.findOneBy({ id, appId });
      if (!intent) throw new NotFoundException(`No Intent ${id} in this App`);
      await markChanged(tx, appId);
      Object.assign(intent, dto, { trainingScore: null });
      return repo.save(intent);
    });
    this.retrain(appId);
    return saved;
  }

  async remove(appId: string, id: string): Promise<void> {
    if (!(await this.removeMany(appId, [id]))) throw new NotFoundException(`No Intent ${id} in this App`);
  }

  async removeMany(appId: string, ids: string[]): Promise<number> {
    const affected = await deleteItems(this.intents.manager, IntentEntity, appId, ids);
    if (affected) this.retrain(appId);
    return affected;
  }

  private retrain(appId: string): void {
    this.holder.models.changed(appId).catch((err: unknown) => this.logger.error(`retraining App ${appId} failed: ${String(err)}`));
  }
}
