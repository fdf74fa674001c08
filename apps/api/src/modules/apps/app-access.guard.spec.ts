import type { ExecutionContext } from '@nestjs/common';
import { describe, expect, it, vi } from 'vitest';
import type { Limiter } from '@parley/redis';
import type { ApiConfig } from '../../config/config';
import type { SessionsService } from '../accounts/sessions.service';
import { AppAccessGuard, appAccessGuard } from './app-access.guard';
import type { AppCaller, AppContext, AppRequest, AppRole } from './app-context';
import type { AppMembersRepository } from './app-members.repository';
import type { AuthFailures } from './auth-failures';
import type { CredentialsService } from './credentials.service';

const APP: AppContext = {
  id: '3f0a9d52-4d0e-4b8e-9a43-1f2a3b4c5d6e',
  name: 'Shop',
  language: 'en',
  rateLimit: 100,
  rateBurst: 200,
  classificationThreshold: 0.3,
  ambiguityMargin: 0.05,
};
const KEY_CALLER: AppCaller = { app: APP, role: 'editor', via: 'key', accountId: null };

/** The guard of a route needing `role`, over counting fakes of what it asks. */
function setUp(
  role: AppRole,
  accountRole: AppRole | null = 'owner',
  from: 'header' | 'param' = 'header',
  config: Partial<ApiConfig> = { APP_RATE_LIMIT_MAX: 1000 },
) {
  const credentials = { verify: vi.fn(async () => KEY_CALLER), app: vi.fn(async () => APP) };
  const members = { roleOf: vi.fn(async () => accountRole) };
  const sessions = { verify: vi.fn(async () => ({ account: { id: 'account-1' }, sessionId: 'session-1' })) };
  const rates = { take: vi.fn(async () => ({ ok: true, refused: -1, remaining: 199, resetMs: 2000 })) };
  const failures = { retryAfter: vi.fn(() => 0), failed: vi.fn(async () => 0), pending: vi.fn((): Promise<number> | undefined => undefined) };
  const Guard = appAccessGuard(role, from);
  const guard = new Guard(
    credentials as unknown as CredentialsService,
    members as unknown as AppMembersRepository,
    sessions as unknown as SessionsService,
    rates as unknown as Limiter,
    failures as unknown as AuthFailures,
    config as ApiConfig,
  ) as AppAccessGuard;
  const run = async (headers: Record<string, string>, params: Record<string, string> = {}) => {
    const req: AppRequest = { headers, params, ip: '203.0.113.7' };
    const reply = { header: vi.fn() };
    const ctx = { switchToHttp: () => ({ getRequest: () => req, getResponse: () => reply }) } as unknown as ExecutionContext;
    const outcome = await guard.canActivate(ctx).then(
      () => 'in',
      (e: { getStatus(): number; message: string }) => `${e.getStatus()} ${e.message}`,
    );
    return { outcome, req, reply };
  };
  return { credentials, members, sessions, rates, failures, run };
}

