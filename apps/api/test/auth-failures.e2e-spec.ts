import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppsRepository } from '../src/modules/apps/apps.repository';

/** Failed App-Key authentications are limited per client address; unknown App-Ids cost no query. */
const EXTRACT = '/nlp/entity-extraction/v0?sentence=hi';

describe('failed App-Key authentications', () => {
  let api: TestingApi;
  let creds: TestAppCredentials;

  beforeAll(async () => {
    api = await createTestingApi({ AUTH_FAILURES_PER_MINUTE: 5, TRUST_PROXY: true });
    creds = await createTestApp(api.dataSource);
  });
  afterAll(() => api.close());

  // The api trusts X-Forwarded-For here (TRUST_PROXY, as behind a proxy): each test is its own client address.
  const from = (address: string, headers: Record<string, string>) =>
    api.app.inject({ method: 'GET', url: EXTRACT, headers: { ...headers, 'x-forwarded-for': address } });

  it('answers 429 with Retry-After past the limit of wrong keys, then refuses even the right key from that address', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await from('198.51.100.1', { ...creds.headers, 'app-key': `wrong-${i}` })).statusCode);
    expect(codes).toEqual([403, 403, 403, 403, 403, 429]);
    const right = await from('198.51.100.1', creds.headers);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(right.json()).toMatchObject({ statusCode: 429, message: expect.stringMatching(/failed authentications/) });
    // Another address is not concerned.
    expect((await from('198.51.100.2', creds.headers)).statusCode).toBe(200);
  });

  it('counts unknown App-Ids the same way', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await from('198.51.100.3', { 'app-id': randomUUID(), 'app-key': 'x' })).statusCode);
    expect(codes).toEqual([403, 403, 403, 403, 403, 429]);
  });

  it('never counts the calls of a right key', async () => {
    for (let i = 0; i < 10; i++) expect((await from('198.51.100.4', creds.headers)).statusCode).toBe(200);
  });

  it('asks the database once about an unknown App-Id, however often it is sent', async () => {
    const lookups = vi.spyOn(api.app.get(AppsRepository), 'findWithLiveKeys');
    const unknown = randomUUID();
    for (let i = 0; i < 4; i++) expect((await from(`198.51.100.${10 + i}`, { 'app-id': unknown, 'app-key': 'x' })).statusCode).toBe(403);
    expect(lookups.mock.calls.filter(([id]) => id === unknown)).toHaveLength(1);
    lookups.mockRestore();
  });
});
