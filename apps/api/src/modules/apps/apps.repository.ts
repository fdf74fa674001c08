import type { Language } from '@parley/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AppEntity, AppKeyEntity, announceChange, createAppWithKey, issueAppKey, type IssuedKey, type NewApp } from '@parley/persistence';
import { AppDataOwners } from '@parley/server-modules';
import { IsNull, Not, Repository } from 'typeorm';

/**
 * The apps and app_keys tables: Apps, their settings and keys (who may use an App: AppMembersRepository).
 * Each change of an App's settings or keys is announced to every instance by its own transaction
 * (the change signal): caches of the App drop it when it commits.
 */
@Injectable()
export class AppsRepository {
  constructor(
    @InjectRepository(AppEntity) private readonly apps: Repository<AppEntity>,
    @InjectRepository(AppKeyEntity) private readonly keys: Repository<AppKeyEntity>,
    private readonly owners: AppDataOwners,
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

  /**
   * Deletes an App and everything of it, in three steps:
   * 1. what lets anyone in (keys, members, invitations), committed and announced at once, so the
   *    App's keys are refused everywhere while the rest goes (`closed` runs then);
   * 2. each owner of an App's rows (AppDataOwners: conversations, botmeter, the trainer's...)
   *    deletes them in batches, each committed on its own: an App may have millions of rows, and
   *    nothing waits on the App's lock meanwhile; after a failure the owner's next try goes on
   *    where this one stopped;
   * 3. one transaction locks the App's row (writers of its rows wait for it), asks every owner again,
   *    in the same order, to delete what was added since, deletes the App's row and announces it.
   * False when there was no such App.
   */
  async deleteApp(appId: string, closed: () => Promise<void>): Promise<boolean> {
    await this.apps.manager.transaction(async (tx) => {
      await tx.query('DELETE FROM app_keys WHERE app_id = $1', [appId]);
      await tx.query('DELETE FROM app_members WHERE app_id = $1', [appId]);
      await tx.query('DELETE FROM app_invites WHERE app_id = $1', [appId]);
      await announceChange(tx, { kind: 'app', appId });
    });
    await closed();
    await this.owners.deleteAppRows(this.apps.manager, appId);
    return this.apps.manager.transaction(async (tx) => {
      const locked: unknown[] = await tx.query('SELECT id FROM apps WHERE id = $1 FOR UPDATE', [appId]);
      if (!locked.length) return false;
      await this.owners.deleteAppRows(tx, appId);
      await tx.query('DELETE FROM apps WHERE id = $1', [appId]);
      await announceChange(tx, { kind: 'app', appId });
      return true;
    });
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
