import { APP_DATA_ORDER, type AppDataOwner, type AppDataPart } from '@parley/persistence';
import type { EntityManager } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { AppDataOwners } from './app-data.module';

const tx = {} as EntityManager;

/** An owner that writes down when it was asked, and with what. */
function owner(part: AppDataPart, asked: string[]): AppDataOwner {
  return {
    appDataPart: part,
    deleteAppRows: async (t, appId) => {
      expect(t).toBe(tx);
      asked.push(`${part}:${appId}`);
    },
  };
}

describe('AppDataOwners (who deletes an App’s rows)', () => {
  it('asks every owner, in APP_DATA_ORDER whatever the order they registered in, through the deletion’s transaction', async () => {
    const asked: string[] = [];
    const owners = new AppDataOwners();
    for (const part of [...APP_DATA_ORDER].reverse()) owners.register(owner(part, asked));
    expect(owners.missing()).toEqual([]);
    await owners.deleteAppRows(tx, 'app-1');
    expect(asked).toEqual(APP_DATA_ORDER.map((part) => `${part}:app-1`));
  });

  it('deletes nothing when a part has no owner (its rows would be left behind)', async () => {
    const asked: string[] = [];
    const owners = new AppDataOwners();
    owners.register(owner('botmeter', asked));
    expect(owners.missing()).toEqual(APP_DATA_ORDER.filter((p) => p !== 'botmeter'));
    await expect(owners.deleteAppRows(tx, 'app-1')).rejects.toThrow(/No owner of an App's conversations, served models/);
    expect(asked).toEqual([]);
  });

  it('refuses a second owner of a part, and a part that is not in the order', () => {
    const owners = new AppDataOwners();
    const first = owner('botmeter', []);
    owners.register(first);
    owners.register(first);
    expect(() => owners.register(owner('botmeter', []))).toThrow(/Two owners of an App's botmeter/);
    expect(() => owners.register(owner('webhooks' as AppDataPart, []))).toThrow(/"webhooks" is no part of an App's data/);
  });
});
