import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestingApi, previousFormatRecord, waitForTraining, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { jobKey, TRAINING_QUEUE } from '@parley/trainer-runtime';

/**
 * An upgrade that changes the model's format (typos read as the App's words): a server finds the
 * models the last release stored. They answer at once, as they did, while each App trains again;
 * the model of the new format replaces them on every server when it is stored.
 */
describe('models stored by the release before typos', () => {
  let trainer: TestingApi;
  let server: TestingApi | undefined;
  let trainerAgain: TestingApi | undefined;
  let app: TestAppCredentials;
  const QNAS = [
    { title: 'Payment methods', utterances: ['How can I pay?', 'Do you accept credit cards?', 'Can I pay with PayPal?'] },
    { title: 'Shipping', utterances: ['Do you ship abroad?', 'How long does delivery take?', 'shipping costs'] },
  ];
  const labels = async (api: TestingApi, sentence: string): Promise<string[]> => {
    const res = await api.app.inject({ method: 'POST', url: '/trainer/api/v0/classify', headers: app.headers, payload: { sentence } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().map((m: { label: string }) => m.label);
  };
  const stored = async (): Promise<{ version: number; format: number }> =>
    (await (server ?? trainer).dataSource.query('SELECT version, format FROM trainer_models WHERE app_id = $1', [app.appId]))[0];

  beforeAll(async () => {
    trainer = await createTestingApi();
    app = await createTestApp(trainer.dataSource);
    for (const q of QNAS) {
      const res = await trainer.app.inject({
        method: 'POST',
        url: '/trainer/api/v0/qnas',
        headers: app.headers,
        payload: { title: q.title, utterances: q.utterances.map((value) => ({ value })), answers: [[{ type: 'text', payload: { value: q.title } }]] },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await waitForTraining(trainer, app.headers);
  });
  afterAll(async () => {
    await server?.close();
    await trainerAgain?.close();
  });

  it('answer at once on a server that trains nothing, then give way to the App trained again', async () => {
    const before = await stored();
    expect(before.format).toBe(4);
    // The trainer stops first, then the row becomes what the last release left: record format 3, the
    // classifier's format 4. The only server up trains nothing (TRAINING_WORKER off).
    // Its jobs done first: one of the second edit still running would store the new format again
    // after the row below is turned into the previous one.
    for (let t0 = Date.now(); ; ) {
      const [{ n }] = await trainer.dataSource.query(
        "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry', 'active')",
        [TRAINING_QUEUE, jobKey(app.appId, 'en')],
      );
      if (n === 0) break;
      if (Date.now() - t0 > 20_000) throw new Error('the training jobs of the App did not end');
      await new Promise((r) => setTimeout(r, 50));
    }
    await trainer.close();
    server = await createTestingApi({ TRAINING_WORKER: false });
    const [row] = await server.dataSource.query('SELECT data FROM trainer_models WHERE app_id = $1', [app.appId]);
    await server.dataSource.query('UPDATE trainer_models SET data = $2, format = 3 WHERE app_id = $1', [app.appId, previousFormatRecord(row.data)]);
    // It has only that model, and answers with it.
    expect(await labels(server, 'do you ship abroad')).toEqual(['Shipping']);
    // The old model reads no typo...
    expect(await labels(server, 'do you shpi abraod')).toEqual([]);
    expect((await stored()).format).toBe(3);
    // ...and its App is sent to train again: a process that trains takes the job, stores the new
    // format at the same version, and the serving server finds it.
    trainerAgain = await createTestingApi();
    for (let t0 = Date.now(); (await stored()).format !== 4; ) {
      if (Date.now() - t0 > 30_000) throw new Error('the App was not trained again');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await stored()).version).toBe(before.version);
    for (let t0 = Date.now(); (await labels(server, 'do you shpi abraod')).length === 0; ) {
      if (Date.now() - t0 > 10_000) throw new Error('the serving server kept the model of the previous format');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await labels(server, 'do you shpi abraod')).toEqual(['Shipping']);
  });
});
