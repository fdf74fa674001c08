import { createTestingApi, type TestingApi } from '@parley/testing';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The portal's daily loop in Chromium, at a desktop and a phone width: conversations and a
// transcript, the needs-attention inbox and its actions, the whole try-it; axe-core on each.
const root = join(import.meta.dirname, '../../..');
const shots = join(import.meta.dirname, 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`[portal-conversations.e2e-spec] SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run does it)`);
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 375, height: 740 },
];

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
    if (!existsSync(join(root, 'apps/portal/dist/index.html'))) execSync('npm run --silent build:portal', { cwd: root, stdio: 'inherit' });
    api = await createTestingApi({ listen: true });
    base = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    mkdirSync(shots, { recursive: true });
    const signUp = await fetch(`${base}/portal/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `grace-${process.pid}-${Date.now()}@example.com`, password: 'a long enough password', name: 'Grace' }),
    });
    account.token = ((await signUp.json()) as { token: string }).token;
    const created = await fetch(`${base}/portal/api/apps`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Shop assistant' }),
    });
    const app = (await created.json()) as { app: { id: string }; key: { key: string } };
    account.appId = app.app.id;
    account.key = app.key.key;
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

  async function open(width: (typeof WIDTHS)[number], path: string): Promise<{ page: Page; problems: string[] }> {
    // bypassCSP: axe-core is injected into the page, which the portal's policy would refuse.
    const page = await browser.newPage({ viewport: { width: width.width, height: width.height }, bypassCSP: true });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.addInitScript((token) => localStorage.setItem('parley.portal.session', token), account.token);
    await page.goto(`${base}/portal/apps/${account.appId}${path}`);
    return { page, problems };
  }

  /** Serious or critical axe-core violations of the page, and whether it scrolls sideways. */
  async function check(page: Page, what: string, sideScrollOf = 'html'): Promise<void> {
    await page.evaluate(AXE);
    const violations = await page.evaluate(async () => {
      const r = await (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run(
        document,
        { resultTypes: ['violations'] },
      );
      return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations, `${what}: axe-core`).toEqual([]);
    const sideways = await page.evaluate((sel) => {
      const el = document.querySelector(sel)!;
      return sel === 'html' ? el.scrollWidth - window.innerWidth : el.scrollWidth - el.clientWidth;
    }, sideScrollOf);
    expect(sideways, `${what}: horizontal scroll of ${sideScrollOf}`).toBeLessThanOrEqual(0);
  }

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
    await bitcoin.getByText(/Now matched: Payment methods/).waitFor({ timeout: 20_000 });

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
});
