import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { announceChange } from '@parley/persistence';
import { AppDataOwners } from '@parley/server-modules';
import type { DataSource } from 'typeorm';

/**
 * Deleting an App (docs/api.md, "Deleting an App"): its keys, members and invitations (the apps
 * module's), the rows of each owner of an App's data (AppDataOwners), then its row.
 */
@Injectable()
export class AppDeletionRepository {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly owners: AppDataOwners,
  ) {}

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
    await this.ds.manager.transaction(async (tx) => {
      await tx.query('DELETE FROM app_keys WHERE app_id = $1', [appId]);
      await tx.query('DELETE FROM app_members WHERE app_id = $1', [appId]);
      await tx.query('DELETE FROM app_invites WHERE app_id = $1', [appId]);
      await announceChange(tx, { kind: 'app', appId });
    });
    await closed();
    await this.owners.deleteAppRows(this.ds.manager, appId);
    return this.ds.manager.transaction(async (tx) => {
      const locked: unknown[] = await tx.query('SELECT id FROM apps WHERE id = $1 FOR UPDATE', [appId]);
      if (!locked.length) return false;
      await this.owners.deleteAppRows(tx, appId);
      await tx.query('DELETE FROM apps WHERE id = $1', [appId]);
      await announceChange(tx, { kind: 'app', appId });
      return true;
    });
  }
}
