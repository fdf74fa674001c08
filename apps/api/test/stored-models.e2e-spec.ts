import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { MODEL_RECORD_FORMAT, TrainerModels, TrainerStore } from '@parley/trainer-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The models every instance loads instead of training: a stored model that cannot be used (cut or
 * changed bytes, a format this version does not read, none at all) is trained again, and the
 * request that found it gets its answer, never a 500. A process keeps its loaded models within its
 * memory budget (MODEL_CACHE_MB), loading a dropped one again when it is asked.
 */
describe('stored models', () => {
  let api: TestingApi;

  const classify = (on: TestingApi, app: TestAppCredentials, sentence: string) =>
    on.app.inject({ method: 'POST', url: '/trainer/api/v0/classify', headers: app.headers, payload: { sentence } });

  async function appWithQnas(n: number, phrases = 3): Promise<TestAppCredentials> {
    const app = await createTestApp(api.dataSource);
    await new TrainerStore(api.dataSource).createQnas(
      app.appId,
      Array.from({ length: n }, (_, i) => ({
        title: `Topic ${i} ${app.appId.slice(0, 8)}`,
        utterances: Array.from({ length: phrases }, (_, j) => ({ value: `question ${j} about subject ${i} kw${i}x${j}` })),
        resolvePrompt: '',
        answers: [[{ type: 'text' as const, payload: { value: `answer ${i}` } }]],
      })),
    );
    return app;
  }

  const stored = async (app: TestAppCredentials) =>
    ((await api.dataSource.query('SELECT version, format, octet_length(data) AS bytes FROM trainer_models WHERE app_id = $1', [app.appId])) as { version: number; format: number; bytes: number }[])[0];

  beforeAll(async () => {
    api = await createTestingApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('trains a model that is missing, cut, changed or of another format again, and answers meanwhile', async () => {
    const app = await appWithQnas(3);
    const first = await classify(api, app, 'question about subject 1 kw1x0');
    expect(first.statusCode).toBe(200);
    expect(first.json()[0].label).toMatch(/^Topic 1 /);
    const good = await stored(app);
    expect(good).toMatchObject({ version: 1, format: MODEL_RECORD_FORMAT });

    const spoilers: [string, string][] = [
      ['cut', `UPDATE trainer_models SET data = substring(data from 1 for 40) WHERE app_id = $1`],
      ['changed', `UPDATE trainer_models SET data = overlay(data placing '\\x00ffee'::bytea from 30) WHERE app_id = $1`],
      ['not a model', `UPDATE trainer_models SET data = '\\x1f8b0800'::bytea WHERE app_id = $1`],
      ['another format', `UPDATE trainer_models SET format = format + 100 WHERE app_id = $1`],
      ['missing', `DELETE FROM trainer_models WHERE app_id = $1`],
    ];
    for (const [what, sql] of spoilers) {
      await api.dataSource.query(sql, [app.appId]);
      // A process that has not loaded it yet (a restart): it finds the stored model unusable.
      const fresh = await createTestingApi();
      try {
        const res = await classify(fresh, app, 'question about subject 2 kw2x1');
        expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
        expect(res.json()[0].label, what).toMatch(/^Topic 2 /);
      } finally {
        await fresh.close();
      }
      expect(await stored(app), what).toMatchObject({ version: 1, format: MODEL_RECORD_FORMAT });
    }
    // Five api servers started, trained and closed one after another: 8-16 s on a quiet machine, past
    // the default 30 s on a busy one (a run with three test files side by side).
  }, 120_000);

  it('keeps the loaded models within the memory budget, and loads a dropped one again when asked', async () => {
    const small = await createTestingApi({ MODEL_CACHE_MB: 1 });
    try {
      const apps: TestAppCredentials[] = [];
      for (let i = 0; i < 6; i++) apps.push(await appWithQnas(40, 6));
      const models = small.app.get(TrainerModels);
      let most = 0;
      for (const app of apps) {
        const res = await classify(small, app, 'question 3 about subject 7 kw7x3');
        expect(res.statusCode).toBe(200);
        most = Math.max(most, models.usage().bytes);
      }
      const sizes = await Promise.all(apps.map(stored));
      expect(sizes.every((s) => s && s.version === 1)).toBe(true);
      // Each model takes a fair share of the megabyte: not all of them fit at once...
      expect(models.usage().models).toBeLessThan(apps.length);
      expect(most).toBeLessThanOrEqual(1024 * 1024);
      // ...and the first one, dropped, is loaded again (not trained: it is stored).
      const again = await classify(small, apps[0]!, 'question 1 about subject 5 kw5x1');
      expect(again.statusCode).toBe(200);
      expect(again.json()[0].label).toMatch(/^Topic 5 /);
    } finally {
      await small.close();
    }
  });
});
