import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { IntentEntity } from '@parley/persistence';
import { TrainerModels, TrainerStore } from '@parley/trainer-runtime';
import { pageOffset, type PageRequest } from '../../common/pagination';
import type { CreateIntentDto, PatchIntentDto, UpdateIntentDto } from './dto/intent.dto';

/** An App's Intents; another App's ids are unknown here (404). Each change retrains the App's models. */
@Injectable()
export class IntentsService {
  private readonly logger = new Logger(IntentsService.name);

  constructor(
    private readonly store: TrainerStore,
    private readonly models: TrainerModels,
  ) {}

  async create(appId: string, dto: CreateIntentDto): Promise<IntentEntity> {
    const { item, version } = await this.store.createIntent(appId, {
      label: dto.label,
      description: dto.description ?? '',
      utterances: dto.utterances ?? [],
      resolvePrompt: dto.resolvePrompt ?? '',
      language: dto.language ?? null,
    });
    this.retrain(appId, version);
    return item;
  }

  list(appId: string, page: PageRequest): Promise<[IntentEntity[], number]> {
    return this.store.listIntents(appId, pageOffset(page), page.size);
  }

  async get(appId: string, id: string): Promise<IntentEntity> {
    const intent = await this.store.findIntent(appId, id);
    if (!intent) throw new NotFoundException(`No Intent ${id} in this App`);
    return intent;
  }

  async update(appId: string, id: string, dto: UpdateIntentDto | PatchIntentDto): Promise<IntentEntity> {
    const changed = await this.store.updateIntent(appId, id, dto);
    if (!changed) throw new NotFoundException(`No Intent ${id} in this App`);
    this.retrain(appId, changed.version);
    return changed.item;
  }

  async remove(appId: string, id: string): Promise<void> {
    if (!(await this.removeMany(appId, [id]))) throw new NotFoundException(`No Intent ${id} in this App`);
  }

  async removeMany(appId: string, ids: string[]): Promise<number> {
    const { deleted, version } = await this.store.deleteIntents(appId, ids);
    if (version !== null) this.retrain(appId, version);
    return deleted;
  }

  private retrain(appId: string, version: number): void {
    this.models.changed(appId, version).catch((err: unknown) => this.logger.error(`retraining App ${appId} failed: ${String(err)}`));
  }
}
