import { Metrics } from '@parley/server-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { NlpEngines } from './nlp-engines';

describe('NlpEngines: spellers', () => {
  let engines: NlpEngines | undefined;
  afterEach(async () => {
    await engines?.onModuleDestroy();
    engines = undefined;
  });

  it('spell checks that arrive together in a language not loaded yet share one load of its dictionary, and only that language is loaded', async () => {
    engines = new NlpEngines(new Metrics('api'));
    const [a, b, c] = await Promise.all([engines.speller('fr'), engines.speller('fr'), engines.speller('fr')]);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(await engines.speller('fr')).toBe(a);
    expect(a.check('bonjour je cherhe un hotel', { maxDistance: 2 }).correctWords).toContain('cherche');
    // A background load asked now finds French loaded and reads only the others.
    expect(engines.readiness()).toEqual({});
  });

  it("loads a language's dictionary without holding the event loop: other work runs before the speller is ready", async () => {
    engines = new NlpEngines(new Metrics('api'));
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    // Read on the thread pool (open, read, close: several turns of the loop), not in one synchronous read.
    const speller = await engines.speller('es');
    expect(turned).toBe(true);
    expect(speller.check('quiero reservar una abitación', { maxDistance: 2 }).correctWords).toContain('habitación');
  });
});