describe('AppAccessGuard', () => {
  it('lets an App-Key in with one cached verification, one rate count and one look at the address, asking nothing of sessions or members', async () => {
    const t = setUp('editor');
    const { outcome, req } = await t.run({ 'app-id': APP.id, 'app-key': 'the-key', authorization: 'Bearer ignored' });
    expect(outcome).toBe('in');
    expect(req.parleyCaller).toBe(KEY_CALLER);
    expect(t.credentials.verify).toHaveBeenCalledTimes(1);
    expect(t.rates.take).toHaveBeenCalledTimes(1);
    expect(t.failures.retryAfter).toHaveBeenCalledWith('203.0.113.7');
    expect(t.failures.failed).not.toHaveBeenCalled();
    expect(t.sessions.verify).not.toHaveBeenCalled();
    expect(t.members.roleOf).not.toHaveBeenCalled();
  });

  it('counts a wrong key against the address, and answers 429 with Retry-After once it is one too many', async () => {
    const t = setUp('editor');
    t.credentials.verify.mockResolvedValue(null as never);
    expect((await t.run({ 'app-id': APP.id, 'app-key': 'wrong' })).outcome).toBe('403 Authentication failed, wrong App-Id or App-Key');
    expect(t.failures.failed).toHaveBeenCalledWith('203.0.113.7');
    t.failures.failed.mockResolvedValue(42);
    const { outcome, reply } = await t.run({ 'app-id': APP.id, 'app-key': 'wrong' });
    expect(outcome).toMatch(/^429 Too many failed authentications/);
    expect(reply.header).toHaveBeenCalledWith('retry-after', 42);
    expect(t.rates.take).not.toHaveBeenCalled();
  });

  it('answers 429 to an address past its failures without verifying anything, even a right key', async () => {
    const t = setUp('editor');
    t.failures.retryAfter.mockReturnValue(30);
    const { outcome, reply } = await t.run({ 'app-id': APP.id, 'app-key': 'the-key' });
    expect(outcome).toMatch(/^429 /);
    expect(reply.header).toHaveBeenCalledWith('retry-after', 30);
    expect(t.credentials.verify).not.toHaveBeenCalled();
  });

  it('judges a right key after the wrong ones from its address being counted meanwhile: 429 once they spent its failures', async () => {
    const t = setUp('editor');
    t.failures.pending.mockReturnValue(Promise.resolve(30));
    const { outcome, reply } = await t.run({ 'app-id': APP.id, 'app-key': 'the-key' });
    expect(outcome).toMatch(/^429 Too many failed authentications/);
    expect(reply.header).toHaveBeenCalledWith('retry-after', 30);
    expect(t.rates.take).not.toHaveBeenCalled();
    t.failures.pending.mockReturnValue(Promise.resolve(0));
    expect((await t.run({ 'app-id': APP.id, 'app-key': 'the-key' })).outcome).toBe('in');
  });

  it('refuses an App-Key on a route that needs the owner, with the rate headers set', async () => {
    const t = setUp('owner');
    const { outcome, reply } = await t.run({ 'app-id': APP.id, 'app-key': 'the-key' });
    expect(outcome).toBe("403 This needs the owner role on the App: an App-Key acts as editor; use a portal session of the App's owner");
    expect(reply.header).toHaveBeenCalledWith('x-ratelimit-remaining', 199);
  });

  it.each([
    ['viewer', 'viewer', 'in'],
    ['viewer', 'editor', '403 This needs the editor role on the App: this account is viewer'],
    ['editor', 'editor', 'in'],
    ['editor', 'owner', '403 This needs the owner role on the App: this account is editor'],
    ['owner', 'owner', 'in'],
  ] as const)('lets a session of a %s in to a route needing %s: %s', async (accountRole, routeRole, want) => {
    const t = setUp(routeRole, accountRole);
    const { outcome, req } = await t.run({ 'app-id': APP.id, authorization: 'Bearer a-session' });
    expect(outcome).toBe(want);
    expect(req.parleyCaller).toEqual({ app: APP, role: accountRole, via: 'session', accountId: 'account-1' });
    expect(t.members.roleOf).toHaveBeenCalledWith(APP.id, 'account-1');
  });

  it("answers 404 for an App the session's account may not use, before counting its rate", async () => {
    const t = setUp('viewer', null);
    expect((await t.run({ 'app-id': APP.id, authorization: 'Bearer a-session' })).outcome).toMatch(/^404 No App/);
    expect(t.rates.take).not.toHaveBeenCalled();
  });

  it("takes the App from the route's :id on the portal's routes, a session only, outside the rate limit", async () => {
    const t = setUp('owner', 'owner', 'param');
    expect((await t.run({ 'app-id': APP.id, 'app-key': 'the-key' }, { id: APP.id })).outcome).toBe(
      '401 Missing Authorization: Bearer <session token>',
    );
    expect((await t.run({ authorization: 'Bearer a-session' }, { id: APP.id })).outcome).toBe('in');
    expect(t.credentials.verify).not.toHaveBeenCalled();
    expect(t.rates.take).not.toHaveBeenCalled();
  });

  it("counts an App's rate stored above the operator's caps as the caps (an App saved before the caps were lowered)", async () => {
    const t = setUp('editor', 'owner', 'header', { APP_RATE_LIMIT_MAX: 50, APP_RATE_BURST_MAX: 80 });
    t.credentials.verify.mockResolvedValue({ ...KEY_CALLER, app: { ...APP, rateLimit: 100_000, rateBurst: 200_000 } });
    const { outcome, reply } = await t.run({ 'app-id': APP.id, 'app-key': 'the-key' });
    expect(outcome).toBe('in');
    // 80 tokens in windows of 80 / 50 s; the route costs 1.
    expect(t.rates.take).toHaveBeenCalledWith([{ key: `app:${APP.id}`, limit: 80, windowMs: 1600 }], 1);
    expect(reply.header).toHaveBeenCalledWith('x-ratelimit-limit', 80);
    t.rates.take.mockResolvedValue({ ok: false, refused: 0, remaining: 0, resetMs: 1000 });
    expect((await t.run({ 'app-id': APP.id, 'app-key': 'the-key' })).outcome).toMatch(/^429 Too many requests for this App/);
  });

  it('makes one guard class per role, App id source and cost', () => {
    expect(appAccessGuard('editor')).toBe(appAccessGuard('editor', 'header', 'request'));
    expect(appAccessGuard('editor')).not.toBe(appAccessGuard('editor', 'header', 'sentence'));
    expect(appAccessGuard('editor')).not.toBe(appAccessGuard('owner'));
    expect(appAccessGuard('editor')).not.toBe(appAccessGuard('editor', 'param'));
  });
});
