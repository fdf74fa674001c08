/**
 * The conversation list over 1,000,000 botmeter records: page 1, a filtered page (unmatched, last
 * 7 days, a word) and a deep page, over HTTP against the api in this process, p50/p95 of sequential
 * requests. The peer, in the same run: the same list read by OFFSET at the deep page's depth
 * (the same SQL but for the keyset condition), against the keyset read of that page.
 * Run: npm run bench:conversations [-- --records 1000000 --requests 200]
 * Database: a fresh one created beside DATABASE_URL (default the local server), dropped at the end.
 */
import 'reflect-metadata';
import { createScratchDatabase, runMigrations } from '@parley/persistence';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { buildApi, startApi } from '../botmeter/api-process';
import { ConversationsRepository } from '../../apps/api/src/modules/conversations/conversations.repository';
import { decodeCursor } from '../../apps/api/src/modules/conversations/conversations.service';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const RECORDS = option('records', 1_000_000);
const REQUESTS = option('requests', 200);
const DEPTH_PAGES = option('depth', 500);
const PAGE = 20;

const PHRASES = [
  'hello', 'what are your opening hours', 'can I pay by card', 'where is my parcel', 'I want a refund for my order',
  'do you ship abroad', 'how long does delivery take', 'thanks a lot', 'can I talk to a human', 'my order arrived broken',
  'do you sell gift vouchers', 'is there a discount code', 'how do I reset my password', 'cancel my subscription', 'what is your address',
  'are you open on sunday', 'which payment options do you have', 'bye', 'I need help with my account', 'track my order',
];

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
function stats(ms: number[]): { p50: number; p95: number } {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: quantile(s, 0.5), p95: quantile(s, 0.95) };
}
const f = (n: number) => n.toFixed(1).padStart(7);

