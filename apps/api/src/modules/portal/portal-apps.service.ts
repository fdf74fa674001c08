import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AppEntity, AppKeyEntity } from '@parley/persistence';
import { Repository } from 'typeorm';
import type { IssuedKey } from '@parley/persistence';
import { AppsService } from '../apps/apps.service';
import { CredentialsService } from '../apps/credentials.service';
import { InvalidInputException } from '../../common/errors/api-exceptions';
import type { CreateAppDto, UpdateAppDto } from './dto/app.dto';

/** The Apps of one account, as the portal manages them. Another account's App is a 404. */
@Injectable()
export class PortalAppsService {
  constructor(
    @InjectRepository(AppEntity) private readonly apps: Repository<AppEntity>,
    private readonly appsService: AppsService,
    private readonly credentials: CredentialsService,
  ) {}

  list(accountId: string): Promise<AppEntity[]> {
    return this.apps.find({ where: { accountId }, order: { createdAt: 'ASC' } });
  }

  async get(accountId: string, appId: string): Promise<AppEntity> {
    const app = await this.apps.findOneBy({ id: appId, accountId });
    if (!app) throw new NotFoundException(`No App ${appId} in this account`);
    return app;
  }

  create(accountId: string, dto: CreateAppDto): Promise<{ app: AppEntity; key: IssuedKey }> {
    return this.appsService.create({ ...dto, accountId });
  }

  async update(accountId: string, appId: string, dto: UpdateAppDto): Promise<AppEntity> {
    // null clears a setting that may be empty (webhookUrl, retentionDays); the others cannot be
    // cleared (PartialType lets null through their validators), so null there is a 400, not a
    // NOT NULL violation.
    const cleared = Object.entries(dto).filter(([k, v]) => v === null && !this.apps.metadata.findColumnWithPropertyName(k)?.isNullable);
    if (cleared.length) throw new InvalidInputException(cleared.map(([field]) => ({ field, problem: 'must not be null' })));
    const app = await this.get(accountId, appId);
    // The DTO instance holds every declared field, unset ones as undefined: copy only the given ones,
    // or the answer would lose the fields the PATCH left alone.
    for (const [k, v] of Object.entries(dto)) if (v !== undefined) Object.assign(app, { [k]: v });
    const saved = await this.apps.save(app);
    this.credentials.invalidate(appId);
    return saved;
  }

  async issueKey(accountId: string, appId: string): Promise<IssuedKey> {
    await this.get(accountId, appId);
    return this.appsService.issueKey(appId);
  }

  async listKeys(accountId: string, appId: string): Promise<AppKeyEntity[]> {
    await this.get(accountId, appId);
    return this.appsService.listKeys(appId);
  }

  async revokeKey(accountId: string, appId: string, keyId: string): Promise<void> {
    await this.get(accountId, appId);
    await this.appsService.revokeKey(appId, keyId);
  }
}
