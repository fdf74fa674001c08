import type { Language } from '@parley/contracts';
import { type ContextParts, LanguagePairs } from './context';
import { type DeleteIndex, buildDeleteIndex, groupOrder } from './delete-index';
import { groupRecords } from './group-layout';
import { stringHash } from './hash';
import { WordStore } from './word-store';

/** One accepted word: its lower-case form, how it is displayed, and log10 of its frequency. */
export interface DictionaryEntry {
  word: string;
  /** Display form when it differs from `word` (proper nouns, brands: `Paris`, `iPhone`). */
  display?: string;
  logFrequency: number;
}

/** Everything a dictionary holds; what the codec serializes. */
export interface DictionaryParts {
  language: Language;
  /** Lower-case words, stored in the index's group order; the id of a word is its position. */
  words: WordStore;
  display: Map<number, string>;
  logFrequency: Float32Array;
  /** Rank of each word (0 = most frequent): breaks ties between equal scores. */
  rank: Uint32Array;
  index: DeleteIndex;
  /** The language's word pairs (`context.ts`), when the build had a text to count them on. */
  context?: ContextParts;
  /**
   * What the dictionary and its searcher derive from the words alone, when a file holds it
   * (`codec.ts`): loading then reads it instead of computing it (a third of a second for the
   * three languages, on the thread that loads).
   */
  derived?: DerivedParts;
}

/** See `DictionaryParts.derived`. */
export interface DerivedParts {
  /** The exact lookup table (open addressing, id + 1 per slot). */
  table: Uint32Array;
  /** `WordStore.letterMasks`. */
  letterMasks: Uint32Array;
  /** `GroupLayout`'s records (`groupRecords`). */
  groupRecords: Int32Array;
}

/**
 * An immutable word list with frequencies, an exact lookup table and a symmetric-delete index.
 * Built once per language at build time, or per App vocabulary at run time (small).
 */
export class Dictionary {
  readonly language: Language;
  readonly words: WordStore;
  readonly logFrequency: Float32Array;
  readonly rank: Uint32Array;
  readonly index: DeleteIndex;
  /** Word pairs of the language, for ranking candidates by the words around them. */
  readonly pairs?: LanguagePairs;
  /** See `WordStore.letterMasks`. */
  readonly letterMasks: Uint32Array;
  private readonly display: Map<number, string>;
  /** Ids of words displayed in capitals (DEA, ONU): no fix for a word typed in lower or title case. */
  private readonly acronyms = new Set<number>();
  private readonly table: Uint32Array;
  private readonly mask: number;
  /** `GroupLayout`'s records when they were read with the dictionary (the searcher copies them). */
  readonly groupRecords?: Int32Array;

  constructor(parts: DictionaryParts) {
    this.language = parts.language;
    this.words = parts.words;
    this.logFrequency = parts.logFrequency;
    this.rank = parts.rank;
    this.index = parts.index;
    this.display = parts.display;
    for (const [id, form] of parts.display) if (form.length > 1 && form === form.toUpperCase()) this.acronyms.add(id);
    if (parts.derived) {
      this.letterMasks = parts.derived.letterMasks;
      this.table = parts.derived.table;
      this.mask = this.table.length - 1;
      this.groupRecords = parts.derived.groupRecords;
    } else {
      this.letterMasks = parts.words.letterMasks();
      let size = 2;
      while (size < parts.words.size * 2) size *= 2;
      this.mask = size - 1;
      // Open addressing, id + 1 per slot (0 = empty): a Map of a million strings costs far more.
      this.table = new Uint32Array(size);
      const { chars, offsets } = parts.words;
      for (let id = 0; id < parts.words.size; id++) {
        let slot = stringHash(chars, offsets[id], offsets[id + 1]) & this.mask;
        while (this.table[slot] !== 0) slot = (slot + 1) & this.mask;
        this.table[slot] = id + 1;
      }
    }
    if (parts.context) this.pairs = new LanguagePairs(parts.context, (word) => this.find(word));
  }

  /** Builds a dictionary from entries in rank order (first = most frequent). Duplicates keep the first. */
  static fromEntries(language: Language, entries: readonly DictionaryEntry[]): Dictionary {
    const seen = new Set<string>();
    const ranked: DictionaryEntry[] = [];
    for (const entry of entries) {
      if (seen.has(entry.word)) continue;
      seen.add(entry.word);
      ranked.push(entry);
    }
    const { order, groupStart } = groupOrder(ranked.map((entry) => entry.word));
    const words: string[] = [];
    const display = new Map<number, string>();
    const logFrequency = new Float32Array(order.length);
    order.forEach((rank, id) => {
      const entry = ranked[rank];
      if (entry.display && entry.display !== entry.word) display.set(id, entry.display);
      words.push(entry.word);
      logFrequency[id] = entry.logFrequency;
    });
    return new Dictionary({
      language,
      words: WordStore.fromStrings(words),
      display,
      logFrequency,
      rank: order,
      index: buildDeleteIndex(words, groupStart),
    });
  }

  get size(): number {
    return this.words.size;
  }

  /** Id of a lower-case word, or -1. */
  find(word: string): number {
    let slot = stringHash(word, 0, word.length) & this.mask;
    for (;;) {
      const entry = this.table[slot];
      if (entry === 0) return -1;
      if (this.words.equals(entry - 1, word)) return entry - 1;
      slot = (slot + 1) & this.mask;
    }
  }

  has(word: string): boolean {
    return this.find(word) >= 0;
  }

  isAcronym(id: number): boolean {
    return this.acronyms.has(id);
  }

  displayForm(id: number): string {
    return this.display.get(id) ?? this.words.get(id);
  }

  parts(): DictionaryParts {
    const { language, words, display, logFrequency, rank, index } = this;
    return { language, words, display, logFrequency, rank, index, context: this.pairs?.parts };
  }

  /** What loading would otherwise compute (`DictionaryParts.derived`), for the file. */
  derived(): DerivedParts {
    return { table: this.table, letterMasks: this.letterMasks, groupRecords: this.groupRecords ?? groupRecords(this) };
  }
}
