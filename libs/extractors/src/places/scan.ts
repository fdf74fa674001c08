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
    const recent = data.recent[ctx.lang];
    for (let i = 0; i < parts.length; ) {
      // Longest name starting here: read words while some name goes on with them.
      let key = parts[i]!.key;
      let best = 0;
      let bestKey = '';
      let bestEntry: PlaceEntry | undefined;
      for (let n = 1; ; n++) {
        const { entry, more } = recent.get(key);
        if (entry) {
          best = n;
          bestKey = key;
          bestEntry = entry;
        }
        if (i + n >= parts.length || !more) break;
        key = `${key} ${parts[i + n]!.key}`;
      }
      if (bestEntry) {
        const found = { from: i, to: i + best, start: parts[i]!.start, end: parts[i + best - 1]!.end, key: bestKey, entry: bestEntry };
        matches.push(found);
        at.set(i, found);
        i = found.to;
      } else i++;
    }
  }
  return { parts, matches, at };
}
