import type { Lang } from '../types';
import { buildFuzzyIndex, type FuzzyIndex } from './fuzzy';
import { patternProblem } from './patterns';
import { tokenize } from './tokens';

/** One value of an App's entity type and the other ways of saying it. */
export interface AppEntityValue {
  /** What an entity found answers as its value ("enterprise"). */
  value: string;
  /** Other ways of writing it ("business plan", "corporate"); the value itself always matches. */
  synonyms?: string[];
}

/** An entity type an App declares: its name, its values (a list), its patterns, for one language. */
export interface AppEntityType {
  /** The `dim` of what it finds ("plan", "order"). */
  name: string;
  values?: AppEntityValue[];
  /** Regular expressions (RE2 syntax), checked by `patternProblem`. */
  patterns?: string[];
  /** Also match values written with typos (the spell checker's edit distance) or in their plural. */
  fuzzy?: boolean;
}

/**
 * An App's entity types compiled into plain data (typed arrays and strings): what a worker thread
 * builds and posts (the typed arrays are transferred, not copied), and what `AppEntityMatcher`
 * reads. The values and synonyms make a tree of words stored as arrays: node `n`'s children are
 * `childWord`/`childNode` from `childStart[n]` to `childStart[n + 1]`, sorted by word id; the values
 * ending at `n` are `end*` from `endStart[n]` to `endStart[n + 1]`. Words are found by a hash table
 * (`wordSlots`, FNV-1a of the word). Node 0 is the root. The first words of fuzzy types come with
 * their typo index (`fuzzyIndex`, built here so the thread that matches never builds it).
 */
export interface CompiledAppEntities {
  /** 2: with `fuzzyIndex`. */
  version: 2;
  lang: Lang;
  names: string[];
  fuzzy: boolean[];
  patterns: { type: number; source: string }[];
  /** Every word of the tree, joined by "\n" (index = word id). */
  words: string;
  wordSlots: Int32Array;
  childStart: Int32Array;
  childWord: Int32Array;
  childNode: Int32Array;
  endStart: Int32Array;
  endType: Int32Array;
  endValue: Int32Array;
  endSynonym: Int32Array;
  /** The canonical values and the synonyms as written, joined by "\n" (indexes of endValue, endSynonym). */
  values: string;
  synonyms: string;
  /** First words of the values of fuzzy types, sorted, joined by "\n" (the typo search's vocabulary). */
  fuzzyFirstWords: string;
  /** The symmetric-delete index of `fuzzyFirstWords` (typed arrays). */
  fuzzyIndex: FuzzyIndex;
  /** Values and synonyms in the tree. */
  phrases: number;
}

/** The typed arrays of a compiled form (what a worker thread transfers). */
export function transferables(c: CompiledAppEntities): ArrayBuffer[] {
  return arraysOf(c).map((a) => a.buffer as ArrayBuffer);
}

/** Every typed array of a compiled form. */
export function arraysOf(c: CompiledAppEntities): (Int32Array | Uint8Array)[] {
  const i = c.fuzzyIndex;
  return [
    c.wordSlots,
    c.childStart,
    c.childWord,
    c.childNode,
    c.endStart,
    c.endType,
    c.endValue,
    c.endSynonym,
    i.groupStart,
    i.bucketStart,
    i.postGroup,
    i.postKey,
  ];
}

