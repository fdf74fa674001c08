import { WEBCHAT_NAMESPACE, WebchatEvents, type ConversationMessage } from '@parley/contracts';
import { createAppWithKey, findOrCreateAccount } from '@parley/persistence';
import { startTcpProxy } from '../../libs/testing/src/tcp-proxy';
import { createServer, type Server } from 'node:http';
import type { Socket as NetSocket } from 'node:net';
import { chromium } from 'playwright-core';
import { io } from 'socket.io-client';
import { HANG_MS, httpLoad, sleep, socketLoad, Tally } from './harness/load';
import { concurrentLogins, stallWithRedisHealthy } from './limit-scenarios';
import type { World } from './harness/world';
import { hostileBesideNormalTenant } from './hostile-input';

/** What a scenario found: printed lines, and the reasons it failed (none: it passed). */
export class Report {
  readonly lines: string[] = [];
  readonly failures: string[] = [];

  note(line: string): void {
    this.lines.push(line);
  }

  check(ok: boolean, failure: string): void {
    if (!ok) this.failures.push(failure);
  }
}

export interface Scenario {
  name: string;
  /** Set while the scenario is known to fail: the reason, printed; the suite fails if it passes. */
  expectedFailure?: string;
  needsBrowser?: boolean;
  run(w: World, r: Report, prefix: string): Promise<void>;
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The servers' defaults (libs/config), which the suite runs with. */
const DB_QUERY_TIMEOUT_MS = 5000;
const DB_CONNECT_TIMEOUT_MS = 2000;

/** A server stops within this on SIGTERM, whatever it was doing (orchestrators kill it after their grace period). */
const GRACEFUL_STOP_MS = 10_000;

/** Lines both servers may write about a database outage: one when it goes, one when it is back, a few more (the api's and the webchat's, a reminder). */
const OUTAGE_LOG_LINES = 12;

/** A healthy App's reply must come within this, whatever another App's bot does. */
const HEALTHY_REPLY_MS = 2000;

interface LoadKinds {
  api?: boolean;
  webchat?: boolean;
}

/**
 * Runs the load of `kinds` for a few seconds, then `fault` (which returns when the fault is over:
 * the service is back, or restarted), then a few seconds more; then checks what was acknowledged
 * is stored, that no answer was a 5xx other than 503, that nothing hung and nothing crashed, and
 * prints what clients got and how soon each kind of client succeeded again.
 */
async function underLoad(
  w: World,
  r: Report,
  prefix: string,
  kinds: LoadKinds,
  fault: () => Promise<void>,
  opts: { maxLatencyMs?: number; maxLogLines?: number } = {},
) {
  let stopping = false;
  const stop = () => stopping;
  const tallies: Tally[] = [];
  const loads: Promise<void>[] = [];
  if (kinds.api) {
    const botmeter = new Tally('POST /botmeter');
    const classify = new Tally('GET /trainer/api/v0/classify');
    tallies.push(botmeter, classify);
    loads.push(
      httpLoad(
        botmeter,
        4,
        (n) => {
          const id = `${prefix}-bm-${n}`;
          return {
            id,
            url: `${w.api.url}/botmeter`,
            init: {
              method: 'POST',
              headers: { ...w.apiApp.headers, 'content-type': 'application/json' },
              body: JSON.stringify({
                conversation_id: id,
                user_id: 'faults',
                channel: 'faults',
                user_message: { type: 'text', text: 'hi' },
              }),
            },
          };
        },
        stop,
      ),
      httpLoad(
        classify,
        2,
        () => ({ url: `${w.api.url}/trainer/api/v0/classify?sentence=when%20are%20you%20open`, init: { headers: w.apiApp.headers } }),
        stop,
      ),
    );
  }
  if (kinds.webchat) {
    const pushes = new Tally('POST push');
    const sockets = new Tally('socket messages');
    tallies.push(pushes, sockets);
    loads.push(
      httpLoad(
        pushes,
        3,
        (n) => {
          const id = `${prefix}-push-${n}`;
          return {
            id,
            url: `${w.webchat.url}/bots/${w.chatApp.appToken}/users/${prefix}-pushed-${n % 5}/conversation/messages`,
            init: {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...w.chatApp.pushHeaders },
              body: JSON.stringify({ type: 'text', payload: { value: id } }),
            },
          };
        },
        stop,
      ),
      socketLoad(sockets, w.webchat.url, w.chatApp.appToken, 3, `${prefix}-sock`, stop),
    );
  }
  const crashesBefore = w.api.crashes.length + w.webchat.crashes.length;
  const loadStart = Date.now();
  await sleep(2500);
  const faultStart = Date.now();
  await fault();
  const faultEnd = Date.now();
  await sleep(3000);
  // Each kind of client succeeds again before the load stops (at most 20 s more).
  const deadline = Date.now() + 20_000;
  while (tallies.some((t) => t.firstSuccessAfter(faultEnd) === null) && Date.now() < deadline) await sleep(200);
  stopping = true;
  await Promise.all(loads);

