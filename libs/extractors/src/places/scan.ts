import type { RuleContext } from '../types';
import { foldWord } from './fold';
import type { PlaceEntry, PlacesData } from './types';

/** A piece of a word (words are cut at hyphens and apostrophes: "Saint-Étienne", "l'anglais"), folded. */
export interface Part {
  key: string;
  start: number;
  end: number;
}

/** A place name found in the sentence: parts [from, to), characters [start, end). */
export interface PlaceMatch {
  from: number;
  to: number;
  start: number;
  end: number;
  key: string;
  entry: PlaceEntry;
}

export interface Scan {
  parts: Part[];
  matches: PlaceMatch[];
  /** Match starting at a part index, if any. */
  at: Map<number, PlaceMatch>;
}

const CUT = /['\u2019-]/;

export function placesData(ctx: RuleContext): PlacesData | undefined {
  return ctx.data.places as PlacesData | undefined;
}

/**
 * Finds every place name of the sentence once per extraction (all place dimensions share it):
 * at each part the longest folded n-gram present in the index wins, then the scan goes on after it.
 */
export function scanPlaces(ctx: RuleContext): Scan {
  return ctx.shared(scan_);
}

function scan_(ctx: RuleContext): Scan {
  const parts: Part[] = [];
  for (const w of ctx.words) {
    const t = w.text;
    if (t.indexOf("'") < 0 && t.indexOf('\u2019') < 0 && t.indexOf('-') < 0) {
      parts.push({ key: foldWord(w.text), start: w.start, end: w.end });
      continue;
    }
    let offset = w.start;
    for (const piece of w.text.split(CUT)) {
      if (piece) parts.push({ key: foldWord(piece), start: offset, end: offset + piece.length });
      offset += piece.length + 1;
    }
  }
  const matches: PlaceMatch[] = [];
  const at = new Map<number, PlaceMatch>();
  const data = placesData(ctx);
  if (data) {
    const index = data.index[ctx.lang];
    const shared = data.shared;
    const span = data.span[ctx.lang];
    const sharedSpan = data.sharedSpan;
    for (let i = 0; i < parts.length; ) {
      const first = parts[i]!.key;
      const max = Math.min(span.get(first) ?? sharedSpan.get(first) ?? 0, parts.length - i);
      // Most words start no place name: no key list to build.
      if (max === 0) {
        i++;
        continue;
      }
      let found: PlaceMatch | undefined;
      let key = '';
      const keys: string[] = [];
      for (let n = 1; n <= max; n++) keys.push((key = n === 1 ? parts[i]!.key : `${key} ${parts[i + n - 1]!.key}`));
      for (let n = max; n >= 1 && !found; n--) {
        const entry = index.get(keys[n - 1]!) ?? shared.get(keys[n - 1]!);
        if (entry) found = { from: i, to: i + n, start: parts[i]!.start, end: parts[i + n - 1]!.end, key: keys[n - 1]!, entry };
      }
      if (found) {
        matches.push(found);
        at.set(i, found);
        i = found.to;
      } else i++;
    }
  }
  return { parts, matches, at };
}
