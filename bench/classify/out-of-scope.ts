/**
 * Knowing when not to answer: small Apps drawn from each corpus (3, 5, 10 of its intents, several
 * seeded draws, and the whole corpus) classify their own test sentences (in scope) and
 * sentences from elsewhere (out of domain: the other corpora of the same language, the corpus's
 * own `None` sentences, and the chit-chat of `chit-chat.ts`). At a threshold t, in-scope accuracy
 * is the share of in-scope sentences whose best label is right and scores at least t; OOD
 * rejection, the share of out-of-domain sentences whose best score stays under t.
 */
import { seededRandom, type Lang } from '@parley/classifier';
import { CHIT_CHAT } from './chit-chat';
import { EVERYDAY } from './everyday';
import type { Corpus, Example } from './corpora';
import { type BenchEngine, NONE, type Scored } from './engines';

export const APP_SIZES = [1, 2, 3, 5, 10] as const;
/** Lopsided Apps: one intent made of several of the corpus's (many phrases, many topics) beside small ones. */
export const LOPSIDED_SIZES = [2, 3] as const;
const MERGED = 5;
export const DRAWS = 5;
const SEED = 17;

/**
 * Issue #31: every sentence belongs to the tuning part, which choices (the default threshold, any
 * variant) are made on, or to the final part, scored once at the end. In-scope sentences are split
 * by a hash of their text; out-of-domain ones by source: the tuning part's are the other corpora,
 * `None` sentences and `chit-chat.ts`, the final part's `everyday.ts`, used for nothing else.
 */
export type Part = 'tuning' | 'final';

export function partOf(text: string): Part {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) % 2 === 0 ? 'tuning' : 'final';
}

export interface AppDraw {
  corpus: Corpus;
  /** Number of intents, or 'all' for the whole corpus. */
  size: number | 'all';
  intents: string[];
  /** Lopsided: the App's first intent is these intents of the corpus together. */
  merged?: string[];
}

export interface AppOutcome {
  draw: AppDraw;
  inScope: { scored: Scored; expected: string; atDefault: string; part: Part }[];
  outOfDomain: { scored: Scored; atDefault: string; part: Part }[];
  /** CPU milliseconds the engine took to train the App. */
  trainMs: number;
}

/** Seeded draws of small Apps from every corpus (intents other than `None`), then each whole corpus. */
export function drawApps(corpora: Corpus[]): AppDraw[] {
  const random = seededRandom(SEED);
  const draws: AppDraw[] = [];
  for (const corpus of corpora) {
    const intents = [...new Set(corpus.train.map((e) => e.intent))].filter((i) => i !== NONE).sort();
    for (const size of APP_SIZES) {
      if (size >= intents.length) continue;
      for (let d = 0; d < DRAWS; d++) draws.push({ corpus, size, intents: shuffle(intents, random).slice(0, size) });
    }
    for (const size of LOPSIDED_SIZES) {
      if (size - 1 + MERGED > intents.length) continue;
      for (let d = 0; d < DRAWS; d++) {
        const picked = shuffle(intents, random).slice(0, size - 1 + MERGED);
        const merged = picked.slice(0, MERGED);
        draws.push({ corpus, size, intents: [merged[0], ...picked.slice(MERGED)], merged });
      }
    }
    draws.push({ corpus, size: 'all', intents });
  }
  return draws;
}

export interface OutOfDomain {
  text: string;
  part: Part;
}

/**
 * Out-of-domain sentences for an App drawn from `corpus`: tuning part, the other same-language
 * corpora, its own `None` sentences and chit-chat; final part, the everyday sentences.
 */
