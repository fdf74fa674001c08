/**
 * Human handover (issue #29, docs/handover.md) with three pages at once in Chromium: a visitor's
 * widget on a customer's site, operator A (Alice, the App's owner, desktop) and operator B (Bruno,
 * an agent, on a 375 px phone and the keyboard) in the portal's Inbox. The visitor asks for a person,
 * both operators see the conversation arrive; they take it at the same moment: one wins, the other
 * is told it is taken; typing shows on both sides; the winner answers (the widget shows their name),
 * returns the conversation to the bot, and the FAQ bot answers again. The real api (portal,
 * sessions) and webchat server on one database; one set of processes for the whole file.
 */
import { createTestingWebchat, type TestingWebchat } from '@parley/testing';
import { QnaEntity } from '@parley/persistence';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dist, ensureWidgetBuilt, pageWith, startHostSite } from '../../widget/test/browser-helpers';
import { join } from 'node:path';
import {
  checkPage,
  shots,
  openPage,
  signUpWithApp,
  startPortal,
  tabTo,
  warnIfNoChromium,
  hasChromium,
  WIDTHS,
  type Width,
} from './browser';
import type { TestingApi } from '@parley/testing';
import type { Browser } from 'playwright-core';

warnIfNoChromium('portal-handover');

const desktop = WIDTHS[0] as Width;
const phone = WIDTHS[1] as Width;

/** The widget's shadow root, pierced by Playwright's CSS locators. */
const widget = (page: Page) => page.locator('parley-webchat');

