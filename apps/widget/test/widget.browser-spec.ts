/**
 * The built widget script in Chromium against the real webchat server (apps/webchat) on the run's
 * test database: what a visitor and a bot builder would see. Chromium is the system one
 * (/usr/bin/chromium, installed by .ci/run); nothing is downloaded.
 */
import { announceChange, ChangeSignal, QnaEntity } from '@parley/persistence';
import { createTestApp, createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bubbles,
  pageWith,
  push,
  startFakeBot,
  startHostSite,
  styleOf,
  text,
  until,
  userIdOf,
  widgetHrefs,
  dist,
  ensureWidgetBuilt,
  type FakeBot,
} from './browser-helpers';

// CHROMIUM_PATH: another build of Chromium (or a missing path, to see the skip).
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
const screenshots = resolve(import.meta.dirname, 'screenshots');

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`[widget.browser-spec] SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run does it)`);

const QNAS = [
  {
    title: 'hours',
    utterances: ['What are your opening hours?', 'When are you open?', 'opening times'],
    answer: 'We are open from 9 to 5.',
  },
  {
    title: 'delivery',
    utterances: ['How long does delivery take?', 'When will my parcel arrive?', 'shipping time'],
    answer: 'Delivery takes 2 days.',
  },
  { title: 'refund', utterances: ['How do I get a refund?', 'I want my money back', 'return policy'], answer: 'Refunds within 30 days.' },
];

