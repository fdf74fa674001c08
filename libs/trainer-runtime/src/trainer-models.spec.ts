import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrainerModels } from './trainer-models';
import type { TrainerStore, TrainingSet } from './trainer.store';
import { TrainerVersions } from './trainer-versions';

/** A store of one App with no items, whose training-set reads fail while `down` is set. */
function fakeStore(version: number) {
  const state = { down: true, reads: 0 };
  const store = {
    version: async () => version,
    versions: async (ids: string[]) => new Map(ids.map((id) => [id, version])),
    trainingSet: async (): Promise<TrainingSet> => {
      state.reads++;
      if (state.down) throw new Error('connection terminated');
      return { version, qnas: [], intents: [] };
    },
    needsScores: async () => false,
  } as unknown as TrainerStore;
  return { store, state };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('TrainerModels status', () => {
  afterEach(() => vi.useRealTimers());

  it('a training that failed is tried again when only the status is polled, and the failure is reported', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { store, state } = fakeStore(3);
    const versions = new TrainerVersions(store, { pollMs: 0 });
    const failures: string[] = [];
    const models = new TrainerModels(store, versions, { appLanguage: async () => 'en', onFailure: (appId, what, err) => failures.push(`${appId} ${what}: ${(err as Error).message}`) });

    models.status('app-1', 'en', 3);
    await settle();
    expect(models.status('app-1', 'en', 3)).toMatchObject({ state: 'failed', reason: 'connection terminated', modelVersion: null });
    expect(failures).toEqual(['app-1 loading its model: connection terminated']);

    // The database is back; a script keeps polling the status (no classify): the retry comes after the pause.
    state.down = false;
    models.status('app-1', 'en', 3);
    await settle();
    expect(state.reads).toBe(1);
    vi.setSystemTime(Date.now() + 6000);
    models.status('app-1', 'en', 3);
    await settle();
    expect(state.reads).toBe(2);
    expect(models.status('app-1', 'en', 3)).toMatchObject({ state: 'idle', reason: null, modelVersion: 3 });
    await models.close();
    versions.close();
  });
});
