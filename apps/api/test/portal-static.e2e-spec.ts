import { createTestingApi, type TestingApi } from '@parley/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePortal } from '../src/modules/portal/portal-static';

const ID = '0b7c2e0e-5d5f-4a57-9d1e-0f4f2c9d8a11';
const CLIENT_ROUTES = ['/portal', '/portal/', '/portal/login', `/portal/apps/${ID}/keys`];
const NOT_SHADOWED = ['/portal/api', '/portal/api/nope', `/portal/api/apps/${ID}/x/y`, '/portal/assets/missing.js'];

describe('Portal UI at /portal, in the api', () => {
  let api: TestingApi;
  beforeAll(async () => {
    api = await createTestingApi();
  });
  afterAll(() => api.close());
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  // Built or not (a page then says how to build it), the shell is HTML and the API stays the API.
  it('answers every client route with an HTML page under the CSP', async () => {
    for (const url of CLIENT_ROUTES) {
      const res = await get(url);
      expect([200, 503], url).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('never shadows the portal API: unknown API paths and missing assets are JSON 404s', async () => {
    for (const url of NOT_SHADOWED) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
    expect((await get('/portal/api/me')).statusCode).toBe(401);
    expect((await get('/portal/api/config')).statusCode).toBe(401);
  });
});

describe('servePortal', () => {
  let dir: string;
  let built: FastifyInstance;
  let missing: FastifyInstance;
  const SHELL = '<!doctype html><div id="root"></div><script type="module" src="/portal/assets/index-abc123.js"></script>';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), SHELL);
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    built = Fastify();
    built.get('/portal/api/me', async () => ({ me: true }));
    await servePortal(built, dir);
    missing = Fastify();
    await servePortal(missing, null);
  });
  afterAll(async () => {
    await built.close();
    await missing.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the built shell for every client route, never cached', async () => {
    for (const url of CLIENT_ROUTES) {
      const res = await built.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(SHELL);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await built.inject('/portal/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves API routes and missing files alone', async () => {
    expect((await built.inject('/portal/api/me')).json()).toEqual({ me: true });
    for (const url of NOT_SHADOWED) expect((await built.inject(url)).statusCode, url).toBe(404);
  });

  it('says how to build the portal when it is not built', async () => {
    for (const url of CLIENT_ROUTES) {
      const res = await missing.inject(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.body).toContain('npm run build:portal');
    }
    expect((await missing.inject('/portal/api/nope')).statusCode).toBe(404);
  });
});