  if (opts.maxLogLines !== undefined) {
    const lines = [...w.api.linesSince(faultStart), ...w.webchat.linesSince(faultStart)];
    r.note(`the servers wrote ${lines.length} log lines from the fault on${lines.length <= opts.maxLogLines ? ':' : ''}`);
    if (lines.length <= opts.maxLogLines) for (const line of lines) r.note(`  ${logMessage(line)}`);
    r.check(
      lines.length <= opts.maxLogLines,
      `${lines.length} log lines from the fault on (at most ${opts.maxLogLines}): ${lines.slice(0, 3).join(' | ').slice(0, 600)}`,
    );
  }
  r.note(`fault lasted ${((faultEnd - faultStart) / 1000).toFixed(1)} s`);
  for (const t of tallies) {
    const back = t.firstSuccessAfter(faultEnd);
    r.note(
      `${t.summary()}; ${back === null ? 'no success after the fault' : `longest time without a success ${secs(t.longestGap(loadStart))}, first success ${secs(back - faultEnd)} after the fault ended`}`,
    );
    r.check(back !== null, `${t.name}: no success after the fault`);
    r.check(t.serverErrors === 0, `${t.name}: ${t.serverErrors} answers 5xx other than 503`);
    r.check(!t.outcomes.get('timeout'), `${t.name}: ${t.outcomes.get('timeout')} requests hung ${HANG_MS / 1000} s`);
    if (opts.maxLatencyMs)
      r.check(t.slowestMs <= opts.maxLatencyMs, `${t.name}: slowest answer ${t.slowestMs} ms (over ${opts.maxLatencyMs} ms)`);
  }
  const lost = async (t: Tally | undefined, stored: Set<string>) => {
    if (!t) return;
    const missing = [...t.acked].filter((id) => !stored.has(id));
    r.note(`${t.name}: ${t.acked.size} acknowledged, ${missing.length} of them not stored`);
    r.check(missing.length === 0, `${t.name}: ${missing.length} acknowledged but not stored (${missing.slice(0, 3).join(', ')})`);
  };
  const find = (name: string) => tallies.find((t) => t.name === name);
  if (kinds.api) await lost(find('POST /botmeter'), await w.storedBotmeter(`${prefix}-bm-`));
  if (kinds.webchat) {
    const stored = await w.storedMessages(prefix);
    await lost(find('POST push'), stored);
    await lost(find('socket messages'), stored);
  }
  const crashes = [...w.api.crashes, ...w.webchat.crashes].slice(crashesBefore);
  r.check(crashes.length === 0, `crashed: ${crashes.join('; ')}`);
}

