import type { TestingApi } from '@parley/testing';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCardTable, checkPage, focused, hasChromium, openPage, shots, signUpWithApp, startPortal, warnIfNoChromium, WIDTHS, type Width } from './browser';

// An App's entities in the trainer, in Chromium: one made from a pasted list and grown from an
// uploaded file, its values found as a test sentence is typed (a typo read fuzzily, a synonym); a
// hostile pattern refused with the API's problem under it; a viewer reads them and changes nothing.
warnIfNoChromium('portal-entities.e2e-spec');

describe.skipIf(!hasChromium)('the entities of an App in a browser', () => {
  let api: TestingApi;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    ({ api, base, browser } = await startPortal());
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  async function open(width: Width, path: string, token: string): Promise<{ page: Page; problems: string[] }> {
    const opened = await openPage(browser, base, width, path, token);
    opened.page.on('dialog', (d) => void d.accept());
    // The 400 of a refused pattern is what a test provokes; anything else logged is a problem.
    opened.page.on('console', (m) => m.type() === 'error' && !/status of 400/.test(m.text()) && opened.problems.push(m.text()));
    return opened;
  }

  /** The App's entity types as its bot reads them with its key. */
  async function stored(a: { appId: string; key: string }) {
    const headers = { 'app-id': a.appId, 'app-key': a.key };
    const list = (await (await fetch(`${base}/trainer/api/v0/entities`, { headers })).json()) as { _content: { id: string; name: string }[] };
    return Promise.all(
      list._content.map(async (t) => ((await (await fetch(`${base}/trainer/api/v0/entities/${t.id}`, { headers })).json()) as { entity: unknown }).entity),
    );
  }

  /** What the test sentence finds: each match's text, canonical value and how it matched. */
  const found = (page: Page) =>
    page
      .getByRole('list', { name: 'Entities found' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => [li.querySelector('.tag')?.textContent, li.querySelector('q')?.textContent, li.querySelector('strong')?.textContent, li.querySelector('.how')?.textContent]));

  for (const width of WIDTHS) {
    it(`makes "plan" from a pasted list, grows it from a file, and finds its values in a test sentence, a typo too (${width.width} px)`, async () => {
      const a = await signUpWithApp(base, `entities-${width.name}`);
      const { page, problems } = await open(width, `/apps/${a.appId}/trainer`, a.token);

      // The trainer's third tab, a page of its own.
      await page.getByRole('tab', { name: 'Entities' }).click();
      await page.waitForURL(`**/portal/apps/${a.appId}/trainer/entities`);
      await page.getByText('No entity in English yet.').waitFor();
      await checkPage(page, `entities, none yet ${width.name}`);

      await page.getByRole('button', { name: '+ New entity' }).click();
      expect(await focused(page)).toBe('input Name');
      await page.getByLabel('Name', { exact: true }).fill('plan');
      await page.getByLabel('Fuzzy').check();
      await page.getByLabel('Paste a list').fill(['basic: starter, free', 'pro: professional, premium', 'enterprise: business, corporate'].join('\n'));
      await page.getByRole('button', { name: 'Add the pasted values' }).click();
      await page.getByText('3 values added (3 in all). Save to keep them.').waitFor();
      expect(await page.getByLabel('Paste a list').inputValue()).toBe('');
      expect(await page.getByLabel('Value 3', { exact: true }).inputValue()).toBe('enterprise');
      expect(await page.getByLabel('Synonyms of value 3').inputValue()).toBe('business, corporate');
      // Until it is saved, the test sentence says it does not test the draft.
      await page.getByText('Your unsaved changes are not tested').waitFor();
      await checkPage(page, `entity editor ${width.name}`);
      await page.screenshot({ path: join(shots, `entity-editor-${width.name}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Create entity' }).click();

      const row = page.getByRole('row').filter({ hasText: 'plan' });
      await row.waitFor();
      expect(await row.locator('td[data-label]').allTextContents()).toEqual(['plan', '3', 'None', 'Yes']);
      // Back on the list, the keyboard is on the entity's Edit button.
      await expect.poll(() => focused(page)).toBe('button Edit plan');
      expect(await stored(a)).toEqual([
        {
          id: expect.any(String),
          name: 'plan',
          language: 'en',
          fuzzy: true,
          patterns: [],
          valueCount: 3,
          values: [
            { value: 'basic', synonyms: ['starter', 'free'] },
            { value: 'pro', synonyms: ['professional', 'premium'] },
            { value: 'enterprise', synonyms: ['business', 'corporate'] },
          ],
        },
      ]);

      // Typed with a typo, found fuzzily; a synonym, found as its value.
      await page.getByLabel('Test sentence').fill("I'd like the entreprise plan");
      await expect.poll(() => found(page), { timeout: 15_000 }).toEqual([['plan', 'entreprise', 'enterprise', 'fuzzy, 1 typo']]);
      expect(await page.getByTestId('entity-sentence').locator('mark').allTextContents()).toEqual(['entreprise']);
      await checkPage(page, `entities found ${width.name}`);
      await checkCardTable(page.getByRole('region', { name: 'Entities in English' }), width, `entities ${width.name}`);
      await page.screenshot({ path: join(shots, `entities-${width.name}.png`), fullPage: true });
      await page.getByLabel('Test sentence').fill('Is there a corporate offer, or just free?');
      await expect.poll(() => found(page)).toEqual([
        ['plan', 'corporate', 'enterprise', 'synonym “corporate”'],
        ['plan', 'free', 'basic', 'synonym “free”'],
      ]);

      // A file adds a value and a synonym to one already there (a CSV with a header row).
      await page.getByRole('button', { name: 'Edit plan' }).click();
      await page.getByLabel('Value 3', { exact: true }).waitFor();
      await page.getByLabel('Upload a file (.txt or .csv)').setInputFiles({ name: 'more-plans.csv', mimeType: 'text/csv', buffer: Buffer.from('value,synonym,synonym\nteam,squad,group\npro,pro plus\n') });
      await page.getByText('1 value added, 1 given more synonyms (4 in all). Save to keep them.').waitFor();
      expect(await page.getByLabel('Synonyms of value 2').inputValue()).toBe('professional, premium, pro plus');
      // A line the reader cannot take: nothing of the file is added, the line is named.
      await page.getByLabel('Upload a file (.txt or .csv)').setInputFiles({ name: 'broken.txt', mimeType: 'text/plain', buffer: Buffer.from('gold: shiny\n"platinum: rare\n') });
      expect(await page.getByTestId('list-problems').textContent()).toBe('Nothing was added: broken.txt has a problem.Line 2: a quote is not closed');
      await page.getByRole('button', { name: 'Save entity' }).click();
      await expect.poll(() => row.locator('td[data-label="Values"]').textContent()).toBe('4');
      // The saved version is what the sentence is tried on again.
      await page.getByLabel('Test sentence').fill('the squad plan');
      await expect.poll(() => found(page), { timeout: 15_000 }).toEqual([['plan', 'squad', 'team', 'synonym “squad”']]);
      expect(problems).toEqual([]);
      await page.close();
    }, 90_000);
  }

  it('shows the problem of each refused pattern under it, and keeps the entity unsaved until they are fixed', async () => {
    const a = await signUpWithApp(base, 'entity-patterns');
    const { page, problems } = await open(WIDTHS[0], `/apps/${a.appId}/trainer/entities`, a.token);
    await page.getByRole('button', { name: '+ New entity' }).click();
    await page.getByLabel('Name', { exact: true }).fill('order');
    for (const [i, pattern] of ['(a+)+$', 'ORD-\\d{6}', 'x*'].entries()) {
      await page.getByRole('button', { name: '+ Add a pattern' }).click();
      // The row added takes the keyboard.
      await expect.poll(() => focused(page)).toBe(`input Pattern ${i + 1}`);
      await page.keyboard.type(pattern);
    }
    expect(await page.getByLabel('Pattern 2', { exact: true }).inputValue()).toBe('ORD-\\d{6}');
    await page.getByRole('button', { name: 'Create entity' }).click();

    const errorOf = (label: string) => page.locator('.pattern-row', { has: page.getByLabel(label, { exact: true }) }).locator('.error');
    await errorOf('Pattern 1').waitFor();
    expect(await errorOf('Pattern 1').textContent()).toContain('could backtrack catastrophically');
    expect(await errorOf('Pattern 2').count()).toBe(0);
    expect(await errorOf('Pattern 3').textContent()).toBe('matches the empty string, so it would match everywhere');
    expect(await page.getByLabel('Pattern 1', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    const summary = page.getByTestId('entity-problems');
    expect(await summary.textContent()).toMatch(/^The entity was not saved: 2 problems\.Pattern 1 \(\(a\+\)\+\$\): could backtrack.*Pattern 3 \(x\*\): matches the empty string/);
    await checkPage(page, 'refused patterns');
    await page.screenshot({ path: join(shots, 'entity-refused-patterns.png'), fullPage: true });
    expect(await stored(a)).toEqual([]);

    // The bad ones removed: saved, and what the pattern matches is found.
    await page.getByRole('button', { name: 'Remove pattern 3' }).click();
    await page.getByRole('button', { name: 'Remove pattern 1' }).click();
    await page.getByRole('button', { name: 'Create entity' }).click();
    const row = page.getByRole('row').filter({ hasText: 'order' });
    await row.waitFor();
    expect(await row.locator('td[data-label]').allTextContents()).toEqual(['order', '0', 'ORD-\\d{6}', 'No']);
    await page.getByLabel('Test sentence').fill('where is ORD-123456?');
    await expect.poll(() => found(page), { timeout: 15_000 }).toEqual([['order', 'ORD-123456', 'ORD-123456', 'pattern ORD-\\d{6}']]);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('lets a viewer read the entities and try a sentence, and change nothing', async () => {
    const owner = await signUpWithApp(base, 'entity-owner');
    const created = await fetch(`${base}/trainer/api/v0/entities`, {
      method: 'POST',
      headers: { 'app-id': owner.appId, 'app-key': owner.key, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'plan', values: [{ value: 'pro', synonyms: ['professional'] }], patterns: ['PLAN-\\d+'] }),
    });
    expect(created.status).toBe(201);
    const portal = (path: string, token: string, body: unknown) =>
      fetch(`${base}/portal/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const invite = (await (await portal(`/apps/${owner.appId}/invites`, owner.token, { role: 'viewer' })).json()) as { token: string };
    const viewer = await signUpWithApp(base, 'entity-viewer', 'Own bot');
    expect((await portal('/invites/accept', viewer.token, { token: invite.token })).status).toBe(200);

    const width = WIDTHS[1];
    const { page, problems } = await open(width, `/apps/${owner.appId}/trainer/entities`, viewer.token);
    const row = page.getByRole('row').filter({ hasText: 'plan' });
    await row.waitFor();
    expect(await row.locator('td[data-label]').allTextContents()).toEqual(['plan', '1', 'PLAN-\\d+', 'No']);
    expect(await page.getByRole('button', { name: /New entity|^Edit|^Delete/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'View plan' }).click();
    const name = page.getByLabel('Name', { exact: true });
    await name.waitFor();
    for (const field of [name, page.getByLabel('Value 1', { exact: true }), page.getByLabel('Synonyms of value 1'), page.getByLabel('Pattern 1', { exact: true })]) {
      expect(await field.getAttribute('readonly')).not.toBeNull();
    }
    expect(await page.getByLabel('Synonyms of value 1').inputValue()).toBe('professional');
    expect(await page.getByLabel('Fuzzy').isDisabled()).toBe(true);
    expect(await page.getByLabel('Paste a list').count()).toBe(0);
    expect(await page.getByLabel('Upload a file (.txt or .csv)').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Save|Create|Add|Remove/ }).count()).toBe(0);
    await checkPage(page, 'entity read only');
    await page.screenshot({ path: join(shots, 'entity-viewer-phone.png'), fullPage: true });
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => focused(page)).toBe('button View plan');

    await page.getByLabel('Test sentence').fill('I am a professional');
    await expect.poll(() => found(page), { timeout: 15_000 }).toEqual([['plan', 'professional', 'pro', 'synonym “professional”']]);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
