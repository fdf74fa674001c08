/**
 * Small pieces the browser spec needs besides Playwright: a bot webhook on 127.0.0.1, the push
 * endpoint, a customer's site that embeds the widget, and polling.
 */
import { pushSecretOf } from '@parley/testing';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** The built widget the webchat server serves to the browser specs (WIDGET_DIST_DIR). */
export const dist = resolve(import.meta.dirname, '..', 'dist');

/** Builds the widget once when it is not built (npm test builds it through build-if-needed). */
export function ensureWidgetBuilt(): void {
  if (existsSync(resolve(dist, 'parley-webchat.js'))) return;
  // NODE_ENV=production: under vitest's NODE_ENV=test libraries would keep development code.
  execFileSync('npm', ['run', '--silent', 'build:widget'], {
    cwd: resolve(import.meta.dirname, '../../..'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
}

export interface WebhookCall {
  headers: IncomingHttpHeaders;
  body: { type: string; payload: Record<string, unknown>; user: string; appToken: string };
}

/** A bot's webhook outside the system: records each call it accepts and answers `status` (200 unless a test takes it down). */
export interface FakeBot {
  url: string;
  calls: WebhookCall[];
  status: number;
  close(): Promise<void>;
}

export async function startFakeBot(): Promise<FakeBot> {
  const calls: WebhookCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (bot.status !== 200) return void res.writeHead(bot.status).end('down');
      calls.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookCall['body'] });
      res.end('ok');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const bot: FakeBot = {
    url: `http://127.0.0.1:${port}/webhook`,
    calls,
    status: 200,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
  return bot;
}

/** What a bot does to talk first: POST the push endpoint, with the App's push secret (an App made by createTestApp). */
export async function push(serverUrl: string, appToken: string, userId: string, message: unknown): Promise<void> {
  const res = await fetch(`${serverUrl}/bots/${encodeURIComponent(appToken)}/users/${encodeURIComponent(userId)}/conversation/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${pushSecretOf(appToken) ?? ''}` },
    body: JSON.stringify(message),
  });
  const body = await res.text();
  if (res.status !== 200 || body !== 'OK') throw new Error(`push refused: ${res.status} ${body}`);
}

export const text = (value: string) => ({ type: 'text', payload: { value } }) as const;

/**
 * A customer's site on its own loopback origin: `/?options=<json>` is a page with a loud stylesheet
 * the widget must shrug off, an `#slot` for the embedded mode, the script tag from the webchat
 * server's CDN path and one `ParleyWebchat.init()` per options object. A real server, not a
 * Playwright route: Chromium's Local Network Access checks treat a fulfilled page as public and
 * would block its WebSocket to 127.0.0.1.
 */
export async function startHostSite(webchatUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const list = JSON.parse(new URL(req.url ?? '/', 'http://x').searchParams.get('options') ?? '[]') as object[];
    const inits = list.map((o) => `ParleyWebchat.init(${JSON.stringify(o).replace(/</g, '\\u003c')});`).join('\n');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host page</title><link rel="icon" href="data:,">
<style>body{font:16px Georgia,serif;margin:24px} div{border:3px dashed red} button{background:red}</style></head>
<body><h1>A customer's page</h1><div id="slot" style="width:340px;height:460px"></div>
<script src="${webchatUrl}/cdn/parley-webchat"></script><script>${inits}</script></body></html>`);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((ok) => server.close(() => ok())) };
}

export const pageWith = (siteUrl: string, ...options: object[]) => `${siteUrl}/?options=${encodeURIComponent(JSON.stringify(options))}`;

/** The visitor id the server gave the widget for this App (localStorage, shared by the context's tabs), once it has it. */
export async function userIdOf(page: Page, appToken: string): Promise<string> {
  const read = () => page.evaluate((t) => localStorage.getItem(`parley-webchat:${t}:userId`) ?? '', appToken);
  const end = Date.now() + 10_000;
  let id = await read();
  while (!id && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
    id = await read();
  }
  return id;
}

/** Texts of the message bubbles of one widget, in order. */
export function bubbles(scope: Page | Locator): Promise<string[]> {
  return scope.getByTestId('bubble').allTextContents();
}

/** Every href of every <a> inside the widgets' shadow roots. */
export function widgetHrefs(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('parley-webchat')).flatMap((h) =>
      Array.from(h.shadowRoot?.querySelectorAll('a') ?? [], (a) => a.getAttribute('href')),
    ),
  );
}

/** A computed style property of the first element matching `selector` (Playwright CSS pierces the shadow root). */
export function styleOf(scope: Page | Locator, selector: string, property: string): Promise<string> {
  return scope
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
}

export async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: T;
  for (;;) {
    last = await read();
    if (ok(last)) return last;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
