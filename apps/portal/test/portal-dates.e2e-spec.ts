import type { TestingApi } from '@parley/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { date, dateTime } from '../src/lib/time';
import { hasChromium, openPage, signUpWithApp, startPortal, warnIfNoChromium, WIDTHS } from './browser';

// Dates and times in Chromium set to German in New York: every page writes them one way, in the
// browser's language and time zone (Account, Members, Conversations, a transcript, Keys).
warnIfNoChromium('portal-dates.e2e-spec');

const PLACE = { locale: 'de-DE', timezoneId: 'America/New_York' };
const AS_SEEN = { locale: PLACE.locale, timeZone: PLACE.timezoneId };
/** A German day and time, "28.11.2026, 17:38", or day, "28.11.2026": no "UTC", no AM/PM. */
const GERMAN_TIME = /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/;

describe.skipIf(!hasChromium)("dates in the browser's language and time zone", () => {
  let api: TestingApi;
  let browser: Browser;
  let base: string;
  let a: Awaited<ReturnType<typeof signUpWithApp>>;
  let invite: { createdAt: string; expiresAt: string };
  let account: { createdAt: string };
  // Yesterday at 02:30 UTC: the evening of the day before in New York.
  const today = new Date();
  const said = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1, 2, 30)).toISOString();

  beforeAll(async () => {
    ({ api, base, browser } = await startPortal());
    a = await signUpWithApp(base, 'Dora');
    const portal = (method: string, path: string, body?: unknown) =>
      fetch(`${base}/portal/api${path}`, {
        method,
        headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(async (r) => {
        expect(r.status, path).toBeLessThan(300);
        return r.json() as Promise<Record<string, string>>;
      });
    invite = (await portal('POST', `/apps/${a.appId}/invites`, { role: 'viewer' })) as typeof invite;
    account = (await portal('GET', '/me')) as typeof account;
    const logged = await fetch(`${base}/botmeter/`, {
      method: 'POST',
      headers: { 'app-id': a.appId, 'app-key': a.key, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: 'eve', conversation_id: 'conv-eve', body: 'hello', responses: ['Hi!'], channel: 'messenger', timestamp: Date.parse(said) }),
    });
    expect(logged.status).toBeLessThan(300);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  it('writes them the same way on the Account, Members, Conversations, transcript and Keys pages', async () => {
    const width = WIDTHS[0];
    const open = (path: string) => openPage(browser, base, width, path, a.token, PLACE);
    expect(dateTime(said, AS_SEEN)).toMatch(GERMAN_TIME);

    const acc = await open('/account');
    await acc.page.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await acc.page.locator('.account p.muted').first().textContent()).toContain(`since ${date(account.createdAt, AS_SEEN)}`);
    expect(acc.problems).toEqual([]);
    await acc.page.close();

    const members = await open(`/apps/${a.appId}/members`);
    const pending = members.page.getByRole('list', { name: 'Pending invitations' });
    await pending.waitFor();
    expect(await pending.getByRole('listitem').textContent()).toContain(`made ${dateTime(invite.createdAt, AS_SEEN)}, works until ${dateTime(invite.expiresAt, AS_SEEN)}`);
    expect(members.problems).toEqual([]);
    await members.page.close();

    const conversations = await open(`/apps/${a.appId}/conversations`);
    const row = conversations.page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').first();
    await row.waitFor();
    expect(await row.locator('.conv-head .right').textContent()).toBe(dateTime(said, AS_SEEN));
    expect(conversations.problems).toEqual([]);
    await conversations.page.close();

    const transcript = await open(`/apps/${a.appId}/conversations/conv-eve`);
    const messages = transcript.page.getByRole('list', { name: 'Messages' });
    await messages.waitFor();
    expect(await messages.locator('time').allTextContents()).toEqual([dateTime(said, AS_SEEN), dateTime(said, AS_SEEN)]);
    expect(transcript.problems).toEqual([]);
    await transcript.page.close();

    const keys = await open(`/apps/${a.appId}/keys`);
    const created = keys.page.locator('td[data-label="Created"]').first();
    await created.waitFor();
    expect(await created.getAttribute('title')).toMatch(GERMAN_TIME);
    expect(keys.problems).toEqual([]);
    await keys.page.close();
  }, 60_000);

  it("filters conversations by the browser's days: a message of 02:30 UTC is in the day before, in New York", async () => {
    const { page, problems } = await openPage(browser, base, WIDTHS[0], `/apps/${a.appId}/conversations`, a.token, PLACE);
    const list = page.getByRole('list', { name: 'Conversations' });
    await list.waitFor();
    // YYYY-MM-DD of a moment in New York, as the date fields take it.
    const nyDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: PLACE.timezoneId, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
    const day = nyDay(Date.parse(said));
    expect(day < said.slice(0, 10)).toBe(true);
    await page.getByLabel('From').fill(day);
    await page.getByLabel('To').fill(day);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    // UTC's day of the message is the next one in New York: nothing then.
    const next = said.slice(0, 10);
    await page.getByLabel('From').fill(next);
    await page.getByLabel('To').fill(next);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No conversation matches.').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
