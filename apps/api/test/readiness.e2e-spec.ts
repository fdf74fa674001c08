import { LANGUAGES } from '@parley/contracts';
import { createTestApp, createTestingApi, type TestingApi } from '@parley/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { NlpEngines } from '../src/modules/nlp/nlp-engines';

/**
 * After a start (serve.ts asks `NlpEngines.warmUp()` once the server listens), readiness is a 503
 * that names the spell checker's dictionaries until they are loaded, so that a load balancer sends
 * no request to an api whose event loop the load would hold up; liveness answers throughout.
 * (The tests' in-process servers ask for no background load: their readiness does not wait.)
 */
describe('readiness while the dictionaries load after a start', () => {
  let api: TestingApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  const ready = () => api!.app.inject({ method: 'GET', url: '/health/ready' });

  it('is a 503 naming the dictionaries until each is loaded, then a 200; liveness answers throughout', async () => {
    api = await createTestingApi();
    const apps = await Promise.all(LANGUAGES.map((language) => createTestApp(api!.dataSource, { language })));
    // The background load is asked for but begins later than this test lasts: only spell checks load dictionaries here.
    api.app.get(NlpEngines).warmUp(3_600_000);

    for (const [i, creds] of apps.entries()) {
      const before = await ready();
      expect(before.statusCode).toBe(503);
      expect(before.headers['retry-after']).toBeDefined();
      expect(before.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: `Not ready (dictionaries): the spell checker's dictionaries are loading (${LANGUAGES.slice(i).join(', ')} to go); requests would wait for them`,
      });
      expect((await api.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      // A spell check in a language not loaded yet loads its dictionary at once.
      const checked = await api.app.inject({ method: 'GET', url: '/nlp/spellchecking/v1?sentence=hello', headers: creds.headers });
      expect(checked.statusCode).toBe(200);
    }

    const after = await ready();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ status: 'ok', info: { database: { status: 'up' }, dictionaries: { status: 'up', loaded: [...LANGUAGES] } } });
  });

  it('turns 200 once the background load has loaded every dictionary', async () => {
    api = await createTestingApi();
    api.app.get(NlpEngines).warmUp(0);
    const deadline = Date.now() + 60_000;
    let res = await ready();
    expect(res.json()).toMatchObject({ statusCode: 503, message: expect.stringContaining('Not ready (dictionaries): ') });
    while (res.statusCode !== 200) {
      expect(res.statusCode).toBe(503);
      // The dictionaries, until they are loaded; on a busy machine the database's ping may also run
      // out of time while a dictionary is read (it is read on the main thread), and is named too.
      expect(res.json()).toMatchObject({ statusCode: 503, message: expect.stringMatching(/Not ready \((dictionaries|database)\): /) });
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 50));
      res = await ready();
    }
    expect(res.json()).toMatchObject({ status: 'ok', info: { dictionaries: { status: 'up', loaded: [...LANGUAGES] } } });
  });
});
