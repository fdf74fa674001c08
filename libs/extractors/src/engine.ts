import { ExtractionError } from './errors';
import { normalizeSentence } from './normalize';
import { REGISTRY } from './dimensions';
import { DIM_INDEX, SentenceContext } from './context';
import {
  DIMENSION_NAMES,
  DIMENSIONS,
  LANGS,
  dimensionOf,
  OUTPUT_DIM,
  type Dimension,
  type DimensionRules,
  type Entity,
  type ExtractOptions,
  type ExtractorData,
  type Lang,
  type Token,
} from './types';
import { isValidTimeZone } from './timezone';
import { DEFAULT_REGION, regionOf } from './dimensions/phone-number/region';

const KNOWN = new Set<string>(DIMENSION_NAMES);
/** Accepted name -> dimension ("itemCount" -> "item-count"), held here: one local Map probe per name. */
const BY_NAME: ReadonlyMap<string, Dimension> = new Map(DIMENSION_NAMES.map((n) => [n, dimensionOf(n)!]));
const REGION: Readonly<Record<Lang, string>> = { ...DEFAULT_REGION };

/** Per language: the rules of each dimension, and an order in which `needs` run first. */
interface LangPlan {
  rules: Map<Dimension, DimensionRules>;
  order: Dimension[];
  /** `order` as (index in DIMENSIONS, extract bound to its rules): no lookups per sentence. */
  steps: Step[];
}

interface Step {
  index: number;
  extract: (ctx: SentenceContext) => Token[];
}

const stepsOf = (rules: Map<Dimension, DimensionRules>, order: readonly Dimension[]): Step[] =>
  order.map((d) => {
    const r = rules.get(d)!;
    return { index: DIM_INDEX[d], extract: r.extract.bind(r) };
  });

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
  return { rules, order, steps: stepsOf(rules, order) };
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
    for (const lang of LANGS) for (const rules of this.plans[lang].rules.values()) rules.prepare?.(data);
  }

  /** Throws an ExtractionError naming every unknown dimension, bad timezone or region, and a reference time that is no instant. */
  validate(opts: Pick<ExtractOptions, 'dimensions' | 'antidimensions' | 'timezone' | 'lang' | 'region' | 'referenceTime'>): void {
    if (valid(opts)) return;
    const details: { field: string; problem: string }[] = [];
    if (!LANGS.includes(opts.lang)) details.push({ field: 'lang', problem: `must be one of ${LANGS.join(', ')}` });
    for (const field of ['dimensions', 'antidimensions'] as const) {
      for (const d of opts[field] ?? []) {
        if (!KNOWN.has(d)) {
          details.push({ field, problem: `unknown dimension "${d}"; valid dimensions: ${DIMENSION_NAMES.join(', ')}` });
        }
      }
    }
    if (opts.timezone !== undefined && !isValidTimeZone(opts.timezone)) {
      details.push({ field: 'timezone', problem: `unknown timezone "${opts.timezone}"; use an IANA id such as Europe/Paris` });
    }
    if (opts.region !== undefined && !regionOf(opts.region)) {
      details.push({ field: 'region', problem: `unknown region "${opts.region}"; use an ISO 3166 alpha-2 code such as FR, ES, US or GB` });
    }
    if (opts.referenceTime !== undefined && epochOf(opts.referenceTime) === undefined) {
      details.push({ field: 'referenceTime', problem: 'must be epoch milliseconds or a valid Date' });
    }
    if (details.length) {
      const first = details[0]!.field;
      const code = details.some((d) => d.field.endsWith('dimensions'))
        ? 'NLP.UNKNOWN_DIMENSION'
        : first === 'timezone'
          ? 'NLP.UNKNOWN_TIMEZONE'
          : first === 'region'
            ? 'NLP.UNKNOWN_REGION'
            : first === 'referenceTime'
              ? 'NLP.INVALID_REFERENCE_TIME'
              : 'NLP.UNSUPPORTED_LANGUAGE';
      throw new ExtractionError(code, details.map((d) => `${d.field}: ${d.problem}`).join('; '), details);
    }
  }

  extract(sentence: string, opts: ExtractOptions): Entity[] {
    this.validate(opts);
    const plan = this.plans[opts.lang];
    const everything = !opts.dimensions?.length && !opts.antidimensions?.length;
    let requested = ALL;
    if (!everything) {
      let chosen: Set<Dimension>;
      if (opts.dimensions?.length) {
        chosen = new Set<Dimension>();
        for (const d of opts.dimensions) chosen.add(BY_NAME.get(d)!);
      } else chosen = new Set<Dimension>(DIMENSIONS);
      if (opts.antidimensions) for (const d of opts.antidimensions) chosen.delete(BY_NAME.get(d)!);
      requested = chosen;
    }
    if (requested.size === 0 || sentence.length === 0) return [];
    // Dimensions to run, in dependency order: the requested ones and everything they need.
    const run = everything ? plan.steps : runList(plan, requested);

    const text = normalizeSentence(sentence, {
      caseSensitive: opts.caseSensitive,
      keepAccents: opts.keepAccents,
      keepQuotes: opts.keepQuotes,
    });
    const region = opts.region === undefined ? REGION[opts.lang] : regionOf(opts.region)!;
    const ctx = new SentenceContext(text, sentence, opts.lang, opts.referenceTime === undefined ? Date.now() : epochOf(opts.referenceTime)!, opts.timezone ?? 'UTC', !!opts.caseSensitive, this.data, region, opts.region !== undefined);
    const produced = ctx.produced;
    for (const step of run) produced[step.index] = step.extract(ctx);

    const candidates: Token[] = [];
    // Every dimension requested: produced is already in the order of DIMENSIONS (that of ALL).
    if (everything) for (const list of produced) collect(list, candidates);
    else for (const d of requested) collect(produced[DIM_INDEX[d]], candidates);
    if (!candidates.length) return [];
    return select(candidates).map((t) => ({
      dim: OUTPUT_DIM[t.dim],
      body: t.body ?? sentence.slice(t.start, t.end),
      values: [t.value],
      start: t.start,
      end: t.end,
    }));
  }
}

