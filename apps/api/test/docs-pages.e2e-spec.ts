import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestingApi, createTestingWebchat, type TestingApi, type TestingWebchat } from '@parley/testing';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The API reference pages (Swagger UI at /docs) of both servers: what a browser fetches to show
 * them comes compressed, and Swagger UI's own files are kept by the browser a day.
 */
describe('the API reference pages of both servers', () => {
  let api: TestingApi;
  let webchat: TestingWebchat;

  beforeAll(async () => {
    [api, webchat] = await Promise.all([createTestingApi(), createTestingWebchat({ listen: false })]);
  });
  afterAll(async () => {
    await api?.close();
    await webchat?.close();
  });

  /** The page and every file it loads, as a browser asks for them. */
  async function pageFiles(app: NestFastifyApplication): Promise<string[]> {
    const html = (await app.inject({ method: 'GET', url: '/docs' })).body;
    const files = [...html.matchAll(/(?:src|href)="\.\/docs\/([^"]+)"/g)].map((m) => `/docs/${m[1]}`);
    return ['/docs', ...files.filter((f) => !f.endsWith('.png')), '/docs-json'];
  }

  for (const server of ['api', 'webchat'] as const) {
    it(`${server}: sends the page, Swagger UI's files and the document compressed to a browser that accepts it, the same bytes once decoded`, async () => {
      const app = server === 'api' ? api.app : webchat.app;
      const files = await pageFiles(app);
      expect(files).toEqual(expect.arrayContaining(['/docs/swagger-ui-bundle.js', '/docs/swagger-ui-init.js', '/docs/swagger-ui.css']));
      let plain = 0;
      let sent = 0;
      for (const url of files) {
        const identity = await app.inject({ method: 'GET', url });
        expect(identity.statusCode, url).toBe(200);
        expect(identity.headers['content-encoding'], url).toBeUndefined();
        for (const [accept, encoding, decode] of [
          ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
          ['gzip, deflate', 'gzip', gunzipSync],
        ] as const) {
          const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['content-encoding'], url).toBe(encoding);
          expect(String(res.headers.vary), url).toMatch(/accept-encoding/i);
          expect(decode(res.rawPayload).equals(identity.rawPayload), url).toBe(true);
          if (encoding === 'br') {
            plain += identity.rawPayload.length;
            sent += res.rawPayload.length;
          }
        }
      }
      // Swagger UI alone is 1.6 MB of script.
      expect(plain).toBeGreaterThan(1_500_000);
      expect(sent).toBeLessThan(plain / 3);
    });

    it(`${server}: lets a browser keep Swagger UI's files a day and revalidate them, and checks the page and its document every time`, async () => {
      const app = server === 'api' ? api.app : webchat.app;
      const bundle = await app.inject({ method: 'GET', url: '/docs/swagger-ui-bundle.js', headers: { 'accept-encoding': 'br' } });
      expect(bundle.headers['cache-control']).toBe('public, max-age=86400');
      expect(bundle.headers.etag).toBeTruthy();
      const again = await app.inject({
        method: 'GET',
        url: '/docs/swagger-ui-bundle.js',
        headers: { 'accept-encoding': 'br', 'if-none-match': String(bundle.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      for (const url of ['/docs', '/docs/swagger-ui-init.js']) {
        expect(String((await app.inject({ method: 'GET', url })).headers['cache-control'] ?? ''), url).not.toMatch(/max-age=[1-9]/);
      }
    });
  }

  it("api: compresses the portal's script, not the portal API's answers", async () => {
    const shell = (await api.app.inject({ method: 'GET', url: '/portal/' })).body;
    const script = /src="(\/portal\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
    expect(script, 'the portal is built (npm run build:portal)').toBeTruthy();
    const res = await api.app.inject({ method: 'GET', url: script!, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const config = await api.app.inject({ method: 'GET', url: '/portal/api/config', headers: { 'accept-encoding': 'br' } });
    expect(config.headers['content-encoding']).toBeUndefined();
  });
});
