import { memoized } from '../../shared/memo';
import type { RuleContext } from '../../types';

/**
 * Multi-word lexicon lookup shared by the family, colour and forename dimensions: one hash
 * lookup per word plus a short scan of the phrases that start with it, instead of a regex
 * alternation over thousands of names.
 */

/** A piece of a word: words are split again on hyphens and apostrophes ("belle-mère", "d'eau"). */
export interface Piece {
  /** Lower-cased, accent-free key form. */
  key: string;
  start: number;
  end: number;
}

export interface PhraseMatch<V> {
  start: number;
  end: number;
  /** Index of the first and one past the last piece matched. */
  from: number;
  to: number;
  value: V;
}

export interface PhraseIndex<V> {
  /** Phrases by their first piece, longest first. */
  byFirst: Map<string, { keys: string[]; value: V }[]>;
  /**
   * For a large index (forenames): the lookups of recent pieces, null when none. A probe of a map
   * of thousands of keys misses the processor caches; chat words repeat. Bounded (cleared when full).
   */
  recent?: Map<string, { keys: string[]; value: V }[] | null>;
}

const LARGE = 1000;
const RECENT_MAX = 4096;

function phrasesStartingWith<V>(index: PhraseIndex<V>, key: string): { keys: string[]; value: V }[] | undefined {
  let recent = index.recent;
  if (!recent) return index.byFirst.get(key);
  let hit = recent.get(key);
  if (hit === undefined) {
    hit = index.byFirst.get(key) ?? null;
    if (recent.size >= RECENT_MAX) index.recent = recent = new Map();
    recent.set(key, hit);
  }
  return hit ?? undefined;
}

const COMBINING = /[\u0300-\u036f]/g;
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** The key form of a word or phrase: lower case, no accents, ligatures spelled out. */
export function foldKey(s: string): string {
  const lower = s.toLowerCase();
  return ASCII.test(lower) ? lower : foldAccented(lower);
}

const ASCII = /^[\x00-\x7f]*$/;
const foldAccented = memoized((lower: string) => lower.normalize('NFD').replace(COMBINING, '').replace(/[œæß]/g, (c) => LIGATURES[c]!));

/** Splits a phrase of the lexicon into piece keys. */
export function phraseKeys(phrase: string): string[] {
  return foldKey(phrase).split(/[\s'’-]+/).filter(Boolean);
}

export function buildPhraseIndex<V>(entries: Iterable<readonly [string, V]>): PhraseIndex<V> {
  const byFirst = new Map<string, { keys: string[]; value: V }[]>();
  const seen = new Set<string>();
  for (const [phrase, value] of entries) {
    const keys = phraseKeys(phrase);
    if (!keys.length) continue;
    const joined = keys.join(' ');
    if (seen.has(joined)) continue;
    seen.add(joined);
    let list = byFirst.get(keys[0]!);
    if (!list) byFirst.set(keys[0]!, (list = []));
    // slice(): arrays built by split/filter/push keep spare capacity; ~10k names made it a third of the heap.
    list.push({ keys: keys.slice(), value });
  }
  for (const [first, list] of byFirst) byFirst.set(first, list.slice().sort((a, b) => b.keys.length - a.keys.length));
  return byFirst.size > LARGE ? { byFirst, recent: new Map() } : { byFirst };
}

const PIECE = /[^'’-]+/g;
/** Pieces may join a phrase across this gap only (spaces, hyphens, apostrophes). */
const JOIN = /^[\s'’-]*$/;

/** The pieces of the sentence, computed once per sentence. */
export function pieces(ctx: RuleContext): Piece[] {
  return ctx.shared(pieces_);
}

function pieces_(ctx: RuleContext): Piece[] {
  const words = ctx.words;
  const out: Piece[] = [];
  for (const w of words) {
    if (!/['’-]/.test(w.text)) {
      out.push({ key: foldKey(w.text), start: w.start, end: w.end });
      continue;
    }
    PIECE.lastIndex = 0;
    for (let m = PIECE.exec(w.text); m; m = PIECE.exec(w.text)) {
      out.push({ key: foldKey(m[0]), start: w.start + m.index, end: w.start + m.index + m[0].length });
    }
  }
  return out;
}

const same = (key: string) => key;

/**
 * Leftmost-longest, non-overlapping matches of the index in the sentence. `lemma` maps a piece
 * key to the form the index is keyed by (inflections: "blanches" -> "blanc").
 */
export function matchPhrases<V>(
  ctx: RuleContext,
  index: PhraseIndex<V>,
  lemma: (key: string) => string = same,
): PhraseMatch<V>[] {
  const ps = pieces(ctx);
  const out: PhraseMatch<V>[] = [];
  for (let i = 0; i < ps.length; i++) {
    const candidates = phrasesStartingWith(index, lemma(ps[i]!.key));
    if (!candidates) continue;
    for (const c of candidates) {
      if (i + c.keys.length > ps.length) continue;
      let ok = true;
      for (let k = 1; k < c.keys.length && ok; k++) {
        const p = ps[i + k]!;
        ok = lemma(p.key) === c.keys[k] && JOIN.test(ctx.text.slice(ps[i + k - 1]!.end, p.start));
      }
      if (!ok) continue;
      const to = i + c.keys.length;
      out.push({ start: ps[i]!.start, end: ps[to - 1]!.end, from: i, to, value: c.value });
      i = to - 1;
      break;
    }
  }
  return out;
}
