import { buildDataSourceOptions } from '@parley/persistence';
import { createTestApp, type TestAppCredentials, testDatabaseUrl } from '@parley/testing';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, startApi as start, type ApiProcess } from '../../../bench/botmeter/api-process';

// The api runs as a real process (built once into tmp/, see api-process.ts), so that SIGKILL
// stops it mid-write like a crash would.
const startApi = (databaseUrl: string) => start(databaseUrl, { DB_POOL_SIZE: '4' });

describe('botmeter durability across a crash', () => {
  let ds: DataSource;
  let creds: TestAppCredentials;
  const running: ApiProcess[] = [];

  beforeAll(async () => {
    buildApi();
    ds = new DataSource(buildDataSourceOptions({ url: testDatabaseUrl(), poolSize: 2 }));
    await ds.initialize();
    creds = await createTestApp(ds);
    // The default rate limit (100/s) would answer 429 to the load below.
    await ds.query('UPDATE apps SET rate_limit = 100000, rate_burst = 100000 WHERE id = $1', [creds.appId]);
  }, 240_000);

  afterAll(async () => {
    for (const r of running) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL');
    await ds?.destroy();
  });

  it('keeps every record it acknowledged when killed with SIGKILL mid-load', async () => {
    const first = await startApi(testDatabaseUrl());
    running.push(first);
    const acked = new Set<string>();
    const attempted = new Set<string>();
    let n = 0;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const marker = `dur-${process.pid}-${n++}`;
        attempted.add(marker);
        try {
          const res = await fetch(`${first.url}/botmeter/`, {
            method: 'POST',
            headers: { ...creds.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ user_id: 'durability', body: marker, tags: [marker], context: { from: 'test' } }),
          });
          if (res.status === 200 && (await res.text()) === 'ok') acked.add(marker);
        } catch {
          // The process died under this request: not acknowledged, may or may not be stored.
        }
      }
    };
    const workers = Array.from({ length: 24 }, worker);
    // Let a good number of records through, then crash in the middle of the stream.
    for (const deadline = Date.now() + 15_000; acked.size < 400 && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(workers);
    expect(acked.size).toBeGreaterThanOrEqual(400);

    const second = await startApi(testDatabaseUrl());
    running.push(second);
    const rows: { body: string }[] = await ds.query('SELECT body FROM botmeter_records WHERE app_id = $1', [creds.appId]);
    const stored = new Set(rows.map((r) => r.body));
    const lost = [...acked].filter((m) => !stored.has(m));
    expect(lost).toEqual([]);
    // Nothing is invented either: every stored record was sent.
    expect([...stored].filter((m) => !attempted.has(m))).toEqual([]);

    const after = await fetch(`${second.url}/botmeter/`, {
      method: 'POST',
      headers: { ...creds.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'after-restart' }),
    });
    expect(await after.text()).toBe('ok');
    await second.stop();
  }, 60_000);
});
