/**
 * Entity F1 per dimension on held-out sentences (bench/entities/heldout/<lang>.json): sentences
 * written for the benchmark, never part of the extractors' corpora, modelled on what Duckling's and
 * Recognizers-Text's corpora and libpostal's tests cover (weights and volumes written out, fractions,
 * compound numbers, numbers inside other entities, percentages in words, cities that are common words,
 * French and Spanish street types, times). Each sentence is split once, by a hash of its text, into a
 * "tuning" part (the one to look at while changing the extractors) and a "final" part (scored at the
 * end of a round only). Round 2 added a fresh final part written before its round's changes
 * (heldout/final2-<lang>.json, part "final2"); the first round's parts are tuning material since,
 * scored together as "round1". Round 3 did the same (heldout/final3-<lang>.json, part "final3"), written
 * before its changes; round 1's parts and final2 are tuning material from then on ("tuning3": both).
 * Round 5 wrote two fresh parts before its changes, as a chat bot hears them (lower case, abbreviations,
 * missing accents; appointments, bookings, claims, rentals, support, school, visits, gym classes):
 * heldout/final5-<lang>.json (part "final5", scored once at the end of the round) and
 * heldout/tuning5-<lang>.json (part "tuning5"); the score "tuning5" is every sentence but final5's
 * (the older parts are tuning material too), "tuning5-new" the round's own tuning sentences alone;
 * bench:entities prints both of round 5's parts after round 3's.
 *
 * Scoring: each sentence goes through the default extraction (every dimension, what a bot receives);
 * the entities of the scored dimensions are compared with the expected ones. A prediction matches an
 * expected entity of the same dimension when its span overlaps the expected body (a city's body may
 * or may not hold its preposition) and `value` is a deep subset of its value (numbers to 1e-6, a
 * time's "time-stamp" as a prefix: "2026-11-17T16:30"). An address stands for its parts: its street
 * type and its city, an item count ("3 kids") for its number. Unmatched predictions are false positives, unmatched expectations misses.
 * Run alone: `npx tsx bench/entities/heldout.ts [tuning|final|round1|final2|tuning3|final3|tuning5|tuning5-new|final5|all] [-v]`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadExtractorData } from '../../libs/extractors/data/load';
import { Extractor } from '../../libs/extractors/src/engine';
import { LANGS, type Entity, type Lang } from '../../libs/extractors/src/types';

export const SCORED = [
  'number',
  'ordinal',
  'percentage',
  'money',
  'distance',
  'volume',
  'weight',
  'temperature',
  'duration',
  'time',
  'city',
  'streetType',
] as const;
const REF = Date.UTC(2026, 10, 17, 9, 30);
const ZONE = 'Europe/Paris';

interface Expected {
  dim: string;
  body: string;
  value?: Record<string, unknown>;
}
interface Sentence {
  text: string;
  part: 'tuning' | 'final' | 'final2' | 'final3' | 'tuning5' | 'final5';
  expected: Expected[];
}
export type Part = 'tuning' | 'final' | 'round1' | 'final2' | 'tuning3' | 'final3' | 'tuning5' | 'tuning5-new' | 'final5' | 'all';
export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

/** Output dim name of the held-out files ("street-type" is written as the API answers it). */
const outDim = (d: string) => (d === 'street-type' ? 'streetType' : d);

export function loadHeldout(lang: Lang): Sentence[] {
  const read = (name: string) =>
    (JSON.parse(readFileSync(join(__dirname, 'heldout', name), 'utf8')) as { sentences: Sentence[] }).sentences;
  return [
    ...read(`${lang}.json`),
    ...read(`final2-${lang}.json`),
    ...read(`final3-${lang}.json`),
    ...read(`tuning5-${lang}.json`),
    ...read(`final5-${lang}.json`),
  ];
}

const inPart = (s: Sentence, part: Part) =>
  part === 'all' ||
  s.part === part ||
  (part === 'round1' && (s.part === 'tuning' || s.part === 'final')) ||
  (part === 'tuning3' && (s.part === 'tuning' || s.part === 'final' || s.part === 'final2')) ||
  (part === 'tuning5' && s.part !== 'final5') ||
  (part === 'tuning5-new' && s.part === 'tuning5');

function subset(actual: unknown, expected: unknown, key = ''): boolean {
  if (expected === null || typeof expected !== 'object') {
    if (typeof expected === 'number' && typeof actual === 'number')
      return Math.abs(actual - expected) <= 1e-6 * Math.max(1, Math.abs(expected));
    if (key === 'time-stamp' && typeof actual === 'string' && typeof expected === 'string') return actual.startsWith(expected);
    return actual === expected;
  }
  if (actual === null || typeof actual !== 'object') return false;
  return Object.entries(expected).every(([k, v]) => subset((actual as Record<string, unknown>)[k], v, k));
}

