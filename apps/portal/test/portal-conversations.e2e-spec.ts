import { WebchatConversationEntity, WebchatMessageEntity } from '@parley/persistence';
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
      // Each message as the widget showed it (in its shadow root), under who sent it, with the user's matches.
      expect(await messages.getByTestId('bubble').allTextContents()).toEqual(['hello', 'Hi!', 'can I pay in bitcoin', 'Sorry?']);
      expect(await messages.getByRole('listitem').allTextContents()).toEqual([
        expect.stringMatching(/^User · .*greet · 90%/),
        expect.stringMatching(/^Bot · /),
        expect.stringMatching(/^User · .*No match/),
        expect.stringMatching(/^Bot · /),
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
      expect(await page.getByTestId('faq-answer').getByTestId('bubble').textContent()).toBe('We take cards and PayPal.');
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

  it("shows a bot's rich messages as the widget does, in try-it and in a transcript, under the portal's Content-Security-Policy", async () => {
    const rich = [
      { type: 'text', payload: { value: 'We take **cards** and `PayPal`:\n- Visa\n- [Mastercard](https://www.mastercard.com)' } },
      { type: 'image', payload: { value: { url: 'https://img.invalid/card.png', alt: 'A credit card', link: 'https://shop.example/cards' } } },
      {
        type: 'cards',
        payload: {
          value: [
            { title: 'Gold card', subtitle: '2% back', image: 'https://img.invalid/gold.png', actions: [{ type: 'link', text: 'Apply', value: 'https://bank.example/apply' }] },
            { title: 'Silver card', actions: [] },
          ],
        },
      },
      { type: 'table', payload: { value: { schema: [{ key: 'card', label: 'Card' }, { key: 'fee', label: 'Fee' }], rows: [{ card: 'Gold', fee: '10 €' }] } } },
      { type: 'actions', payload: { value: [{ type: 'postback', text: 'Talk to us', value: { go: 'human' } }, { type: 'link', text: 'Our site', value: 'https://shop.example' }] } },
    ];
    const other = await createApp(base, account.token, 'Cards bot');
    const headers = { 'app-id': other.appId, 'app-key': other.key, 'content-type': 'application/json' };
    const created = await fetch(`${base}/trainer/api/v0/qnas`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Credit cards', utterances: ['which cards do you take', 'do you take credit cards', 'can I pay by card'].map((value) => ({ value })), answers: [rich] }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    // The same messages in a webchat conversation, and the quick replies a bot offered.
    const conv = await api.dataSource.getRepository(WebchatConversationEntity).save({ appId: other.appId, userId: 'rita' });
    const stored = api.dataSource.getRepository(WebchatMessageEntity);
    await stored.save({ conversationId: conv.id, sender: 'user', type: 'text', payload: { value: 'which cards, see https://shop.example/faq' }, clientMessageId: 'm1', referrer: null });
    for (const m of [...rich, { type: 'quickreplies', payload: { value: ['Gold', 'Silver'] } }])
      await stored.save({ conversationId: conv.id, sender: 'bot', type: m.type, payload: m.payload, clientMessageId: null, referrer: null });

    /** What a message area shows: no markup or JSON as typed, and each kind drawn as the widget draws it. */
    const expectRendered = async (area: ReturnType<Page['getByTestId']>, what: string) => {
      const bubble = area.getByTestId('bubble').filter({ hasText: 'We take' });
      await bubble.waitFor();
      expect(await bubble.locator('strong').textContent(), what).toBe('cards');
      expect(await bubble.locator('code').textContent(), what).toBe('PayPal');
      expect(await bubble.locator('li').allTextContents(), what).toEqual(['Visa', 'Mastercard']);
      expect(await bubble.getByRole('link', { name: 'Mastercard' }).getAttribute('href'), what).toBe('https://www.mastercard.com/');
      expect(await area.getByTestId('image').getAttribute('src'), what).toBe('https://img.invalid/card.png');
      expect(await area.getByTestId('image').getAttribute('alt'), what).toBe('A credit card');
      expect(await area.getByTestId('card-title').allTextContents(), what).toEqual(['Gold card', 'Silver card']);
      expect(await area.getByRole('columnheader').allTextContents(), what).toEqual(['Card', 'Fee']);
      expect(await area.getByRole('cell').allTextContents(), what).toEqual(['Gold', '10 €']);
      // Postbacks show, disabled: nothing is sent from here. Links open the page.
      expect(await area.getByRole('button', { name: 'Talk to us' }).isDisabled(), what).toBe(true);
      expect(await area.getByRole('link', { name: /Our site/ }).getAttribute('href'), what).toBe('https://shop.example/');
      const shown = (await area.evaluate((el) => [...el.querySelectorAll('.chat-messages')].map((h) => h.shadowRoot?.textContent ?? '').join(' '))) as string;
      expect(shown, what).not.toMatch(/\*\*|\{"|"type"|payload/);
    };

    for (const width of WIDTHS) {
      const { page, problems } = await openPage(browser, base, width, `/apps/${other.appId}/trainer`, account.token);
      await page.getByLabel('Sentence to classify').fill('do you take credit cards');
      await expect
        .poll(
          async () => {
            await page.getByRole('button', { name: 'Classify' }).click();
            await page.getByTestId('faq-answer').waitFor();
            return page.getByTestId('faq-answer').getByTestId('card').count();
          },
          { timeout: 30_000 },
        )
        .toBe(2);
      await expectRendered(page.getByTestId('faq-answer'), `try-it ${width.name}`);
      await check(page, `try-it with rich messages ${width.name}`);
      await page.screenshot({ path: join(shots, `try-it-rich-${width.name}.png`), fullPage: true });

      await page.goto(`${base}/portal/apps/${other.appId}/conversations/${conv.id}`);
      const messages = page.getByRole('list', { name: 'Messages' });
      await messages.waitFor();
      const user = messages.getByRole('listitem').first();
      expect(await user.getByTestId('bubble').textContent()).toBe('which cards, see https://shop.example/faq');
      expect(await user.getByRole('link').getAttribute('href')).toBe('https://shop.example/faq');
      await expectRendered(messages, `transcript ${width.name}`);
      const replies = messages.getByTestId('quick-reply');
      expect(await replies.allTextContents()).toEqual(['Gold', 'Silver']);
      expect(await replies.first().isDisabled()).toBe(true);
      await check(page, `transcript with rich messages ${width.name}`);
      await page.screenshot({ path: join(shots, `transcript-rich-${width.name}.png`), fullPage: true });
      expect(problems).toEqual([]);
      await page.close();
    }

    // Under the portal's own policy (the pages above bypass it for axe-core): styled as the widget, nothing refused.
    const strict = await browser.newPage();
    const refused: string[] = [];
    strict.on('console', (m) => /Content Security Policy/i.test(m.text()) && refused.push(m.text()));
    await strict.addInitScript((t) => localStorage.setItem('parley.portal.session', t), account.token);
    await strict.goto(`${base}/portal/apps/${other.appId}/conversations/${conv.id}`);
    const bubble = strict.getByRole('list', { name: 'Messages' }).getByTestId('bubble').nth(1);
    await bubble.waitFor();
    expect(await bubble.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('18px');
    expect(await strict.getByTestId('image').evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('14px');
    expect(refused).toEqual([]);
    await strict.close();
  }, 120_000);
});
