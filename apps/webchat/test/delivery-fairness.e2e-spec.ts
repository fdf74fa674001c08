import { createEmptyDatabase, createTestApp, createTestingWebchat, type EmptyDatabase } from '@parley/testing';
import { findOrCreateAccount } from '@parley/persistence';
import { Logger } from '@nestjs/common';
import { runMigrations } from '@parley/persistence';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectClient, startFakeBot, text, waitFor } from './helpers';

/** A webhook that takes every request and answers none, until told to answer. */
interface Tarpit {
  url: string;
  requests: string[];
  answer(): void;
  close(): Promise<void>;
}

async function startTarpit(): Promise<Tarpit> {
  const held: ServerResponse[] = [];
  let answering = false;
  const requests: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { payload: { value: string } }).payload.value);
      if (answering) res.end('ok');
      else held.push(res);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`,
    requests,
    answer: () => {
      answering = true;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((ok) => server.close(() => ok()));
    },
  };
}

/**
 * Instances alone on a database of their own (no other test's worker claims these rows): an App
 * may hold 2 delivery slots, a webhook call times out after 2.5 s, two timeouts in a row open the
 * App's circuit for 5 s.
 */
describe('fair delivery across Apps', () => {
  let db: EmptyDatabase;
  const settings = { DELIVERY_APP_CONCURRENCY: 2, WEBHOOK_TIMEOUT_MS: 2500, DELIVERY_BREAKER_TIMEOUTS: 2, DELIVERY_BREAKER_OPEN_MS: 5000 };

  beforeAll(async () => {
    db = await createEmptyDatabase('parley_test_fairness');
    await runMigrations(db.url);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('hands the slots round the Apps: every waiting App gets its oldest message started before any App a second', async () => {
    const tarpits = await Promise.all([startTarpit(), startTarpit(), startTarpit()]);
    // Queued first by an instance without a worker, App after App (a plain oldest-first claim would give the first App both slots)...
    const queue = await createTestingWebchat({ DATABASE_URL: db.url, DELIVERY_WORKER: false });
    const apps = await Promise.all(tarpits.map((t) => createTestApp(queue.dataSource, { webhookUrl: t.url })));
    for (const [i, app] of apps.entries()) {
      for (let k = 0; k < 4; k++) {
        const c = await connectClient(queue.url, { appToken: app.appToken, userId: randomUUID() });
        await c.send(text(`app ${i} msg ${k}`), `r-${i}-${k}`);
        c.close();
      }
    }
    await queue.close();
    // ...then drained by one with 3 slots in all.
    const w = await createTestingWebchat({ DATABASE_URL: db.url, ...settings, DELIVERY_CONCURRENCY: 3 });
    try {
      await waitFor(() => tarpits.every((t) => t.requests.length >= 1), 15_000, 'a delivery of each App');
      await new Promise((r) => setTimeout(r, 300));
      expect(tarpits.map((t) => t.requests)).toEqual([['app 0 msg 0'], ['app 1 msg 0'], ['app 2 msg 0']]);
    } finally {
      for (const t of tarpits) await t.close();
      await w.close();
    }
  }, 30_000);

  it("holds an account's Apps together to the account's slots, handed round its Apps; another account's App is delivered meanwhile", async () => {
    const tarpits = await Promise.all([startTarpit(), startTarpit(), startTarpit()]);
    const queue = await createTestingWebchat({ DATABASE_URL: db.url, DELIVERY_WORKER: false });
    const account = await findOrCreateAccount(queue.dataSource.manager, `many-apps-${randomUUID()}@test.parley.localhost`, 'Many Apps');
    const slow = await Promise.all(tarpits.map((t) => createTestApp(queue.dataSource, { webhookUrl: t.url, accountId: account.id })));
    for (const [i, app] of slow.entries()) {
      for (let k = 0; k < 3; k++) {
        const c = await connectClient(queue.url, { appToken: app.appToken, userId: randomUUID() });
        await c.send(text(`app ${i} msg ${k}`), `s-${i}-${k}`);
        c.close();
      }
    }
    await queue.close();
    // Slots enough for all 9 (and 2 per App: 6 in all), but 3 per account.
    const w = await createTestingWebchat({ DATABASE_URL: db.url, ...settings, WEBHOOK_TIMEOUT_MS: 30_000, DELIVERY_CONCURRENCY: 9, DELIVERY_ACCOUNT_CONCURRENCY: 3 });
    const bot = await startFakeBot();
    const other = await createTestApp(w.dataSource, { webhookUrl: bot.url });
    try {
      await waitFor(() => tarpits.every((t) => t.requests.length >= 1), 15_000, 'a delivery of each App of the account');
      const c = await connectClient(w.url, { appToken: other.appToken, userId: randomUUID() });
      await c.send(text('hello from another account'), 'other-1');
      await c.send(text('and again'), 'other-2');
      // The second goes once the first is delivered: the claim that takes it finds the account full.
      await waitFor(() => bot.requests.length >= 2, 5000, "the other account's deliveries");
      c.close();
      expect(tarpits.map((t) => t.requests)).toEqual([['app 0 msg 0'], ['app 1 msg 0'], ['app 2 msg 0']]);
    } finally {
      for (const t of tarpits) await t.close();
      await bot.close();
      await w.close();
    }
  }, 60_000);

  it("holds a tarpit webhook to its App's slots and its circuit; another App's messages go meanwhile; an answer closes the circuit", async () => {
    // What the worker logs (Nest's loggers of one process write to its first app's output: spied on here).
    const logs: string[] = [];
    const warn = vi.spyOn(Logger.prototype, 'warn').mockImplementation((m: unknown) => void logs.push(String(m)));
    const log = vi.spyOn(Logger.prototype, 'log').mockImplementation((m: unknown) => void logs.push(String(m)));
    const w = await createTestingWebchat({ DATABASE_URL: db.url, ...settings });
    const tarpit = await startTarpit();
    const a = await createTestApp(w.dataSource, { webhookUrl: tarpit.url });
    const bot = await startFakeBot();
    const b = await createTestApp(w.dataSource, { webhookUrl: bot.url });
    try {
      for (let i = 0; i < 6; i++) {
        const c = await connectClient(w.url, { appToken: a.appToken, userId: randomUUID() });
        await c.send(text(`stuck ${i}`), `a-${i}`);
        c.close();
      }
      await waitFor(() => tarpit.requests.length >= 2, 5000, "App A's first deliveries");
      // App B's visitor writes while both of A's slots are held.
      const c = await connectClient(w.url, { appToken: b.appToken, userId: randomUUID() });
      await c.send(text('hello B'), 'b-1');
      await waitFor(() => bot.requests.length >= 1, 5000, "App B's delivery");
      c.close();
      expect(tarpit.requests).toHaveLength(2);

      // The calls time out: A's circuit opens (a third may have started in between, when the first
      // slot came free before the second timeout); from then on none of A's messages starts...
      const opened = () => logs.filter((l) => l.includes(`webhook circuit of App ${a.appId} open after`)).length;
      await waitFor(() => opened() === 1, 15_000, 'the circuit opening');
      // (a call started just before may still be on its way)
      await new Promise((r) => setTimeout(r, 300));
      const before = tarpit.requests.length;
      await new Promise((r) => setTimeout(r, 2000));
      expect(tarpit.requests).toHaveLength(before);
      // ...until one probes it, alone; it times out too, and the circuit opens again.
      await waitFor(() => tarpit.requests.length > before, 15_000, 'the probe');
      expect(logs.some((l) => l.includes(`webhook circuit of App ${a.appId} half-open`))).toBe(true);
      await waitFor(() => opened() === 2, 15_000, 'the circuit opening again');
      expect(tarpit.requests).toHaveLength(before + 1);

      // The webhook answers again: the next probe closes the circuit and every message goes, in order per conversation.
      tarpit.answer();
      await waitFor(() => logs.some((l) => l.includes(`webhook circuit of App ${a.appId} closed`)), 20_000, 'the circuit closing');
      await waitFor(() => new Set(tarpit.requests).size === 6, 8000, 'every message of App A');
    } finally {
      warn.mockRestore();
      log.mockRestore();
      await tarpit.close();
      await bot.close();
      await w.close();
    }
  }, 90_000);
});
