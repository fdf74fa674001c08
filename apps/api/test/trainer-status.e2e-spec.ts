import { DEFAULT_THRESHOLD } from '@parley/classifier';
import { createTestApp, createTestingApi, waitForTraining, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** What a new user writes first: three QnAs of a shop. */
const THREE = [
  { title: 'Refund policy', utterances: ['What is your refund policy?', 'can I get my money back', 'I want a refund'] },
  { title: 'Opening hours', utterances: ['What are your opening hours?', 'when do you open', 'are you open on sunday'] },
  { title: 'Shipping', utterances: ['Do you ship abroad?', 'how long does delivery take', 'shipping costs'] },
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('training state and knowing when not to answer', () => {
  let api: TestingApi;
  let a: TestAppCredentials;
  const ids: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, creds = a) =>
    api.app.inject({ method, url: `/trainer/api/v0/${url}`, payload: payload as object, headers: creds.headers });
  const status = async (creds = a, query = '') => {
    const res = await call('GET', `status${query}`, undefined, creds);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** Polls the status until the served model covers the App's data and is idle, as a script would. */
  const trained = (creds = a, maxMs = 20_000) => waitForTraining(api, creds.headers, maxMs);

  beforeAll(async () => {
    api = await createTestingApi();
    a = await createTestApp(api.dataSource);
  });
  afterAll(() => api.close());

  it('says a new App has no data and its model is at version 0', async () => {
    const s = await trained();
    expect(s).toMatchObject({ language: 'en', dataVersion: 0, modelVersion: 0, state: 'idle', reason: null, crossValidationScore: null, items: 0 });
  });

  it('follows a change: data version up at once, training, then the model at that version with its cross-validation score', async () => {
    for (const q of THREE) {
      const res = await call('POST', 'qnas', { title: q.title, utterances: q.utterances.map((value) => ({ value })), resolvePrompt: q.title, answers: [] });
      expect(res.statusCode).toBe(201);
      ids[q.title] = res.json().qna.id;
    }
    const right = await status();
    expect(right.dataVersion).toBe(3);
    expect(right.items).toBe(3);
    const s = await trained();
    expect(s.modelVersion).toBe(3);
    expect(new Date(s.lastTrainedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(s.lastTrainingMs).toBeGreaterThanOrEqual(0);
    const t0 = Date.now();
    let scored = s;
    while (scored.crossValidationScore === null && Date.now() - t0 < 20_000) {
      await sleep(100);
      scored = await status();
    }
    expect(scored.scoredVersion).toBe(3);
    expect(scored.crossValidationScore).toBeGreaterThanOrEqual(0);
    expect(scored.crossValidationScore).toBeLessThanOrEqual(1);
    // What each threshold trades on the App's data, scored with it: thresholds 0 to 1 by 0.01.
    const curve = scored.thresholdCurve as { inScopeSentences: number; offTopicSentences: number; points: { threshold: number; inScope: number; offTopic: number | null }[] };
    expect(curve.points).toHaveLength(101);
    expect(curve.points[16].threshold).toBe(0.16);
    expect(curve.inScopeSentences).toBeGreaterThan(0);
    expect(curve.offTopicSentences).toBeGreaterThan(0);
    expect(curve.points[0].offTopic).toBe(0);
    for (const p of curve.points) expect(p.inScope >= 0 && p.inScope <= 1 && p.offTopic! >= 0 && p.offTopic! <= 1).toBe(true);
  });

  it('classify answers name the model version, which reaches the data version after a change', async () => {
    const before = await call('POST', 'classify', { sentence: 'can I get my money back' });
    expect(before.headers['parley-model-version']).toBe('3');
    expect(before.headers['access-control-expose-headers']).toContain('Parley-Model-Version');
    await call('PUT', `qnas/${ids.Shipping}`, { utterances: [{ value: 'Do you ship abroad?' }, { value: 'how long does delivery take' }, { value: 'shipping costs' }, { value: 'where is my parcel' }] });
    expect((await status()).dataVersion).toBe(4);
    await trained();
    const after = await call('GET', 'classify?sentence=where%20is%20my%20parcel');
    expect(after.headers['parley-model-version']).toBe('4');
    expect(after.json()[0]).toMatchObject({ id: ids.Shipping });
  });

  it('a 3-QnA App at the default threshold rejects unrelated questions and still answers its own', async () => {
    const app = (await api.dataSource.query('SELECT classification_threshold AS t FROM apps WHERE id = $1', [a.appId]))[0];
    expect(Math.round(app.t * 1000) / 1000).toBe(DEFAULT_THRESHOLD);
    for (const sentence of ['what is the weather like', 'what is the weather on mars', 'who won the football match yesterday', 'tell me a joke']) {
      const res = await call('POST', 'classify', { sentence });
      expect({ sentence, matches: res.json() }).toEqual({ sentence, matches: [] });
    }
    for (const [sentence, title] of [['what is the refund policy', 'Refund policy'], ['are you open on saturday', 'Opening hours'], ['do you ship to canada', 'Shipping']]) {
      const [best] = (await call('POST', 'classify', { sentence })).json();
      expect({ sentence, label: best?.label }).toEqual({ sentence, label: title });
    }
  });

  it('describes the model of the language asked for, and refuses an unknown language naming it', async () => {
    const fr = await status(a, '?lang=fr');
    expect(fr.language).toBe('fr');
    expect(fr.dataVersion).toBe(4);
    const bad = await call('GET', 'status?lang=xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'lang' })]);
  });

  it('needs the App credentials and shows one App only', async () => {
    const none = await api.app.inject({ method: 'GET', url: '/trainer/api/v0/status' });
    expect(none.statusCode).toBe(401);
    const b = await createTestApp(api.dataSource);
    expect((await trained(b)).dataVersion).toBe(0);
  });
});
