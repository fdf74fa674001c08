import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createTestingApi, type TestingApi } from '@parley/testing';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the portal's browser tests share: Chromium, the built portal, an account, axe-core. */
export const root = join(import.meta.dirname, '../../..');
export const shots = join(import.meta.dirname, 'screenshots');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const hasChromium = existsSync(CHROMIUM);
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 375, height: 740 },
] as const;
export type Width = (typeof WIDTHS)[number];

/** Tells why a spec is skipped on a machine without Chromium. */
export function warnIfNoChromium(spec: string): void {
  if (!hasChromium) console.warn(`[${spec}] SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run does it)`);
}

/** Builds the portal once when it is not built (npm test builds it through build-if-needed). */
export function ensurePortalBuilt(): void {
  if (!existsSync(join(root, 'apps/portal/dist/index.html'))) execSync('npm run --silent build:portal', { cwd: root, stdio: 'inherit' });
}

/**
 * What each browser spec starts with: the built portal served by a listening api (env: its
 * settings, e.g. a log stream), the address to open it at, and Chromium.
 */
export async function startPortal(env: Parameters<typeof createTestingApi>[0] = {}): Promise<{ api: TestingApi; base: string; browser: Browser }> {
  ensurePortalBuilt();
  const api = await createTestingApi({ listen: true, ...env });
  const base = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  mkdirSync(shots, { recursive: true });
  return { api, base, browser };
}

/** An account with one App, made through the API as the portal would: its session, App-Id and App-Key. */
export async function signUpWithApp(base: string, who: string, appName = 'Shop assistant') {
  const signUp = await fetch(`${base}/portal/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${who}-${process.pid}-${Date.now()}@example.com`, password: 'a long enough password', name: who }),
  });
  expect(signUp.status).toBe(201);
  const token = ((await signUp.json()) as { token: string }).token;
  const app = await createApp(base, token, appName);
  return { token, ...app };
}

export async function createApp(base: string, token: string, name: string): Promise<{ appId: string; key: string }> {
  const res = await fetch(`${base}/portal/api/apps`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(res.status).toBe(201);
  const created = (await res.json()) as { app: { id: string }; key: { key: string } };
  return { appId: created.app.id, key: created.key.key };
}

/**
 * A page of the portal at `width`, logged in with `token` (none: logged out); page errors are collected.
 * `place`: the browser's language and time zone (`de-DE`, `America/New_York`), else Chromium's.
 */
export async function openPage(
  browser: Browser,
  base: string,
  width: Width,
  path: string,
  token?: string,
  place: { locale?: string; timezoneId?: string } = {},
): Promise<{ page: Page; problems: string[] }> {
  // bypassCSP: axe-core is injected into the page, which the portal's policy would refuse.
  const page = await browser.newPage({ viewport: { width: width.width, height: width.height }, bypassCSP: true, ...place });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  if (token) await page.addInitScript((t) => localStorage.setItem('parley.portal.session', t), token);
  await page.goto(`${base}/portal${path}`);
  return { page, problems };
}

/** Serious or critical axe-core violations of the page, and whether the page scrolls sideways (soft: every page is reported). */
export async function checkPage(page: Page, what: string): Promise<void> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect.soft(violations, `${what}: axe-core`).toEqual([]);
  const sideways = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect.soft(sideways.scrollWidth, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(sideways.innerWidth);
}

/**
 * A table of `.table cards` in its region (TableWrap): at a phone width each row reads as a card,
 * its cells one under another, each showing its column's label (`data-label`), and the region does
 * not scroll sideways; at a desktop width it is a table, cells side by side, no label of their own.
 */
export async function checkCardTable(region: Locator, width: Width, what: string): Promise<void> {
  const seen = await region.evaluate((el) => {
    const rows = [...el.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')]
        .filter((td) => getComputedStyle(td).display !== 'none')
        .map((td) => {
          const box = td.getBoundingClientRect();
          const before = getComputedStyle(td, '::before');
          const shown =
            before.content.startsWith('"') && before.display !== 'none' && parseFloat(before.width) > 0 && before.visibility === 'visible';
          return {
            label: td.dataset.label ?? null,
            shown: shown ? (JSON.parse(before.content) as string) : null,
            left: Math.round(box.left),
            top: Math.round(box.top),
            bottom: Math.round(box.bottom),
          };
        }),
    );
    return { rows, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, headers: el.querySelectorAll('thead th').length };
  });
  expect(seen.rows.length, `${what}: rows`).toBeGreaterThan(0);
  expect(seen.headers, `${what}: its header row`).toBeGreaterThan(0);
  expect(seen.scrollWidth, `${what}: the table scrolls sideways`).toBeLessThanOrEqual(seen.clientWidth);
  for (const cells of seen.rows) {
    if (width.name === 'phone') {
      expect(
        cells.map((c) => c.shown),
        `${what}: each cell shows its column's label`,
      ).toEqual(cells.map((c) => c.label));
      cells.slice(1).forEach((c, i) => {
        expect(c.left, `${what}: cells one under another`).toBe(cells[0]!.left);
        expect(c.top, `${what}: cells one under another`).toBeGreaterThanOrEqual(cells[i]!.bottom - 1);
      });
    } else {
      expect(
        cells.map((c) => c.shown),
        `${what}: no labels in a table`,
      ).toEqual(cells.map(() => null));
      expect(new Set(cells.map((c) => c.top)).size, `${what}: cells side by side`).toBe(1);
    }
  }
}

/** What has the keyboard focus: its tag, and its accessible text (label, aria-label or content). */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const labelled = (el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
    return `${el.tagName.toLowerCase()} ${labelled.trim()}`;
  });
}

/** Presses Tab until the focus is on what `want` matches (at most `max` presses), as a keyboard user would. */
export async function tabTo(page: Page, want: RegExp, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (want.test(await focused(page))) return;
  }
  throw new Error(`${want} never got the focus in ${max} presses of Tab`);
}
