import { AppEntity, createAppWithKey } from '@parley/persistence';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { httpLoad, sleep, Tally } from './harness/load';
import type { World } from './harness/world';
import type { Report } from './scenarios';

/** The api's defaults, which the suite runs with. */
const LOGIN_FAILURES_PER_ACCOUNT = 5;
const PASSWORD = 'correct horse battery';

/**
 * Tries at one e-mail the log-in limit lets through within `ms` of the first: the allowance, then
 * one per backoff (1 s, 2, 4...).
 */
function triesWithin(ms: number): number {
  return LOGIN_FAILURES_PER_ACCOUNT + Math.floor(Math.log2(ms / 1000 + 1));
}

/** How many answers had each status, as `401×5 429×295`. */
function tallyOf(statuses: number[]): { counts: Map<number, number>; text: string } {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return { counts, text: [...counts].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}×${v}`).join(' ') };
}

/**
 * 300 concurrent log-ins at one account (the right password at index 250), then 1,000 concurrent
 * wrong ones at an account past its allowed failures, against the built api with Redis: at most the
 * allowed passwords are checked (401 or 200), every other try gets 429 before any check.
 */
export async function concurrentLogins(w: World, r: Report, prefix: string): Promise<void> {
  const portal = (path: string, body: object) =>
    fetch(`${w.api.url}/portal/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const signUp = async (tag: string) => {
    const email = `${prefix}-${tag}@faults.localhost`;
    const res = await portal('/accounts', { email, password: PASSWORD, name: 'Faults' });
    if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
    return email;
  };
  const crashesBefore = w.api.crashes.length;

  const first = await signUp('a');
  let t0 = Date.now();
  const burst = await Promise.all(
    Array.from({ length: 300 }, (_, i) => portal('/sessions', { email: first, password: i === 250 ? PASSWORD : `guess ${i}` }).then((res) => res.status)),
  );
  let elapsed = Date.now() - t0;
  let { counts, text } = tallyOf(burst);
  let checked = (counts.get(401) ?? 0) + (counts.get(200) ?? 0);
  r.note(`300 concurrent log-ins, the right password at index 250: ${text} in ${(elapsed / 1000).toFixed(1)} s; passwords checked ${checked} (allowed ${triesWithin(elapsed)}); the right one got ${burst[250]}`);
  r.check(checked <= triesWithin(elapsed), `${checked} passwords checked of a burst at one account (at most ${triesWithin(elapsed)})`);
  r.check(checked + (counts.get(429) ?? 0) === 300, `answers other than 401, 200 and 429: ${text}`);

  const second = await signUp('b');
  for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) await portal('/sessions', { email: second, password: `wrong ${i}` });
  const lastFailure = Date.now();
  t0 = Date.now();
  const flood = await Promise.all(Array.from({ length: 1000 }, (_, i) => portal('/sessions', { email: second, password: `again ${i}` }).then((res) => res.status)));
  elapsed = Date.now() - t0;
  ({ counts, text } = tallyOf(flood));
  checked = (counts.get(401) ?? 0) + (counts.get(200) ?? 0);
  // The fifth failure began a wait of 1 s: within it nothing is checked, then one try per wait (1 s, 2, 4...).
  const allowed = triesWithin(Date.now() - lastFailure) - LOGIN_FAILURES_PER_ACCOUNT;
  r.note(`1,000 concurrent wrong log-ins at an account past its ${LOGIN_FAILURES_PER_ACCOUNT} failures: ${text} in ${(elapsed / 1000).toFixed(1)} s; checked ${checked} (allowed ${allowed})`);
  r.check(checked <= allowed, `${checked} passwords checked at an account in its backoff (at most ${allowed})`);
  r.check(checked + (counts.get(429) ?? 0) === 1000, `answers other than 401 and 429: ${text}`);
  const crashes = w.api.crashes.slice(crashesBefore);
  r.check(crashes.length === 0, `crashed: ${crashes.join('; ')}`);
}

