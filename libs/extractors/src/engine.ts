import { ExtractionError } from './errors';
import { normalizeSentence } from './normalize';
import { REGISTRY } from './dimensions';
import { splitWords } from './words';
import {
  DIMENSIONS,
  LANGS,
  OUTPUT_DIM,
  type Dimension,
  type DimensionRules,
  type Entity,
  type ExtractOptions,
  type ExtractorData,
  type Lang,
  type RuleContext,
  type Token,
  type Word,
} from './types';
import { isValidTimeZone } from './timezone';

const KNOWN = new Set<string>(DIMENSIONS);

/** Per language: the rules of each dimension, and an order in which `needs` run first. */
interface LangPlan {
  rules: Map<Dimension, DimensionRules>;
  order: Dimension[];
}

function plan(lang: Lang): LangPlan {
  const rules = new Map<Dimension, DimensionRules>();
  for (const mod of REGISTRY) {
    const r = mod[lang];
    if (r) rules.set(r.dim, r);
  }
  const order: Dimension[] = [];
  const seen = new Set<Dimension>();
  const visit = (d: Dimension, path: Dimension[]) => {
    if (seen.has(d)) return;
    if (path.includes(d)) throw new Error(`dimension rules form a cycle: ${[...path, d].join(' -> ')}`);
    for (const n of rules.get(d)?.needs ?? []) visit(n, [...path, d]);
    seen.add(d);
    if (rules.has(d)) order.push(d);
  };
  for (const d of DIMENSIONS) visit(d, []);
  return { rules, order };
}

/**
 * Entity extraction engine: runs the rules of every requested dimension (and of the dimensions
 * they build on) over one normalised copy of the sentence, then keeps the widest candidates.
 * Pure: no I/O, data is passed in.
 */
export class Extractor {
  private readonly plans: Record<Lang, LangPlan>;

  constructor(private readonly data: ExtractorData = {}) {
    this.plans = { en: plan('en'), fr: plan('fr'), es: plan('es') };
  }

  /** Throws an ExtractionError naming every unknown dimension or bad timezone. */
  validate(opts: Pick<ExtractOptions, 'dimensions' | 'antidimensions' | 'timezone' | 'lang'>): void {
    const details: { field: string; problem: string }[] = [];
    if (!LANGS.includes(opts.lang)) details.push({ field: 'lang', problem: `must be one of ${LANGS.join(', ')}` });
    for (const field of ['dimensions', 'antidimensions'] as const) {
      for (const d of opts[field] ?? []) {
        if (!KNOWN.has(d)) {
          details.push({ field, problem: `unknown dimension "${d}"; valid dimensions: ${DIMENSIONS.join(', ')}` });
        }
      }
    }
    if (opts.timezone !== undefined && !isValidTimeZone(opts.timezone)) {
      details.push({ field: 'timezone', problem: `unknown timezone "${opts.timezone}"; use an IANA id such as Europe/Paris` });
    }
    if (details.length) {
      const code = details.some((d) => d.field.endsWith('dimensions')) ? 'NLP.UNKNOWN_DIMENSION' : details[0]!.field === 'timezone' ? 'NLP.UNKNOWN_TIMEZONE' : 'NLP.UNSUPPORTED_LANGUAGE';
      throw new ExtractionError(code, details.map((d) => `${d.field}: ${d.problem}`).join('; '), details);
    }
  }

  extract(sentence: string, opts: ExtractOptions): Entity[] {
    this.validate(opts);
    const { rules, order } = this.plans[opts.lang];
    const requested = new Set<Dimension>(opts.dimensions?.length ? opts.dimensions : DIMENSIONS);
    for (const d of opts.antidimensions ?? []) requested.delete(d);
    if (requested.size === 0 || sentence.length === 0) return [];

    // Dimensions to run: the requested ones and everything they need.
    const toRun = new Set<Dimension>();
    const add = (d: Dimension) => {
      if (toRun.has(d)) return;
      toRun.add(d);
      for (const n of rules.get(d)?.needs ?? []) add(n);
    };
    for (const d of requested) add(d);

    const text = normalizeSentence(sentence, {
      caseSensitive: opts.caseSensitive,
      keepAccents: opts.keepAccents,
      keepQuotes: opts.keepQuotes,
    });
    const produced = new Map<Dimension, Token[]>();
    let words: Word[] | undefined;
    const ctx: RuleContext = {
      text,
      original: sentence,
      lang: opts.lang,
      referenceTime: opts.referenceTime ?? Date.now(),
      timezone: opts.timezone ?? 'UTC',
      caseSensitive: !!opts.caseSensitive,
      get words() {
        return (words ??= splitWords(text));
      },
      tokens: (d) => produced.get(d) ?? [],
      data: this.data,
    };
    for (const d of order) {
      if (!toRun.has(d)) continue;
      produced.set(d, rules.get(d)!.extract(ctx));
    }

    const candidates: Token[] = [];
    for (const d of requested) for (const t of produced.get(d) ?? []) if (!t.latent && t.end > t.start) candidates.push(t);
    return select(candidates).map((t) => ({
      dim: OUTPUT_DIM[t.dim],
      body: sentence.slice(t.start, t.end),
      values: [t.value],
      start: t.start,
      end: t.end,
    }));
  }
}

/**
 * Keeps, per dimension and span, the best-scored candidate; then drops every candidate whose
 * span lies strictly inside another's (Duckling's rule: "20 euros" is money, not also a number).
 * Result ordered by start, longer first.
 */
export function select(candidates: Token[]): Token[] {
  const best = new Map<string, Token>();
  for (const t of candidates) {
    const key = `${t.dim}:${t.start}:${t.end}`;
    const prev = best.get(key);
    if (!prev || (t.score ?? 0) > (prev.score ?? 0)) best.set(key, t);
  }
  const list = [...best.values()].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Token[] = [];
  for (const t of list) {
    const inside = list.some(
      (o) => o !== t && o.start <= t.start && o.end >= t.end && o.end - o.start > t.end - t.start,
    );
    if (!inside) kept.push(t);
  }
  return kept;
}
