import type { TestingApi } from '@parley/testing';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TABS } from '../src/lib/routes';
import { checkPage, focused, hasChromium, openPage, shots, signUpWithApp, startPortal, tabTo, warnIfNoChromium, WIDTHS } from './browser';

// Every page of the portal at a phone and a desktop width: no sideways scrolling of the page, no
// serious or critical axe-core violation; and a QnA created with the keyboard alone.
warnIfNoChromium('portal-responsive.e2e-spec');

describe.skipIf(!hasChromium)('every page at 375 and 1280 px, and by keyboard', () => {
  let api: TestingApi;
  let browser: Browser;
  let base: string;
  let a: Awaited<ReturnType<typeof signUpWithApp>>;

  beforeAll(async () => {
    ({ api, base, browser } = await startPortal());
    // An App with something on every page: long QnAs, an Intent, logged conversations, a webhook.
    a = await signUpWithApp(base, 'sweep', 'Customer support assistant for the online shop');
    const headers = { 'app-id': a.appId, 'app-key': a.key, 'content-type': 'application/json' };
    const post = async (path: string, body: unknown) => {
      const res = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
    };
    await post('/trainer/api/v0/qnas', {
      title: 'Payment methods accepted in the shop and on the phone, with every card and wallet we take',
      utterances: ['How can I pay?', 'Do you accept credit cards?', 'Can I pay with PayPal, Apple Pay, Google Pay or a bank transfer from abroad?'].map((value) => ({ value })),
      answers: [[{ type: 'text', payload: { value: 'We take cards and PayPal.' } }]],
    });
    await post('/trainer/api/v0/qnas', {
      title: 'Delivery',
      utterances: ['Do you ship abroad?', 'How long does delivery take?', 'when will my parcel arrive'].map((value) => ({ value })),
      answers: [[{ type: 'text', payload: { value: 'We ship worldwide in 3 days.' } }]],
    });
    await post('/trainer/api/v0/intents', { label: 'cancel_order_with_a_rather_long_label_that_does_not_break', utterances: [{ value: 'cancel my order' }] });
    const now = Date.now();
    const records = [
      { user_id: 'alice@example.com', conversation_id: 'conv-alice', body: 'hello', responses: ['Hi!'], intent: { name: 'greet', score: 0.9 } },
      { user_id: 'alice@example.com', conversation_id: 'conv-alice', body: 'can I pay in bitcoin', responses: ['Sorry?'] },
      { user_id: 'bob', conversation_id: 'conv-bob', body: 'https://example.com/a/very/long/link/without/any/space/in/it/that/a/user/pasted', responses: ['Sorry?'] },
    ];
    for (const [i, r] of records.entries()) await post('/botmeter/', { ...r, channel: 'messenger', timestamp: now - (records.length - i) * 60_000 });
    const patched = await fetch(`${base}/portal/api/apps/${a.appId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ webhookUrl: 'https://bot.example.com/parley/a/long/path/to/the/webhook/of/this/bot' }),
    });
    expect(patched.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  /** The pages, each with what shows it is ready. */
  const pages = (): { name: string; path: string; loggedIn: boolean; ready: (p: Page) => Promise<unknown> }[] => [
    { name: 'login', path: '/login', loggedIn: false, ready: (p) => p.getByRole('button', { name: 'Log in' }).waitFor() },
    { name: 'signup', path: '/signup', loggedIn: false, ready: (p) => p.getByRole('button', { name: 'Create account' }).waitFor() },
    { name: 'forgot password', path: '/forgot-password', loggedIn: false, ready: (p) => p.getByRole('heading', { name: 'Forgot your password?' }).waitFor() },
    { name: 'reset password without its link', path: '/reset-password', loggedIn: false, ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'invitation without its link', path: '/invite', loggedIn: false, ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'account', path: '/account', loggedIn: true, ready: (p) => p.getByRole('heading', { name: 'Your account' }).waitFor() },
    { name: 'apps', path: '/', loggedIn: true, ready: (p) => p.locator('.app-card').first().waitFor() },
    { name: 'new App', path: '/apps/new', loggedIn: true, ready: (p) => p.getByRole('button', { name: 'Create App' }).waitFor() },
    ...APP_TABS.map((tab) => ({
      name: `App ${tab}`,
      path: `/apps/${a.appId}${tab === 'setup' ? '' : `/${tab}`}`,
      loggedIn: true,
      ready: async (p: Page) => {
        await p.getByRole('navigation', { name: 'App sections' }).waitFor();
        // Whatever the tab loads is in: no spinner left.
        await expect.poll(() => p.locator('.spinner').count(), { timeout: 15_000 }).toBe(0);
      },
    })),
    {
      name: 'App trainer entities',
      path: `/apps/${a.appId}/trainer/entities`,
      loggedIn: true,
      ready: (p) => p.getByLabel('Test sentence').waitFor(),
    },
    {
      name: 'a conversation',
      path: `/apps/${a.appId}/conversations/conv-alice`,
      loggedIn: true,
      ready: (p) => p.getByRole('list', { name: 'Messages' }).waitFor(),
    },
  ];

  for (const width of WIDTHS) {
    it(`shows every page without sideways scrolling or a serious axe-core violation (${width.width} px)`, async () => {
      // One page logged out and one logged in, each loading every path of its kind in turn (a full
      // load each time, as when the address is typed): a browser tab of its own per path would start
      // the portal's renderer and download its bundle again, seconds each on a busy machine.
      const [loggedOut, loggedIn] = [await openPage(browser, base, width, '/login'), await openPage(browser, base, width, '/', a.token)];
      for (const want of pages()) {
        const { page, problems } = want.loggedIn ? loggedIn : loggedOut;
        problems.length = 0;
        await page.goto(`${base}/portal${want.path}`);
        await want.ready(page);
        await checkPage(page, `${want.name} at ${width.width} px`);
        // The App's tab bar scrolls sideways on a narrow screen if it must, never up and down: no stray scrollbar.
        const tabs = page.getByRole('navigation', { name: 'App sections' });
        if (await tabs.count()) {
          const box = await tabs.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
          expect(box.scrollHeight, `${want.name} at ${width.width} px: the tab bar scrolls up and down`).toBeLessThanOrEqual(box.clientHeight);
        }
        await page.screenshot({ path: join(shots, `sweep-${want.name.replace(/\W+/g, '-')}-${width.name}.png`), fullPage: true });
        expect(problems, want.name).toEqual([]);
      }
      await Promise.all([loggedOut.page.close(), loggedIn.page.close()]);

      // The states a page reaches: an App just created (its key and snippet), a result of try-it, an editor open.
      const { page, problems } = await openPage(browser, base, width, '/apps/new', a.token);
      await page.getByLabel('Name').fill('Another bot with a name long enough to wrap on a phone screen');
      await page.getByRole('button', { name: 'Create App' }).click();
      await page.getByText('Copy the App-Key now.').waitFor();
      await checkPage(page, `App created at ${width.width} px`);
      await page.goto(`${base}/portal/apps/${a.appId}/trainer`);
      await page.getByLabel('Sentence to classify').fill('can I pay by credit card tomorrow at 5pm');
      await page.getByRole('button', { name: 'Classify' }).click();
      await page.getByTestId('matches').waitFor();
      await page.getByTestId('spelling').waitFor();
      await checkPage(page, `try-it at ${width.width} px`);
      await page.getByRole('button', { name: '+ New QnA' }).click();
      await checkPage(page, `QnA editor at ${width.width} px`);
      expect(problems).toEqual([]);
      await page.close();
    }, 120_000);

    it(`creates a QnA with the keyboard alone: Tab, typing and Enter (${width.width} px)`, async () => {
      const { page, problems } = await openPage(browser, base, width, `/apps/${a.appId}/trainer`, a.token);
      await page.locator('.item').first().waitFor();
      await tabTo(page, /^button \+ New QnA$/);
      await page.keyboard.press('Enter');
      // The editor opens with the focus on its first field.
      await expect.poll(() => focused(page)).toBe('input Title');
      const title = `Gift vouchers ${width.name}`;
      await page.keyboard.type(title);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatch(/^textarea Utterances/);
      await page.keyboard.type('do you sell gift vouchers\ncan I buy a gift card\ngift certificate');
      await tabTo(page, /^textarea Answer 1$/, 3);
      await page.keyboard.type('Yes, from 10 euros.');
      await tabTo(page, /^button Create QnA$/, 6);
      await page.keyboard.press('Enter');
      await page.locator('.item', { hasText: title }).waitFor();
      // Back on the button that opens an editor, for the next one.
      await expect.poll(() => focused(page)).toBe('button + New QnA');
      const qnas = (await (await fetch(`${base}/trainer/api/v0/qnas?size=100`, { headers: { 'app-id': a.appId, 'app-key': a.key } })).json()) as {
        _content: { title: string; utterances: { value: string }[]; answers: unknown[] }[];
      };
      const made = qnas._content.find((q) => q.title === title)!;
      expect(made.utterances.map((u) => u.value)).toEqual(['do you sell gift vouchers', 'can I buy a gift card', 'gift certificate']);
      expect(made.answers).toEqual([[{ type: 'text', payload: { value: 'Yes, from 10 euros.' } }]]);
      // The QnAs/Intents tabs: Tab reaches the chosen one only, the arrow keys switch and follow.
      await tabTo(page, /^button QnAs/);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focused(page)).toMatch(/^button Intents/);
      expect(await page.getByRole('tab', { name: /Intents/ }).getAttribute('aria-selected')).toBe('true');
      await page.locator('.item', { hasText: 'cancel_order_with_a_rather_long_label' }).waitFor();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => focused(page)).toMatch(/^button QnAs/);
      await page.locator('.item', { hasText: title }).waitFor();
      // End: the Entities tab, a page of its own; Home: back to the QnAs.
      await page.keyboard.press('End');
      await page.waitForURL(`**/apps/${a.appId}/trainer/entities`);
      await expect.poll(() => focused(page)).toBe('button Entities');
      await page.getByText('No entity in English yet.').waitFor();
      await page.keyboard.press('Home');
      await page.waitForURL(`**/apps/${a.appId}/trainer`);
      await expect.poll(() => focused(page)).toMatch(/^button QnAs/);
      await page.locator('.item', { hasText: title }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
