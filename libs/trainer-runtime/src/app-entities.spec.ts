import { compileAppEntities, type AppEntityType, type CompiledAppEntities } from '@parley/extractors/app-entities';
import { describe, expect, it } from 'vitest';
import { AppEntities } from './app-entities';
import type { TrainerStore } from './trainer.store';
import type { TrainerVersions } from './trainer-versions';
import type { TrainingPool } from './training-pool';

/**
 * One App's entity types at a version, and a compile thread whose jobs finish when the test lets
 * them (what a busy machine does to the thread): what a request answers right after an edit.
 */
function setUp(smallValues?: number) {
  let version = 1;
  let types: AppEntityType[] = [{ name: 'plan', values: [{ value: 'basic', synonyms: ['starter'] }] }];
  const held: (() => void)[] = [];
  let holding = false;
  const store = {
    entityTypesOf: async () => ({ version, types: types.map((t) => ({ ...t, fuzzy: false, patterns: t.patterns ?? [], values: t.values ?? [] })) }),
  } as unknown as TrainerStore;
  const versions = { currentEntities: async () => version, observeEntities: () => undefined } as unknown as TrainerVersions;
  const pool = {
    compileEntities: (list: AppEntityType[], lang: 'en') =>
      new Promise<CompiledAppEntities>((done) => {
        const finish = () => done(compileAppEntities(list, lang));
        if (holding) held.push(finish);
        else finish();
      }),
  } as unknown as TrainingPool;
  // No waiting at all for a long list's compile: a request that waits does so for its size alone.
  const entities = new AppEntities(store, versions, pool, { freshMs: 0, smallValues });
  return {
    entities,
    edit(next: AppEntityType[]) {
      types = next;
      version++;
      holding = true;
    },
    release() {
      holding = false;
      for (const finish of held.splice(0)) finish();
    },
    get waiting() {
      return held.length;
    },
  };
}

const found = async (entities: AppEntities, sentence: string) => (await entities.extract('app-1', 'en', sentence)).map((e) => `${e.dim}:${e.body}`);

describe('App entities after an edit', () => {
  it('finds a small edit at the next request, waiting for its compile however slow the thread', async () => {
    const app = setUp();
    expect(await found(app.entities, 'the starter plan please')).toEqual(['plan:starter']);
    app.edit([{ name: 'plan', values: [{ value: 'basic', synonyms: ['starter'] }, { value: 'pro', synonyms: ['business'] }] }]);
    let settled = false;
    const answer = found(app.entities, 'the business plan please').finally(() => (settled = true));
    while (!app.waiting) await new Promise((r) => setImmediate(r));
    // Past the moment a long list is waited for (0 ms here, a timer set before this one): still waiting.
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    app.release();
    expect(await answer).toEqual(['plan:business']);
  });

  it('answers with the previous version while a long list compiles, and with the new one after', async () => {
    const app = setUp(1);
    expect(await found(app.entities, 'the starter plan please')).toEqual(['plan:starter']);
    app.edit([{ name: 'plan', values: [{ value: 'basic', synonyms: ['starter'] }, { value: 'pro', synonyms: ['business'] }] }]);
    expect(await found(app.entities, 'the business plan please')).toEqual([]);
    app.release();
    while ((await found(app.entities, 'the business plan please')).length === 0) await new Promise((r) => setImmediate(r));
    expect(await found(app.entities, 'the business plan please')).toEqual(['plan:business']);
  });
});
