import type { Language } from '@parley/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AppEntity, AppKeyEntity, createAppWithKey, issueAppKey, type IssuedKey, type NewApp } from '@parley/persistence';
import { IsNull, Not, Repository } from 'typeorm';

/** The apps and app_keys tables: Apps, their settings and keys (who may use an App: AppMembersRepository). */
@Injectable()
export class AppsRepository {
  constructor(
    @InjectRepository(AppEntity) private readonly apps: Repository<AppEntity>,
    @InjectRepository(AppKeyEntity) private readonly keys: Repository<AppKeyEntity>,
  ) {}

  /** An App and its first key, in one transaction. */
  create(input: NewApp): Promise<{ app: AppEntity; key: IssuedKey }> {
    return createAppWithKey(this.apps.manager, input);
  }

  /** An App with its live (unrevoked) keys, or null. */
  findWithLiveKeys(appId: string): Promise<AppEntity | null> {
    return this.apps
      .createQueryBuilder('app')
      .leftJoinAndSelect('app.keys', 'key', 'key.revoked_at IS NULL')
      .where('app.id = :appId', { appId })
      .getOne();
  }

  /** The App's language, or null when there is no such App. */
  async language(appId: string): Promise<Language | null> {
    const app = await this.apps.findOne({ where: { id: appId }, select: { id: true, language: true } });
    return app?.language ?? null;
  }

  /** The App's threshold and ambiguity margin (what cross-validation decides with), or null. */
  async decision(appId: string): Promise<{ threshold: number; margin: number } | null> {
    const app = await this.apps.findOne({ where: { id: appId }, select: { id: true, classificationThreshold: true, ambiguityMargin: true } });
    return app ? { threshold: app.classificationThreshold, margin: app.ambiguityMargin } : null;
  }

  /** Apps that keep their botmeter records a limited time, and for how many days. */
  async retentions(): Promise<{ appId: string; days: number }[]> {
    const apps = await this.apps.find({ select: { id: true, retentionDays: true }, where: { retentionDays: Not(IsNull()) } });
    return apps.map((a) => ({ appId: a.id, days: a.retentionDays! }));
  }

  findById(appId: string): Promise<AppEntity | null> {
    return this.apps.findOneBy({ id: appId });
  }

  save(app: AppEntity): Promise<AppEntity> {
    return this.apps.save(app);
  }

  /** Whether a property of AppEntity may hold null (the settings a PATCH may clear). */
  isNullable(property: string): boolean {
    return this.apps.metadata.findColumnWithPropertyName(property)?.isNullable ?? false;
  }

  issueKey(appId: string): Promise<IssuedKey> {
    return issueAppKey(this.keys.manager, appId);
  }

  listKeys(appId: string): Promise<AppKeyEntity[]> {
    return this.keys.find({ where: { appId }, order: { createdAt: 'ASC' } });
  }

  /** Marks a live key revoked; false when the App has no such live key. */
  async revokeKey(appId: string, keyId: string): Promise<boolean> {
    const res = await this.keys.update({ id: keyId, appId, revokedAt: IsNull() }, { revokedAt: new Date() });
    return !!res.affected;
  }
}
