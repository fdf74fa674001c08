import { splitWords } from './words';
import { DIMENSIONS, type Dimension, type ExtractorData, type Lang, type RuleContext, type Token, type Word } from './types';

/**
 * The context of one extraction. A class rather than an object literal with closures: one is made
 * per sentence, and its per-sentence caches live on it (not in module-level WeakMaps keyed by the
 * context, whose entries outlive the sentence until a full GC and fill the old generation).
 */
export class SentenceContext implements RuleContext {
  /** Tokens per dimension, by the dimension's index in DIMENSIONS (a Map grew and rehashed per sentence). */
  readonly produced: (Token[] | undefined)[] = new Array<Token[] | undefined>(DIMENSIONS.length);
  private words_: Word[] | undefined;
  // A handful of shared computations per sentence: parallel arrays scanned linearly beat a Map.
  private readonly memoKeys: ((ctx: RuleContext) => unknown)[] = [];
  private readonly memoValues: unknown[] = [];

  constructor(
    readonly text: string,
    readonly original: string,
    readonly lang: Lang,
    readonly referenceTime: number,
    readonly timezone: string,
    readonly caseSensitive: boolean,
    readonly data: ExtractorData,
    readonly region: string,
    readonly regionGiven = false,
  ) {}

  get words(): readonly Word[] {
    return (this.words_ ??= splitWords(this.text));
  }

  tokens(dim: Dimension): readonly Token[] {
    return this.produced[DIM_INDEX[dim]] ?? NONE;
  }

  shared<T>(compute: (ctx: RuleContext) => T): T {
    const keys = this.memoKeys;
    for (let i = 0; i < keys.length; i++) if (keys[i] === compute) return this.memoValues[i] as T;
    const value = compute(this);
    keys.push(compute);
    this.memoValues.push(value);
    return value;
  }
}

const NONE: readonly Token[] = Object.freeze([]);
export const DIM_INDEX = Object.freeze(Object.fromEntries(DIMENSIONS.map((d, i) => [d, i])) as Record<Dimension, number>);
