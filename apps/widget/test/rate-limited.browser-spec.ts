/**
 * A visitor past the webchat's message limit, as the visitor sees it: the message refused is shown
 * "Not sent" with Retry (never as sent), and Retry once the limit's window is over sends it. The built
 * script in Chromium against the real webchat server.
 */
import { WEBCHAT_NAMESPACE } from '@parley/contracts';
import { createTestApp, createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bubbles, pageWith, startFakeBot, startHostSite, until, userIdOf, dist, ensureWidgetBuilt, type FakeBot } from './browser-helpers';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`[rate-limited.browser-spec] SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run does it)`);

const WINDOW_MS = 3000;

/** The webchat server with `limits`, Chromium, a bot that takes every message and says nothing, a host page and an App. */
function limitedWebchat(limits: Record<string, number>) {
  const world = {} as { w: TestingWebchat; browser: Browser; site: Awaited<ReturnType<typeof startHostSite>>; bot: FakeBot; token: string };
  beforeAll(async () => {
    ensureWidgetBuilt();
    [world.w, world.browser, world.bot] = await Promise.all([
      createTestingWebchat({ listen: true, WIDGET_DIST_DIR: dist, ...limits }),
      chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] }),
      startFakeBot(),
    ]);
    world.site = await startHostSite(world.w.url);
    world.token = (await createTestApp(world.w.dataSource, { webhookUrl: world.bot.url })).appToken;
  }, 60_000);

  afterAll(async () => {
    await world.browser?.close();
    await world.bot?.close();
    await world.site?.close();
    await world.w?.close();
  });
  return world;
}

describe.skipIf(!hasChromium)('widget of a visitor past the message limit, in Chromium', () => {
  // Two messages per visitor in windows of 3 s.
  const world = limitedWebchat({ WEBCHAT_LIMIT_WINDOW_MS: WINDOW_MS, WEBCHAT_VISITOR_MESSAGES_PER_WINDOW: 2 });

  it('shows the message past the limit "Not sent" with Retry, and Retry after the window sends it', async () => {
    const { browser, site, token, bot } = world;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // The widget reaches the server only once the three messages are typed, so they leave together
    // and the third is past the limit in the window the first opened, however slow the machine.
    // The refusal says when the window ends (retryAfterSeconds, rounded up): Retry is clicked then.
    let release!: () => void;
    const typed = new Promise<void>((r) => (release = r));
    let windowOverAt = 0;
    await context.routeWebSocket(/\/socket\.io\//, async (page) => {
      await typed;
      const server = page.connectToServer();
      page.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        const after = /"retryAfterSeconds":(\d+)/.exec(String(m));
        if (after) windowOverAt = Math.max(windowOverAt, Date.now() + Number(after[1]) * 1000);
        page.send(m);
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(pageWith(site.url, { appToken: token, startOpen: true }));
    for (const message of ['one', 'two', 'three']) {
      await page.getByTestId('input').fill(message);
      await page.keyboard.press('Enter');
    }
    release();
    const states = () => page.getByTestId('delivery').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
    await until(states, (s) => s.includes('notSent'), '"not sent"');
    const refused = page.locator('[data-state="notSent"]');
    expect(await refused.count()).toBe(1);
    expect(await refused.textContent()).toBe('Not sent.Retry');
    // The one refused is the third.
    expect(await bubbles(page)).toEqual(['one', 'two', 'three']);
    expect(await page.getByTestId('retry').count()).toBe(1);

    // The window's end as the server said it (the refusal's acknowledgement and its webchat_error).
    expect(windowOverAt).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, Math.max(0, windowOverAt - Date.now())));
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

  it('shows the message past the limit "Not sent" from its acknowledgement alone, at once', async () => {
    const { browser, site, token } = world;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // The server's webchat_error events are dropped on the way: only the acknowledgement tells.
    let dropped = 0;
    await context.routeWebSocket(/\/socket\.io\//, (page) => {
      const server = page.connectToServer();
      page.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        if (String(m).includes('"webchat_error"')) dropped++;
        else page.send(m);
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(pageWith(site.url, { appToken: token, startOpen: true }));
    for (const message of ['one', 'two', 'three']) {
      await page.getByTestId('input').fill(message);
      await page.keyboard.press('Enter');
    }
    const sent = Date.now();
    await page.locator('[data-state="notSent"]').waitFor();
    // Well before the widget's own 15 s timeout.
    expect(Date.now() - sent).toBeLessThan(10_000);
    expect(dropped).toBe(1);
    expect(await page.locator('[data-state="notSent"]').count()).toBe(1);
    expect(await bubbles(page)).toEqual(['one', 'two', 'three']);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

/**
 * A new visitor past its address's new-visitor limit: the handshake is refused (WEBCHAT.RATE_LIMITED
 * with retryAfterSeconds); the widget says "Offline", keeps what the visitor types, and connects once
 * the window is over, without hammering the server meanwhile.
 */
describe.skipIf(!hasChromium)('widget of a new visitor past the new-visitor limit of its address, in Chromium', () => {
  // One new visitor per address in windows of 3 s.
  const world = limitedWebchat({ WEBCHAT_NEW_VISITORS_PER_WINDOW: 1, WEBCHAT_NEW_VISITORS_WINDOW_MS: WINDOW_MS });

  it('shows "Offline", keeps the message typed, and connects and sends it once the window is over', async () => {
    const { browser, site, token, bot } = world;
    const first = await browser.newContext();
    const second = await browser.newContext();
    // The second visitor's widget reaches the server right after the first's handshake was counted,
    // so both fall in one window of the address however slow the machine; its handshakes (socket.io
    // CONNECT packets) are counted on the way.
    let release!: () => void;
    const firstCounted = new Promise<void>((r) => (release = r));
    let handshakes = 0;
    await second.routeWebSocket(/\/socket\.io\//, async (ws) => {
      await firstCounted;
      const server = ws.connectToServer();
      ws.onMessage((m) => {
        if (String(m).startsWith(`40${WEBCHAT_NAMESPACE}`)) handshakes++;
        server.send(m);
      });
      server.onMessage((m) => ws.send(m));
    });
    const errors: string[] = [];
    const opened = async (context: typeof first) => {
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(pageWith(site.url, { appToken: token, startOpen: true }));
      return page;
    };
    const b = await opened(second);
    // The first visitor of the window takes the address's one new visitor: the server gave it an id.
    const a = await opened(first);
    expect(await userIdOf(a, token)).not.toBe('');
    release();

    const status = b.getByTestId('status');
    await status.waitFor();
    expect([await status.getAttribute('data-status'), await status.textContent()]).toEqual(['offline', 'Offline']);
    await b.getByTestId('input').fill('second visitor');
    await b.keyboard.press('Enter');
    await a.getByTestId('input').fill('first visitor');
    await a.keyboard.press('Enter');

    // Once the window is over (3 s to 4.5 s after the refusal), connected: the status goes and the message is sent.
    await until(
      () => bot.calls.length,
      (n) => n === 2,
      'both visitors heard',
    );
    expect(bot.calls.map((c) => c.body.payload.value).sort()).toEqual(['first visitor', 'second visitor']);
    expect(await status.count()).toBe(0);
    // One refused handshake, then the one that got in: no loop.
    expect(handshakes).toBe(2);
    expect(errors).toEqual([]);
    await first.close();
    await second.close();
  }, 60_000);
});
