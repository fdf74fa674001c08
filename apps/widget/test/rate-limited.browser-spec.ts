/**
 * A visitor past the webchat's message limit, as the visitor sees it: the message refused is shown
 * "Not sent" with Retry (never as sent), and Retry once the limit's window is over sends it. The built
 * script in Chromium against the real webchat server.
 */
import { createTestApp, createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bubbles, pageWith, startFakeBot, startHostSite, until, dist, ensureWidgetBuilt, type FakeBot } from './browser-helpers';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`[rate-limited.browser-spec] SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run does it)`);

const WINDOW_MS = 3000;

describe.skipIf(!hasChromium)('widget of a visitor past the message limit, in Chromium', () => {
  let w: TestingWebchat;
  let browser: Browser;
  let site: Awaited<ReturnType<typeof startHostSite>>;
  let bot: FakeBot;
  let token: string;

  beforeAll(async () => {
    ensureWidgetBuilt();
    [w, browser, bot] = await Promise.all([
      // Two messages per visitor in windows of 3 s.
      createTestingWebchat({
        listen: true,
        WIDGET_DIST_DIR: dist,
        WEBCHAT_LIMIT_WINDOW_MS: WINDOW_MS,
        WEBCHAT_VISITOR_MESSAGES_PER_WINDOW: 2,
      }),
      chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] }),
      startFakeBot(),
    ]);
    site = await startHostSite(w.url);
    // A bot that takes every message and says nothing: only the visitor's bubbles.
    token = (await createTestApp(w.dataSource, { webhookUrl: bot.url })).appToken;
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await bot?.close();
    await site?.close();
    await w?.close();
  });

  it('shows the message past the limit "Not sent" with Retry, and Retry after the window sends it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(pageWith(site.url, { appToken: token, startOpen: true }));
    const t0 = Date.now();
    for (const message of ['one', 'two', 'three']) {
      await page.getByTestId('input').fill(message);
      await page.keyboard.press('Enter');
    }
    const states = () => page.getByTestId('delivery').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
    await until(states, (s) => s.includes('notSent'), '"not sent"');
    const refused = page.locator('[data-state="notSent"]');
    expect(await refused.count()).toBe(1);
    expect(await refused.textContent()).toBe('Not sent.Retry');
    // The one refused is the third.
    expect(await bubbles(page)).toEqual(['one', 'two', 'three']);
    expect(await page.getByTestId('retry').count()).toBe(1);

    await new Promise((r) => setTimeout(r, Math.max(0, t0 + WINDOW_MS + 500 - Date.now())));
    await page.getByTestId('retry').click();
    await until(states, (s) => s.length === 1 && s[0] === 'delivered', 'delivered after Retry');
    expect(bot.calls.map((c) => c.body.payload.value)).toEqual(['one', 'two', 'three']);
    // Stored: a reload shows all three from the server's history.
    await page.reload();
    await until(
      () => bubbles(page),
      (b) => b.length === 3,
      'three messages after a reload',
    );
    expect(await bubbles(page)).toEqual(['one', 'two', 'three']);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
