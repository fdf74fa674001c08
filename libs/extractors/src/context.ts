import { splitWords } from './words';
import type { Dimension, ExtractorData, Lang, RuleContext, Token, Word } from './types';

/**
 * The context of one extraction. A class rather than an object literal with closures: one is made
 * per sentence, and its per-sentence caches live on it (not in module-level WeakMaps keyed by the
 * context, whose entries outlive the sentence until a full GC and fill the old generation).
 */
export class SentenceContext implements RuleContext {
  readonly produced = new Map<Dimension, Token[]>();
  private words_: Word[] | undefined;
  private memo: Map<(ctx: RuleContext) => unknown, unknown> | undefined;

  constructor(
    readonly text: string,
    readonly original: string,
    readonly lang: Lang,
    readonly referenceTime: number,
    readonly timezone: string,
    readonly caseSensitive: boolean,
    readonly data: ExtractorData,
  ) {}

  get words(): readonly Word[] {
    return (this.words_ ??= splitWords(this.text));
  }

  tokens(dim: Dimension): readonly Token[] {
    return this.produced.get(dim) ?? NONE;
  }

  shared<T>(compute: (ctx: RuleContext) => T): T {
    const memo = (this.memo ??= new Map());
    if (memo.has(compute)) return memo.get(compute) as T;
    const value = compute(this);
    memo.set(compute, value);
    return value;
  }
}

const NONE: readonly Token[] = Object.freeze([]);
