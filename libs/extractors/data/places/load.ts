import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compilePlaces } from '../../src/places/compile';
import type { PlacesData, PlacesJson } from '../../src/places/types';

export const PLACES_FILE = join(__dirname, 'generated', 'places.json');

/**
 * Reads the gazetteer built by `npm run build:data:places`. Without it the place dimensions
 * find nothing (they stay usable), so a missing file is reported rather than thrown.
 */
export function loadPlacesData(file = PLACES_FILE): PlacesData | undefined {
  if (!existsSync(file)) {
    console.warn(`places data missing: ${file}; run npm run build:data:places`);
    return undefined;
  }
  return compilePlaces(JSON.parse(readFileSync(file, 'utf8')) as PlacesJson);
}
