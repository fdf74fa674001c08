/**
 * Word-sequence lookup tables shared by the time and duration grammars. Keys are folded words
 * (lower case, no accents, quotes as spaces) joined by one space.
 */
export interface Phrases<V> {
  map: Map<string, V>;
  /** Longest key, in words. */
  max: number;
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
  return { map, max };
}
