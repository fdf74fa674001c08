import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ColorsJson } from '../../src/dimensions/color/types';

export const COLORS_FILE = join(__dirname, 'generated', 'colors.json');

/**
 * Reads the colour lexicon built by `npm run build:data:colors`. Without it the colour dimension
 * finds nothing (the engine stays usable), so a missing file is reported rather than thrown.
 */
export function loadColorsData(file = COLORS_FILE): ColorsJson | undefined {
  if (!existsSync(file)) {
    console.warn(`colour data missing: ${file}; run npm run build:data:colors`);
    return undefined;
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ColorsJson;
}