/** What a server wrote to its log since `offset`, and the new offset. */
function logSince(w: World, server: 'api' | 'webchat', offset: number): { text: string; end: number } {
  const file = join(w.logDir, `${server}.log`);
  const end = statSync(file).size;
  return { text: readFileSync(file).subarray(offset, end).toString(), end };
}

/**
 * Redis stays healthy while each server's event loop is stopped for a while (SIGSTOP, as a long
 * synchronous task or GC pause would block it), three times, under pushes (each published through
 * the Socket.IO Redis adapter, so commands are in flight when the loop stops) and with requests
 * queued for an App whose budget is 30: neither server may declare Redis lost, and the App gets at
 * most its budget, counted in Redis, not from zero in a process that thought Redis gone.
 */
export async function stallWithRedisHealthy(w: World, r: Report, prefix: string): Promise<void> {
  const { app, key } = await createAppWithKey(w.ds.manager, { name: `${prefix}-limited`, language: 'en', accountId: w.ownerId });
  // 30 requests per window of 30 s: the whole scenario fits in one window.
  await w.ds.getRepository(AppEntity).update(app.id, { rateLimit: 1, rateBurst: 30 });
  const headers = { 'app-id': app.id, 'app-key': key.key };
  const logs = { api: logSince(w, 'api', 0).end, webchat: logSince(w, 'webchat', 0).end };
  const crashesBefore = w.api.crashes.length + w.webchat.crashes.length;

  let stopping = false;
  const pushes = new Tally('POST push');
  const load = httpLoad(
    pushes,
    4,
    (n) => ({
      id: `${prefix}-push-${n}`,
      url: `${w.webchat.url}/bots/${w.chatApp.appToken}/users/${prefix}-pushed-${n % 5}/conversation/messages`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...w.chatApp.pushHeaders },
        body: JSON.stringify({ type: 'text', payload: { value: `${prefix}-push-${n}` } }),
      },
    }),
    () => stopping,
  );
  const statuses: number[] = [];
  await sleep(1000);
  for (let round = 0; round < 3; round++) {
    w.api.freeze();
    w.webchat.freeze();
    // Sent while the api cannot run: they wait in its socket backlog, answered once it runs again.
    const queued = Array.from({ length: 100 }, () =>
      fetch(`${w.api.url}/nlp/entity-extraction/v0?sentence=hi`, { headers, signal: AbortSignal.timeout(20_000) }).then(
        (res) => res.status,
        () => 0,
      ),
    );
    await sleep(1500);
    w.api.thaw();
    w.webchat.thaw();
    statuses.push(...(await Promise.all(queued)));
    await sleep(500);
  }
  stopping = true;
  await load;

  const { counts, text } = tallyOf(statuses);
  r.note(`three stalls of 1.5 s of both servers; 300 requests queued for an App with a budget of 30: ${text}`);
  r.check((counts.get(200) ?? 0) <= 30, `${counts.get(200)} requests of an App with a budget of 30 got through`);
  r.check((counts.get(200) ?? 0) + (counts.get(429) ?? 0) === statuses.length, `answers other than 200 and 429: ${text}`);
  r.note(pushes.summary());
  r.check(pushes.serverErrors === 0, `pushes: ${pushes.serverErrors} answers 5xx other than 503`);
  for (const server of ['api', 'webchat'] as const) {
    const { text: log } = logSince(w, server, logs[server]);
    const lost = log.split('\n').filter((l) => /Redis (lost|unreachable)/.test(l));
    const stalls = log.split('\n').filter((l) => /event loop of this process was blocked/.test(l)).length;
    r.note(`${server}: ${lost.length} "Redis lost" warnings, ${stalls} stall warnings`);
    r.check(lost.length === 0, `${server} declared Redis lost during a stall of its own: ${lost[0]}`);
    const ready = (await (await fetch(`${w[server].url}/health/ready`)).json()) as { info?: { redis?: { status?: string } } };
    r.check(ready.info?.redis?.status === 'up', `${server} reads Redis as ${JSON.stringify(ready.info?.redis)} after the stalls`);
  }
  const crashes = [...w.api.crashes, ...w.webchat.crashes].slice(crashesBefore);
  r.check(crashes.length === 0, `crashed: ${crashes.join('; ')}`);
}