export function outOfDomain(corpus: Corpus, corpora: Corpus[]): OutOfDomain[] {
  const others = corpora.filter((c) => c !== corpus && c.lang === corpus.lang).flatMap((c) => [...c.train, ...c.test]);
  const own = [...corpus.train, ...corpus.test].filter((e) => e.intent === NONE);
  const tuning = [...new Set([...others, ...own].map((e) => e.text).concat(CHIT_CHAT[corpus.lang]))];
  return [
    ...tuning.map((text) => ({ text, part: 'tuning' as const })),
    ...EVERYDAY[corpus.lang].map((text) => ({ text, part: 'final' as const })),
  ];
}

export async function runApp<H>(engine: BenchEngine<H>, draw: AppDraw, ood: OutOfDomain[]): Promise<AppOutcome> {
  const merged = new Set(draw.merged ?? []);
  const label = (intent: string) => (merged.has(intent) ? draw.intents[0] : intent);
  const keep = new Set([...draw.intents, ...merged]);
  const examples: Example[] = draw.corpus.train.filter((e) => keep.has(e.intent)).map((e) => ({ text: e.text, intent: label(e.intent) }));
  await engine.train(examples, draw.corpus.lang); // warm-up, so the time below is training, not first-use costs
  const cpu = process.cpuUsage();
  const handle = await engine.train(examples, draw.corpus.lang);
  const used = process.cpuUsage(cpu);
  const outcome: AppOutcome = { draw, inScope: [], outOfDomain: [], trainMs: (used.user + used.system) / 1000 };
  for (const { text, intent } of draw.corpus.test.filter((e) => keep.has(e.intent))) {
    outcome.inScope.push({
      scored: await engine.score!(handle, text),
      expected: label(intent),
      atDefault: await engine.classify(handle, text),
      part: partOf(text),
    });
  }
  for (const { text, part } of ood)
    outcome.outOfDomain.push({ scored: await engine.score!(handle, text), atDefault: await engine.classify(handle, text), part });
  return outcome;
}

export interface Rates {
  accuracy: number;
  rejection: number;
  inScope: number;
  outOfDomain: number;
}

/** In-scope accuracy and OOD rejection at threshold t (or at the engine's own default decision), of one part or both. */
export function rates(outcomes: AppOutcome[], t: number | 'default', part?: Part): Rates {
  let right = 0;
  let inScope = 0;
  let rejected = 0;
  let ood = 0;
  for (const o of outcomes) {
    for (const s of o.inScope) {
      if (part && s.part !== part) continue;
      inScope++;
      const label = t === 'default' ? s.atDefault : s.scored.probability >= t ? s.scored.label : NONE;
      if (label === s.expected) right++;
    }
    for (const s of o.outOfDomain) {
      if (part && s.part !== part) continue;
      ood++;
      const label = t === 'default' ? s.atDefault : s.scored.probability >= t ? s.scored.label : NONE;
      if (label === NONE) rejected++;
    }
  }
  return { accuracy: right / inScope, rejection: rejected / ood, inScope, outOfDomain: ood };
}

/** A row of the per-size tables: the Apps of one shape (size, lopsided or whole) in one language or all. */
export interface AppGroup {
  lang: Lang | 'all';
  label: string;
  keep: (o: AppOutcome) => boolean;
}

/** The per-size tables' rows, language by language then all: each size, the lopsided Apps, the whole corpus. */
export function appGroups(sizes: readonly number[], wholeLabel: string): AppGroup[] {
  const shapes = [
    ...sizes.map((n) => ({ label: String(n), keep: (o: AppOutcome) => o.draw.size === n && !o.draw.merged })),
    ...LOPSIDED_SIZES.map((n) => ({ label: `${n} lopsided`, keep: (o: AppOutcome) => o.draw.size === n && !!o.draw.merged })),
    { label: wholeLabel, keep: (o: AppOutcome) => o.draw.size === 'all' },
  ];
  return (['en', 'fr', 'es', 'all'] as const).flatMap((lang) =>
    shapes.map(({ label, keep }) => ({ lang, label, keep: (o: AppOutcome) => keep(o) && (lang === 'all' || o.draw.corpus.lang === lang) })),
  );
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
