import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestingApi, createTestingWebchat, type TestingApi, type TestingWebchat } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every answer of both servers carries the security headers: each route of their route tables is
 * called with every method it takes (no credentials, an empty JSON object as body: what it answers
 * does not matter, its headers do), and so is an unknown path. CORS preflights (`OPTIONS`) are
 * left out: they carry the CORS headers, nothing to render or frame. No answer may be framed; a page's
 * CSP allows no inline script it does not name, and no inline style unless the page has one.
 */

interface Route {
  path: string;
  methods: string[];
}

/**
 * The routes of `printRoutes({ commonPrefix: false })`: one node per line, nested four columns per
 * level, each naming its part of the path and, when it has handlers, their methods.
 */
export function routesOf(app: NestFastifyApplication): Route[] {
  const tree = app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = (at + 3) / 4 - 1;
    const m = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 3))!;
    stack.length = depth;
    stack.push(m[1]!);
    if (m[2]) routes.push({ path: stack.join(''), methods: m[2].split(', ') });
  }
  return routes;
}

/** A path that reaches the route: parameters and wildcards filled in. */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*$/, 'x');
}

/** Inline scripts without a nonce, and whether the page has inline styles (elements or attributes). */
function inlineParts(html: string): { scripts: string[]; styles: boolean } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!);
  return { scripts, styles: /<style[\s>]/.test(html) || /\sstyle="/.test(html) };
}

function directive(csp: string, name: string): string[] | undefined {
  const found = csp.split(';').find((d) => d.trim().startsWith(`${name} `));
  return found?.trim().split(/\s+/).slice(1);
}

describe('security headers on every answer of both servers', () => {
  let api: TestingApi;
  let webchat: TestingWebchat;

  beforeAll(async () => {
    [api, webchat] = await Promise.all([createTestingApi(), createTestingWebchat({ listen: false })]);
  });
  afterAll(() => Promise.all([api?.close(), webchat?.close()]));

  const servers = () =>
    [
      ['api', api.app],
      ['webchat', webchat.app],
    ] as const;

  it('finds the routes of both tables', () => {
    const api = routesOf(servers()[0][1]).map((r) => r.path);
    const chat = routesOf(servers()[1][1]).map((r) => r.path);
    expect(api).toEqual(
      expect.arrayContaining(['/portal', '/docs', '/health', '/trainer/api/v0/qnas/:id', '/portal/api/apps/:id/keys/:keyId']),
    );
    expect(chat).toEqual(
      expect.arrayContaining(['/', '/demo', '/docs', '/cdn/:name', '/bots/:appToken/users/:userId/conversation/messages']),
    );
  });

  it('sends nosniff, HSTS and no framing on every route and method, and a strict CSP on every page', async () => {
    const wrong: string[] = [];
    let pages = 0;
    let answers = 0;
    for (const [server, app] of servers()) {
      const calls = [...routesOf(app), { path: '/no-such-route', methods: ['GET', 'POST'] }].flatMap((r) =>
        r.methods.filter((m) => m !== 'OPTIONS').map((method) => ({ method, url: concrete(r.path) })),
      );
      for (const { method, url } of calls) {
        const withBody = ['POST', 'PUT', 'PATCH'].includes(method);
        const res = await app.inject({
          method: method as 'GET',
          url,
          ...(withBody ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {}),
        });
        answers++;
        const h = res.headers;
        const where = `${server} ${method} ${url} (${res.statusCode})`;
        const csp = String(h['content-security-policy'] ?? '');
        if (h['x-content-type-options'] !== 'nosniff') wrong.push(`${where}: no X-Content-Type-Options: nosniff`);
        if (h['x-frame-options'] !== 'DENY') wrong.push(`${where}: X-Frame-Options ${h['x-frame-options']}`);
        if (!directive(csp, 'frame-ancestors')?.includes("'none'")) wrong.push(`${where}: CSP ${csp || 'missing'} lets it be framed`);
        if (!/^max-age=\d+/.test(String(h['strict-transport-security']))) wrong.push(`${where}: no HSTS`);
        if (!String(h['content-type']).startsWith('text/html') || method === 'HEAD') continue;
        pages++;
        const scriptSrc = directive(csp, 'script-src') ?? directive(csp, 'default-src') ?? [];
        const styleSrc = directive(csp, 'style-src') ?? directive(csp, 'default-src') ?? [];
        if (scriptSrc.includes("'unsafe-inline'")) wrong.push(`${where}: script-src allows inline scripts`);
        if (h['referrer-policy'] === undefined) wrong.push(`${where}: not a page's header set (no Referrer-Policy)`);
        const inline = inlineParts(res.body);
        for (const attrs of inline.scripts) {
          const nonce = /nonce="([^"]+)"/.exec(attrs)?.[1];
          if (!nonce || !scriptSrc.includes(`'nonce-${nonce}'`)) wrong.push(`${where}: an inline script its CSP does not name`);
        }
        if (!inline.styles && styleSrc.includes("'unsafe-inline'"))
          wrong.push(`${where}: style-src allows inline styles the page does not have`);
      }
    }
    expect(wrong).toEqual([]);
    // The portal's shell, its fallback, Swagger UI on both, the webchat's index and demo.
    expect(pages).toBeGreaterThanOrEqual(6);
    expect(answers).toBeGreaterThan(100);
  });

  it("gives the portal a CSP without 'unsafe-inline', and Swagger UI one with inline styles only", async () => {
    const portal = String((await api.app.inject({ method: 'GET', url: '/portal/login' })).headers['content-security-policy']);
    expect(portal).not.toContain('unsafe-inline');
    expect(directive(portal, 'script-src')).toEqual(["'self'"]);
    // Bots' pictures (image and cards messages) show in try-it and transcripts, from their https servers.
    expect(directive(portal, 'img-src')).toEqual(["'self'", 'data:', 'https:']);
    // The Inbox reaches the webchat server, on its own origin, over HTTP and WebSocket; nothing else.
    const webchatOrigin = new URL(api.config.PUBLIC_WEBCHAT_URL).origin;
    expect(directive(portal, 'connect-src')).toEqual(["'self'", webchatOrigin, webchatOrigin.replace(/^http/, 'ws')]);
    for (const app of [api.app, webchat.app]) {
      const docs = String((await app.inject({ method: 'GET', url: '/docs' })).headers['content-security-policy']);
      expect(directive(docs, 'script-src')).toEqual(["'self'"]);
      expect(directive(docs, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    }
  });

  it("names the webchat demo page's nonce in its CSP, a new one on each answer, and gives it to the widget", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const res = await webchat.app.inject({ method: 'GET', url: '/demo?appToken=abc' });
      const nonce = /<script nonce="([^"]+)">/.exec(res.body)![1]!;
      const csp = String(res.headers['content-security-policy']);
      expect(directive(csp, 'script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(directive(csp, 'style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(res.body).toContain(`nonce: "${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("lets any site load the widget script (Cross-Origin-Resource-Policy: cross-origin), and keeps the pages' own", async () => {
    const script = await webchat.app.inject({ method: 'GET', url: '/cdn/parley-webchat' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.headers['access-control-allow-origin']).toBe('*');
    expect((await webchat.app.inject({ method: 'GET', url: '/' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
