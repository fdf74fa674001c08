import { createTestingApi, type TestingApi } from '@parley/testing';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPortalDist } from '../src/modules/portal/portal-static';

// The api serves whatever apps/portal/dist holds: the built portal, or a page saying how to build it.
const dist = findPortalDist();

describe('Portal UI at /portal', () => {
  let api: TestingApi;
  beforeAll(async () => {
    api = await createTestingApi();
  });
  afterAll(() => api.close());
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  it('answers the app shell at /portal, /portal/ and every client route', async () => {
    for (const url of ['/portal', '/portal/', '/portal/login', '/portal/apps/0b7c2e0e-5d5f-4a57-9d1e-0f4f2c9d8a11/keys']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(dist ? 200 : 503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(dist ? '<div id="root">' : 'npm run build:portal');
    }
  });

  it('never shadows the portal API: unknown API paths and missing assets are 404s', async () => {
    for (const url of ['/portal/api', '/portal/api/nope', '/portal/api/apps/x/y/z', '/portal/assets/missing.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
    expect((await get('/portal/api/me')).statusCode).toBe(401);
  });

  it.runIf(dist)('serves hashed assets with a long cache, under the CSP without inline scripts', async () => {
    const assets = readdirSync(join(dist!, 'assets'));
    const js = assets.find((f) => f.endsWith('.js'))!;
    const res = await get(`/portal/assets/${js}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    const shell = (await get('/portal/')).body;
    expect(shell).toContain(`/portal/assets/${js}`);
    expect(shell).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(existsSync(join(dist!, 'index.html'))).toBe(true);
  });
});
