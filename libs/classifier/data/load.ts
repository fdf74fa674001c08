import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../src/types';

export const BACKGROUND_FILE = join(__dirname, 'generated', 'background.json');

export interface ClassifierData {
  /** Generic sentences per language: pass `background[lang]` to `train` as `background`. */
  background: Record<Lang, string[]>;
}

/**
 * Reads the background built by `npm run build:data:classifier`. Lives outside `src/` because it
 * reads a file: the engine itself does no I/O. Without the file the classifier still trains,
 * with no background (and so rejects less off-topic text), so a missing file is reported, not thrown.
 */
export function loadClassifierData(file = BACKGROUND_FILE): ClassifierData {
  if (!existsSync(file)) {
    console.warn(`classifier background missing: ${file}; run npm run build:data:classifier`);
    return { background: { en: [], fr: [], es: [] } };
  }
  return { background: (JSON.parse(readFileSync(file, 'utf8')) as ClassifierData).background };
}
