import type { TestingApi } from '@parley/testing';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPage as check, focused, hasChromium, shots, startPortal, tabTo, warnIfNoChromium, WIDTHS, type Width } from './browser';

// The account and the team in Chromium, at a desktop and a phone width: changing the password (by
// keyboard alone), logging out here and everywhere, a forgotten password reset by the link of the
// server log, an invitation accepted after signing up or logging in, the members tab, and what a
// viewer is not offered. axe-core and the page's width are checked on each page.
warnIfNoChromium('portal-accounts.e2e-spec');
const PASSWORD = 'a long enough password';

describe.skipIf(!hasChromium)('accounts, passwords, invitations and members in a browser', () => {
  let api: TestingApi;
  let browser: Browser;
  let base: string;
  /** The api's log: without SMTP_URL the reset e-mails are written there. */
  const logs: string[] = [];
  let n = 0;

  const json = async (method: string, path: string, token: string | null, body?: unknown) => {
    const res = await fetch(`${base}/portal/api${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  };
  /** Whether the api takes a session token. */
  const works = async (token: string) => (await json('GET', '/me', token)).status === 200;
  const signUp = async (name: string, password = PASSWORD) => {
    const email = `${name.toLowerCase().replace(/\W/g, '')}-${process.pid}-${++n}@example.com`;
    const res = await json('POST', '/accounts', null, { email, password, name });
    expect(res.status).toBe(201);
    return { email, name, token: res.body!.token as string, id: (res.body!.account as { id: string }).id };
  };
  const logIn = async (email: string, password = PASSWORD) => {
    const res = await json('POST', '/sessions', null, { email, password });
    return res.status === 200 ? (res.body!.token as string) : null;
  };

  beforeAll(async () => {
    ({ api, base, browser } = await startPortal({ LOG_LEVEL: 'warn', logStream: { write: (s: string) => void logs.push(s) } }));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  /** A page at this width, logged in with `token` (once: a later reload does not log in again). */
  async function open(width: Width, path: string, token?: string): Promise<{ page: Page; problems: string[] }> {
    // bypassCSP: axe-core is injected into the page, which the portal's policy would refuse.
    const page = await browser.newPage({ viewport: { width: width.width, height: width.height }, bypassCSP: true });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    // The 4xx are the refusals the tests provoke (wrong password, used link...).
    page.on('console', (m) => m.type() === 'error' && !/status of 4\d\d/.test(m.text()) && problems.push(m.text()));
    page.on('dialog', (d) => void d.accept());
    if (token) {
      await page.goto(`${base}/portal/login`);
      await page.evaluate((t) => localStorage.setItem('parley.portal.session', t), token);
    }
    await page.goto(`${base}${path}`);
    return { page, problems };
  }

  const fieldError = (page: Page, label: string) => page.locator('.field', { has: page.getByLabel(label, { exact: true }) }).locator('.error');

  for (const width of WIDTHS) {
    it(`changes the password by keyboard alone, each rule's problem next to its field; the other sessions end (${width.width} px)`, async () => {
      const me = await signUp('Ada');
      const elsewhere = (await logIn(me.email))!;
      const { page, problems } = await open(width, '/portal/', me.token);
      await page.getByRole('heading', { name: 'Your Apps' }).waitFor();

      // The header's Account link, then the page's heading has the focus.
      await tabTo(page, /^a Account$/);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/portal/account');
      await page.getByRole('heading', { name: 'Your account' }).waitFor();
      await expect.poll(() => focused(page)).toBe('h1 Your account');
      await check(page, `account ${width.name}`);

      await tabTo(page, /^input Current password$/);
      await page.keyboard.type('not my password');
      await page.keyboard.press('Tab');
      await page.keyboard.type('short');
      await page.keyboard.press('Enter');
      await expect.poll(() => fieldError(page, 'New password').textContent()).toBe('The new password must be at least 10 characters.');
      await check(page, `account with problems ${width.name}`);
      await page.screenshot({ path: join(shots, `account-problems-${width.name}.png`), fullPage: true });
      // A common password, then the right length but the wrong current password.
      await page.keyboard.press('Control+A');
      await page.keyboard.type('qwertyuiop');
      await page.keyboard.press('Enter');
      await expect.poll(() => fieldError(page, 'New password').textContent()).toBe('The new password is one of the most common passwords (found in breaches): choose another.');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('my brand new secret');
      await page.keyboard.press('Enter');
      await expect.poll(() => fieldError(page, 'Current password').textContent()).toBe('The password typed here is not the current password.');
      expect(await fieldError(page, 'New password').count()).toBe(0);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Control+A');
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await page.getByText('Password changed.').waitFor();
      expect(await page.getByLabel('Current password').inputValue()).toBe('');

      // This session goes on, the other one ended; the new password logs in, the old one not.
      expect(await works(me.token)).toBe(true);
      expect(await works(elsewhere)).toBe(false);
      expect(await logIn(me.email)).toBeNull();
      expect(await logIn(me.email, 'my brand new secret')).not.toBeNull();
      await check(page, `account changed ${width.name}`);
      expect(problems).toEqual([]);
      await page.close();
    }, 60_000);

    it(`logs out on the server, and logs out everywhere (${width.width} px)`, async () => {
      const me = await signUp('Grace');
      const elsewhere = (await logIn(me.email))!;
      // Log in through the page, then log out: the page's own token is refused afterwards.
      const { page, problems } = await open(width, '/portal/login');
      await page.getByLabel('E-mail').fill(me.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('heading', { name: 'Your Apps' }).waitFor();
      const token = (await page.evaluate(() => localStorage.getItem('parley.portal.session')))!;
      expect(await works(token)).toBe(true);
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL('**/portal/login');
      expect(await works(token)).toBe(false);
      expect(await works(elsewhere)).toBe(true);

      // Back in, then out everywhere: every session of the account ends, and the page shows the log-in.
      await page.getByLabel('E-mail').fill(me.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('link', { name: 'Account', exact: true }).click();
      await page.getByRole('button', { name: 'Log out everywhere' }).click();
      await page.waitForURL('**/portal/login');
      await page.getByText('Logged out everywhere: 3 sessions ended.').waitFor();
      for (const t of [me.token, elsewhere]) expect(await works(t)).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('parley.portal.session'))).toBeNull();
      await check(page, `login after logging out everywhere ${width.name}`);
      expect(problems).toEqual([]);
      await page.close();
    }, 60_000);

    it(`resets a forgotten password with the link of the server log, once (${width.width} px)`, async () => {
      const me = await signUp('Hedy');
      const { page, problems } = await open(width, '/portal/login');
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      await check(page, `login ${width.name}`);

      // By keyboard: the link under the form, then the e-mail.
      await tabTo(page, /^a Forgot your password\?$/);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/portal/forgot-password');
      await expect.poll(() => focused(page)).toBe('h1 Forgot your password?');
      await check(page, `forgot password ${width.name}`);
      // An e-mail without an account gets the same answer, and no link is written anywhere.
      logs.length = 0;
      const nobody = `nobody-${process.pid}-${++n}@example.com`;
      await tabTo(page, /^input E-mail$/);
      await page.keyboard.type(nobody);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
      const neutral = (await page.locator('.notice.ok').textContent())!.replace(nobody, '<e-mail>');
      await check(page, `reset link sent ${width.name}`);
      await page.screenshot({ path: join(shots, `forgot-sent-${width.name}.png`), fullPage: true });

      await page.getByRole('link', { name: 'Back to log in' }).click();
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByLabel('E-mail').fill(me.email);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
      expect((await page.locator('.notice.ok').textContent())!.replace(me.email, '<e-mail>')).toBe(neutral);
      await expect.poll(() => logs.join('')).toContain('reset-password#token=');
      expect(logs.join('')).not.toContain(nobody);
      const link = new URL(/(https?:\/\/[^\s"\\]+\/portal\/reset-password#token=[\w-]+)/.exec(logs.join(''))![1]!);
      expect(link.pathname).toBe('/portal/reset-password');

      await page.goto(`${base}${link.pathname}${link.hash}`);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await check(page, `reset password ${width.name}`);
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Set the new password' }).click();
      await expect.poll(() => fieldError(page, 'New password').textContent()).toBe('The new password must be at least 10 characters.');
      await page.getByLabel('New password', { exact: true }).fill('a reset new password');
      await page.getByRole('button', { name: 'Set the new password' }).click();
      await page.waitForURL('**/portal/login');
      await page.getByText('Your password is changed').waitFor();
      expect(await works(me.token)).toBe(false);
      await page.getByLabel('E-mail').fill(me.email);
      await page.getByLabel('Password').fill('a reset new password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('heading', { name: 'Your Apps' }).waitFor();

      // The link worked once.
      await page.goto(`${base}${link.pathname}${link.hash}`);
      await page.getByLabel('New password', { exact: true }).fill('yet another password');
      await page.getByRole('button', { name: 'Set the new password' }).click();
      await page.locator('.notice.error', { hasText: 'expired, was used already' }).waitFor();
      await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
      await check(page, `used reset link ${width.name}`);
      expect(await logIn(me.email, 'a reset new password')).not.toBeNull();
      expect(problems).toEqual([]);
      await page.close();
    }, 60_000);

    it(`invites by link; the invited person signs up or logs in, comes back, accepts, and sees only what a viewer may do (${width.width} px)`, async () => {
      const owner = await signUp('Olive');
      const created = await json('POST', '/apps', owner.token, { name: 'Team bot' });
      const appId = (created.body!.app as { id: string }).id;
      const key = (created.body!.key as { key: string }).key;
      const qna = await fetch(`${base}/trainer/api/v0/qnas`, {
        method: 'POST',
        headers: { 'app-id': appId, 'app-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Opening hours', utterances: [{ value: 'when are you open' }], answers: [[{ type: 'text', payload: { value: '9 to 5.' } }]] }),
      });
      expect(qna.status).toBe(201);

      // The owner makes the link in the Members tab.
      const { page, problems } = await open(width, `/portal/apps/${appId}/members`, owner.token);
      const members = page.getByRole('list', { name: 'Members' });
      await members.waitFor();
      expect(await members.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^Olive \(you\).*Owner$/)]);
      await page.getByText('You are the owner of this App. You can change everything in the App: its settings, keys and members, and its training data.').waitFor();
      await page.getByLabel('Role', { exact: true }).selectOption('viewer');
      await page.getByLabel('Their e-mail (optional)').fill('vic@example.com');
      await page.getByRole('button', { name: 'Make an invitation link' }).click();
      const url = new URL((await page.getByTestId('invite-url').textContent())!.trim());
      expect(url.pathname).toBe('/portal/invite');
      expect(url.hash).toMatch(/^#token=[\w-]{40,}$/);
      expect(await page.getByRole('link', { name: 'E-mail the link to vic@example.com' }).getAttribute('href')).toMatch(/^mailto:vic%40example\.com\?subject=Join%20Team%20bot/);
      await page.getByRole('list', { name: 'Pending invitations' }).getByText('Viewer').waitFor();
      await check(page, `members (owner) ${width.name}`);
      await page.screenshot({ path: join(shots, `members-owner-${width.name}.png`), fullPage: true });

      // The invited person opens it without a session: asked to log in or sign up first.
      const guest = await open(width, `${url.pathname}${url.hash}`);
      const g = guest.page;
      await g.getByRole('heading', { name: 'You are invited to an App' }).waitFor();
      await check(g, `invitation, logged out ${width.name}`);
      let vic: { email: string; token: string };
      if (width.name === 'desktop') {
        await g.getByRole('link', { name: 'Create an account' }).click();
        await g.getByText('Create your account to see your invitation').waitFor();
        const email = `vic-${process.pid}-${++n}@example.com`;
        await g.getByLabel('Name').fill('Vic');
        await g.getByLabel('E-mail').fill(email);
        await g.getByLabel('Password').fill(PASSWORD);
        await g.getByRole('button', { name: 'Create account' }).click();
        vic = { email, token: '' };
      } else {
        const signedUp = await signUp('Vic');
        await g.getByRole('link', { name: 'Log in' }).click();
        await g.getByText('Log in to see your invitation').waitFor();
        await g.getByLabel('E-mail').fill(signedUp.email);
        await g.getByLabel('Password').fill(PASSWORD);
        await g.getByRole('button', { name: 'Log in' }).click();
        vic = signedUp;
      }
      // Back on the invitation, which now says what it offers.
      await g.waitForURL('**/portal/invite');
      await g.getByRole('heading', { name: 'Join “Team bot”' }).waitFor();
      expect(await g.locator('.card').textContent()).toContain('You are invited as a viewer. A viewer can read the training data, conversations and analytics and try the classifier, but not change anything.');
      await check(g, `invitation offer ${width.name}`);
      await g.screenshot({ path: join(shots, `invitation-${width.name}.png`), fullPage: true });
      await g.getByRole('button', { name: 'Accept the invitation' }).click();
      await g.waitForURL(`**/portal/apps/${appId}`);
      await g.getByRole('heading', { name: 'Team bot' }).waitFor();
      vic.token = (await g.evaluate(() => localStorage.getItem('parley.portal.session')))!;

      // A viewer: no Keys tab, no change to the training data, settings read-only without a save; the
      // Inbox to read (answering visitors takes the agent role).
      const tabs = g.getByRole('navigation', { name: 'App sections' });
      expect(await tabs.getByRole('link').allTextContents()).toEqual(['Setup', 'Trainer', 'Inbox', 'Conversations', 'Needs attention', 'Analytics', 'Members', 'Settings']);
      await tabs.getByRole('link', { name: 'Trainer' }).click();
      await g.locator('.item', { hasText: 'Opening hours' }).waitFor();
      expect(await g.getByRole('button', { name: '+ New QnA' }).count()).toBe(0);
      expect(await g.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      expect(await g.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
      await tabs.getByRole('link', { name: 'Settings' }).click();
      await g.getByText("Only the App's owner changes its settings.").waitFor();
      expect(await g.getByRole('button', { name: 'Save settings' }).count()).toBe(0);
      expect(await g.getByRole('button', { name: /Rotate/ }).count()).toBe(0);
      expect(await g.getByLabel('Name', { exact: true }).isDisabled()).toBe(true);
      await check(g, `settings (viewer) ${width.name}`);
      await g.goto(`${base}/portal/apps/${appId}/keys`);
      await g.getByText("The App's keys are shown to its editors and owner.").waitFor();
      expect(await g.getByRole('button', { name: 'Issue a new key' }).count()).toBe(0);
      await g.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Members' }).click();
      const seen = g.getByRole('list', { name: 'Members' });
      await seen.getByRole('listitem').nth(1).waitFor();
      expect(await seen.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^Olive.*Owner$/), expect.stringMatching(/^Vic \(you\).*Viewer$/)]);
      expect(await g.getByRole('combobox').count()).toBe(0);
      expect(await g.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
      expect(await g.getByRole('button', { name: 'Make an invitation link' }).count()).toBe(0);
      await check(g, `members (viewer) ${width.name}`);
      await g.screenshot({ path: join(shots, `members-viewer-${width.name}.png`), fullPage: true });

      // The link worked once.
      await g.goto(`${base}${url.pathname}${url.hash}`);
      await g.locator('.notice.error', { hasText: 'not valid: it expired, was used or withdrawn' }).waitFor();
      await check(g, `used invitation ${width.name}`);

      // The owner makes the viewer an editor: it sees the keys, still without issuing or revoking.
      await page.reload();
      const row = page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: 'Vic' });
      await row.getByLabel('Role of Vic').selectOption('editor');
      await page.getByText('Vic is now an editor.').waitFor();
      expect((await json('GET', `/apps/${appId}`, vic.token)).body!.role).toBe('editor');
      expect(await page.getByRole('list', { name: 'Pending invitations' }).count()).toBe(0);
      await g.goto(`${base}/portal/apps/${appId}/keys`);
      await g.locator('.badge.good', { hasText: 'live' }).waitFor();
      expect(await g.getByRole('button', { name: 'Issue a new key' }).isVisible()).toBe(false);
      expect(await g.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
      // An editor copies the secrets its bot and server need, and cannot rotate them.
      await g.goto(`${base}/portal/apps/${appId}/settings`);
      const identity = g.locator('.copybox', { hasText: 'Identity secret' });
      await identity.waitFor();
      expect(await identity.getByRole('button', { name: 'Copy' }).isEnabled()).toBe(true);
      expect((await g.getByTestId('identity-secret').textContent())?.trim()).not.toBe('');
      expect(await g.getByRole('button', { name: 'Rotate the identity secret' }).isVisible()).toBe(false);

      // The member leaves: the App is gone from its list.
      await g.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Members' }).click();
      await g.getByRole('button', { name: 'Leave the App' }).click();
      await g.getByRole('heading', { name: 'No App yet' }).waitFor();
      expect(await g.locator('.app-card').count()).toBe(0);
      expect((await json('GET', `/apps/${appId}`, vic.token)).status).toBe(404);
      expect(problems).toEqual([]);
      expect(guest.problems).toEqual([]);
      await g.close();
      await page.close();
    }, 90_000);

    it(`lets the owner remove a member and withdraw an invitation; an editor sees no owner action (${width.width} px)`, async () => {
      const owner = await signUp('Olga');
      const editor = await signUp('Eve');
      const appId = ((await json('POST', '/apps', owner.token, { name: 'Shop bot' })).body!.app as { id: string }).id;
      const invite = async (role: string) => (await json('POST', `/apps/${appId}/invites`, owner.token, { role })).body as { token: string };
      expect((await json('POST', '/invites/accept', editor.token, { token: (await invite('editor')).token })).status).toBe(200);
      await invite('viewer');

      // The editor: the members, but no role to change, no one to remove, no invitation to make.
      const asEditor = await open(width, `/portal/apps/${appId}/members`, editor.token);
      await asEditor.page.getByRole('list', { name: 'Members' }).getByRole('listitem').nth(1).waitFor();
      expect(await asEditor.page.getByRole('combobox').count()).toBe(0);
      expect(await asEditor.page.getByRole('button', { name: /^Remove|Withdraw|Make an invitation link/ }).count()).toBe(0);
      expect(await asEditor.page.getByRole('list', { name: 'Pending invitations' }).count()).toBe(0);
      await asEditor.page.close();

      const { page, problems } = await open(width, `/portal/apps/${appId}/members`, owner.token);
      const pending = page.getByRole('list', { name: 'Pending invitations' });
      await pending.getByRole('listitem').first().waitFor();
      await pending.getByRole('button', { name: 'Withdraw' }).click();
      await page.getByText('Invitation withdrawn').waitFor();
      await expect.poll(() => pending.count()).toBe(0);
      expect((await json('GET', `/apps/${appId}/invites`, owner.token)).body).toEqual([]);
      await page.getByRole('button', { name: 'Remove Eve' }).click();
      await page.getByText('Eve is no longer a member.').waitFor();
      await expect.poll(() => page.getByRole('list', { name: 'Members' }).getByRole('listitem').count()).toBe(1);
      expect((await json('GET', `/apps/${appId}`, editor.token)).status).toBe(404);
      // The owner has nothing to leave.
      expect(await page.getByRole('button', { name: 'Leave the App' }).count()).toBe(0);
      await check(page, `members after removal ${width.name}`);
      expect(problems).toEqual([]);
      await page.close();
    }, 60_000);
  }
});
