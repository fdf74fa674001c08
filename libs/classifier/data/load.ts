import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../src/types';

export const BACKGROUND_FILE = join(__dirname, 'generated', 'background.json');

export interface ClassifierData {
  /** Generic sentences per language: pass `background[lang]` to `train` as `background`. */
  background: Record<Lang, string[]>;
  /**
   * The language's 20,000 most frequent words, folded: pass `frequentWords[lang]` to `train` as
   * `frequentWords` (relatedness: how much of an App's phrases are names).
   */
  frequentWords: Record<Lang, string[]>;
}

/**
 * Reads the background built by `npm run build:data:classifier`. Lives outside `src/` because it
 * reads a file: the engine itself does no I/O. Without the file the classifier still trains,
 * with no background (and so rejects less off-topic text), so a missing file is reported, not thrown.
 */
export function loadClassifierData(file = BACKGROUND_FILE): ClassifierData {
  if (!existsSync(file)) {
    console.warn(`classifier background missing: ${file}; run npm run build:data:classifier`);
    return { background: { en: [], fr: [], es: [] }, frequentWords: { en: [], fr: [], es: [] } };
  }
  const data = JSON.parse(readFileSync(file, 'utf8')) as { background: Record<Lang, string[]>; frequent?: Record<Lang, string> };
  const split = (lang: Lang) => data.frequent?.[lang]?.split(' ') ?? [];
  return { background: data.background, frequentWords: { en: split('en'), fr: split('fr'), es: split('es') } };
}
