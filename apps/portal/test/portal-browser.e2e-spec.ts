import type { TestingApi } from '@parley/testing';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, shots, startPortal, warnIfNoChromium } from './browser';

// The browser smoke test of the portal: the built UI, served by the api, in Chromium.
// Same rule as the widget's browser tests: without Chromium (a machine where .ci/run did not
// install it), skip with the reason printed rather than fail on the launch.
warnIfNoChromium('portal-browser.e2e-spec');

describe.skipIf(!hasChromium)('Developer portal in a browser', () => {
  let api: TestingApi;
  let browser: Browser;
  let page: Page;
  let base: string;
  const problems: string[] = [];
  /** The API calls the page made: method, path and App-Id header. */
  const calls: { method: string; path: string; appId?: string }[] = [];

  beforeAll(async () => {
    ({ api, base, browser } = await startPortal());
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    // A CSP refusal (inline script or style) or a crash shows up here.
    // (The 400 and 401 are the refused short and wrong passwords, on purpose.)
    page.on('console', (m) => m.type() === 'error' && !/status of 40[01]/.test(m.text()) && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (!url.pathname.startsWith('/portal/') || url.pathname.startsWith('/portal/api/')) calls.push({ method: r.method(), path: url.pathname, appId: r.headers()['app-id'] });
    });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  it('signs up, creates an App and shows its working key once, trains a QnA and classifies with it', async () => {
    await page.goto(`${base}/portal/`);
    await page.waitForURL('**/portal/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Name').fill('Ada Lovelace');
    const email = `ada-${process.pid}-${Date.now()}@example.com`;
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The API's problem shows next to its field.
    await expect.poll(() => page.locator('.field.has-error .error').textContent()).toContain('10 characters');
    await page.screenshot({ path: join(shots, 'portal-signup.png') });
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Your Apps' }).waitFor();
    await page.getByRole('link', { name: '+ New App' }).click();
    await page.getByLabel('Name').fill('Shop assistant');
    await page.getByRole('button', { name: 'Create App' }).click();
    await page.getByText('Copy the App-Key now.').waitFor();
    const appId = (await page.getByTestId('app-id').textContent())!.trim();
    const appKey = (await page.getByTestId('app-key').textContent())!.trim();
    const snippet = await page.getByTestId('snippet').textContent();
    expect(snippet).toContain(`${api.config.PUBLIC_WEBCHAT_URL}/cdn/parley-webchat`);
    expect(snippet).toMatch(/ParleyWebchat\.init\(\{appToken: '[^']+'\}\)/);
    const viaKey = await fetch(`${base}/trainer/api/v0/qnas`, { headers: { 'App-Id': appId, 'App-Key': appKey } });
    expect(viaKey.status).toBe(200);
    await page.screenshot({ path: join(shots, 'portal-app-created.png'), fullPage: true });

    await page.getByRole('link', { name: /train my bot/ }).click();
    await page.getByRole('button', { name: '+ New QnA' }).click();
    await page.getByLabel('Title').fill('Payment methods');
    await page.getByLabel('Utterances').fill('How can I pay?\nDo you accept credit cards?\nCan I pay with PayPal?\nwhich payment options do you have');
    await page.getByLabel('Answer 1').fill('We take cards and PayPal.');
    await page.screenshot({ path: join(shots, 'portal-qna-editor.png'), fullPage: true });
    await page.getByRole('button', { name: 'Create QnA' }).click();
    await page.locator('.item', { hasText: 'Payment methods' }).waitFor();
    await page.getByRole('button', { name: '+ New QnA' }).click();
    await page.getByLabel('Title').fill('Shipping');
    await page.getByLabel('Utterances').fill('Do you ship abroad?\nHow long does delivery take?\nshipping costs\nwhen will my parcel arrive');
    await page.getByLabel('Answer 1').fill('We ship worldwide in 3 days.');
    await page.getByRole('button', { name: 'Create QnA' }).click();
    await page.locator('.item', { hasText: 'Shipping' }).waitFor();

    // The model retrains in the background: classify until the new QnAs are known.
    const sentence = page.getByLabel('Sentence to classify');
    await sentence.fill('can I pay by credit card');
    await expect
      .poll(
        async () => {
          // Each try waits for the page's three calls, then reads what shows: no matches yet reads
          // as none (textContent() waited 30 s for the element first, then gave up).
          const paths = ['/trainer/api/v0/classify/explain', '/nlp/spellchecking/v1', '/nlp/entity-extraction/v0'];
          const answered = Promise.all(paths.map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path)));
          await page.getByRole('button', { name: 'Classify' }).click();
          await answered;
          return (await page.locator('.matches').allTextContents()).join('\n');
        },
        // As long as a busy machine's training may take (each try without a match took 30 s before).
        { timeout: 30_000, intervals: [300] },
      )
      .toContain('Payment methods');
    expect(await page.getByTestId('faq-answer').getByTestId('bubble').textContent()).toBe('We take cards and PayPal.');
    await page.locator('.badge.good, .badge.fair, .badge.poor').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: join(shots, 'portal-trainer.png'), fullPage: true });

    // Edit a QnA, then add an Intent.
    await page.locator('.item', { hasText: 'Shipping' }).getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Title').fill('Delivery');
    await page.getByRole('button', { name: 'Save QnA' }).click();
    // The editor closes when the PUT answers; the list may show the new title earlier (a score poll).
    await page.locator('.editor').waitFor({ state: 'detached' });
    await page.locator('.item', { hasText: 'Delivery' }).waitFor();
    await page.getByRole('tab', { name: /Intents/ }).click();
    await page.getByRole('button', { name: '+ New Intent' }).click();
    await page.getByLabel('Label').fill('');
    await page.getByRole('button', { name: 'Create Intent' }).click();
    await expect.poll(() => page.locator('.field.has-error .error').textContent()).toContain('must not be empty');
    await page.getByLabel('Label').fill('greetings');
    await page.getByLabel('Utterances').fill('hello\ngood morning\nhi there');
    await page.getByRole('button', { name: 'Create Intent' }).click();
    await page.locator('.item', { hasText: 'greetings' }).waitFor();
    await page.locator('.item', { hasText: 'greetings' }).getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Description').fill('Says hello');
    await page.getByRole('button', { name: 'Save Intent' }).click();
    await page.locator('.editor').waitFor({ state: 'detached' });
    await page.locator('.item', { hasText: 'greetings' }).waitFor();

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByText('No allowed origin:').waitFor();
    // The most this server lets an owner set (APP_RATE_LIMIT_MAX and twice it) is said beside the fields.
    await page.getByText('At most 1000.').waitFor();
    await page.getByText('At most 2000.').waitFor();
    await page.getByLabel('Threshold', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.locator('.field.has-error .error').textContent()).toContain('must not be greater than 1');
    await page.getByLabel('Allowed origins').fill('https://shop.example');
    await page.getByLabel('Threshold', { exact: true }).fill('0.4');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    expect(await page.getByText('No allowed origin:').count()).toBe(0);
    await page.screenshot({ path: join(shots, 'portal-settings.png'), fullPage: true });
    // The push secret is shown there, and rotating it puts another in its place.
    const secret = page.getByTestId('push-secret');
    const before = (await secret.textContent())?.trim();
    expect(before).toMatch(/^[A-Za-z0-9_-]{43}$/);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Rotate the push secret' }).click();
    await page.getByText('A new push secret is in place').waitFor();
    await expect.poll(async () => (await secret.textContent())?.trim()).not.toBe(before);

    // Analytics of what the bot logged to botmeter over the last days.
    const day = 86_400_000;
    const now = Date.now();
    const log = [
      [2, 'u1', 'pay'],
      [2, 'u2', 'pay'],
      [1, 'u1', 'ship'],
      [0, 'u3', 'pay'],
      [0, 'u4', null],
      [0, 'u4', 'ship'],
    ] as const;
    for (const [ago, user, intent] of log) {
      const res = await fetch(`${base}/botmeter/`, {
        method: 'POST',
        headers: { 'App-Id': appId, 'App-Key': appKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ timestamp: now - ago * day - 60_000, user_id: user, conversation_id: `${user}-${ago}`, body: 'hi', ...(intent ? { intent: { name: intent, score: 0.8 } } : {}) }),
      });
      expect(res.status).toBe(200);
    }
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.getByText('Messages per day').waitFor();
    expect(await page.locator('.tile', { hasText: 'messages' }).locator('.tile-value').textContent()).toBe('6');
    expect(await page.locator('.tile', { hasText: 'without intent' }).locator('.tile-value').textContent()).toBe('16.7%');
    expect(await page.locator('svg.chart rect.bar').count()).toBe(7);
    expect(await page.locator('.hbars li').first().textContent()).toContain('pay');
    await page.screenshot({ path: join(shots, 'portal-analytics.png'), fullPage: true });

    // Key rotation: issue a second key (shown once), revoke the first after confirming.
    page.on('dialog', (d) => void d.accept());
    await page.getByRole('link', { name: 'Keys' }).click();
    await page.getByRole('button', { name: 'Issue a new key' }).click();
    const second = (await page.getByTestId('new-key').textContent())!.trim();
    expect(second).not.toBe(appKey);
    await expect.poll(() => page.locator('.badge.good', { hasText: 'live' }).count()).toBe(2);
    await page.getByRole('button', { name: 'Revoke' }).first().click();
    await page.locator('.badge', { hasText: 'revoked' }).waitFor();
    expect(await page.locator('.badge.good', { hasText: 'live' }).count()).toBe(1);
    await page.screenshot({ path: join(shots, 'portal-keys.png'), fullPage: true });
    const withSecond = await fetch(`${base}/trainer/api/v0/qnas`, { headers: { 'App-Id': appId, 'App-Key': second } });
    expect(withSecond.status).toBe(200);

    // A reload of a client route gets the app shell back, still logged in.
    await page.getByRole('link', { name: 'Setup' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Shop assistant' }).waitFor();
    await page.getByText('Webhook secret').waitFor();
    await page.screenshot({ path: join(shots, 'portal-setup.png'), fullPage: true });
    // Log out, then back in.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/portal/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('a wrong password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator('.notice.error').waitFor();
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator('.app-card', { hasText: 'Shop assistant' }).waitFor();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.screenshot({ path: join(shots, 'portal-apps-mobile.png'), fullPage: true });
    expect(problems).toEqual([]);

    // The trainer, the try-it box and the analytics went through the App's own routes, with the
    // session and App-Id, as a bot does with its key.
    const onApp = calls.filter((c) => !c.path.startsWith('/portal/'));
    const seen = new Set(onApp.map((c) => `${c.method} ${c.path.replace(/[0-9a-f-]{36}/, ':id')}`));
    for (const want of ['GET /trainer/api/v0/qnas', 'POST /trainer/api/v0/qnas', 'PUT /trainer/api/v0/qnas/:id', 'POST /trainer/api/v0/intents', 'PUT /trainer/api/v0/intents/:id', 'POST /trainer/api/v0/classify/explain', 'GET /nlp/spellchecking/v1', 'GET /nlp/entity-extraction/v0', 'GET /botmeter/stats']) {
      expect(seen, want).toContain(want);
    }
    expect(onApp.every((c) => c.appId === appId)).toBe(true);
    expect(calls.filter((c) => /^\/portal\/api\/apps\/[^/]+\/(qnas|intents|classify|stats)/.test(c.path))).toEqual([]);
  }, 90_000);

  it('opens the API reference (Swagger UI) under its CSP: its operations show, nothing is refused', async () => {
    const docs = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    const refused: string[] = [];
    docs.on('console', (m) => m.type() === 'error' && refused.push(m.text()));
    docs.on('pageerror', (e) => refused.push(e.message));
    await docs.goto(`${base}/docs`);
    await docs.locator('.swagger-ui .opblock').first().waitFor();
    expect(await docs.locator('.swagger-ui .info .title').textContent()).toContain('Parley API');
    expect(await docs.locator('.swagger-ui .opblock').count()).toBeGreaterThan(20);
    expect(refused).toEqual([]);
    // Swagger UI's 1.6 MB script came compressed; opened again, the page takes it from the cache.
    const bundleSizes = () =>
      docs.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('/swagger-ui-bundle.js'))
          .map((e) => {
            const r = e as PerformanceResourceTiming;
            return { transferred: r.transferSize, encoded: r.encodedBodySize, decoded: r.decodedBodySize };
          }),
      );
    const [first] = await bundleSizes();
    expect(first!.decoded).toBeGreaterThan(1_000_000);
    expect(first!.encoded).toBeLessThan(first!.decoded / 3);
    await docs.goto(`${base}/docs`);
    await docs.locator('.swagger-ui .opblock').first().waitFor();
    const [again] = await bundleSizes();
    expect(again!.transferred).toBe(0);
    await docs.close();
  }, 60_000);
});
