import type { AppEntityMatch, AppEntityMatchKind } from '@parley/contracts';
import type { Lang } from '../types';
import { arraysOf, compileAppEntities, findWord, type AppEntityType, type CompiledAppEntities } from './compile';
import { FuzzyVocabulary, allowedTypos, osa } from './fuzzy';
import { compilePattern, type CompiledPattern } from './patterns';
import { singulars, tokenize, type Token } from './tokens';

export type { AppEntityType, AppEntityValue } from './compile';

/** How a value was found, and an App entity found in a sentence (the shape the API answers). */
export type { AppEntityMatchKind } from '@parley/contracts';
export type AppEntity = AppEntityMatch;

interface Ending {
  type: number;
  value: number;
  synonym: number;
}

/** A path through the words of a sentence: the node it reached, and how far from the words as written. */
interface Walk {
  node: number;
  kind: Exclude<AppEntityMatchKind, 'pattern'>;
  typos: number;
}

const KIND_RANK: Record<AppEntityMatchKind, number> = { exact: 0, pattern: 0, plural: 1, fuzzy: 2 };

/**
 * The App's entity types of one language, ready to match: their values and synonyms in one tree of
 * words (each value walks it word by word from each word of the sentence, so a list of 100,000
 * values costs no more per sentence than a list of ten), the first words of fuzzy types and their
 * typo index (a word of the sentence that is no first word looks up a few dozen deletes of itself,
 * whatever the size of the list), their patterns. Made from a compiled form (`compileAppEntities`,
 * which a worker thread may build): reading one costs splitting its strings, never walking its values.
 * No I/O, no state between calls (the typo search's scratch marks aside).
 */
export class AppEntityMatcher {
  private readonly c: CompiledAppEntities;
  private readonly words: string[];
  private readonly values: string[];
  private readonly synonyms: string[];
  private readonly fuzzyFirst: FuzzyVocabulary;
  private readonly patterns: { type: number; pattern: CompiledPattern }[];

  constructor(compiled: CompiledAppEntities) {
    if (compiled.version !== 2) throw new Error(`compiled App entities of version ${String(compiled.version)}: compile them again`);
    this.c = compiled;
    this.words = compiled.words.split('\n');
    this.values = compiled.values.split('\n');
    this.synonyms = compiled.synonyms.split('\n');
    this.fuzzyFirst = FuzzyVocabulary.compiled(compiled.fuzzyFirstWords ? compiled.fuzzyFirstWords.split('\n') : [], compiled.fuzzyIndex);
    this.patterns = compiled.patterns.map((p) => ({ type: p.type, pattern: compilePattern(p.source) }));
  }

  /** Compiles and reads at once (small lists, tests). */
  static of(types: readonly AppEntityType[], lang: Lang): AppEntityMatcher {
    return new AppEntityMatcher(compileAppEntities(types, lang));
  }

  get lang(): Lang {
    return this.c.lang;
  }

  /** Names of the types (what `dimensions`/`antidimensions` may name). */
  get names(): string[] {
    return this.c.names;
  }

  /** Values and synonyms in the tree. */
  get phrases(): number {
    return this.c.phrases;
  }

  /** Memory the compiled form holds (bytes, about): what a cache bounded by memory counts. */
  get bytes(): number {
    const c = this.c;
    // The typed arrays, and the typo search's marks (one per group of its index).
    const arrays = arraysOf(c).reduce((n, a) => n + a.byteLength, 0) + c.fuzzyIndex.groupStart.byteLength;
    return (
      arrays +
      2 * (c.words.length + c.values.length + c.synonyms.length + c.fuzzyFirstWords.length) +
      40 * (this.words.length + this.values.length + this.synonyms.length)
    );
  }

  /**
   * The App's entities in a sentence: at each word, the longest value that starts there (written as
   * listed first, then a plural, then with typos, for the types that allow them), values never
   * overlapping one another; then every pattern's matches that no value of its type covers. `only`:
   * the names of the types to look for (undefined: all).
   */
  extract(sentence: string, only?: ReadonlySet<string>): AppEntity[] {
    const out: AppEntity[] = [];
    const names = this.c.names;
    const wanted = (type: number) => !only || only.has(names[type]!);
    if (this.c.childStart[1]! > 0) {
      const tokens = tokenize(sentence);
      let i = 0;
      while (i < tokens.length) {
        const found = this.longestAt(tokens, i, wanted);
        if (!found) {
          i++;
          continue;
        }
        const start = tokens[i]!.start;
        const end = tokens[found.last]!.end;
        const byType = new Map<number, AppEntity['values']>();
        for (const e of found.ends) {
          const values = byType.get(e.type) ?? [];
          const value = this.values[e.value]!;
          if (!values.some((v) => v.value === value)) {
            values.push({
              value,
              type: 'string',
              synonym: this.synonyms[e.synonym]!,
              match: found.kind,
              ...(found.kind === 'fuzzy' ? { typos: found.typos } : {}),
            });
          }
          byType.set(e.type, values);
        }
        for (const [type, values] of byType) out.push({ dim: names[type]!, body: sentence.slice(start, end), start, end, values });
        i = found.last + 1;
      }
    }
    for (const { type, pattern } of this.patterns) {
      if (!wanted(type)) continue;
      for (const m of pattern.find(sentence)) {
        if (out.some((e) => e.start < m.end && m.start < e.end && e.dim === names[type])) continue;
        out.push({
          dim: names[type]!,
          body: m.text,
          start: m.start,
          end: m.end,
          values: [{ value: m.text, type: 'string', synonym: pattern.source, match: 'pattern' }],
        });
      }
    }
    return out.sort((a, b) => a.start - b.start || b.end - a.end);
  }

