/**
 * Word-sequence lookup tables shared by the time and duration grammars. Keys are folded words
 * (lower case, no accents, quotes as spaces) joined by one space.
 */
export interface Phrases<V> {
  map: Map<string, V>;
  /** Longest key, in words. */
  max: number;
  /**
   * The same keys as a word trie: the grammars look phrases up at every word of every sentence,
   * and walking words avoids building a joined string per candidate length.
   */
  root: Map<string, PhraseNode<V>>;
  /** Number of the table in FIRST_OF (see firstTables). */
  id: number;
}

/** A set of words that can start something (see firstWords), numbered like the tables. */
export interface WordSet {
  id: number;
}

let tableCount = 0;
/**
 * For each word, the tables (and word sets) having a key that starts with it: bit (id & 31) of
 * element (id >> 5). Filled when the lexicons load; a sentence looks each of its words up once here
 * instead of asking every table at every word.
 */
const FIRST_OF = new Map<string, number[]>();

function register(words: Iterable<string>): number {
  const id = tableCount++;
  for (const w of words) {
    let bits = FIRST_OF.get(w);
    if (!bits) FIRST_OF.set(w, (bits = []));
    while (bits.length <= id >> 5) bits.push(0);
    bits[id >> 5]! |= 1 << (id & 31);
  }
  return id;
}

/** Which tables start with `word` (read with `startsTable`); undefined: none. */
export function firstTables(word: string): readonly number[] | undefined {
  return FIRST_OF.get(word);
}

export function startsTable(bits: readonly number[] | undefined, id: number): boolean {
  return bits !== undefined && (id >> 5) < bits.length && ((bits[id >> 5]! >>> (id & 31)) & 1) === 1;
}

export interface PhraseNode<V> {
  /** Value of the key ending at this word (undefined: only a prefix of longer keys). */
  value: V | undefined;
  next: Map<string, PhraseNode<V>> | undefined;
}

export function phrases<V>(entries: Record<string, V>): Phrases<V> {
  const map = new Map<string, V>();
  let max = 1;
  for (const [k, v] of Object.entries(entries)) {
    for (const key of k.split('|')) {
      map.set(key, v);
      max = Math.max(max, key.split(' ').length);
    }
  }
  const root = new Map<string, PhraseNode<V>>();
  for (const [key, v] of map) {
    let level = root;
    let node: PhraseNode<V> | undefined;
    for (const word of key.split(' ')) {
      if (node) level = node.next ??= new Map();
      node = level.get(word);
      if (!node) level.set(word, (node = { value: undefined, next: undefined }));
    }
    node!.value = v;
  }
  return { map, max, root, id: register(root.keys()) };
}

/** First words of the phrases of `tables`: a grammar whose parts begin with one of these phrases or a number cannot start at another word. */
export function firstWords(tables: readonly Phrases<unknown>[]): WordSet {
  const out = new Set<string>();
  for (const t of tables) for (const w of t.root.keys()) out.add(w);
  return { id: register(out) };
}
