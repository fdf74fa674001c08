import { createTestingApi, type TestingApi } from '@parley/testing';
import { getMetadataStorage } from 'class-validator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UpdateAppDto } from '../src/modules/portal/dto/app.dto';

/**
 * An App's settings with several problems are one 400 naming them all: those of the fields' own
 * rules (a threshold over 1) with those only the server knows (its rate limit cap, a setting that
 * cannot be emptied), not one round for each.
 */
describe("an App's settings: every problem in one 400", () => {
  let api: TestingApi;
  let session: Record<string, string>;
  let appId: string;

  beforeAll(async () => {
    api = await createTestingApi({ APP_RATE_LIMIT_MAX: 1000 });
    const email = `settings-${Date.now()}@example.com`;
    await api.app.inject({
      method: 'POST',
      url: '/portal/api/accounts',
      payload: { email, password: 'correct horse battery', name: 'Settings' },
    });
    const token = (
      await api.app.inject({ method: 'POST', url: '/portal/api/sessions', payload: { email, password: 'correct horse battery' } })
    ).json().token as string;
    session = { authorization: `Bearer ${token}` };
    appId = (await api.app.inject({ method: 'POST', url: '/portal/api/apps', payload: { name: 'Settings bot' }, headers: session })).json()
      .app.id;
  });
  afterAll(() => api.close());

  const fields = (body: { details?: { field: string }[] }) => (body.details ?? []).map((d) => d.field).sort();

  it('names a threshold over 1, a rate limit over the cap and a name set to null together, and an unknown field not at all', async () => {
    const res = await api.app.inject({
      method: 'PATCH',
      url: `/portal/api/apps/${appId}`,
      headers: session,
      payload: { classificationThreshold: 2, rateLimit: 5000, name: null, notASetting: null },
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res.json())).toEqual(['classificationThreshold', 'name', 'rateLimit']);
    expect(res.json().details).toContainEqual({ field: 'rateLimit', problem: 'must be at most 1000, the most this server allows' });
  });

  it('names a rate limit over the cap once, when it is also of the wrong kind', async () => {
    const res = await api.app.inject({
      method: 'PATCH',
      url: `/portal/api/apps/${appId}`,
      headers: session,
      payload: { rateLimit: 'fast', rateBurst: 5000, ambiguityMargin: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res.json())).toEqual(['ambiguityMargin', 'rateBurst', 'rateLimit']);
  });

  it('checks a body its rules take once, and saves it', async () => {
    // Every validation of a settings body reads the rules of its DTO: counted here.
    const rules = vi.spyOn(getMetadataStorage(), 'getTargetValidationMetadatas');
    try {
      const res = await api.app.inject({
        method: 'PATCH',
        url: `/portal/api/apps/${appId}`,
        headers: session,
        payload: { classificationThreshold: 0.6, ambiguityMargin: 0.05 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ classificationThreshold: 0.6, ambiguityMargin: 0.05 });
      expect(rules.mock.calls.filter(([target]) => target === UpdateAppDto)).toHaveLength(1);
    } finally {
      rules.mockRestore();
    }
  });

  it('changes nothing', async () => {
    const app = (await api.app.inject({ method: 'GET', url: `/portal/api/apps/${appId}`, headers: session })).json();
    expect(app).toMatchObject({ name: 'Settings bot', classificationThreshold: expect.any(Number) });
    expect(app.rateLimit).toBeLessThanOrEqual(1000);
  });
});
