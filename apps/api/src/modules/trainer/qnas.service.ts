import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { QnaEntity } from '@parley/persistence';
import { TrainerModels, TrainerStore } from '@parley/trainer-runtime';
import { pageOffset, type PageRequest } from '../../common/pagination';
import type { CreateQnaDto, UpdateQnaDto } from './dto/create-qna.dto';

/** An App's QnAs; another App's ids are unknown here (404). Each change retrains the App's models. */
@Injectable()
export class QnasService {
  private readonly logger = new Logger(QnasService.name);

  constructor(
    private readonly store: TrainerStore,
    private readonly models: TrainerModels,
  ) {}

  async create(appId: string, dto: CreateQnaDto): Promise<QnaEntity> {
    const { item, version } = await this.store.createQna(appId, {
      title: dto.title,
      utterances: dto.utterances ?? [],
      resolvePrompt: dto.resolvePrompt ?? '',
      answers: dto.answers ?? [],
      language: dto.language ?? null,
    });
    this.retrain(appId, version);
    return item;
  }

  list(appId: string, page: PageRequest): Promise<[QnaEntity[], number]> {
    return this.store.listQnas(appId, pageOffset(page), page.size);
  }

  async get(appId: string, id: string): Promise<QnaEntity> {
    const qna = await this.store.findQna(appId, id);
    if (!qna) throw new NotFoundException(`No QnA ${id} in this App`);
    return qna;
  }

  async update(appId: string, id: string, dto: UpdateQnaDto): Promise<QnaEntity> {
    const changed = await this.store.updateQna(appId, id, dto);
    if (!changed) throw new NotFoundException(`No QnA ${id} in this App`);
    this.retrain(appId, changed.version);
    return changed.item;
  }

  async remove(appId: string, id: string): Promise<void> {
    const removed = await this.removeMany(appId, [id]);
    if (!removed) throw new NotFoundException(`No QnA ${id} in this App`);
  }

  /** Deletes the App's QnAs among `ids` (unknown ids ignored); returns how many. */
  async removeMany(appId: string, ids: string[]): Promise<number> {
    const { deleted, version } = await this.store.deleteQnas(appId, ids);
    if (version !== null) this.retrain(appId, version);
    return deleted;
  }

  private retrain(appId: string, version: number): void {
    this.models.changed(appId, version).catch((err: unknown) => this.logger.error(`retraining App ${appId} failed: ${String(err)}`));
  }
}
