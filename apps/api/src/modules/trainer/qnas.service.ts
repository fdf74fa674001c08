import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QnaEntity } from '@parley/persistence';
import { Repository } from 'typeorm';
import { pageOffset, type PageRequest } from '../../common/pagination';
import type { CreateQnaDto, UpdateQnaDto } from './dto/create-qna.dto';
import { deleteItems, markChanged } from './trainer-changes';
import { TrainerModelsHolder } from './trainer-models.provider';

/** An App's QnAs; another App's ids are unknown here (404). */
@Injectable()
export class QnasService {
  private readonly logger = new Logger(QnasService.name);

  constructor(
    @InjectRepository(QnaEntity) private readonly qnas: Repository<QnaEntity>,
    private readonly holder: TrainerModelsHolder,
  ) {}

  async create(appId: string, dto: CreateQnaDto): Promise<QnaEntity> {
    const saved = await this.qnas.manager.transaction(async (tx) => {
      await markChanged(tx, appId);
      return tx.getRepository(QnaEntity).save(
        tx.getRepository(QnaEntity).create({
          appId,
          title: dto.title,
          utterances: dto.utterances ?? [],
          resolvePrompt: dto.resolvePrompt ?? '',
          answers: dto.answers ?? [],
          trainingScore: null,
        }),
      );
    });
    this.retrain(appId);
    return saved;
  }

  async list(appId: string, page: PageRequest): Promise<[QnaEntity[], number]> {
    return this.qnas.findAndCount({ where: { appId }, order: { createdAt: 'ASC', id: 'ASC' }, skip: pageOffset(page), take: page.size });
  }

  async get(appId: string, id: string): Promise<QnaEntity> {
    const qna = await this.qnas.findOneBy({ id, appId });
    if (!qna) throw new NotFoundException(`No QnA ${id} in this App`);
    return qna;
  }

  async update(appId: string, id: string, dto: UpdateQnaDto): Promise<QnaEntity> {
    const saved = await this.qnas.manager.transaction(async (tx) => {
      const repo = tx.getRepository(QnaEntity);
      const qna = await repo.findOneBy({ id, appId });
      if (!qna) throw new NotFoundException(`No QnA ${id} in this App`);
      await markChanged(tx, appId);
      Object.assign(qna, dto, { trainingScore: null });
      return repo.save(qna);
    });
    this.retrain(appId);
    return saved;
  }

  async remove(appId: string, id: string): Promise<void> {
    const removed = await this.removeMany(appId, [id]);
    if (!removed) throw new NotFoundException(`No QnA ${id} in this App`);
  }

  /** Deletes the App's QnAs among `ids` (unknown ids ignored); returns how many. */
  async removeMany(appId: string, ids: string[]): Promise<number> {
    const affected = await deleteItems(this.qnas.manager, QnaEntity, appId, ids);
    if (affected) this.retrain(appId);
    return affected;
  }

  private retrain(appId: string): void {
    this.holder.models.changed(appId).catch((err: unknown) => this.logger.error(`retraining App ${appId} failed: ${String(err)}`));
  }
}