describe.skipIf(!hasChromium)('human handover: a visitor, operator A and operator B at once', () => {
  let api: TestingApi;
  let base: string;
  let browser: Browser;
  let w: TestingWebchat;
  let site: Awaited<ReturnType<typeof startHostSite>>;
  let appId: string;
  let appToken: string;
  let alice: string;
  let bruno: string;
  const problems: string[] = [];

  beforeAll(async () => {
    ensureWidgetBuilt();
    ({ api, base, browser } = await startPortal());
    // The webchat server lets the portal's origin open the operators namespace.
    w = await createTestingWebchat({ listen: true, WIDGET_DIST_DIR: dist, PUBLIC_API_URL: base });
    site = await startHostSite(w.url);

    const owner = await signUpWithApp(base, 'Alice', 'Handover shop');
    alice = owner.token;
    appId = owner.appId;
    const call = async (method: string, path: string, token: string, body?: unknown) => {
      const res = await fetch(`${base}/portal/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
    };
    const signUp = await fetch(`${base}/portal/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bruno-${process.pid}-${Date.now()}@example.com`, password: 'a long enough password', name: 'Bruno' }),
    });
    bruno = ((await signUp.json()) as { token: string }).token;
    const invite = await call('POST', `/apps/${appId}/invites`, alice, { role: 'agent' });
    expect(invite.status).toBe(201);
    expect((await call('POST', '/invites/accept', bruno, { token: invite.body.token })).status).toBe(200);
    appToken = (await call('GET', `/apps/${appId}`, alice)).body.token as string;
    // The FAQ bot's one QnA.
    await w.dataSource.getRepository(QnaEntity).insert({
      appId,
      title: 'Opening hours',
      utterances: ['When are you open?', 'opening hours', 'what time do you open'].map((value) => ({ value })),
      answers: [[{ type: 'text', payload: { value: 'We are open from 9 to 5.' } }]],
      resolvePrompt: 'Opening hours',
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await w?.close();
    await api?.close();
  });

  /** An operator's Inbox, live: the portal's config points it at this run's webchat server. Browser notifications are recorded (`window.shown`). */
  async function inbox(token: string, width: Width, app = appId): Promise<Page> {
    const { page, problems: errors } = await openPage(browser, base, width, `/apps/${app}/inbox`, token);
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { shown: string[] }).shown = shown;
      (window as unknown as { Notification: unknown }).Notification = class {
        static permission = 'granted';
        static requestPermission = () => Promise.resolve('granted');
        onclick: unknown = null;
        constructor(title: string, options?: { body?: string }) {
          shown.push(`${title} | ${options?.body ?? ''}`);
        }
      };
    });
    page.on('close', () => problems.push(...errors));
    await page.route('**/portal/api/config', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...((await res.json()) as object), webchatUrl: w.url } });
    });
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    return page;
  }

  it('the visitor asks for a person, one operator takes over, they talk, and the bot answers again', async () => {
    const [a, b] = await Promise.all([inbox(alice, desktop), inbox(bruno, phone)]);
    const visitorContext = await browser.newContext({ viewport: { width: 1000, height: 720 } });
    const visitor = await visitorContext.newPage();
    visitor.on('pageerror', (e) => problems.push(`visitor: ${e.message}`));
    await visitor.goto(pageWith(site.url, { appToken, startOpen: true, handoverMenu: true, language: 'en' }));
    await widget(visitor).getByTestId('dialog').waitFor();

    // "Talk to a person" from the widget's menu: a line says a person will join; someone is online, so no e-mail form.
    await widget(visitor).getByTestId('menu-button').click();
    await widget(visitor).getByTestId('talk-to-person').click();
    await widget(visitor).locator('[data-testid="system"][data-event="waiting"]').waitFor();
    expect(await widget(visitor).getByTestId('email-form').count()).toBe(0);

    // Both inboxes show it waiting, live; the tab title counts it and a browser notification says it.
    for (const op of [a, b]) {
      await op.locator('.inbox-item').first().waitFor();
      await expect.poll(() => op.title()).toMatch(/^\(1\) /);
      expect(await op.evaluate(() => (window as unknown as { shown: string[] }).shown)).toEqual([
        'Handover shop: a visitor needs a person | The visitor asked for a person',
      ]);
    }
    await checkPage(a, 'inbox with a waiting conversation (1280 px)');
    await checkPage(b, 'inbox with a waiting conversation (375 px)');

    // A opens it with the mouse, B with the keyboard alone.
    await a.locator('.inbox-item').first().click();
    await tabTo(b, /visitor asked for a person/i);
    await b.keyboard.press('Enter');
    for (const op of [a, b]) await op.getByRole('button', { name: 'Take' }).waitFor();
    await checkPage(b, 'a waiting conversation (375 px)');

    // Both take it at once: the take is atomic, one wins and the other is told who has it.
    await Promise.all([a.getByRole('button', { name: 'Take' }).click(), b.getByRole('button', { name: 'Take' }).click()]);
    const won = async (op: Page) => (await op.getByText('You answer this conversation').count()) > 0;
    await expect.poll(async () => (await won(a)) || (await won(b))).toBe(true);
    const [winner, loser, name] = (await won(a)) ? [a, b, 'Alice'] : [b, a, 'Bruno'];
    await loser.getByText(/Already taken: .*You cannot answer it\./).waitFor();
    expect(await loser.getByRole('button', { name: 'Take' }).count()).toBe(0);
    await widget(visitor).locator('[data-testid="system"][data-event="taken"]').waitFor();

    // Typing, both ways.
    await widget(visitor).getByTestId('input').pressSequentially('Hello');
    await winner.getByText('The visitor is typing…').waitFor();
    await winner.getByLabel('Your answer').pressSequentially('Hi, I am ');
    await widget(visitor).getByText(`${name} is typing…`).waitFor();
    // The visitor's message reaches the operators; the FAQ bot stays silent while a person answers.
    await widget(visitor).getByTestId('input').press('Enter');
    await winner.locator('.transcript [data-sender="user"]').filter({ hasText: 'Hello' }).waitFor();
    await expect.poll(() => winner.getByTestId('inbox-typing').textContent()).toBe('');

    // The operator answers: the widget shows the message with the operator's name.
    await winner.getByLabel('Your answer').pressSequentially(name);
    await winner.getByLabel('Your answer').press('Enter');
    const answer = widget(visitor)
      .locator('[data-sender="operator"]')
      .filter({ hasText: `Hi, I am ${name}` });
    await answer.waitFor();
    expect(await answer.locator('.who').textContent()).toBe(name);
    await widget(visitor).getByText(`${name} is typing…`).waitFor({ state: 'detached' });
    expect(await widget(visitor).locator('[data-sender="bot"]').count()).toBe(0);
    await checkPage(winner, 'a conversation the operator answers');
    await Promise.all([
      winner.screenshot({ path: join(shots, 'handover-operator-answers.png'), fullPage: true }),
      loser.screenshot({ path: join(shots, 'handover-operator-refused.png'), fullPage: true }),
      visitor.screenshot({ path: join(shots, 'handover-visitor.png') }),
    ]);

    // Back to the bot: the visitor is told, and the FAQ bot answers again.
    await winner.getByRole('button', { name: 'Return to bot' }).click();
    await widget(visitor).locator('[data-testid="system"][data-event="returned"]').waitFor();
    await widget(visitor).getByTestId('input').fill('When are you open?');
    await widget(visitor).getByTestId('input').press('Enter');
    await widget(visitor).locator('[data-sender="bot"]').filter({ hasText: 'We are open from 9 to 5.' }).waitFor({ timeout: 30_000 });
    await winner.locator('.transcript [data-sender="bot"]').filter({ hasText: 'We are open from 9 to 5.' }).waitFor();

    await Promise.all([a.close(), b.close(), visitorContext.close()]);
    expect(problems).toEqual([]);
  }, 120_000);

  it('nobody online: the visitor leaves an e-mail address, which the operator sees, and the reply waits for the next visit', async () => {
    // Another App of Alice's, in French, whose inbox nobody has open.
    const created = await fetch(`${base}/portal/api/apps`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Boutique de nuit', language: 'fr' }),
    });
    expect(created.status).toBe(201);
    const other = ((await created.json()) as { app: { id: string; token: string } }).app;
    const visitorContext = await browser.newContext({ viewport: { width: 375, height: 700 } });
    const visitor = await visitorContext.newPage();
    visitor.on('pageerror', (e) => problems.push(`visitor: ${e.message}`));
    const visitorUrl = pageWith(site.url, { appToken: other.token, startOpen: true });
    await visitor.goto(visitorUrl);
    await widget(visitor).getByTestId('dialog').waitFor();
    // The built-in French phrase asks for a person, as the menu entry would.
    await widget(visitor).getByTestId('input').fill('Je voudrais parler à un conseiller');
    await widget(visitor).getByTestId('input').press('Enter');
    await widget(visitor).locator('[data-testid="system"][data-event="nobody_online"]').waitFor();
    const form = widget(visitor).getByTestId('email-form');
    await form.waitFor();
    // Labelled in the App's language; an address the server refuses is said so and kept.
    const field = form.getByLabel('Laissez votre adresse e-mail pour recevoir la réponse');
    await field.fill('not@an-address');
    await field.press('Enter');
    await form.getByRole('alert').filter({ hasText: 'Vérifiez l’adresse et réessayez.' }).waitFor();
    expect(await field.inputValue()).toBe('not@an-address');
    await field.fill('night.owl@example.com');
    await form.getByRole('button').click();
    await form.waitFor({ state: 'detached' });
    await widget(visitor).locator('[data-testid="system"][data-event="email_saved"]').waitFor();
    await visitor.close();

    // The operator finds it waiting with the address, and answers; the visitor reads it on coming back.
    const op = await inbox(alice, desktop, other.id);
    await op.locator('.inbox-item').filter({ hasText: 'night.owl@example.com' }).click();
    await op.getByText('Reply by e-mail: night.owl@example.com').waitFor();
    await op.getByRole('button', { name: 'Take' }).click();
    await op.getByLabel('Your answer').fill('We open at 9 tomorrow.');
    await op.getByText('Add a link or quick replies').click();
    await op.getByLabel('Link text').fill('Opening hours');
    await op.getByLabel('Link address').fill('https://shop.example/hours');
    await op.getByLabel('Quick replies').fill('Thanks\nAnother question');
    await op.getByRole('button', { name: 'Send' }).click();
    await op.locator('.transcript [data-sender="operator"]').nth(2).waitFor();
    await checkPage(op, 'a conversation with a left e-mail address');
    await op.close();
    const back = await visitorContext.newPage();
    back.on('pageerror', (e) => problems.push(`visitor: ${e.message}`));
    await back.goto(visitorUrl);
    const reply = widget(back).locator('[data-sender="operator"]').filter({ hasText: 'We open at 9 tomorrow.' });
    await reply.waitFor();
    expect(await reply.locator('.who').textContent()).toBe('Alice');
    await widget(back).getByTestId('quick-reply').filter({ hasText: 'Another question' }).waitFor();
    await visitorContext.close();
    expect(problems).toEqual([]);
  }, 120_000);
});
