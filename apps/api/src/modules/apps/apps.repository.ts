import type { Language } from '@parley/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AppEntity, AppKeyEntity, announceChange, createAppWithKey, issueAppKey, type IssuedKey, type NewApp } from '@parley/persistence';
import { IsNull, Not, type DataSource, type Repository } from 'typeorm';

/**
 * The apps and app_keys tables: Apps, their settings and keys (who may use an App: AppMembersRepository).
 * Each change of an App's settings or keys is announced to every instance by its own transaction
 * (the change signal): caches of the App drop it when it commits. Over a DataSource, so the
 * command-line scripts use it too. Deleting an App: AppDeletionRepository.
 */
@Injectable()
export class AppsRepository {
  private readonly apps: Repository<AppEntity>;
  private readonly keys: Repository<AppKeyEntity>;

  constructor(@InjectDataSource() ds: DataSource) {
    this.apps = ds.getRepository(AppEntity);
    this.keys = ds.getRepository(AppKeyEntity);
  }

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
    const app = await this.apps.findOne({
      where: { id: appId },
      select: { id: true, classificationThreshold: true, ambiguityMargin: true },
    });
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
    return this.apps.manager.transaction(async (tx) => {
      const saved = await tx.save(app);
      await announceChange(tx, { kind: 'app', appId: saved.id });
      return saved;
    });
  }

  /** Whether a property of AppEntity may hold null (the settings a PATCH may clear). */
  isNullable(property: string): boolean {
    return this.apps.metadata.findColumnWithPropertyName(property)?.isNullable ?? false;
  }

  /**
   * Issues a key unless the App holds `max` live keys already (then null), in one transaction that
   * locks the App's row, so two concurrent issues cannot both pass the count.
   */
  issueKey(appId: string, name: string, max: number): Promise<IssuedKey | null> {
    return this.keys.manager.transaction(async (tx) => {
      await tx.getRepository(AppEntity).createQueryBuilder('app').setLock('pessimistic_write').where('app.id = :appId', { appId }).getOne();
      const live = await tx.getRepository(AppKeyEntity).countBy({ appId, revokedAt: IsNull() });
      if (live >= max) return null;
      const key = await issueAppKey(tx, appId, name);
      await announceChange(tx, { kind: 'app', appId });
      return key;
    });
  }

  /** Renames a key (live or not); false when the App has no such key. */
  async renameKey(appId: string, keyId: string, name: string): Promise<boolean> {
    const res = await this.keys.update({ id: keyId, appId }, { name });
    return !!res.affected;
  }

  /** Records that a key was used now. */
  async keyUsed(keyId: string): Promise<void> {
    await this.keys.update({ id: keyId }, { lastUsedAt: () => 'now()' });
  }

  listKeys(appId: string): Promise<AppKeyEntity[]> {
    return this.keys.find({ where: { appId }, order: { createdAt: 'ASC' } });
  }

  /** Marks a live key revoked; false when the App has no such live key. */
  revokeKey(appId: string, keyId: string): Promise<boolean> {
    return this.keys.manager.transaction(async (tx) => {
      const res = await tx.getRepository(AppKeyEntity).update({ id: keyId, appId, revokedAt: IsNull() }, { revokedAt: new Date() });
      if (res.affected) await announceChange(tx, { kind: 'app', appId });
      return !!res.affected;
    });
  }
}