async function restartAfter(w: World, r: Report, server: 'api' | 'webchat', signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  const p = w[server];
  const stoppedIn = await p.stop(signal);
  if (signal === 'SIGTERM')
    r.check(stoppedIn <= GRACEFUL_STOP_MS, `${server} took ${stoppedIn} ms to stop on SIGTERM (over ${GRACEFUL_STOP_MS} ms)`);
  const t0 = Date.now();
  await p.start();
  r.note(
    `${server} ${signal === 'SIGTERM' ? `stopped gracefully in ${(stoppedIn / 1000).toFixed(1)} s, ` : ''}restarted in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'api SIGKILL under botmeter and classify load',
    run: (w, r, prefix) => underLoad(w, r, prefix, { api: true }, () => restartAfter(w, r, 'api', 'SIGKILL')),
  },
  {
    name: 'api SIGTERM under load',
    run: (w, r, prefix) => underLoad(w, r, prefix, { api: true }, () => restartAfter(w, r, 'api', 'SIGTERM')),
  },
  {
    name: 'api and webchat SIGTERM together under botmeter and webchat load',
    run: (w, r, prefix) =>
      underLoad(w, r, prefix, { api: true, webchat: true }, async () => {
        // Both stop at once (a deployment's rollout), then start one after the other: two boots
        // at once on a busy 2-CPU machine can outlast the start timeout, which is not what this checks.
        const [api, webchat] = await Promise.all([w.api.stop('SIGTERM'), w.webchat.stop('SIGTERM')]);
        r.check(api <= GRACEFUL_STOP_MS, `api took ${api} ms to stop on SIGTERM (over ${GRACEFUL_STOP_MS} ms)`);
        r.check(webchat <= GRACEFUL_STOP_MS, `webchat took ${webchat} ms to stop on SIGTERM (over ${GRACEFUL_STOP_MS} ms)`);
        await w.api.start(120_000);
        await w.webchat.start(120_000);
        r.note(`stopped gracefully together: api in ${(api / 1000).toFixed(1)} s, webchat in ${(webchat / 1000).toFixed(1)} s`);
      }),
  },
  {
    name: 'webchat SIGKILL under pushes and socket messages',
    run: (w, r, prefix) => underLoad(w, r, prefix, { webchat: true }, () => restartAfter(w, r, 'webchat', 'SIGKILL')),
  },
  {
    name: 'webchat SIGTERM under load',
    run: (w, r, prefix) => underLoad(w, r, prefix, { webchat: true }, () => restartAfter(w, r, 'webchat', 'SIGTERM')),
  },
  {
    name: 'Redis killed for 5 s',
    run: (w, r, prefix) =>
      underLoad(w, r, prefix, { api: true, webchat: true }, async () => {
        await w.redis.kill();
        await sleep(5000);
        await w.redis.start();
      }),
  },
  {
    name: 'Redis frozen for 5 s',
    run: (w, r, prefix) =>
      underLoad(
        w,
        r,
        prefix,
        { api: true, webchat: true },
        async () => {
          w.redis.freeze();
          await sleep(5000);
          w.redis.thaw();
        },
        // The command timeout (150 ms) once, then local state: nothing waits on the frozen Redis.
        { maxLatencyMs: 1500 },
      ),
  },
  {
    name: 'PostgreSQL stopped for 10 s',
    run: (w, r, prefix) =>
      underLoad(
        w,
        r,
        prefix,
        { api: true, webchat: true },
        async () => {
          await w.pg.stop();
          await sleep(10_000);
          await w.pg.start();
        },
        // One line when it goes and one when it is back, per server: not one per refused request.
        { maxLogLines: OUTAGE_LOG_LINES },
      ),
  },
  {
    name: 'PostgreSQL frozen for 12 s',
    run: (w, r, prefix) =>
      underLoad(
        w,
        r,
        prefix,
        { api: true, webchat: true },
        async () => {
          w.pg.freeze();
          await sleep(12_000);
          w.pg.thaw();
        },
        // A 503 within the query timeout (+1 s for PostgreSQL to cancel first), or, for a write
        // gathered behind a batch that timed out, that plus the connect timeout: well before the thaw.
        { maxLatencyMs: DB_QUERY_TIMEOUT_MS + 1000 + DB_CONNECT_TIMEOUT_MS + 1000, maxLogLines: OUTAGE_LOG_LINES },
      ),
  },
  {
    name: 'database blip while a widget is open in Chromium',
    needsBrowser: true,
    run: widgetThroughBlip,
  },
  {
    name: "a tarpit webhook of App A beside App B's FAQ bot",
    run: tarpitBesideHealthyApp,
  },
  {
    name: "8 slow Apps of one account beside another account's App",
    run: slowAccountBesideHealthyAccount,
  },
  {
    name: 'concurrent logins at one account',
    run: concurrentLogins,
  },
  {
    name: 'event-loop stall with Redis healthy',
    run: stallWithRedisHealthy,
  },
  {
    name: 'hostile classify beside a normal tenant',
    run: hostileBesideNormalTenant,
  },
];

/**
 * A visitor has the widget open; PostgreSQL stops; the visitor's connection drops (a proxy
 * restarting, a network change) and the widget reconnects while the webchat server cannot read
 * the App: the handshake is refused for a passing reason. When PostgreSQL is back the widget must
 * be online again by itself and show what the bot sent meanwhile, never "Chat unavailable".
 */
async function widgetThroughBlip(w: World, r: Report, prefix: string): Promise<void> {
  const relay = await startTcpProxy(Number(new URL(w.webchat.url).port));
  const webchatViaRelay = `http://127.0.0.1:${relay.port}`;
  const site = await startHostSite(webchatViaRelay);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.url}/?options=${encodeURIComponent(JSON.stringify([{ appToken: w.faqApp.appToken, startOpen: true }]))}`);
    await page.getByTestId('input').waitFor();
    // The status line is there only while the widget is not online.
    const status = async () => {
      const line = page.getByTestId('status');
      return (await line.count()) ? ((await line.first().getAttribute('data-status')) ?? '?') : 'online';
    };
    const bubbles = () => page.getByTestId('bubble').allTextContents();
    await waitUntil(async () => (await status()) === 'online', 15_000, 'the widget online');
    await page.getByTestId('input').fill('When are you open?');
    await page.keyboard.press('Enter');
    await waitUntil(async () => (await bubbles()).includes('We are open from 9 to 5.'), 20_000, 'the FAQ answer before the blip');
    const userId = String(await page.evaluate(`localStorage.getItem('parley-webchat:${w.faqApp.appToken}:userId')`));

    await w.pg.stop();
    const down = Date.now();
    // Past the webchat's App cache (1 s here): the next handshake must read the database.
    await sleep(1500);
    relay.dropConnections();
    const seen = new Set<string>();
    while (Date.now() - down < 8000) {
      seen.add(await status());
      await sleep(200);
    }
    r.note(`PostgreSQL down ${((Date.now() - down) / 1000).toFixed(1)} s; the widget showed: ${[...seen].join(', ')}`);
    await w.pg.start();
    const up = Date.now();
    const text = `${prefix} sent while the widget was reconnecting`;
    await waitUntil(
      async () =>
        (
          await fetch(`${w.webchat.url}/bots/${w.faqApp.appToken}/users/${encodeURIComponent(userId)}/conversation/messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...w.faqApp.pushHeaders },
            body: JSON.stringify({ type: 'text', payload: { value: text } }),
          }).catch(() => null)
        )?.status === 200,
      20_000,
      'a push accepted after the blip',
    );
    const back = await waitUntil(
      async () => (await status()) === 'online' && (await bubbles()).includes(text),
      30_000,
      'the widget online with the message',
    ).catch(() => null);
    const final = await status();
    r.note(
      back === null
        ? `the widget did not come back within 30 s (status ${final}, bubbles ${JSON.stringify(await bubbles())})`
        : `the widget was online with the message ${((Date.now() - up) / 1000).toFixed(1)} s after PostgreSQL came back`,
    );
    r.check(back !== null, `the widget stayed ${final} after the database came back`);
    r.check(!seen.has('refused'), 'the widget said "Chat unavailable" during a passing outage');
    r.check(errors.length === 0, `page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    await site.close();
    await relay.close();
  }
}

/**
 * App A's webhook accepts connections and never answers; its visitors keep writing. App B has no
 * webhook: its FAQ bot answers. B's visitor must get the answer within 2 s, whatever A's bot does.
 */
async function tarpitBesideHealthyApp(w: World, r: Report, prefix: string): Promise<void> {
  const held: NetSocket[] = [];
  const tarpit: Server = createServer(() => undefined);
  tarpit.on('connection', (s) => held.push(s));
  await new Promise<void>((ok) => tarpit.listen(0, '127.0.0.1', ok));
  const tarpitUrl = `http://127.0.0.1:${(tarpit.address() as { port: number }).port}/hook`;
  const { app } = await createAppWithKey(w.ds.manager, {
    name: `${prefix}-tarpit`,
    language: 'en',
    webhookUrl: tarpitUrl,
    accountId: w.ownerId,
  });
  const sockets: ReturnType<typeof io>[] = [];
  const connect = (token: string, userId: string) =>
    new Promise<ReturnType<typeof io>>((resolve, reject) => {
      const s = io(w.webchat.url + WEBCHAT_NAMESPACE, { auth: { appToken: token, userId }, forceNew: true, transports: ['websocket'] });
      sockets.push(s);
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
  try {
    // 40 visitors of A, one conversation each: more than the 32 deliveries in flight (A may hold 4 of them).
    const visitors = await Promise.all(Array.from({ length: 40 }, (_, i) => connect(app.token, `${prefix}-a-${i}`)));
    await Promise.all(
      visitors.map((s, i) =>
        s.timeout(5000).emitWithAck(WebchatEvents.Message, {
          message: { type: 'text', payload: { value: `stuck ${i}` } },
          clientMessageId: `${prefix}-a-${i}`,
        }),
      ),
    );
    await sleep(1000);
    const b = await connect(w.faqApp.appToken, `${prefix}-b`);
    const t0 = Date.now();
    const answered = new Promise<number>((resolve) =>
      b.on(WebchatEvents.Message, (m: ConversationMessage) => {
        if (m.sender === 'bot') resolve(Date.now() - t0);
      }),
    );
    await b.timeout(5000).emitWithAck(WebchatEvents.Message, {
      message: { type: 'text', payload: { value: 'When are you open?' } },
      clientMessageId: `${prefix}-b-q`,
    });
    const waitedMs = await Promise.race([answered, sleep(30_000).then(() => null)]);
    r.note(
      waitedMs === null ? "App B's FAQ answer did not come within 30 s" : `App B's FAQ answer came after ${(waitedMs / 1000).toFixed(1)} s`,
    );
    r.check(
      waitedMs !== null && waitedMs <= HEALTHY_REPLY_MS,
      `the healthy App waited ${waitedMs === null ? 'over 30 s' : `${(waitedMs / 1000).toFixed(1)} s`} (limit 2 s)`,
    );
  } finally {
    for (const s of sockets) s.disconnect();
    // A's deliveries stop being held: its webhook is gone and the App with it.
    await w.ds.query('UPDATE apps SET webhook_url = NULL WHERE id = $1', [app.id]);
    for (const s of held) s.destroy();
    await new Promise((ok) => tarpit.close(ok));
  }
}

/** How long the slow account's bots take to answer: under the webhook timeout (10 s), so no circuit opens. */
const SLOW_BOT_MS = 9000;

/**
 * One account has 8 Apps whose bot answers every message after 9 s (under the 10 s timeout: no
 * circuit opens), 48 visitors of theirs having written 3 messages each: without a cap per account, they would hold
 * every delivery slot (8 Apps x 4). App B, of another account, has no webhook: its FAQ bot answers.
 * Each of B's visitor's questions must be answered within 2 s.
 */
async function slowAccountBesideHealthyAccount(w: World, r: Report, prefix: string): Promise<void> {
  let open = 0;
  let mostOpen = 0;
  const pending = new Set<NodeJS.Timeout>();
  const slowBot: Server = createServer((req, res) => {
    req.resume();
    open++;
    mostOpen = Math.max(mostOpen, open);
    const timer = setTimeout(() => {
      pending.delete(timer);
      open--;
      res.end('ok');
    }, SLOW_BOT_MS);
    pending.add(timer);
  });
  await new Promise<void>((ok) => slowBot.listen(0, '127.0.0.1', ok));
  const slowUrl = `http://127.0.0.1:${(slowBot.address() as { port: number }).port}`;
  const account = await findOrCreateAccount(w.ds.manager, `${prefix}-many-apps@parley.localhost`, 'An account with 8 slow bots');
  const apps = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      createAppWithKey(w.ds.manager, {
        name: `${prefix}-slow-${i}`,
        language: 'en',
        webhookUrl: `${slowUrl}/bot-${i}`,
        accountId: account.id,
      }).then((c) => c.app),
    ),
  );
  const sockets: ReturnType<typeof io>[] = [];
  const connect = (token: string, userId: string) =>
    new Promise<ReturnType<typeof io>>((resolve, reject) => {
      const s = io(w.webchat.url + WEBCHAT_NAMESPACE, { auth: { appToken: token, userId }, forceNew: true, transports: ['websocket'] });
      sockets.push(s);
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
  const say = (s: ReturnType<typeof io>, value: string, clientMessageId: string) =>
    s.timeout(5000).emitWithAck(WebchatEvents.Message, { message: { type: 'text', payload: { value } }, clientMessageId });
  try {
    // 6 visitors per slow App, one conversation each: 48, more than the 32 slots (and 4 per App),
    // each with 3 messages, so the slow bots have work for the whole scenario.
    const visitors = await Promise.all(
      apps.flatMap((app, i) => Array.from({ length: 6 }, (_, k) => connect(app.token, `${prefix}-slow-${i}-${k}`))),
    );
    await Promise.all(
      visitors.map(async (s, n) => {
        for (let m = 0; m < 3; m++) await say(s, `slow ${n}.${m}`, `${prefix}-slow-${n}-${m}`);
      }),
    );
    // The slow bots hold what the account may hold.
    const t0 = Date.now();
    while (open < 8 && Date.now() - t0 < 10_000) await sleep(50);
    const b = await connect(w.faqApp.appToken, `${prefix}-b`);
    let botSaid: (() => void) | null = null;
    b.on(WebchatEvents.Message, (m: ConversationMessage) => {
      if (m.sender === 'bot') botSaid?.();
    });
    const waits: number[] = [];
    for (const [n, question] of [
      'When are you open?',
      'How long does delivery take?',
      'How do I get a refund?',
      'opening times',
      'shipping time',
    ].entries()) {
      const asked = Date.now();
      const answered = new Promise<number>((resolve) => (botSaid = () => resolve(Date.now() - asked)));
      await say(b, question, `${prefix}-b-${n}`);
      const waited = await Promise.race([answered, sleep(30_000).then(() => null)]);
      if (waited === null) {
        waits.push(Infinity);
        break;
      }
      waits.push(waited);
    }
    r.note(
      `the slow account's bots held at most ${mostOpen} deliveries at once (${open} when B asked); App B's answers came after ${waits.map((ms) => (ms === Infinity ? 'over 30 s' : `${ms} ms`)).join(', ')}`,
    );
    const slowest = Math.max(...waits);
    r.check(
      slowest <= HEALTHY_REPLY_MS,
      `the other account's App waited ${slowest === Infinity ? 'over 30 s' : `${(slowest / 1000).toFixed(1)} s`} (limit 2 s)`,
    );
  } finally {
    for (const s of sockets) s.disconnect();
    // The slow Apps' deliveries stop being held: their webhook is gone, the FAQ bot drains them.
    await w.ds.query('UPDATE apps SET webhook_url = NULL WHERE id = ANY($1::uuid[])', [apps.map((a) => a.id)]);
    for (const t of pending) clearTimeout(t);
    slowBot.closeAllConnections();
    await new Promise((ok) => slowBot.close(ok));
  }
}

/** A customer's page on its own loopback origin embedding the widget from `webchatUrl`'s CDN path. */
async function startHostSite(webchatUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const options = new URL(req.url ?? '/', 'http://x').searchParams.get('options') ?? '[]';
    const inits = (JSON.parse(options) as object[])
      .map((o) => `ParleyWebchat.init(${JSON.stringify(o).replace(/</g, '\\u003c')});`)
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>
<script src="${webchatUrl}/cdn/parley-webchat"></script><script>${inits}</script></body></html>`);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

/** A pino line's context and message, else the line. */
function logMessage(line: string): string {
  try {
    const l = JSON.parse(line) as { context?: string; msg?: string };
    return `${l.context ?? ''}: ${l.msg ?? line}`;
  } catch {
    return line;
  }
}

function secs(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
  return Date.now() - t0;
}
