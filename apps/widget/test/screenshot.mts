/**
 * Looks at the built widget in Chromium: npx tsx apps/widget/test/screenshot.mts
 * Writes PNGs to apps/widget/test/screenshots/ (desktop open, desktop closed with badge, phone, embedded).
 */
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startFakeServer } from './fake-server.mjs';

const out = (name: string) => resolve(import.meta.dirname, 'screenshots', `${name}.png`);
const server = await startFakeServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const errors: string[] = [];
  const shoot = async (name: string, options: object, viewport: { width: number; height: number }, act?: (p: import('playwright-core').Page) => Promise<void>) => {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    page.on('console', (m) => m.type() === 'error' && !m.text().includes('404') && errors.push(`${name}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
    await page.goto(`${server.url}/demo?options=${encodeURIComponent(JSON.stringify(options))}`);
    await page.waitForTimeout(800);
    if (act) await act(page);
    await page.screenshot({ path: out(name) });
    await page.close();
  };
  await shoot('desktop-open', { appToken: 'demo', startOpen: true, labels: { onboardingMessage: 'Welcome to the shop!' }, menuActions: [{ label: 'Start over', message: { type: 'text', payload: { value: 'restart' } } }] }, { width: 1100, height: 720 }, async (p) => {
    await p.getByTestId('input').fill('Can I change the delivery address?');
  });
  await shoot('desktop-closed', { appToken: 'demo-closed' }, { width: 1100, height: 720 });
  await shoot('phone-open', { appToken: 'demo-phone', startOpen: true }, { width: 390, height: 740 }, async (p) => {
    await p.getByTestId('quick-reply').first().click();
    await p.waitForTimeout(1000);
  });
  await shoot('embedded', { appToken: 'demo-embed', embeddedContainerId: 'embed', theme: { fluid: true, colors: { main: '#1f6f5c', primary: '#1f6f5c' } } }, { width: 800, height: 640 });
  console.log(errors.length ? errors.join('\n') : 'no console errors');
} finally {
  await browser.close();
  await server.close();
}
