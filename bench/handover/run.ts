/**
 * `npm run bench:handover`: an operator's reply to a visitor against a bot's push, on the same run.
 *
 * The built webchat server (`dist/`, as a deployment runs it, with SESSION_SECRET so the operator
 * routes work) on a PostgreSQL database made for the run (DATABASE_URL's server, else the local
 * one; dropped at the end) and a Redis of its own when redis-server is installed (else REDIS_URL).
 * BENCH_VISITORS visitors (default 200) connect and ask for a person; one operator (a portal session
 * of the App's owner) has the inbox open and takes every conversation. Then, at BENCH_RATE messages/s
 * (default 40) for BENCH_SECONDS (default 15), operator replies (POST /operator/.../messages) and
 * bot pushes (POST /bots/.../messages) alternate, each to a random visitor: the latency of each is
 * from the request's start to the visitor's socket receiving it. The 1-minute load average is printed
 * beside the figures (the machine is shared).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import { OPERATORS_NAMESPACE, WEBCHAT_NAMESPACE, WebchatEvents, type ConversationMessage, type VisitorPayload } from '@parley/contracts';
import {
  AccountSessionEntity,
  AppEntity,
  buildDataSourceOptions,
  createAppWithKey,
  findOrCreateAccount,
  runMigrations,
} from '@parley/persistence';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { hasRedisServer, startTestRedis, type TestRedis } from '../../libs/testing/src/redis-server';
import { BuiltServers, buildServers, builtServerEntry } from '../../libs/testing/src/server-process';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SESSION_SECRET = randomBytes(32).toString('base64url');

interface Visitor {
  socket: Socket;
  userId: string;
  /** Text of a message on its way -> resolves when the socket receives it. */
  expecting: Map<string, (at: number) => void>;
}