  private endsOf(node: number): Ending[] {
    const c = this.c;
    const out: Ending[] = [];
    for (let e = c.endStart[node]!; e < c.endStart[node + 1]!; e++)
      out.push({ type: c.endType[e]!, value: c.endValue[e]!, synonym: c.endSynonym[e]! });
    return out;
  }

  /** The child of `node` along `wordId`, or -1 (binary search: children are sorted by word id). */
  private child(node: number, wordId: number): number {
    const c = this.c;
    let lo = c.childStart[node]!;
    let hi = c.childStart[node + 1]! - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const w = c.childWord[mid]!;
      if (w === wordId) return c.childNode[mid]!;
      if (w < wordId) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  private along(node: number, word: string): number {
    const id = findWord(this.c.wordSlots, this.words, word);
    return id < 0 ? -1 : this.child(node, id);
  }

  /** The longest (then closest to the words as written) value starting at word `from`. */
  private longestAt(
    tokens: Token[],
    from: number,
    wanted: (type: number) => boolean,
  ): { last: number; kind: Walk['kind']; typos: number; ends: Ending[] } | null {
    let best: { last: number; kind: Walk['kind']; typos: number; ends: Ending[] } | null = null;
    let walks: Walk[] = [{ node: 0, kind: 'exact', typos: 0 }];
    for (let i = from; i < tokens.length && walks.length; i++) {
      const word = tokens[i]!.text;
      const next: Walk[] = [];
      for (const walk of walks) {
        for (const step of this.steps(walk.node, word)) {
          const kind = KIND_RANK[step.kind] > KIND_RANK[walk.kind] ? step.kind : walk.kind;
          next.push({ node: step.node, kind, typos: walk.typos + step.typos });
        }
      }
      for (const walk of next) {
        const ends = this.endsOf(walk.node).filter((e) => wanted(e.type) && (walk.kind === 'exact' || this.c.fuzzy[e.type]));
        if (!ends.length) continue;
        const better =
          !best || i > best.last || KIND_RANK[walk.kind] < KIND_RANK[best.kind] || (walk.kind === best.kind && walk.typos < best.typos);
        if (better) best = { last: i, kind: walk.kind, typos: walk.typos, ends };
      }
      // Only the closest ways through go on (the tree is walked, never searched whole).
      walks = next.sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || a.typos - b.typos).slice(0, 4);
    }
    return best;
  }

  /** The children of `node` a word leads to: as written, as a singular of it, or within its typos. */
  private steps(node: number, word: string): { node: number; kind: Walk['kind']; typos: number }[] {
    const c = this.c;
    const count = c.childStart[node + 1]! - c.childStart[node]!;
    if (!count) return [];
    const exact = this.along(node, word);
    if (exact >= 0) return [{ node: exact, kind: 'exact', typos: 0 }];
    const out: { node: number; kind: Walk['kind']; typos: number }[] = [];
    for (const s of singulars(word, c.lang)) {
      const child = this.along(node, s);
      if (child >= 0) out.push({ node: child, kind: 'plural', typos: 0 });
    }
    if (out.length) return out;
    const bound = allowedTypos(word.length);
    if (!bound) return out;
    if (node === 0) {
      for (const near of this.fuzzyFirst.near(word, bound)) {
        const child = this.along(0, near.word);
        if (child >= 0) out.push({ node: child, kind: 'fuzzy', typos: near.distance });
      }
    } else if (count <= 64) {
      for (let e = c.childStart[node]!; e < c.childStart[node + 1]!; e++) {
        const d = osa(word, this.words[c.childWord[e]!]!, bound);
        if (d <= bound) out.push({ node: c.childNode[e]!, kind: 'fuzzy', typos: d });
      }
    }
    return out;
  }
}
