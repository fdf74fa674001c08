/**
 * The webchat server's own pages in Chromium under their CSP (no inline script but the demo's, by
 * its nonce): the demo page's widget is styled and talks, and the page cannot be framed by another site.
 */
import { createTestApp, createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bubbles, dist, ensureWidgetBuilt, push, startFakeBot, styleOf, text, until, userIdOf, type FakeBot } from './browser-helpers';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`[demo-page.browser-spec] SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run does it)`);

/** Console errors and page errors of `page` (a CSP refusal is a console error). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

describe.skipIf(!hasChromium)("the webchat server's pages in Chromium, under their CSP", () => {
  let w: TestingWebchat;
  let browser: Browser;
  let bot: FakeBot;
  let token: string;

  beforeAll(async () => {
    ensureWidgetBuilt();
    [w, browser, bot] = await Promise.all([
      createTestingWebchat({ listen: true, WIDGET_DIST_DIR: dist }),
      chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] }),
      startFakeBot(),
    ]);
    token = (await createTestApp(w.dataSource, { webhookUrl: bot.url })).appToken;
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await bot?.close();
    await w?.close();
  });

  it('shows the demo page styled, with the widget styled and talking both ways, and the index page styled, nothing refused', async () => {
    const page = await browser.newPage();
    const problems = problemsOf(page);
    await page.goto(`${w.url}/demo?appToken=${token}`);
    // The page's own style (by nonce), and the widget's (its <style> carries the nonce it was given).
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('672px');
    await page.getByTestId('input').waitFor();
    expect(await styleOf(page, '[data-testid=launcher]', 'position')).toBe('fixed');
    await page.getByTestId('input').fill('hello from the demo');
    await page.keyboard.press('Enter');
    await until(
      () => bot.calls.length,
      (n) => n === 1,
      'the message at the bot',
    );
    await push(w.url, token, await userIdOf(page, token), text('hello back'));
    await until(
      () => bubbles(page),
      (b) => b.includes('hello back'),
      "the bot's answer",
    );
    // The index page's style, by hash.
    await page.goto(`${w.url}/`);
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('672px');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("refuses to show the demo and index pages in another site's frame", async () => {
    const site: Server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Framing</title><iframe src="${w.url}${req.url === '/index' ? '/' : '/demo'}"></iframe>`);
    });
    await new Promise<void>((ok) => site.listen(0, '127.0.0.1', ok));
    const at = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
    try {
      for (const path of ['/demo', '/index']) {
        const page = await browser.newPage();
        const problems = problemsOf(page);
        await page.goto(`${at}${path}`);
        await until(
          () => problems.join('\n'),
          (p) => /frame-ancestors 'none'/.test(p),
          `the frame of ${path} refused`,
        );
        // Nothing of the page got into the frame.
        const frame = page.frames().find((f) => f !== page.mainFrame())!;
        expect(await frame.evaluate(() => document.title).catch(() => '')).not.toMatch(/Parley/);
        await page.close();
      }
    } finally {
      await new Promise((ok) => site.close(ok));
    }
  });
});
