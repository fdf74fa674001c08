import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AppEntity, AppKeyEntity, createAppWithKey, issueAppKey, type IssuedKey, type NewApp } from '@parley/persistence';
import { IsNull, Repository } from 'typeorm';
import { CredentialsService } from './credentials.service';

/** Creates Apps and manages their keys. */
@Injectable()
export class AppsService {
  constructor(
    @InjectRepository(AppEntity) private readonly apps: Repository<AppEntity>,
    @InjectRepository(AppKeyEntity) private readonly keys: Repository<AppKeyEntity>,
    private readonly credentials: CredentialsService,
  ) {}

  /** Creates an App with one key; the key is returned once and only its hash is kept. */
  create(input: NewApp): Promise<{ app: AppEntity; key: IssuedKey }> {
    return createAppWithKey(this.apps.manager, input);
  }

  async issueKey(appId: string): Promise<IssuedKey> {
    const key = await issueAppKey(this.keys.manager, appId);
    this.credentials.invalidate(appId);
    return key;
  }

  listKeys(appId: string): Promise<AppKeyEntity[]> {
    return this.keys.find({ where: { appId }, order: { createdAt: 'ASC' } });
  }

  /** Revokes a key; every instance refuses it within the credentials cache TTL (5 s at most). */
  async revokeKey(appId: string, keyId: string): Promise<void> {
    const res = await this.keys.update({ id: keyId, appId, revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!res.affected) throw new NotFoundException(`No live key ${keyId} in this App`);
    await this.credentials.revoke(appId);
  }
}
