import type { TestingApi } from '@parley/testing';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPage as check, createApp, hasChromium, openPage, shots, signUpWithApp, startPortal, warnIfNoChromium, WIDTHS, type Width } from './browser';

// The portal's daily loop in Chromium, at a desktop and a phone width: conversations and a
// transcript, the needs-attention inbox and its actions, the whole try-it; axe-core on each.
warnIfNoChromium('portal-conversations.e2e-spec');

describe.skipIf(!hasChromium)('conversations, needs attention and try-it in a browser', () => {
  let api: TestingApi;
  let browser: Browser;
  let base: string;
  const account = { token: '', appId: '', key: '' };
  const keyHeaders = () => ({ 'app-id': account.appId, 'app-key': account.key, 'content-type': 'application/json' });
  const post = async (path: string, body: unknown) => {
    const res = await fetch(base + path, { method: 'POST', headers: keyHeaders(), body: JSON.stringify(body) });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return res;
  };

  beforeAll(async () => {
    ({ api, base, browser } = await startPortal());
    Object.assign(account, await signUpWithApp(base, 'Grace'));
    await post('/trainer/api/v0/qnas', {
      title: 'Payment methods',
      utterances: [{ value: 'How can I pay?' }, { value: 'Do you accept credit cards?' }, { value: 'which payment options do you have' }],
      answers: [[{ type: 'text', payload: { value: 'We take cards and PayPal.' } }]],
    });
    await post('/trainer/api/v0/qnas', {
      title: 'Delivery',
      utterances: [{ value: 'Do you ship abroad?' }, { value: 'How long does delivery take?' }, { value: 'when will my parcel arrive' }],
      answers: [[{ type: 'text', payload: { value: 'We ship worldwide in 3 days.' } }]],
    });
    const now = Date.now();
    const records = [
      { user_id: 'alice', conversation_id: 'conv-alice', body: 'hello', responses: ['Hi!'], intent: { name: 'greet', score: 0.9 } },
      { user_id: 'alice', conversation_id: 'conv-alice', body: 'can I pay in bitcoin', responses: ['Sorry?'] },
      { user_id: 'bob', conversation_id: 'conv-bob', body: 'Can I pay in Bitcoin?', responses: ['Sorry?'] },
      { user_id: 'bob', conversation_id: 'conv-bob', body: 'how long does delivery take', responses: ['We ship worldwide in 3 days.'], intent: { name: 'Delivery', score: 0.93 } },
      { user_id: 'carol', conversation_id: 'conv-carol', body: 'do you sell gift vouchers', responses: ['Sorry?'] },
      { user_id: 'dan', conversation_id: 'conv-dan', body: 'my parcel is broken', responses: ['Sorry?'] },
    ];
    for (const [i, r] of records.entries()) await post('/botmeter/', { ...r, channel: 'messenger', timestamp: now - (records.length - i) * 60_000 });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  const open = (width: Width, path: string): Promise<{ page: Page; problems: string[] }> =>
    openPage(browser, base, width, `/apps/${account.appId}${path}`, account.token);

  for (const width of WIDTHS) {
    it(`lists conversations, filters them, and shows a transcript with matches and scores (${width.width} px)`, async () => {
      const { page, problems } = await open(width, '/conversations');
      const list = page.getByRole('list', { name: 'Conversations' });
      await list.waitFor();
      expect(await list.getByRole('listitem').count()).toBe(4);
      await check(page, `conversations ${width.name}`);
      await page.getByLabel('Match').selectOption('false');
      await page.getByLabel('Search').fill('bitcoin');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
      expect(await list.textContent()).toContain('Can I pay in Bitcoin?');
      await page.screenshot({ path: join(shots, `conversations-${width.name}.png`), fullPage: true });
      await list.getByRole('link', { name: /alice/ }).click();
      const messages = page.getByRole('list', { name: 'Messages' });
      await messages.waitFor();
      expect(await messages.getByRole('listitem').allTextContents()).toEqual([
        expect.stringMatching(/^User · .*hello.*greet · 90%/),
        expect.stringMatching(/^Bot · .*Hi!/),
        expect.stringMatching(/^User · .*can I pay in bitcoin.*No match/),
        expect.stringMatching(/^Bot · .*Sorry\?/),
      ]);
      await check(page, `transcript ${width.name}`);
      await page.screenshot({ path: join(shots, `transcript-${width.name}.png`), fullPage: true });
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('adds a missed message to the suggested QnA, makes a QnA of another, dismisses a third; each says whether it matches now (1280 px)', async () => {
    const { page, problems } = await open(WIDTHS[0]!, '/attention');
    const inbox = page.getByRole('list', { name: 'Messages that need attention' });
    await inbox.waitFor();
    await check(page, 'needs attention desktop');
    const bitcoin = inbox.getByRole('listitem').filter({ hasText: 'Can I pay in Bitcoin?' });
    expect(await bitcoin.textContent()).toContain('×2');
    // The picker starts on the classifier's best suggestion.
    expect(await bitcoin.getByLabel('Add as an utterance of').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.textContent)).toMatch(/^Payment methods/);
    await bitcoin.getByRole('button', { name: 'Add' }).click();
    const added = bitcoin.getByText(/Now matched: Payment methods/);
    await added.waitFor({ timeout: 20_000 });
    // The card's own "Now" line says the same as the notice, not the match before the retraining.
    const score = /\((\d+(?:\.\d+)?%)\)/.exec((await added.textContent())!)![1];
    expect(await bitcoin.getByTestId('now').textContent()).toBe(`Now: Payment methods · ${score}`);

    const vouchers = inbox.getByRole('listitem').filter({ hasText: 'do you sell gift vouchers' });
    await vouchers.getByRole('button', { name: 'New QnA from it' }).click();
    await vouchers.getByLabel('Title').fill('Gift vouchers');
    await vouchers.getByLabel('Answer').fill('Yes, from 10 euros.');
    await check(page, 'new QnA form desktop');
    await vouchers.getByRole('button', { name: 'Create QnA' }).click();
    await vouchers.getByText(/Now matched: Gift vouchers/).waitFor({ timeout: 20_000 });

    const parcel = inbox.getByRole('listitem').filter({ hasText: 'my parcel is broken' });
    await parcel.getByRole('button', { name: 'Dismiss' }).click();
    await parcel.getByText('Dismissed.').waitFor();
    await page.screenshot({ path: join(shots, 'attention-desktop.png'), fullPage: true });
    // Reviewed groups leave the inbox.
    await page.reload();
    await page.getByText('Nothing needs attention').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the inbox usable on a phone (375 px)', async () => {
    await post('/botmeter/', { user_id: 'erin', conversation_id: 'conv-erin', body: 'where is your shop', responses: ['Sorry?'], timestamp: Date.now() });
    const { page, problems } = await open(WIDTHS[1]!, '/attention');
    const item = page.getByRole('listitem').filter({ hasText: 'where is your shop' });
    await item.waitFor();
    await check(page, 'needs attention phone');
    await item.getByRole('button', { name: 'New QnA from it' }).click();
    await check(page, 'new QnA form phone');
    await page.screenshot({ path: join(shots, 'attention-phone.png'), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  for (const width of WIDTHS) {
    it(`tries a sentence whole: three best matches against the threshold, the FAQ bot's answer, spelling and entities (${width.width} px)`, async () => {
      const { page, problems } = await open(width, '/trainer');
      await page.getByLabel('Sentence to classify').fill('can I pay by credit card tomorrow at 5pm');
      await page.getByRole('button', { name: 'Classify' }).click();
      const matches = page.getByTestId('matches');
      await matches.waitFor();
      const items = matches.getByRole('listitem');
      expect(await items.count()).toBeGreaterThanOrEqual(2);
      expect(await items.first().textContent()).toContain('Payment methods');
      expect(await items.first().getByRole('img').getAttribute('aria-label')).toMatch(/threshold \d+%/);
      expect(await page.getByTestId('faq-answer').textContent()).toBe('We take cards and PayPal.');
      expect(await page.getByTestId('entities').textContent()).toContain('time');
      await page.getByTestId('spelling').waitFor();
      await check(page, `try-it ${width.name}`);
      await page.getByLabel('Sentence to classify').fill('can I pai with creditt card');
      await page.getByRole('button', { name: 'Classify' }).click();
      await expect.poll(() => page.getByTestId('spelling').textContent()).toMatch(/pay/);
      await page.screenshot({ path: join(shots, `try-it-${width.name}.png`), fullPage: true });
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it("tries a sentence as a person reads it: entities in the browser's language and time zone, an Intent kept for the bot, the App's own fallback text", async () => {
    // An App of its own: an Intent, a QnA, and a fallback text of the owner's.
    const other = await createApp(base, account.token, 'Orders bot');
    const headers = { 'app-id': other.appId, 'app-key': other.key, 'content-type': 'application/json' };
    const send = async (method: string, path: string, body: unknown) => {
      const res = await fetch(base + path, { method, headers: path.startsWith('/portal') ? { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' } : headers, body: JSON.stringify(body) });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
    };
    await send('POST', '/trainer/api/v0/intents', { label: 'cancel_order', utterances: ['cancel my order', 'I want to cancel my order', 'please cancel the order I made'].map((value) => ({ value })) });
    await send('POST', '/trainer/api/v0/qnas', {
      title: 'Opening hours',
      utterances: ['when are you open', 'what are your opening hours', 'are you open on sundays'].map((value) => ({ value })),
      answers: [[{ type: 'text', payload: { value: 'From 9 to 5.' } }]],
    });
    await send('PATCH', `/portal/api/apps/${other.appId}`, { language: 'en', fallbackMessages: { en: 'Sorry, I only know about orders and opening hours.' } });
    // Trained: the served model is the data's.
    await expect
      .poll(async () => {
        const s = (await (await fetch(`${base}/trainer/api/v0/status`, { headers })).json()) as { dataVersion: number; trainedVersion: number | null };
        return s.trainedVersion === s.dataVersion;
      }, { timeout: 30_000 })
      .toBe(true);

    const { page, problems } = await openPage(browser, base, WIDTHS[0], `/apps/${other.appId}/trainer`, account.token, { locale: 'en-GB', timezoneId: 'Asia/Tokyo' });
    await page.getByLabel('Sentence to classify').fill('I want to cancel my order from Monday to Wednesday, it cost $3.50 on sunday at 5pm');
    await page.getByRole('button', { name: 'Classify' }).click();
    const best = page.getByTestId('matches').getByRole('listitem').first();
    await best.waitFor();
    expect(await best.textContent()).toContain('cancel_order');
    expect(await best.locator('.match-note').textContent()).toBe('Kept: the match (your bot answers it)');
    const answer = page.getByTestId('faq-answer');
    expect(await answer.locator('.bubble').textContent()).toBe('Sorry, I only know about orders and opening hours.');
    expect(await answer.textContent()).toContain('an Intent has no answer here, your bot answers it');

    const entities = page.getByTestId('entities');
    await entities.waitFor();
    const valueOf = async (body: RegExp) => (await entities.getByRole('listitem').filter({ hasText: body }).locator('.muted').textContent())!;
    expect(await entities.textContent()).not.toMatch(/undefined|\{/);
    // A day and time in British English ("Sun, 30 Nov 2026, 17:00"), an interval from one day to another, money with its currency.
    expect(await valueOf(/sunday at 5pm/i)).toMatch(/^Sun, \d{1,2} \w{3} \d{4}, 17:00$/);
    expect(await valueOf(/from Monday to Wednesday/i)).toMatch(/^Monday, \d{1,2} \w+ \d{4} – Wednesday, \d{1,2} \w+ \d{4}$/);
    expect(await valueOf(/\$3\.50/)).toBe('$3.50');
    await check(page, 'try-it with an Intent');
    await page.screenshot({ path: join(shots, 'try-it-intent.png'), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