export function wordHash(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Slot of a word in `slots` (open addressing), or -1; `slots` holds word id + 1, 0 when empty. */
export function findWord(slots: Int32Array, words: readonly string[], word: string): number {
  const mask = slots.length - 1;
  let i = wordHash(word) & mask;
  for (;;) {
    const id = slots[i]! - 1;
    if (id < 0) return -1;
    if (words[id] === word) return id;
    i = (i + 1) & mask;
  }
}

const sanitize = (s: string) => s.replace(/\n/g, ' ');

/**
 * Compiles an App's entity types of one language (throws on a pattern `patternProblem` refuses: the
 * API checks them on write). Linear in the number of values and synonyms; run it off the event loop
 * for big lists (about a second per 100,000 values with two synonyms each).
 */
export function compileAppEntities(types: readonly AppEntityType[], lang: Lang): CompiledAppEntities {
  const wordIds = new Map<string, number>();
  const wordList: string[] = [];
  const idOf = (w: string) => {
    let id = wordIds.get(w);
    if (id === undefined) {
      id = wordList.length;
      wordIds.set(w, id);
      wordList.push(w);
    }
    return id;
  };
  // The tree while it grows: children per node as maps of word id -> node.
  const children: Map<number, number>[] = [new Map()];
  const ends: { type: number; value: number; synonym: number }[][] = [[]];
  const values: string[] = [];
  const synonyms: string[] = [];
  const fuzzyFirst = new Set<string>();
  const patterns: { type: number; source: string }[] = [];
  let phrases = 0;
  types.forEach((t, type) => {
    for (const v of t.values ?? []) {
      const valueIndex = values.push(sanitize(v.value)) - 1;
      for (const synonym of new Set([v.value, ...(v.synonyms ?? [])])) {
        const words = tokenize(synonym).map((w) => w.text);
        if (!words.length) continue;
        let node = 0;
        for (const w of words) {
          const id = idOf(w);
          let child = children[node]!.get(id);
          if (child === undefined) {
            child = children.length;
            children.push(new Map());
            ends.push([]);
            children[node]!.set(id, child);
          }
          node = child;
        }
        const here = ends[node]!;
        if (here.some((e) => e.type === type && values[e.value] === values[valueIndex])) continue;
        here.push({ type, value: valueIndex, synonym: synonyms.push(sanitize(synonym)) - 1 });
        if (t.fuzzy) fuzzyFirst.add(words[0]!);
        phrases++;
      }
    }
    for (const source of t.patterns ?? []) {
      const problem = patternProblem(source);
      if (problem) throw new Error(`the pattern ${source} of ${t.name} ${problem}`);
      patterns.push({ type, source });
    }
  });
  const nodes = children.length;
  const childStart = new Int32Array(nodes + 1);
  const endStart = new Int32Array(nodes + 1);
  let edges = 0;
  let endCount = 0;
  for (let n = 0; n < nodes; n++) {
    childStart[n] = edges;
    endStart[n] = endCount;
    edges += children[n]!.size;
    endCount += ends[n]!.length;
  }
  childStart[nodes] = edges;
  endStart[nodes] = endCount;
  const childWord = new Int32Array(edges);
  const childNode = new Int32Array(edges);
  const endType = new Int32Array(endCount);
  const endValue = new Int32Array(endCount);
  const endSynonym = new Int32Array(endCount);
  for (let n = 0; n < nodes; n++) {
    let at = childStart[n]!;
    for (const [word, child] of [...children[n]!].sort((a, b) => a[0] - b[0])) {
      childWord[at] = word;
      childNode[at++] = child;
    }
    let e = endStart[n]!;
    for (const end of ends[n]!) {
      endType[e] = end.type;
      endValue[e] = end.value;
      endSynonym[e++] = end.synonym;
    }
  }
  let size = 16;
  while (size < wordList.length * 2) size *= 2;
  const wordSlots = new Int32Array(size);
  for (let id = 0; id < wordList.length; id++) {
    let i = wordHash(wordList[id]!) & (size - 1);
    while (wordSlots[i] !== 0) i = (i + 1) & (size - 1);
    wordSlots[i] = id + 1;
  }
  const fuzzyFirstWords = [...fuzzyFirst].sort();
  return {
    version: 2,
    lang,
    names: types.map((t) => t.name),
    fuzzy: types.map((t) => !!t.fuzzy),
    patterns,
    words: wordList.join('\n'),
    wordSlots,
    childStart,
    childWord,
    childNode,
    endStart,
    endType,
    endValue,
    endSynonym,
    values: values.join('\n'),
    synonyms: synonyms.join('\n'),
    fuzzyFirstWords: fuzzyFirstWords.join('\n'),
    fuzzyIndex: buildFuzzyIndex(fuzzyFirstWords),
    phrases,
  };
}