/** The scored entities of a response: an address counts as its street type and its city. */
function scored(entities: Entity[]): Entity[] {
  const out: Entity[] = [];
  for (const e of entities) {
    if (e.dim === 'address') {
      const v = e.values[0] as { type?: string; location?: string | null };
      if (v.type) out.push({ ...e, dim: 'streetType', values: [{ value: v.type, type: 'string' }] });
      if (v.location) out.push({ ...e, dim: 'city', values: [{ value: v.location, type: 'string' }] });
    } else if (e.dim === 'itemCount') {
      // "3 kids", "mil doscientos espectadores": the count is how our output carries that number.
      out.push({ ...e, dim: 'number', values: [{ value: (e.values[0] as { value: number }).value, type: 'integer' }] });
    } else if ((SCORED as readonly string[]).includes(e.dim)) out.push(e);
  }
  return out;
}

export interface Mistake {
  lang: Lang;
  text: string;
  kind: 'fp' | 'fn';
  dim: string;
  what: string;
}

export function scoreHeldout(x: Extractor, part: Part): { counts: Map<string, Counts>; mistakes: Mistake[] } {
  const counts = new Map<string, Counts>(SCORED.map((d) => [d, { tp: 0, fp: 0, fn: 0 }]));
  const mistakes: Mistake[] = [];
  for (const lang of LANGS) {
    for (const s of loadHeldout(lang)) {
      if (!inPart(s, part)) continue;
      const got = scored(x.extract(s.text, { lang, referenceTime: REF, timezone: ZONE }));
      const used = new Set<Entity>();
      let from = 0;
      for (const e of s.expected) {
        const dim = outDim(e.dim);
        const start = s.text.indexOf(e.body, from) >= 0 ? s.text.indexOf(e.body, from) : s.text.indexOf(e.body);
        const end = start + e.body.length;
        from = start;
        const hit = got.find(
          (g) => !used.has(g) && g.dim === dim && g.start < end && g.end > start && (!e.value || subset(g.values[0], e.value)),
        );
        const c = counts.get(dim)!;
        if (hit) {
          used.add(hit);
          c.tp++;
        } else {
          c.fn++;
          mistakes.push({ lang, text: s.text, kind: 'fn', dim, what: `${e.body} ${JSON.stringify(e.value ?? {})}` });
        }
      }
      for (const g of got) {
        if (used.has(g)) continue;
        counts.get(g.dim)!.fp++;
        mistakes.push({ lang, text: s.text, kind: 'fp', dim: g.dim, what: `${g.body} ${JSON.stringify(g.values[0])}` });
      }
    }
  }
  return { counts, mistakes };
}

const f1 = (c: Counts) => (c.tp === 0 ? 0 : (2 * c.tp) / (2 * c.tp + c.fp + c.fn));
const fmt = (n: number) => n.toFixed(2);

/** Markdown table: per dimension precision, recall, F1 (and counts), then all dimensions pooled. */
export function heldoutTable(counts: Map<string, Counts>): string {
  const rows = ['| dimension | expected | TP | FP | FN | precision | recall | F1 |', '|---|---:|---:|---:|---:|---:|---:|---:|'];
  const total: Counts = { tp: 0, fp: 0, fn: 0 };
  for (const [dim, c] of counts) {
    total.tp += c.tp;
    total.fp += c.fp;
    total.fn += c.fn;
    rows.push(
      `| ${dim} | ${c.tp + c.fn} | ${c.tp} | ${c.fp} | ${c.fn} | ${fmt(c.tp / Math.max(1, c.tp + c.fp))} | ${fmt(c.tp / Math.max(1, c.tp + c.fn))} | ${fmt(f1(c))} |`,
    );
  }
  rows.push(
    `| **all** | ${total.tp + total.fn} | ${total.tp} | ${total.fp} | ${total.fn} | ${fmt(total.tp / Math.max(1, total.tp + total.fp))} | ${fmt(total.tp / Math.max(1, total.tp + total.fn))} | **${fmt(f1(total))}** |`,
  );
  return rows.join('\n');
}

export function benchHeldout(x: Extractor, part: Part = 'all', verbose = false): void {
  const { counts, mistakes } = scoreHeldout(x, part);
  console.log(`\nHeld-out entity F1 per dimension (bench/entities/heldout, part: ${part})\n\n${heldoutTable(counts)}`);
  if (verbose) for (const m of mistakes) console.log(`${m.kind} ${m.lang} ${m.dim}: ${m.what}   <- ${m.text}`);
}

if (require.main === module) {
  const part = (process.argv[2] ?? 'tuning') as Part;
  benchHeldout(new Extractor(loadExtractorData()), part, process.argv.includes('-v'));
}
