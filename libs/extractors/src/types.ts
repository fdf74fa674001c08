import type { ColorsJson } from './dimensions/color/types';
import type { PeopleJson } from './dimensions/forename/types';
import type { PlacesData } from './places/types';
import { LANGUAGES, type Language } from '@parley/contracts';

/** Languages the engine understands: Parley's list (libs/contracts). */
export const LANGS = LANGUAGES;
export type Lang = Language;

/** Dimension names as accepted in `dimensions` / `antidimensions`. */
export const DIMENSIONS = [
  'street-number',
  'street-type',
  'postal',
  'city',
  'country',
  'address',
  'location',
  'language',
  'nationality',
  'email',
  'handle',
  'hashtag',
  'number',
  'ordinal',
  'time',
  'duration',
  'distance',
  'area',
  'volume',
  'weight',
  'temperature',
  'forename',
  'family',
  'percentage',
  'url',
  'item-count',
  'currency',
  'money',
  'color',
  'phone-number',
  'credit-card',
  'boolean',
  'age',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** "street-number" -> "streetNumber". */
const camel = (d: string) => d.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * The `dim` written in responses: hyphenated dimensions are answered in camelCase (`streetNumber`,
 * `streetType`, `itemCount`, `phoneNumber`, `creditCard`), the others as they are named.
 */
export const OUTPUT_DIM: Readonly<Record<Dimension, string>> = Object.freeze(
  Object.fromEntries(DIMENSIONS.map((d) => [d, camel(d)])) as Record<Dimension, string>,
);

/**
 * Every name `dimensions` / `antidimensions` accept: the dimension names and the names answered in
 * `dim` (a caller may pass back what it received: `itemCount` as well as `item-count`).
 */
export const DIMENSION_NAMES: readonly string[] = Object.freeze([...DIMENSIONS, ...DIMENSIONS.map((d) => OUTPUT_DIM[d]).filter((o) => !(DIMENSIONS as readonly string[]).includes(o))]);

const BY_NAME: ReadonlyMap<string, Dimension> = new Map([...DIMENSIONS.map((d) => [d, d] as const), ...DIMENSIONS.map((d) => [OUTPUT_DIM[d], d] as const)]);

/** The dimension a name of DIMENSION_NAMES stands for ("itemCount" -> "item-count"), or undefined. */
export function dimensionOf(name: string): Dimension | undefined {
  return BY_NAME.get(name);
}

/** Value object placed in `values[0]` of an entity; its shape depends on the dimension (docs/entities.md). */
export type EntityValue = Record<string, unknown>;

/** One entity in the response of the extraction endpoint. */
export interface Entity {
  dim: string;
  body: string;
  values: EntityValue[];
  start: number;
  end: number;
}

/**
 * A candidate produced by a rule. `start`/`end` index the sentence in UTF-16 code units
 * (normalisation never changes lengths, so they are valid for the original too).
 */
export interface Token<V extends EntityValue = EntityValue> {
  dim: Dimension;
  start: number;
  end: number;
  value: V;
  /**
   * Tie-breaker between candidates of the same dimension over the same span (higher wins).
   * Default 0.
   */
  score?: number;
  /**
   * What `body` reports instead of the sentence's text over [start, end) (same length): a card
   * number is masked there as in its value, so that logs of responses never hold it.
   */
  body?: string;
  /**
   * A latent token is usable by later rules (a bare "3" can become a time or a distance)
   * but is not reported on its own. Default false.
   */
  latent?: boolean;
}

/** A word of the normalised sentence: a run of letters, digits, and in-word apostrophes/hyphens. */
export interface Word {
  text: string;
  start: number;
  end: number;
}

export interface RuleContext {
  /** Normalised sentence, same length as `original` (lower-cased, accents and quotes folded per options). */
  readonly text: string;
  /** The sentence as received. */
  readonly original: string;
  readonly lang: Lang;
  /** "Now" for relative times, epoch milliseconds. */
  readonly referenceTime: number;
  /** IANA zone id (or a legacy id such as CET) in which times are resolved. */
  readonly timezone: string;
  /** Whether the caller asked for case-sensitive matching (then `text` keeps capitals). */
  readonly caseSensitive: boolean;
  /** ISO 3166 alpha-2 region in which national phone numbers are read (the caller's, else the language's). */
  readonly region: string;
  /** Whether the caller gave `region` (else it is the language's default). */
  readonly regionGiven: boolean;
  /** Words of `text`, computed once per sentence. */
  readonly words: readonly Word[];
  /** Tokens already produced by the rules of `dim` (only for dimensions listed in `needs`). */
  tokens(dim: Dimension): readonly Token[];
  /** Data passed to the engine at construction (gazetteers...). */
  readonly data: ExtractorData;
  /**
   * Work several dimensions share for this sentence (number scan, place scan...): `compute` runs on
   * first use, later calls with the same function get its result.
   */
  shared<T>(compute: (ctx: RuleContext) => T): T;
}

/** Rules of one dimension in one language. */
export interface DimensionRules {
  dim: Dimension;
  /** Dimensions whose tokens these rules read; they run first. */
  needs?: readonly Dimension[];
  /** Builds what the rules derive from the data, once, when the engine is constructed (not on a first sentence). */
  prepare?(data: ExtractorData): void;
  extract(ctx: RuleContext): Token[];
}

/**
 * Data that rules need and that the host loads once (the engine does no I/O).
 * Each dimension that needs data declares its part here as an optional field.
 */
export interface ExtractorData {
  [key: string]: unknown;
  /** Gazetteer of cities, countries, languages, nationalities and street types (places/). */
  places?: PlacesData;
  /** Colour names per language (color/). */
  colors?: ColorsJson;
  /** Forenames with sex per language (forename/). */
  people?: PeopleJson;
}

export interface ExtractOptions {
  lang: Lang;
  /** When set, only these dimensions are returned (names of DIMENSION_NAMES). */
  dimensions?: readonly string[];
  /** Dimensions removed from the result. */
  antidimensions?: readonly string[];
  /**
   * ISO 3166 alpha-2 region in which national phone numbers ("06 12 34 56 78") are read; default
   * FR for French, ES for Spanish, US for English. Numbers written with "+" or "00" need none.
   */
  region?: string;
  /** IANA zone id or legacy id; default UTC. */
  timezone?: string;
  /**
   * "Now" for relative times: epoch milliseconds or a Date; default Date.now(). Anything else (NaN, an invalid
   * Date, a string) is refused with NLP.INVALID_REFERENCE_TIME.
   */
  referenceTime?: number | Date;
  caseSensitive?: boolean;
  keepQuotes?: boolean;
  keepAccents?: boolean;
}

/** An example of a corpus: the sentence and the entities (of the corpus' dimension) it must yield. */
export interface CorpusExample {
  text: string;
  /**
   * Expected entities of the corpus' dimension, in order of position. `value` is matched
   * as a deep subset of `values[0]`; `body` when given must be equal.
   */
  expected: { body?: string; value: EntityValue }[];
}

export interface Corpus {
  /** Reference time, zone and phone region for the examples; defaults in corpus-context.ts. */
  context?: { referenceTime?: number; timezone?: string; region?: string };
  examples: CorpusExample[];
  /** Sentences in which the corpus' dimension must find nothing. */
  negatives: string[];
  /**
   * Sentences of this corpus' subject in which other dimensions must find nothing (a phone number
   * is no money amount, a card number no phone number, a street address no time).
   */
  notOther?: Partial<Record<Dimension, string[]>>;
}