const ALL: ReadonlySet<Dimension> = new Set(DIMENSIONS);

/** Adds the tokens of `list` that are reported (not latent, not empty). */
function collect(list: readonly Token[] | undefined, into: Token[]): void {
  if (list) for (const t of list) if (!t.latent && t.end > t.start) into.push(t);
}
const LANG_SET: ReadonlySet<string> = new Set(LANGS);

/** The largest instant a Date holds (ECMAScript: 100,000,000 days either side of 1970). */
const MAX_EPOCH = 8.64e15;

/**
 * The instant of a reference time: epoch milliseconds, or a Date (in-process callers hold one); undefined for anything
 * else, NaN and instants out of a Date's range included (the time rules would fail on them half-way).
 */
function epochOf(ref: unknown): number | undefined {
  const t = ref instanceof Date ? ref.getTime() : ref;
  return typeof t === 'number' && Math.abs(t) <= MAX_EPOCH ? t : undefined;
}

/** The common case checked without building anything (validate() then explains what is wrong). */
function valid(opts: Pick<ExtractOptions, 'dimensions' | 'antidimensions' | 'timezone' | 'lang' | 'region' | 'referenceTime'>): boolean {
  if (!LANG_SET.has(opts.lang)) return false;
  if (opts.referenceTime !== undefined && epochOf(opts.referenceTime) === undefined) return false;
  if (opts.dimensions) for (const d of opts.dimensions) if (!KNOWN.has(d)) return false;
  if (opts.antidimensions) for (const d of opts.antidimensions) if (!KNOWN.has(d)) return false;
  if (opts.region !== undefined && !regionOf(opts.region)) return false;
  return opts.timezone === undefined || isValidTimeZone(opts.timezone);
}

/** The plan's steps restricted to the requested dimensions and what they need. */
function runList(plan: LangPlan, requested: ReadonlySet<Dimension>): Step[] {
  const toRun = new Set<Dimension>();
  const add = (d: Dimension) => {
    if (toRun.has(d)) return;
    toRun.add(d);
    for (const n of plan.rules.get(d)?.needs ?? []) add(n);
  };
  for (const d of requested) add(d);
  return plan.steps.filter((s) => toRun.has(DIMENSIONS[s.index]!));
}

/**
 * Keeps, per dimension and span, the best-scored candidate; then drops every candidate whose
 * span lies strictly inside another's (Duckling's rule: "20 euros" is money, not also a number).
 * Result ordered by start, longer first.
 */
export function select(candidates: Token[]): Token[] {
  // A handful of candidates per sentence: linear scans, no keys built.
  const list: Token[] = [];
  for (const t of candidates) {
    let k = 0;
    while (k < list.length && !(list[k]!.dim === t.dim && list[k]!.start === t.start && list[k]!.end === t.end)) k++;
    if (k === list.length) list.push(t);
    else if ((t.score ?? 0) > (list[k]!.score ?? 0)) list[k] = t;
  }
  list.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Token[] = [];
  for (const t of list) {
    const inside = list.some(
      (o) => o !== t && o.start <= t.start && o.end >= t.end && o.end - o.start > t.end - t.start,
    );
    if (!inside) kept.push(t);
  }
  return kept;
}
