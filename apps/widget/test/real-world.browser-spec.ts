/**
 * The widget as a website owner and a visitor meet it, at a desktop width (1280 px) and a phone
 * width (375 px): layout (full screen, embedded), formatted bot text, pictures and cards, delivery
 * you can see (including the bot's webhook down), typing, the host page's commands, keyboard and
 * screen-reader use, a connection where WebSocket is refused, and bot content that tries to run
 * script. The built script in Chromium against the real webchat server.
 */
import { createTestApp, createTestingWebchat, pushSecretOf, type TestingWebchat } from '@parley/testing';
import { QnaEntity } from '@parley/persistence';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bubbles,
  pageWith,
  push,
  startFakeBot,
  startHostSite,
  text,
  until,
  userIdOf,
  dist,
  ensureWidgetBuilt,
  type FakeBot,
} from './browser-helpers';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`[real-world.browser-spec] SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run does it)`);
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Desktop and phone: every behaviour below is checked at both. */
const WIDTHS = [1280, 375] as const;

/** The element under a point, looking through shadow roots: what a click there would hit. */
function hitAt(page: Page, x: number, y: number): Promise<string | null> {
  return page.evaluate(
    ([px, py]) => {
      let el: Element | null = document.elementFromPoint(px!, py!);
      while (el?.shadowRoot) {
        const inner = el.shadowRoot.elementFromPoint(px!, py!);
        if (!inner || inner === el) break;
        el = inner;
      }
      return el?.closest('[data-testid]')?.getAttribute('data-testid') ?? null;
    },
    [x, y],
  );
}

/** data-testid of the focused element inside the widget's shadow root. */
function focused(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const a = document.querySelector('parley-webchat')?.shadowRoot?.activeElement;
    return a ? (a.getAttribute('data-testid') ?? a.tagName.toLowerCase()) : null;
  });
}

