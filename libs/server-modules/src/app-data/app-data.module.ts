import { Global, Injectable, type InjectionToken, Module, type Provider } from '@nestjs/common';
import { APP_DATA_ORDER, type AppDataOwner, type AppDataPart } from '@parley/persistence';
import type { EntityManager } from 'typeorm';

/**
 * The owners of an App's rows registered in this server (each module that owns such tables
 * registers its store with `appDataOwner`): deleting an App asks each to delete its rows, in
 * APP_DATA_ORDER, inside the deletion's transaction.
 */
@Injectable()
export class AppDataOwners {
  private readonly owners = new Map<AppDataPart, AppDataOwner>();

  register(owner: AppDataOwner): void {
    const part = owner.appDataPart;
    if (!APP_DATA_ORDER.includes(part)) throw new Error(`"${String(part)}" is no part of an App's data (APP_DATA_ORDER)`);
    const known = this.owners.get(part);
    if (known && known !== owner) throw new Error(`Two owners of an App's ${part}: ${known.constructor.name} and ${owner.constructor.name}`);
    this.owners.set(part, owner);
  }

  /** The parts of an App's data with no owner registered here. */
  missing(): AppDataPart[] {
    return APP_DATA_ORDER.filter((part) => !this.owners.has(part));
  }

  /**
   * Asks every owner, in APP_DATA_ORDER, to delete the App's rows through `tx`. Throws before
   * deleting anything when a part has no owner here (a server that deletes Apps has them all).
   */
  async deleteAppRows(tx: EntityManager, appId: string): Promise<void> {
    const missing = this.missing();
    if (missing.length) throw new Error(`No owner of an App's ${missing.join(', ')} in this server: its rows would be left behind`);
    for (const part of APP_DATA_ORDER) await this.owners.get(part)!.deleteAppRows(tx, appId);
  }
}

/** Registers the store or repository provided as `owner` (an AppDataOwner) with the server's AppDataOwners. */
export function appDataOwner(owner: InjectionToken<AppDataOwner>): Provider {
  return {
    provide: Symbol(`owner of App data: ${typeof owner === 'function' ? owner.name : String(owner)}`),
    inject: [AppDataOwners, owner],
    useFactory: (owners: AppDataOwners, o: AppDataOwner) => owners.register(o),
  };
}

/** The server's one AppDataOwners, global: the modules that own tables of Apps register with it. */
@Global()
@Module({ providers: [AppDataOwners], exports: [AppDataOwners] })
export class AppDataModule {}