function pct(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function connectVisitor(url: string, appToken: string): Promise<Visitor> {
  const socket = io(url + WEBCHAT_NAMESPACE, { auth: { appToken }, forceNew: true, transports: ['websocket'], reconnection: false });
  const v: Visitor = { socket, userId: '', expecting: new Map() };
  socket.on(WebchatEvents.Message, (m: ConversationMessage) => {
    const value = (m.message.payload as { value?: unknown }).value;
    if (typeof value !== 'string') return;
    const done = v.expecting.get(value);
    if (done) {
      v.expecting.delete(value);
      done(performance.now());
    }
  });
  await new Promise<void>((ok, fail) => {
    socket.once(WebchatEvents.Visitor, (p: VisitorPayload) => {
      v.userId = p.userId;
      ok();
    });
    socket.once('connect_error', fail);
  });
  return v;
}

async function main(): Promise<void> {
  if (!existsSync(builtServerEntry('webchat')) || process.env.BENCH_BUILD !== '0') buildServers();
  const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `bench_handover_${process.pid}`;
  const adminClient = new Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(admin);
  url.pathname = `/${dbName}`;
  const dbUrl = url.toString();
  let redis: TestRedis | null = null;
  let servers: BuiltServers | null = null;
  let ds: DataSource | null = null;
  const sockets: Socket[] = [];
  try {
    await runMigrations(dbUrl);
    redis = hasRedisServer ? await startTestRedis() : null;
    const redisUrl = redis?.url ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    ds = await new DataSource(buildDataSourceOptions({ url: dbUrl, poolSize: 2 })).initialize();
    const owner = await findOrCreateAccount(ds.manager, 'bench-handover@parley.localhost', 'Ana');
    const { app } = await createAppWithKey(ds.manager, { name: 'bench handover', language: 'en', accountId: owner.id });
    await ds.getRepository(AppEntity).update(app.id, { rateLimit: 1_000_000, rateBurst: 1_000_000 });
    const session = await ds
      .getRepository(AccountSessionEntity)
      .save({ accountId: owner.id, expiresAt: new Date(Date.now() + 3600_000), revokedAt: null });
    const token = await new JwtService({ secret: SESSION_SECRET }).signAsync({ sub: owner.id, sid: session.id });

    servers = new BuiltServers(mkdtempSync(join(tmpdir(), 'parley-bench-handover-')));
    const server = await servers.start('webchat', 'webchat', {
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      SESSION_SECRET,
      LOG_LEVEL: 'warn',
      WEBCHAT_VISITOR_MESSAGES_PER_WINDOW: '1000000',
      WEBCHAT_APP_MESSAGES_PER_WINDOW: '1000000',
      WEBCHAT_APP_PUSHES_PER_WINDOW: '1000000',
      WEBCHAT_NEW_VISITORS_PER_WINDOW: '1000000',
    });
    const base = server.url;

    // The operator's inbox page: they are online (no nobody-online lines, no e-mails).
    const page = io(base + OPERATORS_NAMESPACE, {
      auth: { sessionToken: token, appId: app.id },
      forceNew: true,
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(page);
    await new Promise<void>((ok, fail) => {
      page.once('connect', () => ok());
      page.once('connect_error', fail);
    });

    const visitors: Visitor[] = [];
    for (let i = 0; i < VISITORS; i += 20) {
      visitors.push(...(await Promise.all(Array.from({ length: Math.min(20, VISITORS - i) }, () => connectVisitor(base, app.token)))));
    }
    sockets.push(...visitors.map((v) => v.socket));
    // Each asks for a person (the bot route: the same state change as the visitor's menu entry), then is taken.
    const pushAuth = { authorization: `Bearer ${app.pushSecret}`, 'content-type': 'application/json' };
    const opAuth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const conversations = new Map<string, string>();
    for (let i = 0; i < visitors.length; i += 20) {
      await Promise.all(
        visitors.slice(i, i + 20).map(async (v) => {
          const r = await fetch(`${base}/bots/${app.token}/users/${encodeURIComponent(v.userId)}/conversation/handover`, {
            method: 'POST',
            headers: pushAuth,
            body: '{"reason":"bench"}',
          });
          if (r.status !== 200) throw new Error(`handover: ${r.status} ${await r.text()}`);
        }),
      );
    }
    const rows: { id: string; user_id: string }[] = await ds.query(`SELECT id, user_id FROM webchat_conversations WHERE app_id = $1`, [
      app.id,
    ]);
    for (const r of rows) conversations.set(r.user_id, r.id);
    for (let i = 0; i < visitors.length; i += 20) {
      await Promise.all(
        visitors.slice(i, i + 20).map(async (v) => {
          const r = await fetch(`${base}/operator/apps/${app.id}/conversations/${conversations.get(v.userId)}/take`, {
            method: 'POST',
            headers: { authorization: opAuth.authorization },
          });
          if (r.status !== 200) throw new Error(`take: ${r.status} ${await r.text()}`);
        }),
      );
    }

    const latencies = { operator: [] as number[], push: [] as number[] };
    const failures = { operator: 0, push: 0 };
    const send = async (kind: 'operator' | 'push', v: Visitor, n: number): Promise<void> => {
      const value = `${kind} ${n} ${randomUUID()}`;
      const t0 = performance.now();
      const received = new Promise<number>((ok) => v.expecting.set(value, ok));
      const body = JSON.stringify({ type: 'text', payload: { value } });
      const res =
        kind === 'operator'
          ? await fetch(`${base}/operator/apps/${app.id}/conversations/${conversations.get(v.userId)}/messages`, {
              method: 'POST',
              headers: opAuth,
              body,
            })
          : await fetch(`${base}/bots/${app.token}/users/${encodeURIComponent(v.userId)}/conversation/messages`, {
              method: 'POST',
              headers: pushAuth,
              body,
            });
      if (res.status !== (kind === 'operator' ? 201 : 200)) {
        failures[kind]++;
        v.expecting.delete(value);
        return;
      }
      await res.arrayBuffer();
      const at = await Promise.race([received, new Promise<number>((ok) => setTimeout(() => ok(NaN), 10_000))]);
      if (Number.isNaN(at)) failures[kind]++;
      else latencies[kind].push(at - t0);
    };

    const run = async (seconds: number, record: boolean) => {
      const total = Math.round(seconds * RATE);
      const pending: Promise<void>[] = [];
      const start = performance.now();
      for (let n = 0; n < total; n++) {
        const due = start + (n * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const v = visitors[Math.floor(Math.random() * visitors.length)]!;
        const p = send(n % 2 ? 'push' : 'operator', v, n);
        pending.push(record ? p : p.then(() => undefined));
      }
      await Promise.all(pending);
    };
    // Warm-up (JIT, prepared statements, connections), then reset.
    await run(2, false);
    latencies.operator.length = 0;
    latencies.push.length = 0;
    failures.operator = failures.push = 0;
    await run(SECONDS, true);
    const load = loadavg()[0]!;

    const row = (name: string, list: number[], failed: number) => {
      const s = [...list].sort((a, b) => a - b);
      return `| ${name} | ${s.length} | ${failed} | ${pct(s, 50).toFixed(1)} | ${pct(s, 90).toFixed(1)} | ${pct(s, 99).toFixed(1)} | ${(s.at(-1) ?? NaN).toFixed(1)} |`;
    };
    console.log(
      `\n${VISITORS} visitors connected, conversations assigned to one operator; ${RATE} messages/s for ${SECONDS} s, operator replies and bot pushes alternating`,
    );
    console.log(
      `machine: ${availableParallelism()} cores, 1-min load average ${load.toFixed(2)} at the end; Redis: ${redis ? 'own redis-server' : redisUrl}\n`,
    );
    console.log('| sender | delivered | failed | p50 ms | p90 ms | p99 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    console.log(row('operator reply (POST /operator/.../messages)', latencies.operator, failures.operator));
    console.log(row('bot push (POST /bots/.../messages)', latencies.push, failures.push));
    if (server.crashes.length) throw new Error(`server crashed: ${server.crashes.join('; ')}`);
  } finally {
    for (const s of sockets) s.disconnect();
    await servers?.stopAll();
    await ds?.destroy().catch(() => undefined);
    await redis?.stop();
    await adminClient.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await adminClient.end();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
