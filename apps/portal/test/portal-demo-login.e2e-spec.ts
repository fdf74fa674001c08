import { createEmptyDatabase, type EmptyDatabase, type TestingApi } from '@parley/testing';
import { runMigrations } from '@parley/persistence';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QNAS } from '../../../scripts/demo-qnas';
import { seedDemo, type Demo } from '../../../scripts/seed-demo';
import { hasChromium, shots, startPortal, warnIfNoChromium } from './browser';

// A fresh install as `npm start` leaves it (migrated database, seeded demo), then the newcomer's
// first steps in the portal with the login `npm start` printed: the demo App, its QnAs, its webhook.
warnIfNoChromium('portal-demo-login.e2e-spec');

describe.skipIf(!hasChromium)('the portal login printed by npm start', () => {
  let db: EmptyDatabase;
  let dataDir: string;
  let demo: Demo;
  let api: TestingApi;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    db = await createEmptyDatabase('parley_test_demo_login');
    dataDir = mkdtempSync(join(tmpdir(), 'parley-demo-login-'));
    await runMigrations(db.url);
    demo = await seedDemo(db.url, dataDir);
    ({ api, base, browser } = await startPortal({ DATABASE_URL: db.url, DB_POOL_SIZE: 2 }));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs in, shows the demo App with its QnAs, and sets its webhook in the settings', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));

    await page.goto(`${base}/portal/`);
    await page.waitForURL('**/portal/login');
    await page.getByLabel('E-mail').fill(demo.login.email);
    await page.getByLabel('Password').fill(demo.login.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    await page.locator('.app-card', { hasText: 'Demo' }).click();
    await page.getByRole('heading', { name: 'Demo' }).waitFor();
    expect((await page.getByTestId('app-id').textContent())?.trim()).toBe(demo.app.appId);

    await page.getByRole('link', { name: 'Trainer' }).click();
    for (const q of DEMO_QNAS) await page.locator('.item', { hasText: q.title }).first().waitFor();
    await page.screenshot({ path: join(shots, 'portal-demo-qnas.png'), fullPage: true });

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Webhook URL').fill('https://bot.example.com/parley');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    await page.getByRole('link', { name: 'Setup' }).click();
    await page.getByText('User messages go to').waitFor();
    expect(await page.locator('code', { hasText: 'https://bot.example.com/parley' }).count()).toBe(1);
    const [row] = (await api.dataSource.query('SELECT webhook_url FROM apps WHERE id = $1', [demo.app.appId])) as { webhook_url: string }[];
    expect(row.webhook_url).toBe('https://bot.example.com/parley');
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);
});
