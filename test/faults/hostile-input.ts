import { HOSTILE } from '../../libs/testing/src/hostile-sentences';
import { openLoad, Tally, type HttpRequestSpec } from './harness/load';
import type { World } from './harness/world';
import type { Report } from './scenarios';

/** The goal, on a quiet machine: what /health and a well-behaved App's requests stay under (p99). */
export const QUIET_P99_MS = 100;

/**
 * What fails the scenario. A shared 2-CPU CI machine runs PostgreSQL, Redis, both servers, the
 * load generator and other work: there this scenario measured p99s of 90-445 ms with nothing of
 * ours blocking (load average 6.6-9.2, bench/RESULTS.md "Hostile input"), the api being preempted
 * for a few hundred milliseconds at times. What must never come back is a freeze of the event loop
 * by one tenant's sentences: seconds (/health's p99 was 3.9 s before the length rule). A second
 * sits between the two with a margin of 2x on each side, so the scenario fails on a freeze and
 * not on a busy machine; the figures and the 100 ms goal's verdict are printed either way (the
 * goal itself is measured on a quiet machine, by bench:hostile).
 */
export const BUSY_P99_MS = 1000;

const RATE = 5;
const SECONDS = 15;

/**
 * One App sends 5 requests a second each of the costliest sentences of the largest allowed length
 * to classify, entity extraction and spell checking; a second App sends short requests to the same
 * routes (10 a second) and a client polls /health (10 a second). Both must keep their p99 under
 * BUSY_P99_MS and get only 200s; every hostile request is answered, a 200 (its App's rate limits are
 * lifted: the point is what its CPU does to others) or a 429 past its 32 long sentences waiting.
 */
export async function hostileBesideNormalTenant(w: World, r: Report): Promise<void> {
  const api = w.api.url;
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const json = (headers: Record<string, string>, body: unknown): RequestInit => ({
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const hostile = w.apiApp.headers;
  const normal = w.faqApp.headers;
  const hostileRequests: Record<string, () => HttpRequestSpec> = {
    classify: () => ({ url: `${api}/trainer/api/v0/classify`, init: json(hostile, { sentence: HOSTILE.classify.sentence }) }),
    extraction: () => ({ url: `${api}/nlp/entity-extraction/v0?${q(HOSTILE.extraction)}`, init: { headers: hostile } }),
    spelling: () => ({ url: `${api}/nlp/spellchecking/v0?${q(HOSTILE.spelling)}`, init: { headers: hostile } }),
  };
  const normalRequests: (() => HttpRequestSpec)[] = [
    () => ({ url: `${api}/trainer/api/v0/classify`, init: json(normal, { sentence: 'When are you open?' }) }),
    () => ({ url: `${api}/nlp/entity-extraction/v0?${q({ sentence: 'two tickets to Paris tomorrow at 5pm' })}`, init: { headers: normal } }),
    () => ({ url: `${api}/nlp/spellchecking/v0?${q({ sentence: 'Thenk you, I realy like it', key: 'EN_2' })}`, init: { headers: normal } }),
  ];
  const run = async (seconds: number) => {
    const health = new Tally('GET /health');
    const tenant = new Tally('normal App (classify, extraction, spelling)');
    const hostiles = Object.keys(hostileRequests).map((k) => new Tally(`hostile ${k}`));
    await Promise.all([
      openLoad(health, 10, seconds, () => ({ url: `${api}/health`, init: {} })),
      openLoad(tenant, 10, seconds, (n) => normalRequests[n % normalRequests.length]!()),
      ...Object.values(hostileRequests).map((next, i) => openLoad(hostiles[i]!, RATE, seconds, next)),
    ]);
    return { health, tenant, hostiles };
  };
  // Warm-up: the models, the dictionaries, the extraction thread, the credential caches.
  await run(3);
  const crashesBefore = w.api.crashes.length;
  const { health, tenant, hostiles } = await run(SECONDS);
  r.note(`${RATE}/s each of classify, extraction and spelling of ${HOSTILE.spelling.sentence.length} characters from one App, for ${SECONDS} s`);
  for (const t of [health, tenant, ...hostiles]) r.note(`${t.summary()}; p50 ${t.percentile(50)} ms, p99 ${t.percentile(99)} ms`);
  for (const t of [health, tenant]) {
    const failed = t.requests - (t.outcomes.get('200') ?? 0);
    r.check(failed === 0, `${t.name}: ${failed} of ${t.requests} requests did not get a 200`);
  }
  // The hostile App may be told to slow down (a 429 past its 32 long sentences waiting, on a machine
  // too busy to keep up); anything else but a 200 is a failure.
  for (const t of hostiles) {
    const failed = t.requests - (t.outcomes.get('200') ?? 0) - (t.outcomes.get('429') ?? 0);
    r.check(failed === 0, `${t.name}: ${failed} of ${t.requests} requests got neither a 200 nor a 429`);
  }
  for (const t of [health, tenant]) {
    const p99 = t.percentile(99);
    r.note(`${t.name}: p99 ${p99} ms ${p99 <= QUIET_P99_MS ? 'meets' : 'misses'} the ${QUIET_P99_MS} ms goal of a quiet machine`);
    r.check(p99 <= BUSY_P99_MS, `${t.name}: p99 ${p99} ms (over ${BUSY_P99_MS} ms, the bound on a busy machine)`);
  }
  const crashes = w.api.crashes.slice(crashesBefore);
  r.check(crashes.length === 0, `crashed: ${crashes.join('; ')}`);
}
