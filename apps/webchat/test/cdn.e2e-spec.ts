import { createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('widget CDN and demo page', () => {
  let w: TestingWebchat;

  beforeAll(async () => {
    // A build of our own, so the test does not depend on `npm run build:widget` having run.
    const dir = mkdtempSync(join(tmpdir(), 'parley-widget-'));
    writeFileSync(join(dir, 'parley-webchat.js'), 'window.ParleyWebchat={init(){}};/*latest*/');
    writeFileSync(join(dir, 'parley-webchat@0.1.0.js'), 'window.ParleyWebchat={init(){}};/*0.1.0*/');
    w = await createTestingWebchat({ WIDGET_DIST_DIR: dir });
  });
  afterAll(() => w.close());

  it.each([
    ['/cdn/parley-webchat', '/*latest*/', 'public, max-age=300, must-revalidate'],
    ['/cdn/parley-webchat.js', '/*latest*/', 'public, max-age=300, must-revalidate'],
    ['/cdn/parley-webchat@0.1.0', '/*0.1.0*/', 'public, max-age=31536000, immutable'],
  ])('serves %s as JavaScript, CORS *, with its cache policy', async (path, marker, cache) => {
    const res = await fetch(w.url + path, { headers: { origin: 'https://shop.example.com' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe(cache);
    expect(await res.text()).toContain(marker);
  });

  it('answers 304 to a revalidation of an unchanged script', async () => {
    const first = await fetch(`${w.url}/cdn/parley-webchat`);
    const res = await fetch(`${w.url}/cdn/parley-webchat`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(res.status).toBe(304);
  });

  it.each(['/cdn/parley-webchat@9.9.9', '/cdn/parley-webchat@..%2F..%2Fpackage.json', '/cdn/other.js'])('answers 404 for %s', async (path) => {
    expect((await fetch(w.url + path)).status).toBe(404);
  });

  it('serves a demo page that loads the script and escapes the token', async () => {
    const res = await fetch(`${w.url}/demo?appToken=${encodeURIComponent('abc"</script><b>')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<script src="/cdn/parley-webchat"></script>');
    expect(html).toContain('ParleyWebchat.init({ appToken: "abc\\"\\u003c/script\\u003e\\u003cb\\u003e"');
    expect(html).not.toContain('<b>');
  });

  it('answers / with an index linking to the demo page, the widget script, the API reference and health, each of which answers', async () => {
    const res = await fetch(`${w.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>Parley webchat server</h1>');
    const links = [...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!);
    expect(links).toEqual(['/demo', '/cdn/parley-webchat', '/docs', '/health', '/health/ready']);
    for (const link of links) expect([link, (await fetch(w.url + link)).status]).toEqual([link, 200]);
  });
});
