import { createTestingApi, startSmtpSink, type ReceivedMail, type SmtpSink, type TestingApi } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Portal accounts: sessions the server ends, password change and reset links, password rules, abuse limits. */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const PASSWORD = 'correct horse battery';

let n = 0;

function client(api: TestingApi) {
  const call = (method: Method, url: string, payload?: object, token = '', address?: string) =>
    api.app.inject({
      method,
      url: `/portal/api${url}`,
      payload,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(address ? { 'x-forwarded-for': address } : {}) },
    });
  const signUp = async (password = PASSWORD) => {
    const email = `acct-${randomUUID()}@example.com`;
    // Each from an address of its own, beside the sign-up limit of the tests that set one.
    const res = await call('POST', '/accounts', { email, password, name: 'Ada' }, '', `203.0.113.${++n % 250}`);
    expect(res.statusCode).toBe(201);
    return { email, token: res.json().token as string };
  };
  const logIn = (email: string, password: string, address?: string) => call('POST', '/sessions', { email, password }, '', address);
  return { call, signUp, logIn };
}

// Nest's logger is one per process, the last api's: this describe reads its api's log while no other
// api is made.
describe('passwords', () => {
  let api: TestingApi;
  let c: ReturnType<typeof client>;
  const logs: string[] = [];

  beforeAll(async () => {
    api = await createTestingApi({ LOG_LEVEL: 'warn', logStream: { write: (s: string) => void logs.push(s) } });
    c = client(api);
  });
  afterAll(() => api.close());

  it('refuses short and common passwords at sign-up with a 400 naming the rule', async () => {
    const short = await c.call('POST', '/accounts', { email: `a-${randomUUID()}@example.com`, password: 'abc123', name: 'A' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([{ field: 'password', problem: 'must be at least 10 characters' }]);
    for (const common of ['password123', 'qwertyuiop', 'Password1234', '1q2w3e4r5t']) {
      const res = await c.call('POST', '/accounts', { email: `a-${randomUUID()}@example.com`, password: common, name: 'A' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: 'password', problem: expect.stringMatching(/most common passwords/) }]);
    }
    const long = await c.call('POST', '/accounts', { email: `a-${randomUUID()}@example.com`, password: 'x'.repeat(201), name: 'A' });
    expect(long.json().details).toEqual([{ field: 'password', problem: 'must be at most 200 characters' }]);
  });

  it('changes the password given the current one; other sessions end, this one goes on', async () => {
    const { email, token } = await c.signUp();
    const other = (await c.logIn(email, PASSWORD)).json().token as string;

    const wrong = await c.call('PUT', '/me/password', { currentPassword: 'not my password', newPassword: 'a brand new secret' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([{ field: 'currentPassword', problem: 'is not the current password' }]);
    const weak = await c.call('PUT', '/me/password', { currentPassword: PASSWORD, newPassword: 'iloveyou12' }, token);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toEqual([{ field: 'newPassword', problem: expect.stringMatching(/most common passwords/) }]);
    expect((await c.call('GET', '/me', undefined, other)).statusCode).toBe(200);

    expect((await c.call('PUT', '/me/password', { currentPassword: PASSWORD, newPassword: 'a brand new secret' }, token)).statusCode).toBe(204);
    expect((await c.call('GET', '/me', undefined, token)).statusCode).toBe(200);
    expect((await c.call('GET', '/me', undefined, other)).statusCode).toBe(401);
    expect((await c.logIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await c.logIn(email, 'a brand new secret')).statusCode).toBe(200);
  });

  it('without SMTP_URL in development writes the reset link to the log; the link works once and ends every session', async () => {
    const { email, token } = await c.signUp();
    logs.length = 0;
    expect((await c.call('POST', '/password-resets', { email })).statusCode).toBe(202);
    await expect.poll(() => logs.join('')).toContain('/portal/reset-password#token=');
    const resetToken = /reset-password#token=([\w-]+)/.exec(logs.join(''))![1]!;

    const weak = await c.call('POST', '/password-resets/use', { token: resetToken, password: 'short' });
    expect(weak.json().details).toEqual([{ field: 'password', problem: 'must be at least 10 characters' }]);
    expect((await c.call('POST', '/password-resets/use', { token: resetToken, password: 'reset and renewed' })).statusCode).toBe(204);
    expect((await c.call('GET', '/me', undefined, token)).statusCode).toBe(401);
    expect((await c.logIn(email, 'reset and renewed')).statusCode).toBe(200);
    const again = await c.call('POST', '/password-resets/use', { token: resetToken, password: 'another new one!' });
    expect(again.statusCode).toBe(400);
    expect(again.json().details).toEqual([{ field: 'token', problem: expect.stringMatching(/not a valid reset link/) }]);
  });

  /** Asks for a reset link of `email` and reads it from the log (development without SMTP_URL). */
  async function resetLink(email: string): Promise<string> {
    logs.length = 0;
    expect((await c.call('POST', '/password-resets', { email })).statusCode).toBe(202);
    await expect.poll(() => logs.join('')).toContain('/portal/reset-password#token=');
    return /reset-password#token=([\w-]+)/.exec(logs.join(''))![1]!;
  }

  it('cancels the reset links asked for before a password change', async () => {
    const { email, token } = await c.signUp();
    const before = await resetLink(email);
    expect((await c.call('PUT', '/me/password', { currentPassword: PASSWORD, newPassword: 'changed since the link' }, token)).statusCode).toBe(204);
    const used = await c.call('POST', '/password-resets/use', { token: before, password: 'taken over by the link' });
    expect(used.statusCode).toBe(400);
    expect(used.json().details).toEqual([{ field: 'token', problem: expect.stringMatching(/not a valid reset link: .*cancelled by a password change/) }]);
    // The account is as its owner left it: the session goes on, the new password works.
    expect((await c.call('GET', '/me', undefined, token)).statusCode).toBe(200);
    expect((await c.logIn(email, 'taken over by the link')).statusCode).toBe(401);
    expect((await c.logIn(email, 'changed since the link')).statusCode).toBe(200);
    // A link asked for after the change works.
    expect((await c.call('POST', '/password-resets/use', { token: await resetLink(email), password: 'reset after the change' })).statusCode).toBe(204);
  });

  it('cancels the reset links asked for before a log out everywhere', async () => {
    const { email, token } = await c.signUp();
    const first = await resetLink(email);
    const second = await resetLink(email);
    expect((await c.call('DELETE', '/sessions', undefined, token)).json()).toEqual({ ended: 1 });
    for (const link of [first, second]) {
      const used = await c.call('POST', '/password-resets/use', { token: link, password: 'taken over by the link' });
      expect(used.statusCode).toBe(400);
      expect(used.json().details).toEqual([{ field: 'token', problem: expect.stringMatching(/not a valid reset link/) }]);
    }
    expect((await c.logIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail as a known one, and sends nothing', async () => {
    logs.length = 0;
    const res = await c.call('POST', '/password-resets', { email: `nobody-${randomUUID()}@example.com` });
    expect(res.statusCode).toBe(202);
    await new Promise((r) => setTimeout(r, 200));
    expect(logs.join('')).not.toContain('reset-password#token=');
  });
});

describe('reset links in production without SMTP_URL', () => {
  let api: TestingApi;
  let c: ReturnType<typeof client>;
  const logs: string[] = [];

  beforeAll(async () => {
    api = await createTestingApi({ NODE_ENV: 'production', LOG_LEVEL: 'warn', logStream: { write: (s: string) => void logs.push(s) } });
    c = client(api);
  });
  afterAll(() => api.close());

  it('says at boot that links cannot be e-mailed, and logs that a link was issued, never the link nor its token', async () => {
    expect(logs.join('')).toContain('SMTP_URL is not set: password reset links cannot be e-mailed');
    const { email, token } = await c.signUp();
    const me = (await c.call('GET', '/me', undefined, token)).json() as { id: string };
    logs.length = 0;
    expect((await c.call('POST', '/password-resets', { email })).statusCode).toBe(202);
    await expect.poll(() => logs.join('')).toContain(`Password reset link issued for account ${me.id}: not e-mailed, SMTP_URL is not set`);
    const log = logs.join('');
    expect(log).toContain('npm run account:password');
    expect(log).not.toContain('reset-password');
    expect(log).not.toContain('token=');
    expect(log).not.toContain(email);
  });
});

describe('sessions the server ends', () => {
  let api: TestingApi;
  let c: ReturnType<typeof client>;

  beforeAll(async () => {
    api = await createTestingApi();
    c = client(api);
  });
  afterAll(() => api.close());

  it('refuses a logged-out session (401) on the portal and on an App, while another session goes on', async () => {
    const { email, token } = await c.signUp();
    const other = (await c.logIn(email, PASSWORD)).json().token as string;
    const app = (await c.call('POST', '/apps', { name: 'Bot' }, token)).json().app;
    const onApp = (t: string) =>
      api.app.inject({ method: 'GET', url: '/trainer/api/v0/qnas', headers: { authorization: `Bearer ${t}`, 'app-id': app.id } });
    expect((await onApp(token)).statusCode).toBe(200);

    expect((await c.call('DELETE', '/sessions/current', undefined, token)).statusCode).toBe(204);
    const refused = await c.call('GET', '/me', undefined, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/ended/);
    expect((await onApp(token)).statusCode).toBe(401);
    expect((await c.call('GET', '/me', undefined, other)).statusCode).toBe(200);
    expect((await onApp(other)).statusCode).toBe(200);
  });

  it('logs out everywhere: every session of the account is refused, other accounts keep theirs', async () => {
    const { email, token } = await c.signUp();
    const second = (await c.logIn(email, PASSWORD)).json().token as string;
    const stranger = await c.signUp();
    const res = await c.call('DELETE', '/sessions', undefined, second);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await c.call('GET', '/me', undefined, token)).statusCode).toBe(401);
    expect((await c.call('GET', '/me', undefined, second)).statusCode).toBe(401);
    expect((await c.call('GET', '/me', undefined, stranger.token)).statusCode).toBe(200);
    // Logging in again works.
    expect((await c.logIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a token signed with the right secret but naming no session (made before sessions had ids)', async () => {
    const { token } = await c.signUp();
    const me = (await c.call('GET', '/me', undefined, token)).json();
    const { JwtService } = await import('@nestjs/jwt');
    const old = await api.app.get(JwtService).signAsync({ sub: me.id });
    expect((await c.call('GET', '/me', undefined, old)).statusCode).toBe(401);
  });
});

describe('profile: display name and picture', () => {
  let api: TestingApi;
  let c: ReturnType<typeof client>;

  beforeAll(async () => {
    api = await createTestingApi();
    c = client(api);
  });
  afterAll(() => api.close());

  it('sets the name and an https: picture, which GET /me and the next log-in return; "" removes the picture', async () => {
    const { email, token } = await c.signUp();
    expect((await c.call('GET', '/me', undefined, token)).json().avatarUrl).toBeUndefined();

    const url = 'https://cdn.example.com/people/ada.png?size=64';
    const set = await c.call('PATCH', '/me', { name: 'Ada L.', avatarUrl: url }, token);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ email, name: 'Ada L.', avatarUrl: url });
    expect((await c.call('GET', '/me', undefined, token)).json()).toMatchObject({ name: 'Ada L.', avatarUrl: url });
    expect((await c.logIn(email, PASSWORD)).json().account).toMatchObject({ name: 'Ada L.', avatarUrl: url });

    // A field left out stays as it is.
    expect((await c.call('PATCH', '/me', { name: 'Ada' }, token)).json()).toMatchObject({ name: 'Ada', avatarUrl: url });

    const cleared = await c.call('PATCH', '/me', { avatarUrl: '' }, token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().avatarUrl).toBeUndefined();
    expect((await c.call('GET', '/me', undefined, token)).json()).toMatchObject({ name: 'Ada' });
    expect((await c.call('GET', '/me', undefined, token)).json().avatarUrl).toBeUndefined();
  });

  it('refuses a picture that is not an absolute https: URL of at most 500 characters without credentials, with a 400 naming the problem', async () => {
    const { token } = await c.signUp();
    await c.call('PATCH', '/me', { avatarUrl: 'https://cdn.example.com/kept.png' }, token);
    const cases: [unknown, RegExp][] = [
      ['http://cdn.example.com/a.png', /https/],
      ['javascript:alert(1)', /https/],
      ['data:image/png;base64,AAAA', /https/],
      ['/images/a.png', /absolute/],
      ['https://user:secret@cdn.example.com/a.png', /user name or password/],
      ['https://user@cdn.example.com/a.png', /user name or password/],
      [`https://cdn.example.com/${'a'.repeat(480)}.png`, /at most 500 characters/],
      [42, /string/],
    ];
    for (const [avatarUrl, problem] of cases) {
      const res = await c.call('PATCH', '/me', { avatarUrl } as object, token);
      expect(res.statusCode, String(avatarUrl)).toBe(400);
      expect(res.json().details, String(avatarUrl)).toEqual([{ field: 'avatarUrl', problem: expect.stringMatching(problem) }]);
    }
    expect((await c.call('PATCH', '/me', { name: '' }, token)).statusCode).toBe(400);
    expect((await c.call('PATCH', '/me', { avatarUrl: 'https://x.example/a.png' })).statusCode).toBe(401);
    // Nothing refused was stored.
    expect((await c.call('GET', '/me', undefined, token)).json()).toMatchObject({ name: 'Ada', avatarUrl: 'https://cdn.example.com/kept.png' });
  });
});

describe('reset links by SMTP', () => {
  let api: TestingApi;
  let smtp: SmtpSink;
  let mails: ReceivedMail[];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    mails = smtp.mails;
    api = await createTestingApi({ SMTP_URL: smtp.url, MAIL_FROM: 'Parley <robot@example.com>', PUBLIC_API_URL: 'https://parley.example' });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('e-mails a one-time link to the account, which sets a new password', async () => {
    const c = client(api);
    const { email } = await c.signUp();
    expect((await c.call('POST', '/password-resets', { email: email.toUpperCase() })).statusCode).toBe(202);
    await expect.poll(() => mails.length, { timeout: 5000 }).toBe(1);
    expect(mails[0]!.to).toBe(email);
    expect(mails[0]!.body).toMatch(/From: Parley <robot@example\.com>/);
    expect(mails[0]!.body).toMatch(/Subject: Reset your Parley password/);
    // Quoted-printable may fold the line: join it back.
    const text = mails[0]!.body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    const token = /https:\/\/parley\.example\/portal\/reset-password#token=([\w-]+)/.exec(text)![1]!;
    expect((await c.call('POST', '/password-resets/use', { token, password: 'mailed new secret' })).statusCode).toBe(204);
    expect((await c.logIn(email, 'mailed new secret')).statusCode).toBe(200);
  });
});

describe('abuse limits', () => {
  let api: TestingApi;
  let c: ReturnType<typeof client>;

  beforeAll(async () => {
    api = await createTestingApi({
      TRUST_PROXY: true,
      LOGIN_FAILURES_PER_ACCOUNT: 3,
      LOGIN_FAILURES_PER_ADDRESS: 8,
      SIGNUPS_PER_HOUR: 3,
      APPS_PER_HOUR: 2,
    });
    c = client(api);
  });
  afterAll(() => api.close());

  it('backs off an e-mail after wrong passwords: 429 with Retry-After, even for the right password', async () => {
    const { email } = await c.signUp();
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await c.logIn(email, `wrong password ${i}`, '192.0.2.10')).statusCode);
    expect(codes).toEqual([401, 401, 401]);
    const locked = await c.logIn(email, PASSWORD, '192.0.2.11');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(locked.json().message).toMatch(/Too many failed log-ins/);
    // After the wait the right password gets in, and the backoff starts over.
    await new Promise((r) => setTimeout(r, Number(locked.headers['retry-after']) * 1000 + 50));
    expect((await c.logIn(email, PASSWORD, '192.0.2.11')).statusCode).toBe(200);
    expect((await c.logIn(email, 'wrong again', '192.0.2.11')).statusCode).toBe(401);
  });

  it('treats an unknown e-mail as a known one: same answer, same limit', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await c.logIn(email, `guess number ${i}`, '192.0.2.20'));
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 429]);
    const known = await c.signUp();
    const wrong = await c.logIn(known.email, 'not the password', '192.0.2.21');
    expect(wrong.json()).toEqual(answers[0]!.json());
  });

  it('spends as long on an unknown e-mail as on a wrong password (the hash is computed either way)', async () => {
    // Three accounts, two wrong passwords each (the third failure of one e-mail would be limited),
    // interleaved with unknown e-mails; the fastest answer of each kind is compared: a busy machine
    // only makes answers slower, so the minimum is the work the server did.
    const emails = await Promise.all([0, 1, 2].map(async () => (await c.signUp()).email));
    const time = async (e: string, address: string) => {
      const t0 = process.hrtime.bigint();
      const answer = await c.logIn(e, 'not the password', address);
      expect(answer.statusCode).toBe(401);
      return Number(process.hrtime.bigint() - t0) / 1e6;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await time(emails[i % 3]!, `192.0.2.3${i}`));
      unknown.push(await time(`nobody-${randomUUID()}@example.com`, `192.0.2.4${i}`));
    }
    // Without the hash an unknown e-mail answered in a tenth of the time.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
  });

  it('limits failed log-ins per address, whatever the e-mails', async () => {
    const codes = [];
    for (let i = 0; i < 9; i++) codes.push((await c.logIn(`spray-${i}-${randomUUID()}@example.com`, 'Summer2024!!', '192.0.2.50')).statusCode);
    expect(codes.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(codes[8]).toBe(429);
    const { email } = await c.signUp();
    expect((await c.logIn(email, PASSWORD, '192.0.2.50')).statusCode).toBe(429);
    expect((await c.logIn(email, PASSWORD, '192.0.2.51')).statusCode).toBe(200);
  });

  it('limits sign-ups per address', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await c.call('POST', '/accounts', { email: `s-${randomUUID()}@example.com`, password: PASSWORD, name: 'S' }, '', '192.0.2.60')).statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 429]);
    expect((await c.call('POST', '/accounts', { email: `s-${randomUUID()}@example.com`, password: PASSWORD, name: 'S' }, '', '192.0.2.61')).statusCode).toBe(201);
  });

  it('limits App creation per account and per address', async () => {
    const { token } = await c.signUp();
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await c.call('POST', '/apps', { name: `Bot ${i}` }, token, `192.0.2.7${i}`)).statusCode);
    expect(codes).toEqual([201, 201, 429]);
    const limited = await c.call('POST', '/apps', { name: 'Bot' }, token, '192.0.2.79');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toMatch(/this account/);
    // Two other accounts from one address: the address's limit.
    const a = await c.signUp();
    const b = await c.signUp();
    expect((await c.call('POST', '/apps', { name: 'A' }, a.token, '192.0.2.80')).statusCode).toBe(201);
    expect((await c.call('POST', '/apps', { name: 'B' }, b.token, '192.0.2.80')).statusCode).toBe(201);
    expect((await c.call('POST', '/apps', { name: 'B2' }, b.token, '192.0.2.80')).json().message).toMatch(/this address/);
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
    const api = await createTestingApi({ SIGNUPS_PER_HOUR: 1 });
    try {
      const c = client(api);
      const first = await c.call('POST', '/accounts', { email: `x-${randomUUID()}@example.com`, password: PASSWORD, name: 'X' }, '', '192.0.2.90');
      expect(first.statusCode).toBe(201);
      // Another forwarded address does not make another client: the peer is the same.
      const second = await c.call('POST', '/accounts', { email: `x-${randomUUID()}@example.com`, password: PASSWORD, name: 'X' }, '', '192.0.2.91');
      expect(second.statusCode).toBe(429);
    } finally {
      await api.close();
    }
  });
});
