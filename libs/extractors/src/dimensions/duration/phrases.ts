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
  return { map, max, root };
}

/**
 * First words of every phrase table found in `lexicon` (searched through nested objects): a grammar
 * whose parts all begin with a phrase or a number cannot match at a word outside this set.
 */
export function firstWords(lexicon: object): ReadonlySet<string> {
  const out = new Set<string>();
  const visit = (o: unknown) => {
    if (!o || typeof o !== 'object' || o instanceof RegExp) return;
    const root = (o as Partial<Phrases<unknown>>).root;
    if (root instanceof Map) {
      for (const w of root.keys()) out.add(w as string);
      return;
    }
    for (const v of Object.values(o)) visit(v);
  };
  visit(lexicon);
  return out;
}
