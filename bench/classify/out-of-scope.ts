/**
 * Knowing when not to answer: small Apps drawn from each corpus (3, 5, 10 of its intents, several
 * seeded draws, and the whole corpus) classify their own test sentences (in scope) and
 * sentences from elsewhere (out of domain: the other corpora of the same language, the corpus's
 * own `None` sentences, and the chit-chat of `chit-chat.ts`). At a threshold t, in-scope accuracy
 * is the share of in-scope sentences whose best label is right and scores at least t; OOD
 * rejection, the share of out-of-domain sentences whose best score stays under t.
 */
import { seededRandom } from '@parley/classifier';
import { CHIT_CHAT } from './chit-chat';
import type { Corpus, Example } from './corpora';
import { type BenchEngine, NONE, type Scored } from './engines';

export const APP_SIZES = [3, 5, 10] as const;
export const DRAWS = 5;
const SEED = 17;

export interface AppDraw {
  corpus: Corpus;
  /** Number of intents, or 'all' for the whole corpus. */
  size: number | 'all';
  intents: string[];
}

export interface AppOutcome {
  draw: AppDraw;
  inScope: { scored: Scored; expected: string; atDefault: string }[];
  outOfDomain: { scored: Scored; atDefault: string }[];
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
    draws.push({ corpus, size: 'all', intents });
  }
  return draws;
}

/** Out-of-domain sentences for an App drawn from `corpus`: other same-language corpora, its own `None` sentences, chit-chat. */
export function outOfDomain(corpus: Corpus, corpora: Corpus[]): string[] {
  const others = corpora.filter((c) => c !== corpus && c.lang === corpus.lang).flatMap((c) => [...c.train, ...c.test]);
  const own = [...corpus.train, ...corpus.test].filter((e) => e.intent === NONE);
  return [...new Set([...others, ...own].map((e) => e.text).concat(CHIT_CHAT[corpus.lang]))];
}

export async function runApp<H>(engine: BenchEngine<H>, draw: AppDraw, ood: string[]): Promise<AppOutcome> {
  const keep = new Set(draw.intents);
  const examples: Example[] = draw.corpus.train.filter((e) => keep.has(e.intent));
  const handle = await engine.train(examples, draw.corpus.lang);
  const outcome: AppOutcome = { draw, inScope: [], outOfDomain: [] };
  for (const { text, intent } of draw.corpus.test.filter((e) => keep.has(e.intent))) {
    outcome.inScope.push({ scored: await engine.score!(handle, text), expected: intent, atDefault: await engine.classify(handle, text) });
  }
  for (const text of ood)
    outcome.outOfDomain.push({ scored: await engine.score!(handle, text), atDefault: await engine.classify(handle, text) });
  return outcome;
}

export interface Rates {
  accuracy: number;
  rejection: number;
  inScope: number;
  outOfDomain: number;
}

/** In-scope accuracy and OOD rejection at threshold t (or at the engine's own default decision). */
export function rates(outcomes: AppOutcome[], t: number | 'default'): Rates {
  let right = 0;
  let inScope = 0;
  let rejected = 0;
  let ood = 0;
  for (const o of outcomes) {
    for (const s of o.inScope) {
      inScope++;
      const label = t === 'default' ? s.atDefault : s.scored.probability >= t ? s.scored.label : NONE;
      if (label === s.expected) right++;
    }
    for (const s of o.outOfDomain) {
      ood++;
      const label = t === 'default' ? s.atDefault : s.scored.probability >= t ? s.scored.label : NONE;
      if (label === NONE) rejected++;
    }
  }
  return { accuracy: right / inScope, rejection: rejected / ood, inScope, outOfDomain: ood };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