describe.skipIf(!hasChromium)('widget in the real world, in Chromium', () => {
  let w: TestingWebchat;
  let browser: Browser;
  let bot: FakeBot;
  /** A bot whose webhook a test takes down and brings back. */
  let flaky: FakeBot;
  let site: Awaited<ReturnType<typeof startHostSite>>;
  let hookToken: string;
  let hookAppId: string;
  let flakyToken: string;
  let faqToken: string;
  let frToken: string;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ensureWidgetBuilt();
    [w, browser, bot, flaky] = await Promise.all([
      // Retries 5 s apart: the "not delivered" test clicks Retry well before the server would try again.
      createTestingWebchat({ listen: true, WIDGET_DIST_DIR: dist, DELIVERY_BACKOFF_BASE_MS: 5000, DELIVERY_BACKOFF_MAX_MS: 5000 }),
      chromium.launch({ executablePath: CHROMIUM, args: ARGS }),
      startFakeBot(),
      startFakeBot(),
    ]);
    site = await startHostSite(w.url);
    const hook = await createTestApp(w.dataSource, { webhookUrl: bot.url });
    [hookToken, hookAppId] = [hook.appToken, hook.appId];
    flakyToken = (await createTestApp(w.dataSource, { webhookUrl: flaky.url })).appToken;
    const faq = await createTestApp(w.dataSource, { language: 'en' });
    faqToken = faq.appToken;
    await w.dataSource.getRepository(QnaEntity).insert({
      appId: faq.appId,
      title: 'hours',
      utterances: ['What are your opening hours?', 'When are you open?', 'opening times'].map((value) => ({ value })),
      answers: [[text('We are open from **9 to 5**.')]],
      resolvePrompt: 'hours',
    });
    frToken = (await createTestApp(w.dataSource, { language: 'fr' })).appToken;
  }, 60_000);

  afterEach(async () => {
    flaky.status = 200;
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    expect(pageErrors.splice(0), 'errors in the page').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await bot?.close();
    await flaky?.close();
    await site?.close();
    await w?.close();
  });

  async function visitor(width: number): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 740 }, deviceScaleFactor: 1 });
    contexts.push(context);
    // Bot pictures live on made-up hosts: a 1x1 PNG for all of them.
    await context.route(/^https:\/\/([\w-]+\.)*example(\.com)?\//, (route) =>
      route.request().resourceType() === 'image' ? route.fulfill({ status: 200, contentType: 'image/png', body: PNG }) : route.abort(),
    );
    context.on('page', (page) => {
      page.on('pageerror', (e) => pageErrors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && !m.text().includes('404') && pageErrors.push(m.text()));
    });
    return context;
  }
  async function open(context: BrowserContext, url: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(url);
    return page;
  }
  const covers = async (page: Page, testid: string) => {
    const box = (await page.getByTestId(testid).boundingBox())!;
    const vp = page.viewportSize()!;
    return Math.round(box.x) === 0 && Math.round(box.y) === 0 && Math.round(box.width) === vp.width && Math.round(box.height) === vp.height;
  };
  const sendButtonReachable = async (page: Page) => {
    const b = (await page.getByTestId('send-button').boundingBox())!;
    return hitAt(page, b.x + b.width / 2, b.y + b.height / 2);
  };

  describe.each(WIDTHS)('at %i px', (width) => {
    const phone = width < 500;

    it('full screen covers the page with nothing on top; its own enter and exit buttons; Escape closes', async () => {
      const page = await open(await visitor(width), pageWith(site.url, { appToken: hookToken }));
      await page.getByTestId('launcher').click();
      await page.getByTestId('dialog').waitFor();
      if (phone) {
        // A phone is always full screen: there is nothing to switch, and no button for it.
        expect(await page.getByTestId('fullscreen-button').count()).toBe(0);
      } else {
        const button = page.getByTestId('fullscreen-button');
        expect(await covers(page, 'dialog')).toBe(false);
        expect([await button.getAttribute('aria-label'), await button.getAttribute('data-full')]).toEqual(['Full screen', 'enter']);
        const enterIcon = await button.locator('path').getAttribute('d');
        await button.click();
        expect([await button.getAttribute('aria-label'), await button.getAttribute('data-full')]).toEqual(['Exit full screen', 'exit']);
        expect(await button.locator('path').getAttribute('d')).not.toBe(enterIcon);
      }
      expect(await covers(page, 'dialog')).toBe(true);
      expect(await page.getByTestId('launcher').count()).toBe(0);
      expect(await page.getByTestId('dialog').getAttribute('aria-modal')).toBe('true');
      // The Send button is what a tap on it hits (the launcher used to sit over it).
      await page.getByTestId('input').fill('Sent from full screen');
      expect(await sendButtonReachable(page)).toBe('send-button');
      const before = bot.calls.length;
      await page.getByTestId('send-button').click();
      await until(
        () => bot.calls.length,
        (n) => n > before,
        'the message at the webhook',
      );

      if (!phone) {
        await page.getByTestId('fullscreen-button').click();
        expect(await covers(page, 'dialog')).toBe(false);
        await page.getByTestId('launcher').waitFor();
      }
      await page.getByTestId('input').focus();
      await page.keyboard.press('Escape');
      await page.getByTestId('dialog').waitFor({ state: 'detached' });
      // Focus goes back to the launcher that opens it again.
      await until(
        () => focused(page),
        (f) => f === 'launcher',
        'focus on the launcher',
      );
    });

    it('startFullScreen opens the chat full screen', async () => {
      const page = await open(await visitor(width), pageWith(site.url, { appToken: hookToken, startFullScreen: true }));
      await page.getByTestId('dialog').waitFor();
      expect(await covers(page, 'dialog')).toBe(true);
      expect(await page.getByTestId('launcher').count()).toBe(0);
      expect(await page.getByTestId('close-button').count()).toBe(1);
      if (!phone) expect(await page.getByTestId('fullscreen-button').getAttribute('data-full')).toBe('exit');
    });

    it('embedded mode fills its container, open, with no launcher and no full-screen button', async () => {
      const page = await open(
        await visitor(width),
        pageWith(site.url, { appToken: hookToken, embeddedContainerId: 'slot', size: { width: 200, height: 200 } }),
      );
      await page.getByTestId('dialog').waitFor();
      const inner = await page.locator('#slot').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x + el.clientLeft, y: r.y + el.clientTop, width: el.clientWidth, height: el.clientHeight };
      });
      const box = (await page.getByTestId('dialog').boundingBox())!;
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.round(box[k]), k).toBe(Math.round(inner[k]));
      for (const id of ['launcher', 'fullscreen-button', 'close-button']) expect(await page.getByTestId(id).count(), id).toBe(0);
      expect(await sendButtonReachable(page)).toBe('send-button');
    });

    it('shows bot text formatting as elements: bold, italic, code, safe links, lists, line breaks', async () => {
      const page = await open(await visitor(width), pageWith(site.url, { appToken: hookToken, startOpen: true }));
      await page.getByTestId('input').waitFor();
      const userId = await userIdOf(page, hookToken);
      await push(
        w.url,
        hookToken,
        userId,
        text(
          '**Open** *today*, run `npm start`, see [the docs](https://example.com/docs) or [write](mailto:help@example.com).\n- soup\n- salad\n1. first\n2. second\nfirst line\nsecond line',
        ),
      );
      const bubble = page.getByTestId('bubble').last();
      await bubble.locator('ol').waitFor();
      const shape = await bubble.evaluate((el) => ({
        strong: Array.from(el.querySelectorAll('strong'), (e) => e.textContent),
        em: Array.from(el.querySelectorAll('em'), (e) => e.textContent),
        code: Array.from(el.querySelectorAll('code'), (e) => e.textContent),
        links: Array.from(el.querySelectorAll('a'), (a) => [
          a.textContent,
          a.getAttribute('href'),
          a.getAttribute('target'),
          a.getAttribute('rel'),
        ]),
        ul: Array.from(el.querySelectorAll('ul > li'), (e) => e.textContent),
        ol: Array.from(el.querySelectorAll('ol > li'), (e) => e.textContent),
        br: el.querySelectorAll('br').length,
      }));
      expect(shape).toEqual({
        strong: ['Open'],
        em: ['today'],
        code: ['npm start'],
        links: [
          ['the docs', 'https://example.com/docs', '_blank', 'noopener noreferrer'],
          ['write', 'mailto:help@example.com', '_blank', 'noopener noreferrer'],
        ],
        ul: ['soup', 'salad'],
        ol: ['first', 'second'],
        br: 1,
      });
      // The visitor's own text is never formatted.
      await page.getByTestId('input').fill('**not bold**');
      await page.keyboard.press('Enter');
      await until(
        () => bubbles(page),
        (b) => b.at(-1) === '**not bold**',
        'the visitor message',
      );
      expect(await page.getByTestId('bubble').last().locator('strong').count()).toBe(0);
    });

    it('shows pictures and cards; a card postback reaches the bot; bad addresses are refused at the push', async () => {
      const page = await open(await visitor(width), pageWith(site.url, { appToken: hookToken, startOpen: true }));
      await page.getByTestId('input').waitFor();
      const userId = await userIdOf(page, hookToken);
      await push(w.url, hookToken, userId, {
        type: 'image',
        payload: { value: { url: `${w.url}/cdn/none.png`, alt: 'A red shoe', link: 'https://shop.example/shoe' } },
      });
      await push(w.url, hookToken, userId, {
        type: 'cards',
        payload: {
          value: [
            {
              title: 'Red shoe',
              subtitle: '89 EUR',
              image: 'https://shop.example/red.png',
              actions: [
                { type: 'postback', text: 'Buy red', value: { sku: 'red-42' } },
                { type: 'link', text: 'Details', value: 'https://shop.example/red' },
              ],
            },
            { title: 'Blue shoe', actions: [{ type: 'postback', text: 'Buy blue', value: { sku: 'blue-42' } }] },
          ],
        },
      });
      await page.getByTestId('cards').waitFor();
      const image = page.getByTestId('image');
      expect([await image.getAttribute('src'), await image.getAttribute('alt')]).toEqual([`${w.url}/cdn/none.png`, 'A red shoe']);
      expect(await image.evaluate((el) => el.closest('a')?.getAttribute('href'))).toBe('https://shop.example/shoe');
      expect(await page.getByTestId('card-title').allTextContents()).toEqual(['Red shoe', 'Blue shoe']);
      expect(await page.getByTestId('card-image').getAttribute('src')).toBe('https://shop.example/red.png');
      const before = bot.calls.length;
      await page.getByTestId('action').filter({ hasText: 'Buy blue' }).click();
      const [call] = await until(
        () => bot.calls.slice(before),
        (c) => c.length > 0,
        'the postback at the webhook',
      );
      expect(call!.body).toMatchObject({ type: 'postback', payload: { text: 'Buy blue', value: { sku: 'blue-42' } } });

      const refused = await fetch(`${w.url}/bots/${hookToken}/users/${userId}/conversation/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pushSecretOf(hookToken) ?? ''}` },
        body: JSON.stringify({ type: 'cards', payload: { value: [{ title: 'x', image: 'javascript:alert(1)' }] } }),
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain('payload.value.0.image');
    });

    it('shows "not delivered" while the bot is down, then delivers once it is back, exactly once', async () => {
      flaky.status = 503;
      const page = await open(await visitor(width), pageWith(site.url, { appToken: flakyToken, startOpen: true }));
      await page.getByTestId('input').fill('Is anyone there?');
      await page.keyboard.press('Enter');
      const state = page.getByTestId('delivery').last();
      await until(
        () => state.getAttribute('data-state'),
        (s) => s === 'notDelivered',
        '"not delivered"',
      );
      expect(await state.textContent()).toBe('Not delivered.Retry');
      // What the server says on the next connection, too.
      await page.reload();
      await until(
        () => page.getByTestId('delivery').last().getAttribute('data-state'),
        (s) => s === 'notDelivered',
        '"not delivered" after a reload',
      );

      flaky.status = 200;
      await page.getByTestId('retry').click();
      await until(
        () => page.getByTestId('delivery').last().getAttribute('data-state'),
        (s) => s === 'delivered',
        '"delivered"',
      );
      expect(await page.getByTestId('delivery').last().textContent()).toBe('Delivered');
      await new Promise((r) => setTimeout(r, 500));
      const userId = await userIdOf(page, flakyToken);
      expect(flaky.calls.filter((c) => c.body.user === userId)).toHaveLength(1);
    }, 60_000);

    it('shows the bot typing when it says so, and a notice when it has not answered in time', async () => {
      const page = await open(await visitor(width), pageWith(site.url, { appToken: hookToken, startOpen: true, noAnswerAfter: 1 }));
      await page.getByTestId('input').fill('Hello?');
      await page.keyboard.press('Enter');
      await until(
        () => page.getByTestId('delivery').last().getAttribute('data-state'),
        (s) => s === 'delivered',
        '"delivered"',
      );
      const userId = await userIdOf(page, hookToken);
      await push(w.url, hookToken, userId, { type: 'typing', payload: { value: true } });
      await page.getByTestId('typing').waitFor();
      await push(w.url, hookToken, userId, { type: 'typing', payload: { value: false } });
      await page.getByTestId('typing').waitFor({ state: 'detached' });
      await page.getByTestId('no-answer').waitFor();
      expect(await page.getByTestId('no-answer').textContent()).toMatch(/No answer yet/);
      await push(w.url, hookToken, userId, text('Here I am.'));
      await page.getByTestId('no-answer').waitFor({ state: 'detached' });
    });

    it('chats over HTTP long-polling when the page refuses WebSocket, in order, across tabs and reloads', async () => {
      const context = await visitor(width);
      await context.addInitScript(() => {
        // A proxy or a page that will not let WebSocket through.
        (window as unknown as { WebSocket: unknown }).WebSocket = function () {
          throw new Error('WebSocket refused');
        };
      });
      const transports: string[] = [];
      context.on('request', (r) => {
        const t = new URL(r.url()).searchParams.get('transport');
        if (t) transports.push(t);
      });
      const page = await open(context, pageWith(site.url, { appToken: faqToken, startOpen: true }));
      await page.getByTestId('input').fill('When are you open?');
      await page.keyboard.press('Enter');
      // The first question trains the App's model: give it time.
      await until(
        () => bubbles(page),
        (b) => b.at(-1) === 'We are open from 9 to 5.',
        'the FAQ answer',
        40_000,
      );
      expect(transports.length).toBeGreaterThan(0);
      expect(new Set(transports)).toEqual(new Set(['polling']));

      // A second tab of the same visitor sees what the first sends; pushes arrive in order.
      const second = await open(context, pageWith(site.url, { appToken: faqToken, startOpen: true }));
      await until(
        () => bubbles(second),
        (b) => b.length === 2,
        'the history in the second tab',
      );
      const userId = await userIdOf(page, faqToken);
      for (let i = 1; i <= 5; i++) await push(w.url, faqToken, userId, text(`step ${i}`));
      const steps = ['step 1', 'step 2', 'step 3', 'step 4', 'step 5'];
      for (const p of [page, second])
        await until(
          () => bubbles(p),
          (b) => b.slice(-5).join() === steps.join(),
          'the pushes in order',
        );
      await second.getByTestId('input').fill('from the second tab');
      await second.keyboard.press('Enter');
      await until(
        () => bubbles(page),
        (b) => b.includes('from the second tab'),
        'the second tab message in the first',
      );
      await page.reload();
      await until(
        () => bubbles(page),
        (b) => b.slice(2, 7).join() === steps.join() && b.includes('from the second tab'),
        'the history after a reload',
      );
    }, 90_000);

    it('obeys the host page: open, close, toggle, send, on(...), an unread badge, labels in the App language', async () => {
      const page = await open(await visitor(width), pageWith(site.url, { appToken: hookToken }));
      await page.getByTestId('launcher').waitFor();
      await page.evaluate(() => {
        const W = window as unknown as {
          events: string[];
          ParleyWebchat: { on(e: string, fn: (m?: { sender: string; message: { payload: { value: unknown } } }) => void): void };
        };
        W.events = [];
        for (const e of ['open', 'close']) W.ParleyWebchat.on(e, () => W.events.push(e));
        W.ParleyWebchat.on('message', (m) => W.events.push(`${m!.sender}: ${String(m!.message.payload.value)}`));
      });
      const events = () => page.evaluate(() => (window as unknown as { events: string[] }).events);
      const api = (call: string) => page.evaluate(`ParleyWebchat.${call}`);
      await api('open()');
      await page.getByTestId('dialog').waitFor();
      await api('toggle()');
      await page.getByTestId('dialog').waitFor({ state: 'detached' });
      const userId = await userIdOf(page, hookToken);
      await push(w.url, hookToken, userId, text('While you were away'));
      await until(
        () =>
          page
            .getByTestId('unread-badge')
            .textContent()
            .catch(() => null),
        (t) => t === '1',
        'the unread badge',
      );
      expect(await page.getByTestId('launcher').getAttribute('aria-label')).toBe('Open chat (1 unread)');
      const before = bot.calls.length;
      await api("send('Sent by the page')");
      await until(
        () => bot.calls.slice(before),
        (c) => c.some((x) => x.body.payload.value === 'Sent by the page'),
        'the page message at the webhook',
      );
      // The page hears its own message once the server has acknowledged it, which may come after the webhook call.
      await until(events, (e) => e.includes('user: Sent by the page'), 'the message event of the page message');
      await api('toggle()');
      await page.getByTestId('dialog').waitFor();
      expect(await page.getByTestId('unread-badge').count()).toBe(0);
      await api('close()');
      await page.getByTestId('dialog').waitFor({ state: 'detached' });
      await until(events, (e) => e.length >= 6, 'the events');
      expect(await events()).toEqual(['open', 'close', 'bot: While you were away', 'user: Sent by the page', 'open', 'close']);

      // A French App: French defaults; the page's own label wins; `language` picks another.
      const fr = await open(
        await visitor(width),
        pageWith(site.url, { appToken: frToken, startOpen: true, labels: { sendButtonLabel: 'Go' } }),
      );
      await until(
        () => fr.getByTestId('input').getAttribute('placeholder'),
        (p) => p === 'Écrivez un message...',
        'French labels',
      );
      expect(await fr.locator('.title').textContent()).toBe('Comment puis-je vous aider ?');
      expect(await fr.getByTestId('send-button').textContent()).toBe('Go');
      expect(await fr.getByTestId('close-button').getAttribute('aria-label')).toBe('Fermer la discussion');
      const es = await open(await visitor(width), pageWith(site.url, { appToken: frToken, startOpen: true, language: 'es' }));
      await es.getByTestId('messages').waitFor();
      expect(await es.getByTestId('input').getAttribute('placeholder')).toBe('Escribe un mensaje...');
    });

    it('keeps focus inside full screen, announces bot messages, and has no serious axe-core violation', async () => {
      const page = await open(await visitor(width), pageWith(site.url, { appToken: hookToken, startFullScreen: true }));
      await page.getByTestId('input').waitFor();
      const userId = await userIdOf(page, hookToken);
      await push(w.url, hookToken, userId, {
        type: 'actions',
        payload: {
          value: [
            { type: 'link', text: 'Docs', value: 'https://example.com' },
            { type: 'postback', text: 'More', value: { more: true } },
          ],
        },
      });
      await page.getByTestId('action').first().waitFor();
      await page.getByTestId('input').focus();
      const seen = new Set<string | null>();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
        const f = await focused(page);
        expect(f, `focus after ${i + 1} presses`).not.toBeNull();
        seen.add(f);
      }
      expect(seen.has('close-button') && seen.has('input')).toBe(true);

      await push(w.url, hookToken, userId, text('We ship **worldwide**.'));
      await until(
        () => page.getByTestId('live-region').textContent(),
        (t) => t === 'We ship **worldwide**.' || t === 'We ship worldwide.',
        'the announcement',
      );
      await push(w.url, hookToken, userId, {
        type: 'image',
        payload: { value: { url: 'https://shop.example/a.png', alt: 'Our warehouse' } },
      });
      await push(w.url, hookToken, userId, {
        type: 'cards',
        payload: {
          value: [{ title: 'Shoe', image: 'https://shop.example/s.png', actions: [{ type: 'postback', text: 'Buy', value: { a: 1 } }] }],
        },
      });
      await push(w.url, hookToken, userId, { type: 'quickreplies', payload: { value: ['Yes', 'No'] } });
      await page.getByTestId('quick-reply').first().waitFor();
      await page.getByTestId('input').fill('typed');
      await page.keyboard.press('Enter');
      await page.getByTestId('delivery').last().waitFor();

      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
            };
          }
        ).axe;
        const r = await axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        });
        return r.violations
          .map((v) => ({
            id: v.id,
            impact: v.impact,
            targets: v.nodes.map((n) => JSON.stringify(n.target)).filter((t) => t.includes('parley-webchat')),
          }))
          .filter((v) => v.targets.length && (v.impact === 'serious' || v.impact === 'critical'));
      });
      expect(violations).toEqual([]);

      await page.keyboard.press('Escape');
      await page.getByTestId('dialog').waitFor({ state: 'detached' });
      await until(
        () => focused(page),
        (f) => f === 'launcher',
        'focus on the launcher',
      );
    });

    it('renders an XSS corpus inert, in text, markdown links, pictures, cards, actions and quick replies', async () => {
      const page = await open(await visitor(width), pageWith(site.url, { appToken: hookToken, startOpen: true }));
      await page.evaluate(() => ((window as unknown as { __pwned: string[] }).__pwned = []));
      await page.getByTestId('input').waitFor();
      const userId = await userIdOf(page, hookToken);
      const P = (tag: string) => `window.__pwned.push('${tag}')`;
      const texts = [
        `<script>${P('script')}</script>`,
        `<img src=x onerror="${P('img')}">`,
        `<svg onload="${P('svg')}"><script>${P('svg-script')}</script></svg>`,
        `"><iframe src="javascript:parent.${P('iframe')}"></iframe>`,
        `[click](javascript:${P('md')})`,
        '[click](JaVaScRiPt:alert(1))',
        '[x](java\tscript:alert(1))',
        '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
        `[x](https://example.com"onmouseover="${P('attr')})`,
        `**<img src=x onerror=${P('bold')}>**`,
        `&lt;script&gt;${P('entity')}&lt;/script&gt; &#106;avascript:alert(1) %3Cscript%3Ealert(1)%3C/script%3E`,
        '[**[nested](javascript:alert(1))**](https://example.com/ok)',
        `- <a href="javascript:${P('list')}">list</a>\n1. \`<script>${P('code')}</script>\``,
        'javascript:alert(1) and data:text/html,<script>alert(1)</script> and vbscript:msgbox(1)',
        '<style>*{display:none!important}</style><link rel=stylesheet href=https://evil.example/x.css><form action=javascript:alert(1)><button>go</button></form>',
        `<math><mtext><table><mglyph><style><img src=x onerror=${P('mxss')}>`,
      ];
      for (const t of texts) await push(w.url, hookToken, userId, text(t));
      await push(w.url, hookToken, userId, {
        type: 'image',
        payload: {
          value: {
            url: `https://example.com/a.png"onerror="${P('src')}`,
            alt: `"><img src=x onerror=${P('alt')}>`,
            link: 'https://example.com/"><script>alert(1)</script>',
          },
        },
      });
      await push(w.url, hookToken, userId, {
        type: 'cards',
        payload: {
          value: [
            {
              title: `<img src=x onerror=${P('title')}>`,
              subtitle: `<svg/onload=${P('subtitle')}>`,
              image: `https://example.com/x.png?"><script>${P('cardimg')}</script>`,
              actions: [
                { type: 'link', text: `<b onclick=${P('action')}>go</b>`, value: 'https://example.com' },
                { type: 'postback', text: `<img src=x onerror=${P('postback')}>`, value: { '<x onclick=1>': '<script>' } },
              ],
            },
          ],
        },
      });
      // Rows no push would accept (stored by an older server or by hand): the widget checks again.
      const stored = [
        ['image', { value: { url: `javascript:${P('jsimg')}`, alt: 'js picture', link: 'data:text/html,<script>alert(1)</script>' } }],
        [
          'image',
          { value: { url: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${P('dataimg')}"/>`, alt: 'svg picture' } },
        ],
        [
          'cards',
          {
            value: [
              {
                title: 'stored card',
                image: 'javascript:alert(1)',
                actions: [{ type: 'link', text: 'js', value: `javascript:${P('cardlink')}` }, null, { type: 'evil', text: 'x' }],
              },
            ],
          },
        ],
        [
          'actions',
          {
            value: [
              { type: 'link', text: 'vb', value: 'vbscript:msgbox(1)' },
              { type: 'link', text: 'data', value: 'data:text/html,<script>alert(1)</script>' },
            ],
          },
        ],
        ['text', { value: `<img src=x onerror=${P('stored')}>` }],
        // Last: quick replies show under the newest message only.
        ['quickreplies', { value: [`<img src=x onerror=${P('qr')}>`, 'javascript:alert(1)'] }],
      ] as const;
      for (const [type, payload] of stored) {
        await w.dataSource.query(
          `INSERT INTO webchat_messages (conversation_id, sender, type, payload)
           SELECT id, 'bot', $3, $4::jsonb FROM webchat_conversations WHERE app_id = $1 AND user_id = $2`,
          [hookAppId, userId, type, JSON.stringify(payload)],
        );
      }
      await page.reload();
      await page.evaluate(() => ((window as unknown as { __pwned: string[] }).__pwned = []));
      await until(
        () => page.getByTestId('quick-reply').count(),
        (n) => n === 2,
        'the stored quick replies',
      );
      // Hover and focus everything a visitor could touch: handlers would fire now.
      for (const el of await page.locator('[data-testid=messages] a, [data-testid=messages] img, [data-testid=messages] button').all())
        await el.hover().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 300));
      expect(await page.evaluate(() => (window as unknown as { __pwned: string[] }).__pwned)).toEqual([]);

      const report = await page.evaluate(() => {
        const root = document.querySelector('parley-webchat')!.shadowRoot!.querySelector('[data-testid=widget-root]')!;
        // Attributes the widget itself writes; any other would have come from bot data.
        const allowed = new Set(
          'class style id role tabindex type title disabled placeholder rows enterkeyhint aria-label aria-labelledby aria-describedby aria-modal aria-live aria-hidden aria-expanded aria-controls aria-pressed focusable width height viewbox fill stroke stroke-width stroke-linecap stroke-linejoin d href src alt target rel start loading scope value'.split(
            ' ',
          ),
        );
        const problems: string[] = [];
        for (const el of Array.from(root.querySelectorAll('*'))) {
          const tag = el.tagName.toLowerCase();
          if (
            ['script', 'iframe', 'object', 'embed', 'style', 'link', 'math', 'mglyph', 'table'].includes(tag) &&
            !el.closest('[data-testid=table]')
          )
            problems.push(`element <${tag}>`);
          if (tag === 'form' && el.getAttribute('data-testid') !== 'composer') problems.push('a form that is not the composer');
          if (tag === 'svg' && el.getAttribute('aria-hidden') !== 'true') problems.push('an svg that is not an icon');
          for (const a of Array.from(el.attributes)) {
            const name = a.name.toLowerCase();
            if (name.startsWith('data-')) continue;
            if (!allowed.has(name)) problems.push(`attribute ${name} on <${tag}>`);
            if (name === 'href' && !/^(https?:\/\/|mailto:|tel:)/.test(a.value)) problems.push(`href ${a.value}`);
            if (name === 'src' && !/^https?:\/\//.test(a.value)) problems.push(`src ${a.value}`);
            if ((name === 'href' || name === 'src') && /["<>\s]/.test(a.value)) problems.push(`unencoded ${name} ${a.value}`);
            // Bot strings reach the DOM as text; as attributes only in vetted href/src and in alt (a description, never run).
            if (a.value.includes('__pwned') && !['href', 'src', 'alt'].includes(name)) problems.push(`bot data in ${name}`);
          }
        }
        return {
          problems,
          hrefs: Array.from(root.querySelectorAll('a'), (a) => a.getAttribute('href')),
          srcs: Array.from(root.querySelectorAll('img'), (i) => i.getAttribute('src')),
        };
      });
      expect(report.problems).toEqual([]);
      // Links only where the bot wrote an http(s) address (bare or in markdown) or an action: vetted, encoded.
      expect(report.hrefs.filter((h) => !/^(https:\/\/(example\.com|evil\.example)\/|mailto:)/.test(h ?? ''))).toEqual([]);
      expect(report.srcs.filter((s) => !(s ?? '').startsWith('https://example.com/'))).toEqual([]);
      // The markup shows as text, as the bot wrote it.
      expect(await bubbles(page)).toContain(`<script>${P('script')}</script>`);
    }, 60_000);
  });
});