async function main(): Promise<void> {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'parley_bench_conversations');
  await runMigrations(scratch.url);
  // The compiled api in its own process (as deployed), and a plain connection for the data and the SQL peer.
  buildApi();
  const server = await startApi(scratch.url);
  const base = server.url;
  const ds = await new DataSource({ type: 'postgres', url: scratch.url, poolSize: 2 }).initialize();
  try {
    // An App without a practical rate limit, made with plain SQL as bench/botmeter does (its key stored hashed).
    const key = `pk_${randomBytes(24).toString('base64url')}`;
    const [{ id }]: { id: string }[] = await ds.query(
      `WITH owner AS (
         INSERT INTO accounts (email, name, password_hash) VALUES ('bench@parley.localhost', 'Bench', 'none')
         ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name RETURNING id
       )
       INSERT INTO apps (account_id, name, token, webhook_secret, push_secret, rate_limit, rate_burst)
       SELECT owner.id, 'bench-conversations', $1, $2, $3, 1000000, 1000000 FROM owner RETURNING id`,
      [randomBytes(18).toString('base64url'), randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
    );
    await ds.query('INSERT INTO app_keys (app_id, key_hash, prefix) VALUES ($1, $2, $3)', [id, createHash('sha256').update(key).digest('hex'), key.slice(0, 10)]);
    const app = { appId: id, headers: { 'app-id': id, 'app-key': key } };
    const now = Date.now();
    const spanMs = 30 * 86_400_000;
    const t0 = performance.now();
    // Conversations of 10 exchanges, 50,000 users, one exchange in five without an intent, over 30 days.
    for (let from = 0; from < RECORDS; from += 100_000) {
      const to = Math.min(RECORDS, from + 100_000);
      await ds.query(
        `INSERT INTO botmeter_records (app_id, "timestamp", channel, user_id, conversation_id, body, body_type, responses, intent_name, intent_score, tags)
         SELECT $1, to_timestamp(($2::float8 - $3::float8 + i::float8 * $3::float8 / $4::float8) / 1000),
                CASE WHEN i % 3 = 0 THEN 'webchat' ELSE 'messenger' END, 'user-' || ((i / 10) % 50000), 'conv-' || (i / 10),
                ($5::text[])[1 + (i * 7 + i / 10) % 20] || ' ' || (i % 997), 'text', ARRAY['Sure.'],
                CASE WHEN i % 5 = 0 THEN NULL ELSE 'intent-' || (i % 40) END, CASE WHEN i % 5 = 0 THEN NULL ELSE 0.3 + (i % 70) / 100.0 END, '{}'
           FROM generate_series($6::int, $7::int - 1) i`,
        [app.appId, now, spanMs, RECORDS, PHRASES, from, to],
      );
    }
    await ds.query('ANALYZE botmeter_records');
    console.log(`${RECORDS.toLocaleString('en')} records written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const headers = app.headers;
    const get = async (query: string): Promise<{ ms: number; body: { _content: unknown[]; nextCursor: string | null } }> => {
      const t = performance.now();
      const res = await fetch(`${base}/conversations?${query}`, { headers });
      const body = (await res.json()) as { _content: unknown[]; nextCursor: string | null };
      if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - t, body };
    };
    const week = `from=${new Date(now - 7 * 86_400_000).toISOString()}&to=${new Date(now + 60_000).toISOString()}`;
    const cases: [string, string][] = [
      ['page 1, no filter', `size=${PAGE}`],
      ['page 1, unmatched + last 7 days + "refund"', `size=${PAGE}&matched=false&${week}&q=refund`],
      ['page 1, webchat + "parcel"', `size=${PAGE}&channel=webchat&q=parcel`],
      ['page 1, one user', `size=${PAGE}&user_id=user-4242`],
    ];
    console.log(`\nGET /conversations over HTTP, ${REQUESTS} sequential requests each (ms):`);
    console.log('case                                           p50     p95  rows');
    const results: Record<string, { p50: number; p95: number }> = {};
    for (const [name, query] of cases) {
      for (let i = 0; i < 10; i++) await get(query); // warm-up
      const ms: number[] = [];
      let rows = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const r = await get(query);
        ms.push(r.ms);
        rows = r.body._content.length;
      }
      results[name] = stats(ms);
      console.log(`${name.padEnd(45)}${f(results[name].p50)} ${f(results[name].p95)}  ${rows}`);
    }

    // Walk to a deep page by cursor, then read that page both ways.
    let cursor: string | null = null;
    const walk: number[] = [];
    for (let p = 0; p < DEPTH_PAGES; p++) {
      const r = await get(`size=${PAGE}${cursor ? `&cursor=${cursor}` : ''}`);
      walk.push(r.ms);
      cursor = r.body.nextCursor;
      if (!cursor) break;
    }
    const w = stats(walk);
    console.log(`${`pages 1 to ${walk.length} by cursor`.padEnd(45)}${f(w.p50)} ${f(w.p95)}`);
    const repo = new ConversationsRepository(ds);
    const at = decodeCursor(cursor!)!;
    const keyset: number[] = [];
    const offset: number[] = [];
    for (let i = 0; i < 30; i++) {
      let t = performance.now();
      await repo.list(app.appId, {}, at, PAGE + 1);
      keyset.push(performance.now() - t);
      t = performance.now();
      await repo.listByOffset(app.appId, DEPTH_PAGES * PAGE, PAGE + 1);
      offset.push(performance.now() - t);
    }
    const k = stats(keyset);
    const o = stats(offset);
    console.log(`\nPage ${DEPTH_PAGES + 1} in SQL (30 reads each, ms):`);
    console.log(`keyset (cursor)                              ${f(k.p50)} ${f(k.p95)}`);
    console.log(`OFFSET ${String(DEPTH_PAGES * PAGE).padEnd(38)}${f(o.p50)} ${f(o.p95)}`);
    console.log(`peer ratio (OFFSET p50 / keyset p50): ${(o.p50 / k.p50).toFixed(1)}x`);
    const worst = Math.max(...Object.values(results).map((r) => r.p95), w.p95);
    console.log(`\nworst p95 over HTTP: ${worst.toFixed(1)} ms (target under 200 ms): ${worst < 200 ? 'met' : 'NOT met'}`);
  } finally {
    await server.stop();
    await ds.destroy();
    await scratch.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
