/**
 * The fault suite (`npm run test:faults`): the built api and webchat server as real processes,
 * on a PostgreSQL cluster and a Redis of the suite's own (other ports, temporary folders), under
 * load, through the faults of a bad day: SIGKILL and SIGTERM of each server, Redis killed and
 * frozen, PostgreSQL stopped and frozen, a database blip under an open widget in Chromium, a
 * tarpit webhook beside a healthy App, an account's 8 slow bots beside another account's App, a
 * tenant sending the costliest sentences beside a normal one. Each scenario prints what was
 * acknowledged and stored, what clients got and how soon they succeeded again; it fails on any
 * acknowledged write not stored, a crash, a 5xx other than 503, a hang, or a healthy App's reply
 * slower than 2 s.
 * A scenario marked `expectedFailure` prints its figure and reason and keeps the suite green while
 * it fails; the suite fails once it passes, so the mark is removed.
 *
 * FAULTS=<substring> runs the matching scenarios only (several, separated by commas: those matching
 * any). Logs of the servers: the folder printed.
 */
import { existsSync } from 'node:fs';
import { postgresBinDir } from './harness/postgres-cluster';
import { World } from './harness/world';
import { CHROMIUM, Report, SCENARIOS } from './scenarios';
import { hasRedisServer } from '../../libs/testing/src/redis-server';

async function main(): Promise<void> {
  const bin = postgresBinDir();
  const missing = !bin
    ? 'no PostgreSQL server binaries under /usr/lib/postgresql (or PG_BIN_DIR)'
    : !hasRedisServer
      ? 'no redis-server binary'
      : null;
  if (missing) {
    console.log(`fault suite skipped: ${missing}`);
    return;
  }
  const only = (process.env.FAULTS ?? '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const scenarios = SCENARIOS.filter((s) => !only.length || only.some((w) => s.name.toLowerCase().includes(w)));
  const t0 = Date.now();
  const world = await World.create(bin!);
  console.log(
    `fault suite: PostgreSQL on port ${world.pg.port}, Redis on ${world.redis.port}, api ${world.api.url}, webchat ${world.webchat.url}; logs in ${world.logDir} (ready in ${secs(Date.now() - t0)})\n`,
  );
  const results: {
    name: string;
    verdict: 'passed' | 'FAILED' | 'expected failure' | 'UNEXPECTEDLY PASSED' | 'skipped';
    seconds: number;
  }[] = [];
  try {
    for (const [i, s] of scenarios.entries()) {
      const started = Date.now();
      console.log(`--- ${s.name}`);
      if (s.needsBrowser && !existsSync(CHROMIUM)) {
        console.log(`    skipped: no Chromium at ${CHROMIUM}`);
        results.push({ name: s.name, verdict: 'skipped', seconds: 0 });
        continue;
      }
      const report = new Report();
      try {
        await s.run(world, report, `f${i}-${Date.now().toString(36)}`);
      } catch (err) {
        report.failures.push(`the scenario stopped: ${err instanceof Error ? err.message : String(err)}`);
      }
      await world.heal().catch((err: Error) => report.failures.push(`could not restore the services: ${err.message}`));
      for (const line of report.lines) console.log(`    ${line}`);
      const failed = report.failures.length > 0;
      const verdict = s.expectedFailure ? (failed ? 'expected failure' : 'UNEXPECTEDLY PASSED') : failed ? 'FAILED' : 'passed';
      for (const f of report.failures) console.log(`    ${s.expectedFailure ? 'fails as expected' : 'FAILURE'}: ${f}`);
      if (s.expectedFailure) {
        console.log(
          failed
            ? `    expected to fail: ${s.expectedFailure}`
            : `    this scenario now passes: remove its expectedFailure mark in test/faults/scenarios.ts`,
        );
      }
      const seconds = (Date.now() - started) / 1000;
      console.log(`    ${verdict} in ${seconds.toFixed(1)} s\n`);
      results.push({ name: s.name, verdict, seconds });
    }
  } finally {
    await world.close();
  }
  console.log('| scenario | verdict | seconds |\n|---|---|---:|');
  for (const r of results) console.log(`| ${r.name} | ${r.verdict} | ${r.seconds.toFixed(1)} |`);
  const bad = results.filter((r) => r.verdict === 'FAILED' || r.verdict === 'UNEXPECTEDLY PASSED');
  const count = (v: string) => results.filter((r) => r.verdict === v).length;
  console.log(
    `\nfault suite: ${count('passed')} scenarios passed, ${bad.length} failing, ${count('expected failure')} failing as expected, ${count('skipped')} skipped, in ${secs(Date.now() - t0)}`,
  );
  if (bad.length) process.exitCode = 1;
}

function secs(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