describe.skipIf(!hasChromium)('widget in Chromium against the webchat server', () => {
  let w: TestingWebchat;
  let browser: Browser;
  let bot: FakeBot;
  /** A customer's site embedding the widget, on its own origin. */
  let site: Awaited<ReturnType<typeof startHostSite>>;
  /** App answered by the built-in FAQ bot (no webhookUrl). */
  let faqToken: string;
  /** App whose bot is `bot`, a webhook on 127.0.0.1. */
  let hookToken: string;
  let hookAppId: string;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ensureWidgetBuilt();
    [w, browser, bot] = await Promise.all([
      createTestingWebchat({ listen: true, WIDGET_DIST_DIR: dist }),
      chromium.launch({ executablePath: CHROMIUM, args: ARGS }),
      startFakeBot(),
    ]);
    site = await startHostSite(w.url);
    const faq = await createTestApp(w.dataSource, { language: 'en' });
    faqToken = faq.appToken;
    await w.dataSource.getRepository(QnaEntity).insert(
      QNAS.map((q) => ({
        appId: faq.appId,
        title: q.title,
        utterances: q.utterances.map((value) => ({ value })),
        answers: [[text(q.answer)]],
        resolvePrompt: q.title,
      })),
    );
    const hook = await createTestApp(w.dataSource, { webhookUrl: bot.url });
    hookToken = hook.appToken;
    hookAppId = hook.appId;
  }, 60_000);

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    const errors = pageErrors.splice(0);
    expect(errors, 'errors in the page').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await bot?.close();
    await site?.close();
    await w?.close();
  });

  /** A fresh visitor (own storage), whose page errors fail the test. */
  async function visitor(): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 1000, height: 720 }, deviceScaleFactor: 1 });
    contexts.push(context);
    context.on('page', (page) => watch(page));
    return context;
  }
  function watch(page: Page): void {
    page.on('pageerror', (e) => pageErrors.push(e.message));
    // The browser's own favicon request is the only 404 expected.
    page.on('console', (m) => m.type() === 'error' && !m.text().includes('404') && pageErrors.push(m.text()));
  }
  async function open(context: BrowserContext, url: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(url);
    return page;
  }

  it('demo page: loads the built script, opens, and the FAQ bot answers a typed question', async () => {
    const page = await (await visitor()).newPage();
    const script = page.waitForResponse((r) => new URL(r.url()).pathname === '/cdn/parley-webchat');
    await page.goto(`${w.url}/demo?appToken=${faqToken}`);
    const res = await script;
    expect(res.status()).toBe(200);
    expect(await page.evaluate(() => typeof (window as unknown as { ParleyWebchat?: { init?: unknown } }).ParleyWebchat?.init)).toBe(
      'function',
    );

    // The demo starts open; closing and opening again goes through the launcher.
    await page.getByTestId('dialog').waitFor();
    await page.getByTestId('close-button').click();
    await page.getByTestId('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('launcher').click();
    await page.getByTestId('dialog').waitFor();
    // Focus moves into the dialog: the visitor can type at once.
    await until(
      () => page.evaluate(() => document.querySelector('parley-webchat')?.shadowRoot?.activeElement?.getAttribute('data-testid')),
      (v) => v === 'input',
      'focus on the input',
    );

    await page.getByTestId('input').fill('When are you open?');
    await page.keyboard.press('Enter');
    await until(
      () => bubbles(page),
      (b) => b.includes('We are open from 9 to 5.'),
      'the FAQ answer',
      20_000,
    );
    expect(await bubbles(page)).toEqual(['When are you open?', 'We are open from 9 to 5.']);
    await page.getByTestId('typing').waitFor({ state: 'detached' });

    // The committed picture of the open widget; rewritten on demand (pixels vary across machines).
    const png = await page.screenshot();
    const file = resolve(screenshots, 'real-server-open.png');
    if (!existsSync(file) || process.env.UPDATE_SCREENSHOTS) {
      mkdirSync(screenshots, { recursive: true });
      writeFileSync(file, png);
    }
  }, 40_000);

  it('sends a postback and a quick reply that the bot pushed, as the documented messages', async () => {
    const page = await open(await visitor(), pageWith(site.url, { appToken: hookToken, startOpen: true }));
    await page.getByTestId('input').waitFor();
    const userId = await userIdOf(page, hookToken);
    expect(userId).toMatch(/^[\da-f-]{36}$/);
    const before = bot.calls.length;

    await push(w.url, hookToken, userId, {
      type: 'actions',
      payload: {
        value: [
          { type: 'postback', text: 'Track my order', value: { intent: 'track_order', priority: 2 } },
          { type: 'link', text: 'Track my parcel', value: 'https://shop.example/track/10482' },
        ],
      },
    });
    await page.getByTestId('action').filter({ hasText: 'Track my order' }).click();
    const [postback] = (
      await until(
        () => bot.calls.slice(before),
        (c) => c.length >= 1,
        'the postback at the webhook',
      )
    ).map((c) => c.body);
    expect(postback).toMatchObject({
      type: 'postback',
      payload: { text: 'Track my order', value: { intent: 'track_order', priority: 2 } },
      user: userId,
      appToken: hookToken,
    });
    // Shown as the visitor's own message.
    await until(
      () => bubbles(page),
      (b) => b.at(-1) === 'Track my order',
      'the postback bubble',
    );

    await push(w.url, hookToken, userId, { type: 'quickreplies', payload: { value: ['Yes please', 'No thanks'] } });
    await page.getByTestId('quick-reply').filter({ hasText: 'Yes please' }).click();
    const [reply] = (
      await until(
        () => bot.calls.slice(before + 1),
        (c) => c.length >= 1,
        'the quick reply at the webhook',
      )
    ).map((c) => c.body);
    expect(reply).toMatchObject({ type: 'text', payload: { value: 'Yes please' }, user: userId });
    // Answered: the suggestions go away.
    await page.getByTestId('quick-replies').waitFor({ state: 'detached' });

    const stored = (await w.dataSource.query(
      `SELECT m.sender, m.type, m.payload FROM webchat_messages m JOIN webchat_conversations c ON c.id = m.conversation_id
       WHERE c.app_id = $1 AND c.user_id = $2 ORDER BY m.id`,
      [hookAppId, userId],
    )) as { sender: string; type: string; payload: unknown }[];
    expect(stored.map((m) => [m.sender, m.type])).toEqual([
      ['bot', 'actions'],
      ['user', 'postback'],
      ['bot', 'quickreplies'],
      ['user', 'text'],
    ]);
    expect(stored[1]!.payload).toEqual({ text: 'Track my order', value: { intent: 'track_order', priority: 2 } });
  });

  it('sends a menu action as a postback labelled with its menu entry', async () => {
    const menuActions = [
      { label: 'Start over', message: { type: 'postback', payload: { value: { restart: true } } } },
      { label: 'Opening hours', message: { type: 'text', payload: { value: 'When are you open?' } } },
    ];
    const page = await open(await visitor(), pageWith(site.url, { appToken: hookToken, startOpen: true, menuActions }));
    const userId = await userIdOf(page, hookToken);
    const before = bot.calls.length;
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-item').filter({ hasText: 'Start over' }).click();
    await page.getByTestId('menu').waitFor({ state: 'detached' });
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-item').filter({ hasText: 'Opening hours' }).click();
    const calls = await until(
      () => bot.calls.slice(before).filter((c) => c.body.user === userId),
      (c) => c.length >= 2,
      'two webhook calls',
    );
    expect(calls.map((c) => [c.body.type, c.body.payload])).toEqual([
      ['postback', { text: 'Start over', value: { restart: true } }],
      ['text', { value: 'When are you open?' }],
    ]);
    expect(await bubbles(page)).toEqual(['Start over', 'When are you open?']);
  });

  it('says the chat is unavailable when the server refuses its app token', async () => {
    const page = await open(await visitor(), pageWith(site.url, { appToken: 'no-such-token', startOpen: true }));
    const status = page.getByTestId('status');
    await status.waitFor();
    expect([await status.getAttribute('data-status'), await status.textContent()]).toEqual(['refused', 'Chat unavailable']);
    // The widget's own one-line explanation for the page owner is expected here, nothing else.
    const refusal = await until(
      () => pageErrors.findIndex((e) => e.startsWith('[ParleyWebchat] connection refused')),
      (i) => i >= 0,
      'the console explanation',
    );
    pageErrors.splice(refusal, 1);
  });

  /** Every value the widget's status line takes from now on (`data-status`), in order. */
  async function watchStatus(page: Page): Promise<() => Promise<string[]>> {
    await page.evaluate(() => {
      const root = document.querySelector('parley-webchat')!.shadowRoot!;
      const seen: string[] = ((window as unknown as { seenStatus: string[] }).seenStatus = []);
      new MutationObserver(() => {
        const now = root.querySelector('[data-testid="status"]')?.getAttribute('data-status') ?? 'online';
        if (seen[seen.length - 1] !== now) seen.push(now);
      }).observe(root, { subtree: true, childList: true, attributes: true });
    });
    return () => page.evaluate(() => (window as unknown as { seenStatus: string[] }).seenStatus);
  }

  it('says the chat is unavailable at once when its App is deleted while it is open: no reconnecting, nothing left to type in', async () => {
    const app = await createTestApp(w.dataSource, { webhookUrl: bot.url });
    const page = await open(await visitor(), pageWith(site.url, { appToken: app.appToken, startOpen: true }));
    await userIdOf(page, app.appToken);
    await page.getByTestId('input').waitFor();
    await until(() => w.app.get(ChangeSignal).up, Boolean, 'the change signal up');
    const seen = await watchStatus(page);
    // As the api deletes an App: its transaction announces it.
    await w.dataSource.transaction(async (tx) => {
      await tx.query('DELETE FROM apps WHERE id = $1', [app.appId]);
      await announceChange(tx, { kind: 'app', appId: app.appId });
    });
    const status = page.getByTestId('status');
    await status.waitFor();
    expect([await status.getAttribute('data-status'), await status.textContent()]).toEqual(['refused', 'Chat unavailable']);
    expect(await seen()).toEqual(['refused']);
    expect(await page.getByTestId('composer').count()).toBe(0);
  });

  it('shows a message sent as its App was deleted as not sent, without Retry, and the chat as unavailable', async () => {
    // An instance that has not heard of the deletion yet (no change signal, the App cached a minute).
    const alone = await createTestingWebchat({ listen: true, WIDGET_DIST_DIR: dist, CHANGE_SIGNAL_URL: 'off', APP_CACHE_TTL_MS: 60_000 });
    const aloneSite = await startHostSite(alone.url);
    try {
      const app = await createTestApp(alone.dataSource, { webhookUrl: bot.url });
      const page = await open(await visitor(), pageWith(aloneSite.url, { appToken: app.appToken, startOpen: true }));
      await userIdOf(page, app.appToken);
      await alone.dataSource.query('DELETE FROM apps WHERE id = $1', [app.appId]);
      await page.getByTestId('input').fill('is anyone there?');
      await page.getByTestId('send-button').click();
      const state = page.locator('[data-testid="delivery"][data-state="notSent"]');
      await state.waitFor();
      expect(await state.textContent()).toBe('Not sent.');
      const status = page.getByTestId('status');
      await status.waitFor();
      expect([await status.getAttribute('data-status'), await status.textContent()]).toEqual(['refused', 'Chat unavailable']);
      expect(await page.getByTestId('retry').count()).toBe(0);
      expect(await page.getByTestId('composer').count()).toBe(0);
    } finally {
      await aloneSite.close();
      await alone.close();
    }
  });

  it('applies the theme colours and the labels inside its shadow root, untouched by the page CSS', async () => {
    const options = {
      appToken: hookToken,
      startOpen: true,
      theme: { colors: { main: '#1f6f5c', mainText: '#fffbe6', primary: '#b3261e', primaryText: '#ffffff', background: '#fdf6e3' } },
      labels: {
        webchatHeaderTitle: 'Ask the shop',
        helpMessage: 'A human reads this too.',
        messageInputPlaceholder: 'Your question…',
        sendButtonLabel: 'Go',
        onboardingMessage: 'Hello from the shop!',
      },
    };
    const page = await open(await visitor(), pageWith(site.url, options));
    await page.getByTestId('dialog').waitFor();
    expect(await page.locator('#pw-title').textContent()).toBe('Ask the shop');
    expect(await page.locator('#pw-help').textContent()).toBe('A human reads this too.');
    expect(await page.getByTestId('input').getAttribute('placeholder')).toBe('Your question…');
    expect(await page.getByTestId('send-button').textContent()).toBe('Go');
    expect(await bubbles(page)).toEqual(['Hello from the shop!']);

    expect(await styleOf(page, 'header', 'background-color')).toBe('rgb(31, 111, 92)');
    expect(await styleOf(page, 'header', 'color')).toBe('rgb(255, 251, 230)');
    expect(await styleOf(page, '[data-testid=dialog]', 'background-color')).toBe('rgb(253, 246, 227)');
    expect(await styleOf(page, '[data-testid=launcher]', 'background-color')).toBe('rgb(31, 111, 92)');
    // The page's `button{background:red}` and `div{border:3px dashed red}` do not leak in.
    expect(await styleOf(page, '[data-testid=send-button]', 'background-color')).toBe('rgb(179, 38, 30)');
    expect(await styleOf(page, '[data-testid=messages]', 'border-top-style')).toBe('none');

    await page.getByTestId('input').fill('Styled?');
    await page.keyboard.press('Enter');
    const mine = page.locator('[data-sender=user] [data-testid=bubble]');
    await mine.waitFor();
    // The primary colour rgb(179, 38, 30) darkened 15% under the user's text (contrast), as color-mix gives it.
    expect(await styleOf(mine, ':scope', 'background-color')).toBe(
      `color(srgb ${[179, 38, 30].map((c) => +((c / 255) * 0.85).toFixed(6)).join(' ')})`,
    );
    expect(await styleOf(mine, ':scope', 'color')).toBe('rgb(255, 255, 255)');
  });

  it('embedded mode: lives inside the page element, always open, without launcher or close button', async () => {
    const context = await visitor();
    // fluid: the dialog takes the size of its parent, here the page's 340x460 #slot.
    const page = await open(context, pageWith(site.url, { appToken: hookToken, embeddedContainerId: 'slot', theme: { fluid: true } }));
    const dialog = page.getByTestId('dialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => document.querySelector('#slot > parley-webchat') !== null)).toBe(true);
    expect(await page.getByTestId('launcher').count()).toBe(0);
    expect(await page.getByTestId('close-button').count()).toBe(0);
    expect(await page.getByTestId('fullscreen-button').count()).toBe(0);
    const inner = await page.locator('#slot').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x + el.clientLeft, y: r.y + el.clientTop, width: el.clientWidth, height: el.clientHeight };
    });
    const box = (await dialog.boundingBox())!;
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.round(box[k]), k).toBe(Math.round(inner[k]));
    // Escape closes a floating dialog, never an embedded one.
    await page.getByTestId('input').fill('From the embedded chat');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await until(
      () => bubbles(page),
      (b) => b.includes('From the embedded chat'),
      'the sent message',
    );
    expect(await dialog.isVisible()).toBe(true);

    // Without fluid and with a size: embedded still fills its element (the page sizes the element).
    const sized = await open(
      context,
      pageWith(site.url, { appToken: hookToken, embeddedContainerId: 'slot', size: { width: 300, height: 380 } }),
    );
    const sizedBox = (await sized.getByTestId('dialog').boundingBox())!;
    expect([sizedBox.x, sizedBox.y, sizedBox.width, sizedBox.height].map(Math.round)).toEqual(
      [inner.x, inner.y, inner.width, inner.height].map(Math.round),
    );
    // The same visitor in a second page: the same conversation.
    await until(
      () => bubbles(sized),
      (b) => b.includes('From the embedded chat'),
      'the history in the second page',
    );
  });

  it('keeps the conversation and the open dialog across a reload', async () => {
    const page = await open(await visitor(), pageWith(site.url, { appToken: hookToken }));
    await page.getByTestId('launcher').click();
    await page.getByTestId('input').fill('Do you ship to Lyon?');
    await page.keyboard.press('Enter');
    const userId = await userIdOf(page, hookToken);
    await until(
      () => page.locator('[data-sender=user]').getAttribute('data-status'),
      (s) => s === 'sent',
      'the message stored',
    );
    await push(w.url, hookToken, userId, text('Yes, in 3 days.'));
    await until(
      () => bubbles(page),
      (b) => b.length === 2,
      'the bot answer',
    );

    await page.reload();
    // No startOpen: the dialog is open again because the visitor left it open in this tab.
    await page.getByTestId('dialog').waitFor();
    await until(
      () => bubbles(page),
      (b) => b.length === 2,
      'the history after reload',
    );
    expect(await bubbles(page)).toEqual(['Do you ship to Lyon?', 'Yes, in 3 days.']);
    expect(await userIdOf(page, hookToken)).toBe(userId);
  });

  it('shows a message pushed while the page was closed, with an unread badge, after coming back', async () => {
    const context = await visitor();
    const first = await open(context, pageWith(site.url, { appToken: hookToken, startOpen: true }));
    await first.getByTestId('input').fill('Call me back please');
    await first.keyboard.press('Enter');
    await until(
      () => first.locator('[data-sender=user]').getAttribute('data-status'),
      (s) => s === 'sent',
      'the message stored',
    );
    const userId = await userIdOf(first, hookToken);
    await first.close();

    await push(w.url, hookToken, userId, text('We tried to call you at 3pm.'));
    // A new tab starts closed (open state is per tab): the launcher counts what was missed.
    const again = await open(context, pageWith(site.url, { appToken: hookToken }));
    const badge = again.getByTestId('unread-badge');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('1');
    await again.getByTestId('launcher').click();
    await until(
      () => bubbles(again),
      (b) => b.length === 2,
      'the history',
    );
    expect(await bubbles(again)).toEqual(['Call me back please', 'We tried to call you at 3pm.']);
    await badge.waitFor({ state: 'detached' });
  });

  it('never renders a javascript: URL as a link, from text or from a stored link action', async () => {
    const page = await open(await visitor(), pageWith(site.url, { appToken: hookToken, startOpen: true }));
    await page.getByTestId('input').waitFor();
    const userId = await userIdOf(page, hookToken);
    await push(
      w.url,
      hookToken,
      userId,
      text('Click javascript:alert(document.cookie) or <a href="javascript:alert(1)">here</a> or https://shop.example/help'),
    );
    // The push endpoint refuses such an action; a row stored by an older server or by hand still must not become a link.
    const unsafe = {
      value: [
        { type: 'link', text: 'Unsafe', value: 'javascript:alert(1)' },
        { type: 'link', text: 'Tabbed', value: 'java\tscript:alert(2)' },
      ],
    };
    await w.dataSource.query(
      `INSERT INTO webchat_messages (conversation_id, sender, type, payload)
       SELECT id, 'bot', 'actions', $3::jsonb FROM webchat_conversations WHERE app_id = $1 AND user_id = $2`,
      [hookAppId, userId, JSON.stringify(unsafe)],
    );
    await push(w.url, hookToken, userId, text('after'));
    await until(
      () => bubbles(page),
      (b) => b.at(-1) === 'after',
      'the last message',
    );
    // The hand-stored row was not broadcast: it arrives with the history of the next page load.
    await page.reload();
    await until(
      () => page.getByTestId('action').count(),
      (n) => n === 2,
      'the stored actions',
    );

    expect(await widgetHrefs(page)).toEqual(['https://shop.example/help']);
    expect(await page.getByTestId('bubble').first().textContent()).toBe(
      'Click javascript:alert(document.cookie) or <a href="javascript:alert(1)">here</a> or https://shop.example/help',
    );
    expect(await page.getByTestId('action').allTextContents()).toEqual(['Unsafe', 'Tabbed']);
  });

  it('keeps two tabs of one visitor in step, and two widgets on one page apart', async () => {
    const context = await visitor();
    // One after the other: the visitor id is made by the first page that runs the widget (two
    // brand-new tabs starting in the same instant would each make one).
    const a = await open(context, pageWith(site.url, { appToken: hookToken, startOpen: true }));
    await a.getByTestId('input').waitFor();
    const b = await open(context, pageWith(site.url, { appToken: hookToken, startOpen: true }));
    await b.getByTestId('input').waitFor();
    expect(await userIdOf(b, hookToken)).toBe(await userIdOf(a, hookToken));
    await a.getByTestId('input').fill('Sent from tab A');
    await a.keyboard.press('Enter');
    await until(
      () => bubbles(b),
      (m) => m.includes('Sent from tab A'),
      'tab B to show tab A message',
    );
    await push(w.url, hookToken, await userIdOf(a, hookToken), text('Seen in both tabs'));
    await until(
      () => bubbles(a),
      (m) => m.at(-1) === 'Seen in both tabs',
      'tab A',
    );
    await until(
      () => bubbles(b),
      (m) => m.at(-1) === 'Seen in both tabs',
      'tab B',
    );

    // One page, two Apps: a floating widget and an embedded one, each with its own conversation.
    const other = await createTestApp(w.dataSource, { webhookUrl: bot.url });
    const page = await open(
      await visitor(),
      pageWith(site.url, { appToken: hookToken, startOpen: true }, { appToken: other.appToken, embeddedContainerId: 'slot' }),
    );
    const floating = page.locator('body > parley-webchat');
    const embedded = page.locator('#slot > parley-webchat');
    await Promise.all([floating.getByTestId('input').waitFor(), embedded.getByTestId('input').waitFor()]);
    await push(w.url, other.appToken, await userIdOf(page, other.appToken), text('Only in the embedded one'));
    await until(
      () => bubbles(embedded),
      (m) => m.length === 1,
      'the embedded widget',
    );
    await embedded.getByTestId('input').fill('Hi embedded');
    await embedded.getByTestId('input').press('Enter');
    await until(
      () => bubbles(embedded),
      (m) => m.length === 2,
      'the embedded widget',
    );
    expect(await bubbles(embedded)).toEqual(['Only in the embedded one', 'Hi embedded']);
    expect(await bubbles(floating)).toEqual([]);
  });
});
